/**
 * A page's content file requested alongside the page's code instead of after it, so its content paints sooner: the
 * router starts the first page's file at start-up (`src/app/router.tsx`), and the loader
 * (`fetchContent`) takes that answer instead of asking again. Each request is taken once, so Retry
 * always asks anew; one not taken within a minute is dropped.
 */
const FETCH_TIMEOUT_MS = 8000;
const KEEP_MS = 60_000;

const pending = new Map<string, { response: Promise<Response>; at: number }>();

/** Starts the request for `url` now (the same one fetchContent would make). */
export function prefetchContent(url: string, fetchImpl: typeof fetch = fetch): void {
  if (pending.has(url)) return;
  const response = fetchImpl(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
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
