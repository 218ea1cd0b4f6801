/**
 * Removing credentials from the address bar and the history entry (spec 2 /redirect reads
 * username, password and ronumber; /adminpanel-login reads a token). The hash router keeps its
 * query after the '#', so both the real query and the hash's query are cleaned. Pure except
 * `scrubCurrentAddress`, which rewrites the current history entry (history.replaceState: no new
 * entry, nothing left behind to go Back to).
 */

/** The URL without the named query parameters, in its real query and in its hash route's query. */
export function withoutParams(href: string, names: readonly string[]): string {
  const url = new URL(href);
  for (const name of names) url.searchParams.delete(name);
  const hash = url.hash;
  const queryAt = hash.indexOf('?');
  if (queryAt >= 0) {
    const route = hash.slice(0, queryAt);
    const params = new URLSearchParams(hash.slice(queryAt + 1));
    for (const name of names) params.delete(name);
    const rest = params.toString();
    url.hash = rest ? `${route.slice(1)}?${rest}` : route.slice(1);
  }
  return url.toString();
}

/**
 * Rewrites the current history entry without the named parameters. Returns the new hash route
 * (for the router to catch up with), or null when there was nothing to remove.
 */
export function scrubCurrentAddress(names: readonly string[]): string | null {
  const clean = withoutParams(window.location.href, names);
  if (clean === window.location.href) return null;
  window.history.replaceState(window.history.state, '', clean);
  return new URL(clean).hash.replace(/^#/, '') || '/';
}

/** The parameters /redirect and /adminpanel-login read, which must not stay in the address. */
export const REDIRECT_PARAMS = ['username', 'password', 'ronumber'] as const;
export const ADMIN_TOKEN_PARAMS = ['token'] as const;
