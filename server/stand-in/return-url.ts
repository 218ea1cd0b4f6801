/**
 * The lead and case stand-in's retURL check (spec 4 "Status query parameter": the service redirects
 * back with status=200). Only the portal's own pages are acceptable targets: an absolute http(s)
 * URL whose origin is the portal's (or a configured extra) and whose path is under the portal's
 * path (/opsportal/). Everything else (another origin, javascript:, protocol-relative //host,
 * credentials in the URL) is refused, so the form cannot be used as an open redirect.
 */
export interface ReturnUrlPolicy {
  origins: ReadonlySet<string>;
  /** e.g. /opsportal/ */
  pathPrefix: string;
}

export function returnUrlPolicy(portalUrl: string, extraOrigins: readonly string[]): ReturnUrlPolicy {
  const portal = new URL(portalUrl);
  const pathPrefix = portal.pathname.endsWith('/') ? portal.pathname : `${portal.pathname}/`;
  return { origins: new Set([portal.origin, ...extraOrigins.map((origin) => new URL(origin).origin)]), pathPrefix };
}

/** The normalised URL to redirect to, or null when the value is not allowed. */
export function checkReturnUrl(value: string | undefined, policy: ReturnUrlPolicy): string | null {
  if (!value) return null;
  // Parsed without a base: relative and protocol-relative values fail here.
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (!policy.origins.has(url.origin)) return null;
  if (!`${url.pathname}`.startsWith(policy.pathPrefix)) return null;
  return url.href;
}
