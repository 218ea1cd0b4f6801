/**
 * After a second failed import of a piece's code (machines/code-loader.machine.ts, `recovering`): the browser
 * may be answering from its module map. Chromium before 156, Firefox ESR 140 and Safari before its newest
 * release keep a failed module's failure and answer every later `import()` of that address with it, without a
 * request (whatwg/html#10327; docs/decisions/code-that-arrives-later.md). So:
 * 1. Ask the server whether it answers now: a HEAD of the failed module, or of this page where the error names
 *    none. The build makes every lazy import's error name its chunk (scripts/name-failed-imports.ts), in WebKit
 *    too, whose own error names no address; Chromium's and Firefox's name it as well. No answer: still offline.
 * 2. It answers and the module's address is known: the files that chunk imports (the build's
 *    chunk-imports.json) are asked for again with a plain request, which WebKit needs before it stops answering
 *    them with the kept failure (it keeps one even over a reload); then the chunk is imported again at a fresh
 *    address (the same file with a `retry` query, which the module map has never seen). Its own imports are the
 *    ones the app already has, or those just asked for again.
 * 3. It answers but the code cannot be had so (no address, or a file it imports is a kept failure still, as in
 *    Chromium 150 and Firefox ESR 140, whose module map keeps it): the page is loaded again (the machine's
 *    `reloading`), keeping what the visitor had.
 */
import type { CodeRecovery } from '../../../machines/code-loader.machine.ts';

/** The failed module's address as the browser's error gives it, when it is a script of this page's origin. */
export function failedModuleAddress(error: unknown, origin: string): URL | null {
  for (let cause = error, depth = 0; cause && depth < 4; cause = (cause as { cause?: unknown }).cause, depth += 1) {
    const message = cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : '';
    for (const [candidate] of message.matchAll(/https?:\/\/[^\s'"`<>]+/g)) {
      let url: URL;
      try {
        url = new URL(candidate);
      } catch {
        continue;
      }
      // Only a script of our own origin is probed or imported: an error's text is never trusted further.
      if (url.origin === origin && url.pathname.endsWith('.js') && url.username === '' && url.password === '') return url;
    }
  }
  return null;
}

/** Whether the server answers the address now (any 2xx), without the browser's cache. */
async function answers(url: URL): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' });
    return response.ok;
  } catch {
    return false;
  }
}

/** The module at an address the browser's module map has not seen: the same file, with a `retry` query. */
export function freshAddress(address: URL, now: number = Date.now()): URL {
  const fresh = new URL(address);
  fresh.searchParams.set('retry', String(now));
  return fresh;
}

/** The file the build writes beside index.html: each lazy chunk's imports (scripts/name-failed-imports.ts). */
const CHUNK_IMPORTS = 'chunk-imports.json';

/**
 * The files the chunk at `address` imports, as the build lists them (addresses of this origin only), or none where
 * the list cannot be had (the dev server has none, or it is not a chunk of the build).
 */
export async function importsOf(address: URL): Promise<URL[]> {
  const list = new URL(`../${CHUNK_IMPORTS}`, address);
  try {
    const response = await fetch(list, { cache: 'no-cache', credentials: 'same-origin' });
    if (!response.ok) return [];
    // The list names files from the app's base (`assets/X.js`), where it lies itself.
    const base = new URL('.', list);
    const imports: unknown = ((await response.json()) as Record<string, unknown>)[address.pathname.slice(base.pathname.length)];
    if (!Array.isArray(imports)) return [];
    return imports
      .filter((file): file is string => typeof file === 'string')
      .map((file) => new URL(file, list))
      .filter((url) => url.origin === address.origin && url.pathname.endsWith('.js'));
  } catch {
    return [];
  }
}

/**
 * Asks for each file again with a plain request (revalidated: a file the browser has costs a 304): WebKit then
 * stops answering it with a kept failure. What a request finds decides nothing: the import after it does.
 */
async function askAgain(files: URL[]): Promise<void> {
  await Promise.allSettled(files.map((file) => fetch(file, { cache: 'no-cache', credentials: 'same-origin' })));
}

export async function recoverModule<M>(error: unknown, page: Location = window.location): Promise<CodeRecovery> {
  const address = failedModuleAddress(error, page.origin);
  if (!(await answers(address ?? new URL(page.pathname + page.search, page.origin)))) return { outcome: 'offline' };
  if (!address) return { outcome: 'reload' };
  await askAgain(await importsOf(address));
  try {
    const code = (await import(/* @vite-ignore */ freshAddress(address).href)) as M;
    return { outcome: 'loaded', code };
  } catch (freshError) {
    console.error(freshError);
    return { outcome: 'reload' };
  }
}
