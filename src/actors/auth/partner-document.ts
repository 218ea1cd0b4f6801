/**
 * Partners embed the real path `/opsportal/ehi-login?companyId=…&token=…&uniqueId=…` (it is the
 * one document the server lets them frame: docs/decisions/server-ehi-login-frame-ancestors.md).
 * The app routes by hash, so that address must become `/opsportal/ehi-login#/ehi-login?…` before
 * the router reads the location. The path stays, so a reload keeps the partner framing policy.
 *
 * For the router's owner: call `mapPartnerDocument()` before `createHashRouter` runs.
 */

/** The hash route a partner-document address stands for, or null when it is not one (or already routed). */
export function partnerDocumentHash(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  base = '/opsportal/',
): string | null {
  if (location.hash && location.hash !== '#' && location.hash !== '#/') return null;
  if (location.pathname.replace(/\/+$/, '') !== `${base}ehi-login`) return null;
  return `#/ehi-login${location.search}`;
}

/** Rewrites the current address in place (no history entry) when it is the partner document. */
export function mapPartnerDocument(): void {
  const hash = partnerDocumentHash(window.location, import.meta.env.BASE_URL);
  if (hash) window.history.replaceState(window.history.state, '', `${window.location.pathname}${hash}`);
}
