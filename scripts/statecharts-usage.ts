/**
 * Reads `src/` (text only, nothing runs) to tell analysts where each machine is used: which files
 * import it, which routes render those files, which file provides each of its actors and actions
 * (`machine.provide`), and which files send each of its events. Used by statecharts-lib.ts.
 * Deterministic: files are read in sorted order and every list is sorted.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT_DIR = fileURLToPath(new URL('../', import.meta.url));
const SRC_DIR = join(ROOT_DIR, 'src');

const rel = (path: string) => relative(ROOT_DIR, path).split('\\').join('/');

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...listFiles(path));
    else if (/\.(ts|tsx)$/.test(entry) && !/\.(test|spec)\.tsx?$/.test(entry)) out.push(path);
  }
  return out;
}

export interface SourceFile {
  /** Path from the repository root, e.g. `src/sign-in/ops-page.tsx`. */
  path: string;
  text: string;
  /** Resolved import targets (repository paths) with the names imported from each. */
  imports: { target: string; names: string[] }[];
  /** Every module the file imports, type-only imports included (repository paths). */
  modules: string[];
}

const IMPORT = /import\s+(type\s+)?([\s\S]*?)\s+from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

function parseImports(file: string, text: string): SourceFile['imports'] {
  const out: SourceFile['imports'] = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[3] ?? match[4] ?? '';
    if (!spec.startsWith('.')) continue;
    if (match[1]) continue; // type-only imports carry no behaviour
    const names = [...(match[2] ?? '').matchAll(/\b([A-Za-z_$][\w$]*)\b(?:\s+as\s+([A-Za-z_$][\w$]*))?/g)]
      .filter((name) => name[1] !== 'type')
      .map((name) => name[2] ?? name[1] ?? '');
    out.push({ target: rel(resolve(dirname(file), spec)), names });
  }
  return out;
}

function importedModules(file: string, text: string): string[] {
  return [...text.matchAll(IMPORT)]
    .map((match) => match[3] ?? match[4] ?? '')
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => rel(resolve(dirname(file), spec)));
}

let cache: SourceFile[] | null = null;
export function sourceFiles(): SourceFile[] {
  if (cache) return cache;
  cache = listFiles(SRC_DIR).map((file) => {
    const text = readFileSync(file, 'utf8');
    return { path: rel(file), text, imports: parseImports(file, text), modules: importedModules(file, text) };
  });
  return cache;
}

const importersOf = (target: string) => sourceFiles().filter((file) => file.imports.some((item) => item.target === target));

/** Routes of `src/app/route-table.ts`, with the page file each one loads. */
export function routes(): { path: string; page: string }[] {
  const table = sourceFiles().find((file) => file.path === 'src/app/route-table.ts');
  if (!table) return [];
  // The table names each path by its key in `routePatterns` (src/config/paths.ts), where the pattern is written.
  const patterns = new Map<string, string>();
  const paths = sourceFiles().find((file) => file.path === 'src/config/paths.ts');
  const block = /export const routePatterns = \{([\s\S]*?)\} as const/.exec(paths?.text ?? '')?.[1] ?? '';
  for (const match of block.matchAll(/(\w+):\s*'([^']*)'/g)) patterns.set(match[1] ?? '', match[2] ?? '');
  const out: { path: string; page: string }[] = [];
  const pattern = /path:\s*routePatterns\.(\w+)[\s\S]*?import\('([^']+)'\)/g;
  for (const match of table.text.matchAll(pattern)) {
    const path = patterns.get(match[1] ?? '');
    if (path === undefined) throw new Error(`src/app/route-table.ts names routePatterns.${match[1]}, which src/config/paths.ts lacks`);
    out.push({ path: `/${path}`, page: rel(resolve(join(ROOT_DIR, 'src/app'), match[2] ?? '')) });
  }
  return out;
}

export interface MachineUsage {
  /** Views (pages, components, layout) that run the machine or the module that runs it. */
  components: string[];
  /** Routes whose page is, or renders, one of those views. */
  routes: string[];
  /** Actor or action name → the file that implements it. */
  implementations: Map<string, string>;
}

