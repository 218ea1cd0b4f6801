/**
 * A build-only Vite plugin: every lazy `import()` of one of the build's own chunks rejects, when it fails, with an
 * error that names the chunk's address, in every engine. The codeLoader's recovery (src/actors/code/recover-code.ts)
 * needs that address to fetch the chunk again at a fresh one; Chromium's and Firefox's errors name the file that
 * failed, but WebKit's says only "Importing a module script failed." and WebKitGTK 2.50 keeps the failure even over a
 * reload (docs/decisions/code-that-arrives-later.md). The build knows each import's chunk, so it says it:
 *
 *   import(`./X.js`)  ->  import(`./X.js`).catch(e=>{throw Error(`Failed to import ${new URL(`./X.js`,import.meta.url)}`,{cause:e})})
 *
 * The engine's own error stays the cause. Done once the file names are final (generateBundle, as Vite writes its
 * preload lists); a dynamic import of a chunk that is not rewritten fails the build, so none is left out unnoticed.
 *
 * It also writes `chunk-imports.json` (served at the app's base, revalidated on every use, fetched only by a
 * recovery): each lazily imported chunk's static imports, all the way down, apart from what the page's entry has
 * loaded before any lazy import. WebKit keeps a file that failed as failed, even over a reload, until a plain
 * request of that address replaces it; a fresh address of the lazy chunk still imports its files at their own
 * addresses, so the recovery asks for each of them again first.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** `import(` + a plain string naming a file beside this one + `)`, as the bundler writes a chunk's lazy import. */
const CHUNK_IMPORT = /\bimport\((`|'|")(\.\/[\w-]+\.js)\1\)/g;

/** The rejection that names the chunk's address, appended to an `import(...)` of `specifier`. */
export const namingCatch = (specifier: string) =>
  `.catch(e=>{throw Error(\`Failed to import \${new URL(\`${specifier}\`,import.meta.url)}\`,{cause:e})})`;

/**
 * The chunk's code with each lazy import of a sibling chunk naming its address when it fails, and the files it
 * named (relative to the chunk, e.g. `./X.js`).
 */
export function nameFailedImports(code: string): { code: string; named: string[] } {
  const text = new MagicString(code);
  const named: string[] = [];
  for (const match of code.matchAll(CHUNK_IMPORT)) {
    const specifier = match[2]!;
    text.appendLeft(match.index + match[0].length, namingCatch(specifier));
    named.push(specifier);
  }
  return { code: text.toString(), named };
}

const baseName = (file: string) => file.slice(file.lastIndexOf('/') + 1);

/** The file the recovery reads the chunks' imports from, at the app's base. */
export const CHUNK_IMPORTS_FILE = 'chunk-imports.json';

interface ChunkLike {
  fileName: string;
  name: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
}

/**
 * Each lazily imported chunk (its file, e.g. `assets/X.js`) with the files it imports statically, transitively,
 * leaving out the entry chunks, the chunks named in `startup` (index.html runs them itself) and what they import:
 * the document ran them before any lazy import.
 */
export function chunkImports(chunks: ChunkLike[], startup: ReadonlySet<string> = new Set()): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    for (const imported of byFile.get(file)?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      closure(imported, seen);
    }
    return seen;
  };
  const loadedAtStart = new Set<string>();
  for (const chunk of chunks)
    if (chunk.isEntry || startup.has(chunk.name)) for (const file of [chunk.fileName, ...closure(chunk.fileName)]) loadedAtStart.add(file);
  const lazy = [...new Set(chunks.flatMap((chunk) => chunk.dynamicImports))].filter((file) => byFile.has(file)).sort();
  return Object.fromEntries(lazy.map((file) => [file, [...closure(file)].filter((imported) => !loadedAtStart.has(imported)).sort()]));
}

/** `startup`: the names of the chunks index.html runs itself (vite.config.ts STARTUP_CHUNKS). */
export function nameFailedImportsPlugin(startup: ReadonlySet<string>): Plugin {
  return {
    name: 'portal:name-failed-imports',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk' || item.dynamicImports.length === 0) continue;
          const { code, named } = nameFailedImports(item.code);
          const names = new Set(named.map(baseName));
          // Every chunk's lazy imports sit beside it (assets/[hash].js): one that was not found is a form this
          // plugin does not know, whose failure WebKit would not name.
          const missed = item.dynamicImports.filter((file) => bundle[file]?.type === 'chunk' && !names.has(baseName(file)));
          if (missed.length > 0) this.error(`${item.fileName}: lazy imports of ${missed.join(', ')} not found to name their address`);
          item.code = code;
        }
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        this.emitFile({ type: 'asset', fileName: CHUNK_IMPORTS_FILE, source: JSON.stringify(chunkImports(chunks, startup)) });
      },
    },
  };
}
