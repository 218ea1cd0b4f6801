/**
 * The partner page is embedded at the real path /opsportal/ehi-login (the server can only set
 * frame-ancestors per document, and a hash route is not sent to it: docs/server.md). The hash
 * router reads only the fragment, so this moves the path's query into the #/ehi-login route
 * before the router mounts, leaving the document's own path (and its framing policy) as it is.
 */
export const EHI_LOGIN_DOCUMENT = 'ehi-login';

/** True in the partner document (/opsportal/ehi-login), the only one partners may frame. */
export function isPartnerDocument(location: Pick<Location, 'pathname'>, base: string): boolean {
  return location.pathname.startsWith(base) && location.pathname.slice(base.length).replace(/\/+$/, '') === EHI_LOGIN_DOCUMENT;
}

export function mapEntryPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>, base: string): string | null {
  const entry = location.pathname.startsWith(base) ? location.pathname.slice(base.length).replace(/\/+$/, '') : '';
  if (entry !== EHI_LOGIN_DOCUMENT) return null;
  if (location.hash.startsWith('#/ehi-login')) return null;
  return `${location.pathname}#/ehi-login${location.search}`;
}
