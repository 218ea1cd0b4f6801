/**
 * One notion of "which path is this" for every decision the server takes by path besides routing
 * (docs/security.md "Spellings"): the rate-limit groups, the stand-ins' Host check, the dev server's
 * allowlist and its documents. The router (find-my-way) decodes percent-escapes before it matches, so a
 * decision on the raw path could be walked round with `/stand-in/identity/%6fauth2/token`.
 *
 * canonicalPath: the path without its query, every percent-escape decoded (an undecodable one kept as
 * is), runs of slashes as one, `.` segments dropped and `..` resolved, lower case. Never used to serve a file.
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
