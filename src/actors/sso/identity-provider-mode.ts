/**
 * The identity-provider mode rules (spec 4 "Identity-provider mode"), as pure functions of the
 * address and the stored flag, so the start-up code, the /kc page and the tests agree.
 *
 * - The check runs unless the address is the adminpanel-login or ehi-login page or carries an
 *   `error` parameter; with the identity-provider flag off it runs only on the kc address.
 * - The kc address is the `/kc` hash route, or the provider's return `<portalUrl>?sso=kc`: an OAuth
 *   redirect URI cannot carry a fragment (RFC 6749 §3.1.2), so the provider sends the person back
 *   to a query-form address that the start-up code maps onto `#/kc` before the router reads it
 *   (docs/decisions/sso-redirect-uri.md).
 *
 * Nothing here trusts the address: parameters are only compared, and the provider's `error` is only
 * handed on, to be reduced to a known word before anything shows it (provider-error.ts).
 */
import { paths } from '../../config/paths.ts';
import { documentPathOf, routeOfHash } from '../../config/route-address.ts';

/** The provider's return address is `<portalUrl>?sso=kc` (registered with the provider as is). */
export const KC_RETURN_PARAM = 'sso';
export const KC_RETURN_VALUE = 'kc';
/** keycloak-js's silent check-sso page, served by the portal (public/silent-check-sso.html). */
export const SILENT_CHECK_PAGE = 'silent-check-sso.html';
/** The partner document served at a real path (docs/server.md "Framing"). */
const EHI_LOGIN_DOCUMENT = 'ehi-login';

/** Where the provider sends the person back after signing in (spec 4: "redirect to the /kc route"). */
export const kcReturnUrl = (portalUrl: string) => `${withSlash(portalUrl)}?${KC_RETURN_PARAM}=${KC_RETURN_VALUE}`;
export const silentCheckUrl = (portalUrl: string) => `${withSlash(portalUrl)}${SILENT_CHECK_PAGE}`;

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** The hash route of an address: its canonical path (lower case, src/config/route-address.ts) and its query. */
function hashRoute(url: URL): { path: string; params: URLSearchParams } {
  const route = routeOfHash(url.hash);
  return { path: route.key, params: new URLSearchParams(route.search) };
}

/** The document path below the portal's base, e.g. '' for /opsportal/ and 'ehi-login' for /opsportal/ehi-login (any spelling). */
function documentPath(url: URL, base: string): string | null {
  return documentPathOf(url.pathname, base);
}

const isBaseDocument = (url: URL, base: string) => {
  const document = documentPath(url, base);
  return document === '' || document === 'index.html';
};

/** The provider's return: the portal's own document with `?sso=kc`. */
export function isProviderReturn(href: string, base: string): boolean {
  const url = new URL(href);
  return isBaseDocument(url, base) && url.searchParams.get(KC_RETURN_PARAM) === KC_RETURN_VALUE;
}

export type SsoCheckReason =
  /** Runs: the kc address (whatever the flag says). */
  | 'kc'
  /** Runs: the identity-provider flag is on. */
  | 'flag'
  /** Does not run: /adminpanel-login or /ehi-login. */
  | 'excluded'
  /** Does not run: the address carries an `error` parameter. */
  | 'error'
  /** Does not run: the flag is off (or not known yet) and this is not the kc address. */
  | 'flagOff';

export interface SsoCheckDecision {
  runs: boolean;
  reason: SsoCheckReason;
}

/** spec 4: whether the single-sign-on check runs for this address and flag. */
export function decideSsoCheck(input: { href: string; base: string; flag: boolean | null }): SsoCheckDecision {
  const url = new URL(input.href);
  const route = hashRoute(url);
  const excluded =
    route.path === paths.adminpanelLogin || route.path === paths.ehiLogin || documentPath(url, input.base) === EHI_LOGIN_DOCUMENT;
  if (excluded) return { runs: false, reason: 'excluded' };
  if (url.searchParams.has('error') || route.params.has('error')) return { runs: false, reason: 'error' };
  if (route.path === paths.kc || isProviderReturn(input.href, input.base)) return { runs: true, reason: 'kc' };
  if (input.flag === true) return { runs: true, reason: 'flag' };
  return { runs: false, reason: 'flagOff' };
}

/**
 * An error the provider sent back instead of a code, as the address carried it: untrusted text, judged
 * by the /kc page (provider-error.ts, in that page's code: no other page needs its messages).
 */
export interface ReturnedError {
  error: string | null;
  description: string | null;
}

/** The OAuth parameters of a failed return; they are dropped with the error (nothing to redeem). */
const ERROR_RETURN_PARAMS = ['error', 'error_description', 'error_uri', 'state', 'session_state', 'iss', 'code'];

/**
 * The provider's return `?sso=kc&code=…&state=…` mapped onto the /kc route: `?code=…&state=…#/kc`
 * (only `sso` is removed; keycloak-js reads and strips the code itself, responseMode 'query').
 * A return with an `error` keeps none of the OAuth parameters and hands the error on instead.
 * Null when the address is not the provider's return.
 */
export function mapProviderReturn(href: string, base: string): { url: string; returnedError: ReturnedError | null } | null {
  if (!isProviderReturn(href, base)) return null;
  const url = new URL(href);
  url.searchParams.delete(KC_RETURN_PARAM);
  let returnedError: ReturnedError | null = null;
  if (url.searchParams.has('error')) {
    returnedError = { error: url.searchParams.get('error'), description: url.searchParams.get('error_description') };
    for (const name of ERROR_RETURN_PARAMS) url.searchParams.delete(name);
  }
  url.hash = `#${paths.kc}`;
  return { url: `${url.pathname}${url.search}${url.hash}`, returnedError };
}
