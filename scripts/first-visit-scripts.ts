/**
 * The JavaScript a first visit of each route fetches, read from a build: the scripts index.html runs (the shell and
 * the bundler's runtime) and the route's page chunk (src/app/route-table.ts `load`) with every chunk it imports, from
 * the build's manifest (dist/.vite/manifest.json). What a page imports lazily (the slider, the sanitizer's engine, the
 * mask, the sign-in calls, the status modal) loads on a gesture or later, not on the first visit. `npm run bench --
 * --bytes` counts the same files by loading each route in Chromium.
 *
 * The size guard (`.size-limit.js`, `npm run size`, a step of `npm test`) checks each route's files, gzip, against
 * its limit in `size-limits.json`. To re-measure:
 *
 *   npm run build && npm run size:measure              # each route's figure, its limit and the headroom
 *   npm run build && npm run size:measure -- --write   # size-limits.json := each figure + 2 KB
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { sampledRouteTable } from '../src/app/route-samples.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const LIMITS_FILE = join(ROOT, 'size-limits.json');
/** How far above its measured figure a route's limit is set: growth past it shows up in review. */
export const HEADROOM_BYTES = 2048;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export interface RouteScripts {
  /** The route's sample address without its query (`/career/senior-frontend-engineer`). */
  route: string;
  /** The module the route table loads for it, from the repository's root. */
  page: string;
  /** The built files, relative to the build's directory, the start-up's first. */
  files: string[];
}

/**
 * The module a route's `load` imports (`() => import('../pages/ops-page.tsx')`), from the repository's root. Under
 * Vitest the import reads `__vite_ssr_dynamic_import__("/src/sign-in/ops-page.tsx")`: from the root already.
 */
export function pageModule(load: () => unknown, route: string): string {
  const specifier = /import\w*\(\s*["']([^"']+)["']\s*\)/.exec(String(load))?.[1];
  if (!specifier) throw new Error(`The route ${route} loads no module by a literal import(): ${String(load)}`);
  const file = specifier.startsWith('/') ? join(ROOT, specifier) : resolve(ROOT, 'src', 'app', specifier);
  return posix.relative(ROOT.replaceAll('\\', '/'), file.replaceAll('\\', '/'));
}

/** Every route's first-visit scripts in the build at `dist`. Throws when the build lacks a route's page or a chunk. */
export function firstVisitScripts(dist = join(ROOT, 'dist')): RouteScripts[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // The document's code: since issue 41 its inline preload asker runs it, as the build's first-paint manifest says
  // (src/app/start-up/first-paint-preloads.ts); a document with module script tags runs them itself.
  const firstPaint = join(dist, '.vite', 'first-paint-manifest.json');
  const startup = existsSync(firstPaint)
    ? (JSON.parse(readFileSync(firstPaint, 'utf8')) as { code: string[] }).code.map((src) => src.replace(/^\/opsportal\//, ''))
    : [...html.matchAll(/<script\b[^>]*\bsrc="\/opsportal\/([^"]+\.js)"/g)].map((match) => match[1]!);
  if (startup.length === 0) throw new Error(`${join(dist, 'index.html')} runs no script`);

  const withImports = (key: string, seen: Set<string>): string[] => {
    if (seen.has(key)) return [];
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest has no chunk ${key}`);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => withImports(imported, seen))];
  };

  const routes = new Map<string, RouteScripts>();
  for (const entry of sampledRouteTable) {
    const route = entry.sample.split('?')[0]!;
    const page = pageModule(entry.load, route);
    const files = [...new Set([...startup, ...withImports(page, new Set())])];
    routes.set(route, { route, page, files });
  }
  return [...routes.values()];
}

export const gzipBytes = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/** The limits in force: route → gzip bytes. */
export function readLimits(): Record<string, number> {
  return JSON.parse(readFileSync(LIMITS_FILE, 'utf8')) as Record<string, number>;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = join(ROOT, 'dist');
  const limits = readLimits();
  const measured = firstVisitScripts(dist).map((route) => ({
    ...route,
    bytes: route.files.reduce((sum, file) => sum + gzipBytes(join(dist, file)), 0),
  }));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('| Route | Page module | Files | First-visit JS gzip | Limit | Headroom |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: |');
  for (const { route, page, files, bytes } of measured) {
    const limit = limits[route];
    const headroom = limit === undefined ? 'no limit' : `${limit - bytes} B`;
    console.log(
      `| ${route} | ${page} | ${files.length} | ${bytes} B (${kb(bytes)}) | ${limit === undefined ? '-' : `${limit} B`} | ${headroom} |`,
    );
  }
  if (process.argv.includes('--write')) {
    const next = Object.fromEntries(measured.map(({ route, bytes }) => [route, bytes + HEADROOM_BYTES]));
    writeFileSync(LIMITS_FILE, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`\n${LIMITS_FILE}: each route's limit set to its figure + ${HEADROOM_BYTES} B.`);
  }
}
