/**
 * The first-paint manifest (issue 41 item 3, src/app/start-up/first-paint-preloads.ts): for every route of the route
 * table, what its first paint needs the document to ask for at once. Built once the browser build is written
 * (scripts/prerender-first-screen.ts calls it), from:
 * - the route table itself, as the app builds it (each entry's pattern, its page module's export name and its
 *   content file at the default assets address: `routeFacts` in src/app/start-up/prerender.tsx);
 * - the build: which page module exports that name (its chunk), and Vite's manifest (the chunks and stylesheets it
 *   imports), leaving out what the document already loads (the shell, its stylesheet);
 * - the drawn route's drawing: its images (it paints before any code, so its first paint needs no chunk, and its
 *   stylesheets are the guard's).
 * A route renamed in src/config/paths.ts is followed here with nothing else to change; an export name that no page
 * chunk (or more than one) exports stops the build.
 */
import type { FirstPaintRoute, RouteFact } from '../src/app/start-up/first-paint-preloads.ts';

export type { RouteFact };

export interface ViteManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface FirstPaintInput {
  routes: readonly RouteFact[];
  /** Each page chunk's module (Vite's manifest key, e.g. src/pages/news-page.tsx) and the names it exports. */
  pageExports: Readonly<Record<string, readonly string[]>>;
  manifest: Readonly<Record<string, ViteManifestEntry>>;
  /** The files (relative to the build's root, as in the manifest) the document itself loads. */
  documentFiles: ReadonlySet<string>;
  /** The drawn route: its pattern, the router's aliases for it, and the images its drawing shows. */
  drawn: { pattern: string; aliases: readonly string[]; images: readonly string[] };
  base: string;
}

/** The page module that exports `exportName`: exactly one, or the build stops. */
function pageModuleOf(exportName: string, pageExports: FirstPaintInput['pageExports']): string {
  const found = Object.keys(pageExports).filter((module) => pageExports[module]?.includes(exportName));
  if (found.length !== 1)
    throw new Error(
      `first-paint manifest: ${found.length === 0 ? 'no page chunk exports' : `${found.length} page chunks export`} ${exportName}${found.length ? ` (${found.join(', ')})` : ''}`,
    );
  return found[0]!;
}

/** A chunk's file and every chunk it imports, in order, once each; its stylesheets and theirs. */
function filesOf(manifest: FirstPaintInput['manifest'], key: string, skip: ReadonlySet<string>): { modules: string[]; styles: string[] } {
  const modules: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const walk = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const entry = manifest[name];
    if (!entry) throw new Error(`first-paint manifest: the build's manifest has no ${name}`);
    // What the document loads itself (the shell, the bundler's runtime) has run before any page: not walked.
    if (skip.has(entry.file)) return;
    if (entry.file.endsWith('.js') && !modules.includes(entry.file)) modules.push(entry.file);
    for (const file of entry.css ?? []) if (!styles.includes(file)) styles.push(file);
    for (const imported of entry.imports ?? []) walk(imported);
  };
  walk(key);
  return { modules, styles };
}

export function firstPaintManifest(input: FirstPaintInput): FirstPaintRoute[] {
  const { routes, manifest, documentFiles, drawn, base } = input;
  const notInDocument = (file: string) => !documentFiles.has(file);
  return routes.map((route) => {
    if (route.path === drawn.pattern) {
      return {
        patterns: [route.path, ...drawn.aliases],
        modules: [],
        styles: [],
        content: [],
        images: [...drawn.images],
        codeAfterPaint: true,
      };
    }
    const files = filesOf(manifest, pageModuleOf(route.exportName, input.pageExports), documentFiles);
    return {
      patterns: [route.path],
      modules: files.modules.filter(notInDocument).map((file) => `${base}${file}`),
      styles: files.styles.filter(notInDocument).map((file) => `${base}${file}`),
      content: route.content ? [route.content] : [],
      images: [],
      codeAfterPaint: false,
    };
  });
}

/** The document's module script tags, as the build writes them: the asker runs them (src/app/start-up/first-paint-preloads.ts). */
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;

/** A built index.html without its module script tags, and their addresses in order. */
export function takeModuleScripts(html: string): { html: string; code: string[] } {
  const code = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '');
  if (code.length === 0) throw new Error('first-paint manifest: the built index.html has no <script type="module" crossorigin src>');
  return { html: html.replace(MODULE_SCRIPT, ''), code };
}

/** The files a built index.html loads itself (module scripts and stylesheets), as the manifest names them. */
export function documentFilesOf(html: string, base: string): Set<string> {
  const files = [...html.matchAll(/<(?:script type="module"|link rel="stylesheet")[^>]*?(?:src|href)="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  return new Set(files.filter((file) => file.startsWith(base)).map((file) => file.slice(base.length)));
}
