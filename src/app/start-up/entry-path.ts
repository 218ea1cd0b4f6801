/**
 * The partner page is embedded at the real path /opsportal/ehi-login (the server can only set
 * frame-ancestors per document, and a hash route is not sent to it: docs/server.md). The hash
 * router reads only the fragment, so this moves the path's query into the #/ehi-login route
 * before the router mounts, leaving the document's own path (and its framing policy) as it is.
 */
import { paths } from '../../config/paths.ts';
import { documentPathOf, routeOfHash } from '../../config/route-address.ts';

export const EHI_LOGIN_DOCUMENT = 'ehi-login';

/**
 * True in the partner document (/opsportal/ehi-login in any spelling the server serves it under, e.g.
 * /opsportal//EHI-LOGIN/: src/config/route-address.ts), the only one partners may frame.
 */
export function isPartnerDocument(location: Pick<Location, 'pathname'>, base: string): boolean {
  return documentPathOf(location.pathname, base) === EHI_LOGIN_DOCUMENT;
}

export function mapEntryPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>, base: string): string | null {
  if (!isPartnerDocument(location, base)) return null;
  if (routeOfHash(location.hash).key === paths.ehiLogin) return null;
  return `${location.pathname}#/ehi-login${location.search}`;
}
