/**
 * A page's content file requested alongside the page's code instead of after it, so its content paints sooner: the
 * router starts the first page's file at start-up (`src/app/router.tsx`), and the loader
 * (`fetchContent`) takes that answer instead of asking again. Each request is taken once, so Retry
 * always asks anew; one not taken within a minute is dropped.
 */
const FETCH_TIMEOUT_MS = 8000;
const KEEP_MS = 60_000;

/**
 * How a content file is asked for: the document's preload asker asks the same way before any module has run
 * (src/app/start-up/first-paint-preloads.ts, its values written in by the build), its time limit included, so a
 * slow file is given up on as the app's own request would be, and a Retry is not held behind it.
 */
export const CONTENT_REQUEST = { headers: { Accept: 'application/json' }, timeoutMs: FETCH_TIMEOUT_MS } as const;
/** The global where the document's inline script leaves the content requests it started, by address. */
export const EARLY_CONTENT = '__firstPaintContent';

const pending = new Map<string, { response: Promise<Response>; at: number }>();

/** The request the document started for `url` before any module ran, once (then it is the app's); else undefined. */
function takeEarly(url: string): Promise<Response> | undefined {
  const early = (globalThis as Record<string, unknown>)[EARLY_CONTENT] as Record<string, Promise<Response>> | undefined;
  const response = early?.[url];
  if (early) delete early[url];
  return response;
}

/** Starts the request for `url` now (the same one fetchContent would make), or takes the one the document started. */
export function prefetchContent(url: string, fetchImpl: typeof fetch = fetch): void {
  if (pending.has(url)) return;
  const response =
    takeEarly(url) ?? fetchImpl(url, { headers: CONTENT_REQUEST.headers, signal: AbortSignal.timeout(CONTENT_REQUEST.timeoutMs) });
  // The loader reports a failure when it takes the answer; until then it is not unhandled.
  response.catch(() => undefined);
  pending.set(url, { response, at: Date.now() });
}

/** The answer a prefetch got (or is getting) for `url`, once; undefined when there was none. */
export function takePrefetched(url: string): Promise<Response> | undefined {
  const entry = pending.get(url);
  pending.delete(url);
  if (!entry || Date.now() - entry.at > KEEP_MS) return undefined;
  return entry.response;
}
