/**
 * Which route an address is, one way for everyone (docs/security.md "Spellings"): the router (src/app/router.tsx
 * matches this form), the credential scrub (src/actors/auth/address.ts), the single-sign-on rules and the
 * partner document. Before this, the router matched case-insensitively and decoded while the scrub compared
 * the raw hash, so `#/Redirect?password=…`, `#redirect?…` or `#/%72edirect?…` signed in and kept the password
 * in the address and history.
 *
 * The canonical form of a hash route: a leading slash, each segment percent-decoded once (as the router
 * decodes) and written back encoded, runs of slashes as one, no trailing slash, and a `?` that was encoded
 * (`%3F`) starting the query as a plain one does. `key` is the decoded path in lower case: what a security
 * decision compares with `paths.*`. Pure: no window, no router.
 */

export interface CanonicalRoute {
  /** The path the router matches, e.g. '/redirect' or '/news-and-media/Some%20Article'. */
  pathname: string;
  /** The query, '' or '?…' (an encoded `?` in the path moved here, before the address's own query). */
  search: string;
  /** The decoded path in lower case, for comparisons with `paths.*` ('/redirect'). */
  key: string;
}

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The canonical form of a route's path and query (the router's `pathname` and `search`, or a hash split at its `?`). */
export function canonicalRoute(path: string, search = ''): CanonicalRoute {
  const segments: string[] = [];
  let tail: string | null = null;
  for (const raw of path.split('/')) {
    if (tail !== null) {
      tail += `/${safeDecode(raw)}`;
      continue;
    }
    const decoded = safeDecode(raw);
    const queryAt = decoded.indexOf('?');
    const segment = queryAt >= 0 ? decoded.slice(0, queryAt) : decoded;
    // The query was encoded with its `?`: decoded with it, so its `&` and `=` separate again.
    if (queryAt >= 0) tail = decoded.slice(queryAt + 1);
    if (segment !== '') segments.push(segment);
  }
  const query = [tail, search.replace(/^\?/, '')].filter((part): part is string => Boolean(part)).join('&');
  return {
    pathname: `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`,
    search: query ? `?${query}` : '',
    key: `/${segments.join('/')}`.toLowerCase(),
  };
}

/** The canonical route of a location hash ('#/Redirect/?a=1' → '/redirect', '?a=1'). */
export function routeOfHash(hash: string): CanonicalRoute {
  // As the router parses it: a second `#` starts the route's own fragment (`#/careers#growth`).
  const withFragment = hash.replace(/^#/, '');
  const fragmentAt = withFragment.indexOf('#');
  const route = fragmentAt >= 0 ? withFragment.slice(0, fragmentAt) : withFragment;
  const queryAt = route.indexOf('?');
  return queryAt >= 0 ? canonicalRoute(route.slice(0, queryAt), route.slice(queryAt)) : canonicalRoute(route);
}

/**
 * The document below the portal's base, in canonical form: '' for /opsportal/, 'ehi-login' for
 * /opsportal/ehi-login, /opsportal//EHI-LOGIN/ or /opsportal/%65hi-login (the server gives all of these the
 * same document and policy: server/portal/route-path.ts). Null outside the base.
 */
export function documentPathOf(pathname: string, base: string): string | null {
  const path = `/${pathname
    .split('/')
    .map(safeDecode)
    .filter((segment) => segment !== '' && segment !== '.')
    .join('/')}/`.toLowerCase();
  const root = `/${base.split('/').filter(Boolean).join('/')}/`.toLowerCase();
  if (!path.startsWith(root)) return null;
  return path.slice(root.length).replace(/\/+$/, '');
}