/**
 * A component file (.tsx) under the view folders, or a start-up module (it runs the app-wide machines). Another
 * .ts module there (a hook, the loader of a view's flow) is followed to the views that import it.
 */
const isView = (path: string) => /^src\/(pages|components|sign-in|app)\/.+\.tsx$/.test(path) || path.startsWith('src/app/start-up/');

/** Where the machine file `machines/<file>` is used in src/. */
export function machineUsage(machineFile: string, exportName: string, names: readonly string[]): MachineUsage {
  const target = `machines/${machineFile}`;
  const direct = importersOf(target).filter((file) =>
    file.imports.some((item) => item.target === target && item.names.includes(exportName)),
  );
  // Views: the direct importers, and the views that import a direct importer (a hook or an actors module).
  const views = new Set<string>();
  const frontier = [...direct];
  for (let depth = 0; depth < 4 && frontier.length; depth += 1) {
    const next: SourceFile[] = [];
    for (const file of frontier.splice(0)) {
      // A view is where the machine shows; only a module in between (a hook, an actors file) is followed further.
      if (isView(file.path)) views.add(file.path);
      else if (depth < 3) next.push(...importersOf(file.path).filter((importer) => !views.has(importer.path)));
    }
    frontier.push(...next);
  }
  const routeList = routes();
  const routeSet = new Set<string>();
  for (const view of views) {
    for (const route of routeList) {
      if (route.page === view) routeSet.add(route.path);
    }
    // A component rendered by a page, possibly through other components: up to three levels up.
    let level = [view];
    const seen = new Set(level);
    for (let depth = 0; depth < 3 && level.length; depth += 1) {
      const up = level
        .flatMap((path) => importersOf(path).map((file) => file.path))
        .filter((path) => /^src\/(pages|components|sign-in)\//.test(path) && !seen.has(path));
      for (const path of up) {
        seen.add(path);
        for (const route of routeList) if (route.page === path) routeSet.add(route.path);
      }
      level = up;
    }
  }
  const implementations = new Map<string, string>();
  for (const file of sourceFiles()) {
    const start = file.text.indexOf(`${exportName}.provide(`);
    if (start < 0) continue;
    const block = providedBlock(file.text, start + exportName.length + '.provide('.length);
    for (const name of names) {
      if (implementations.has(name)) continue;
      const where = implementingFile(file, block, name);
      if (where) implementations.set(name, where);
    }
  }
  return {
    components: [...views].sort(),
    routes: [...routeSet].sort(),
    implementations,
  };
}

/**
 * Which file implements `name` when a provide block is a call, `provide(carouselEffects({ ... }))`: the function
 * is read where it is written (its parameters and body), or the call's own file when it cannot be found.
 */
function calledImplementation(file: SourceFile, fn: string, name: string): string | null {
  const module = fileImporting(file, fn);
  const source = sourceFiles().find((candidate) => candidate.path === module) ?? file;
  const start = source.text.search(new RegExp(`function\\s+${fn}\\s*\\(`));
  if (start < 0) return module ?? file.path;
  return implementingFile(source, source.text.slice(start, functionEnd(source.text, start)), name);
}

/** Where the function written at `start` ends: its body's closing brace (balanced braces after its parameters). */
function functionEnd(text: string, start: number): number {
  const params = text.indexOf('(', start);
  const body = text.indexOf('{', params + providedBlock(text, params + 1).length + 1);
  let depth = 0;
  for (let index = body; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}' && --depth === 0) return index + 1;
  }
  return text.length;
}

/** The module a type is imported from (type-only imports included), as a repository path. */
function moduleOfType(file: SourceFile, type: string): string | null {
  const spec = new RegExp(`import\\s+(?:type\\s+)?\\{[^}]*\\b${type}\\b[^}]*\\}\\s+from\\s+'(\\.[^']+)'`).exec(file.text)?.[1];
  if (!spec) return null;
  const target = rel(resolve(dirname(join(ROOT_DIR, file.path)), spec));
  return [target, `${target}.ts`, `${target}.tsx`].find((candidate) => sourceFiles().some((source) => source.path === candidate)) ?? null;
}

