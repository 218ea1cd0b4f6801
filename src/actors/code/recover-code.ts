/**
 * After a second failed import of a piece's code (machines/code-loader.machine.ts, `recovering`): the browser
 * may be answering from its module map. Chromium before 156, Firefox ESR 140 and Safari before its newest
 * release keep a failed module's failure and answer every later `import()` of that address with it, without a
 * request (whatwg/html#10327; docs/decisions/code-that-arrives-later.md). So:
 * 1. Ask the server whether it answers now: a HEAD of the failed module (the address Chromium's and Firefox's
 *    error names), or of this page where the error names none (WebKit). No answer: still offline.
 * 2. It answers and the module's address is known: import it again at a fresh address (the same file with a
 *    `retry` query, which the module map has never seen). Its own imports are the ones the app already has.
 * 3. It answers but the code cannot be had so (no address, or a file it imports is a kept failure too): the
 *    page is loaded again (the machine's `reloading`), keeping what the visitor had.
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

export async function recoverModule<M>(error: unknown, page: Location = window.location): Promise<CodeRecovery> {
  const address = failedModuleAddress(error, page.origin);
  if (!(await answers(address ?? new URL(page.pathname + page.search, page.origin)))) return { outcome: 'offline' };
  if (!address) return { outcome: 'reload' };
  try {
    const code = (await import(/* @vite-ignore */ freshAddress(address).href)) as M;
    return { outcome: 'loaded', code };
  } catch (freshError) {
    console.error(freshError);
    return { outcome: 'reload' };
  }
}
