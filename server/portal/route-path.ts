/**
 * How the server reads a request's path for its security decisions (docs/security.md "One reading of an address",
 * the "Spellings" of its threat table).
 *
 * routedPath: the route the router matched. The stand-ins' Host check, the choice of CSP and the rate-limit group
 * read this, so a spelling is what the router makes of it, not what another parser would.
 *
 * canonicalPath: the path without its query, every percent-escape decoded (twice at most; an undecodable one kept as
 * is), runs of slashes as one, `.` segments dropped and `..` resolved, lower case. A wider reading than the router's,
 * used where reading more is the safe side: the rate-limit group of a routed path (`%6fauth2` counts as `oauth2`), the
 * dev server's documents and allowlist (which hands Vite only paths on which the two readings agree, isAmbiguousPath)
 * and a deployment's addresses (config-check.ts). Never used to serve a file.
 */
export function canonicalPath(url: string): string {
  const queryAt = url.search(/[?#]/);
  let path = queryAt >= 0 ? url.slice(0, queryAt) : url;
  // Twice at most: `%252e` is decoded once by a proxy and once by us, never more.
  for (let round = 0; round < 2 && /%[0-9a-f]{2}/i.test(path); round += 1) {
    path = path.replace(/(%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
  // A decoded `?` ends the path as a real one would.
  const decodedQueryAt = path.search(/[?#]/);
  if (decodedQueryAt >= 0) path = path.slice(0, decodedQueryAt);
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const trailing = /\/$/.test(path) && segments.length > 0 ? '/' : '';
  return `/${segments.join('/')}${trailing}`.toLowerCase();
}

/**
 * The path a request was routed as (docs/security.md "One reading of an address"): the pattern of the route the
 * router (find-my-way) matched, its wildcard filled in with what the router decoded for it, `.` segments dropped
 * and `..` resolved as @fastify/send does before it opens a file. Null when no route took the request (a 404).
 * Every security decision of the portal's server reads this, never the raw URL: a spelling the router does not
 * route to a stand-in is not a stand-in, and one it does route there is one, whatever it looks like.
 */
export function routedPath(request: { routeOptions: { url?: string | undefined }; params: unknown }): string | null {
  const route = request.routeOptions.url;
  if (!route) return null;
  if (!route.includes('*')) return route;
  const rest = (request.params as Record<string, unknown> | null)?.['*'];
  const filled = route.replace('*', typeof rest === 'string' ? rest : '');
  const segments: string[] = [];
  for (const segment of filled.split('/')) {
    if (segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return segments.join('/') || '/';
}

/**
 * True for a request target that is not a path (RFC 9112 3.2): the absolute form `http://host/path` and the
 * asterisk form `*`. Node hands them to the router unchanged; the portal is no proxy and refuses them (400), so
 * no decision ever reads a host out of the target.
 */
export function isNonPathTarget(target: string): boolean {
  return !target.startsWith('/');
}

/**
 * True when two readings of a path could differ (the dev server, docs/decisions/dev-server.md): a backslash,
 * an encoded `%`, `.`, `/`, `\`, `?` or `#`, a run of slashes (`//x` is also an authority), or a `.`/`..`
 * segment before the query. Vite decodes once and resolves
 * dots, canonicalPath decodes twice and ends at a decoded `?`: for a path with none of these they read the same
 * file, so the allowlist's answer is Vite's. No address Vite or the app makes has one of them.
 */
export function isAmbiguousPath(url: string): boolean {
  const queryAt = url.search(/[?#]/);
  const path = queryAt >= 0 ? url.slice(0, queryAt) : url;
  if (/\\|\/\/|%(?:25|2e|2f|5c|3f|23)/i.test(path)) return true;
  return path.split('/').some((segment) => segment === '.' || segment === '..');
}