/** The text of the `provide(...)` argument (balanced parentheses). */
function providedBlock(text: string, from: number): string {
  let depth = 1;
  for (let index = from; index < text.length; index += 1) {
    const char = text[index];
    if (char === '(') depth += 1;
    else if (char === ')') {
      depth -= 1;
      if (depth === 0) return text.slice(from, index);
    }
  }
  return text.slice(from);
}

function fileImporting(file: SourceFile, identifier: string): string | null {
  const found = file.imports.find((item) => item.names.includes(identifier));
  if (!found) return null;
  const candidates = [found.target, `${found.target}.ts`, `${found.target}.tsx`];
  return candidates.find((candidate) => sourceFiles().some((source) => source.path === candidate)) ?? found.target;
}

/** Which file implements `name` in a provide block: an imported value's module, or the providing file itself. */
function implementingFile(file: SourceFile, block: string, name: string): string | null {
  const keyed = new RegExp(`\\b${name}\\s*:\\s*([A-Za-z_$][\\w$]*)?`).exec(block);
  const shorthand = new RegExp(`[{,]\\s*${name}\\s*[,}]`).test(block);
  if (!keyed && !shorthand) {
    // `provide(effects(...))`: a function that returns the implementations; read them where it is written.
    const called = /^\s*([A-Za-z_$][\w$]*)\s*\(/.exec(block)?.[1];
    if (called) return calledImplementation(file, called, name);
    // `provide(actors)`: a variable built elsewhere; name the module of the function that built it.
    const variable = /^\s*([A-Za-z_$][\w$]*)\s*$/.exec(block)?.[1];
    if (!variable) return null;
    const built = new RegExp(`\\b${variable}\\s*=\\s*(?:useMemo\\(\\s*\\(\\)\\s*=>\\s*)?([A-Za-z_$][\\w$]*)\\(`).exec(file.text)?.[1];
    const source = built ? fileImporting(file, built) : null;
    return source ?? file.path;
  }
  const identifier = shorthand ? name : keyed?.[1];
  if (!identifier || identifier === 'assign') return file.path;
  const imported = fileImporting(file, identifier);
  if (imported) return imported;
  // A parameter typed with an imported type (`actors: SignInActors`): that type's module builds it.
  const typed = new RegExp(`\\b${identifier}\\??\\s*:\\s*([A-Z][\\w$]*)`).exec(block)?.[1];
  const typeSource = typed ? moduleOfType(file, typed) : null;
  if (typeSource) return typeSource;
  // A local variable (`actors.requestToken` where `actors = useSignInActors(config)`).
  const built = new RegExp(`\\b${identifier}\\s*=\\s*(?:useMemo\\(\\s*\\(\\)\\s*=>\\s*)?([A-Za-z_$][\\w$]*)\\(`).exec(file.text)?.[1];
  const source = built ? fileImporting(file, built) : null;
  return source ?? file.path;
}

/**
 * Files in src/ that send the event to the machine `machines/<machineFile>`: its type appears there as a string
 * literal, and the file works with that machine: it imports the machine's module (a type import too: a view that
 * sends to an actor it was handed), or imports a module that does (the module that creates the actor). Two
 * machines may share an event's name (`credentials.submit` for the login form and the partner login): a file that
 * sends it to one is not a sender for the other.
 */
export function eventSenders(eventType: string, machineFile: string): string[] {
  const literal = new RegExp(`['"\`]${eventType.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]`);
  const machine = `machines/${machineFile}`;
  const importsMachine = (path: string) =>
    sourceFiles()
      .find((file) => file.path === path)
      ?.modules.includes(machine) ?? false;
  return sourceFiles()
    .filter((file) => literal.test(file.text))
    .filter((file) => file.modules.includes(machine) || file.modules.some(importsMachine))
    .map((file) => file.path)
    .sort();
}
