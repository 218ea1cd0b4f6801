/**
 * The one HTTP client of the portal (spec 7 "Headers and encryption"), on ky.
 *
 * - `Authorization: Bearer {token}` on every request that has a token, except the news asset,
 *   `oauth2/token`, the identity provider's token calls and `application/keycloak` (spec 7), and only
 *   to the page's own origin and the configured identity and common services' origins (issue 40,
 *   docs/decisions/bearer-by-configured-address.md): an assets host or any other never gets it. The news
 *   asset is known by its configured address (the assets address's feed and articles folder), compared
 *   as a parsed URL, not by a pattern of its path. The token is the one the request carries in
 *   `context.accessToken` (a sign-in in progress holds its own), else the one `getAccessToken()`
 *   returns; the client never reads it anywhere else.
 * - A JSON body with `encrypted: true` is sent as one AES-CBC string (src/lib/crypto.ts), keyed by
 *   that same token. Without a token it cannot be sent, and the request fails before leaving.
 * - `X-XSRF-TOKEN` from the cookie `XSRF-TOKEN` on requests that change state (not GET or HEAD) to
 *   the page's own origin, compared as parsed origins: the cookie's value never leaves for another
 *   origin. Angular's interceptor (spec 7) looks at the URL as written (relative only); every call here is
 *   absolute, built from the config, so the origin is what decides (docs/decisions/xsrf-header-by-origin.md).
 * - A timeout on every call (10 s, shorter than anything a person waits for), and no retries: a
 *   sign-in fails fast with a message and the person decides to try again.
 */
import ky, { type KyInstance } from 'ky';
import { getAssetsBase } from '../content/content-urls.ts';
import { accessTokenSource, serviceAddressesSource } from './access-token.ts';
import { readCookie } from './cookies.ts';
import { encryptBody } from './crypto.ts';

export const REQUEST_TIMEOUT_MS = 10_000;
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** What a call may tell the client's hooks (ky `context`). */
export interface HttpContext {
  /** The bearer token for this call (overrides `getAccessToken`). */
  accessToken?: string | null;
}

export interface HttpClientOptions {
  /** The signed-in user's access token, or null (spec: the HTTP layer never owns the token). */
  getAccessToken?: () => string | null;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The page's origin, for the relative-URL rule (tests give one; the browser's by default). */
  pageOrigin?: () => string | null;
  /** The XSRF cookie's value (document.cookie by default). */
  readXsrfCookie?: () => string | null;
  /**
   * The configured services and assets address (the published config's; by default what the start-up set and
   * the assets address in use), or null before the config is in.
   */
  serviceAddresses?: () => { identityApiUrl: string; commonApiUrl: string; assets: string } | null;
}

/**
 * spec 7: the calls that never carry the bearer header, by what they are wherever they are: `oauth2/token`,
 * `application/keycloak` and the identity provider's token calls (its OpenID Connect endpoints). The news
 * asset is excluded by its configured address (`isNewsAsset`).
 */
export function isBearerExcluded(url: URL): boolean {
  const path = url.pathname;
  return path.endsWith('/oauth2/token') || path.endsWith('/application/keycloak') || path.includes('/protocol/openid-connect/');
}

/** A path as a server reads it: each segment decoded once, `.` and `..` resolved, slashes collapsed, lower case. */
export function normalisedPath(pathname: string): string {
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    let segment = raw;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      // An undecodable escape is kept as written.
    }
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment.toLowerCase());
  }
  return `/${segments.join('/')}`;
}

const originOf = (address: string, base?: string): string | null => {
  try {
    return new URL(address, base).origin;
  } catch {
    return null;
  }
};

/**
 * spec 7's news asset under the assets address `assets` (resolved against `page`): the feed and every article of
 * its folder, as src/content/content-urls.ts names them. Compared as parsed URLs: the same origin, and the same
 * normalised path (or one inside the folder), so `//`, `.`, case and escapes do not make another file of it.
 */
export function isNewsAsset(url: URL, assets: string, page: string): boolean {
  let feed: URL;
  let folder: URL;
  try {
    const base = new URL(assets, page);
    feed = new URL('data/news.data.json', base);
    folder = new URL('data/news/', base);
  } catch {
    return false;
  }
  if (url.origin !== feed.origin) return false;
  const path = normalisedPath(url.pathname);
  return path === normalisedPath(feed.pathname) || path.startsWith(`${normalisedPath(folder.pathname)}/`);
}

/**
 * Whether a request may carry the bearer header (issue 40): not a spec 7 exclusion, not the news asset, and to the
 * page's own origin or the configured identity or common service's origin. Nothing else, however it is addressed.
 */
export function mayCarryBearer(
  url: URL,
  pageOrigin: string | null,
  addresses: { identityApiUrl: string; commonApiUrl: string; assets: string } | null,
): boolean {
  if (isBearerExcluded(url)) return false;
  const page = pageOrigin ?? PLACEHOLDER_PAGE;
  if (isNewsAsset(url, addresses?.assets ?? getAssetsBase(), page)) return false;
  const allowed = [pageOrigin, originOf(addresses?.identityApiUrl ?? ''), originOf(addresses?.commonApiUrl ?? '')];
  return allowed.some((origin) => origin !== null && origin === url.origin);
}

/** Where addresses are resolved outside a page (Node: tests and tools), as src/content/load-json.ts does. */
const PLACEHOLDER_PAGE = 'http://localhost/';

/** spec 7: X-XSRF-TOKEN goes only with state-changing requests to the page's own origin. */
export function wantsXsrfHeader(method: string, url: URL, pageOrigin: string | null): boolean {
  const safe = method.toUpperCase() === 'GET' || method.toUpperCase() === 'HEAD';
  return !safe && pageOrigin !== null && url.origin === pageOrigin;
}

/** spec 7: `{ ..., encrypted: true }` bodies are sent encrypted. */
export function isEncryptedBody(json: unknown): json is Record<string, unknown> & { encrypted: true } {
  return typeof json === 'object' && json !== null && (json as { encrypted?: unknown }).encrypted === true;
}

const browserOrigin = () => (typeof location === 'undefined' ? null : location.origin);
const browserXsrf = () => (typeof document === 'undefined' ? null : readCookie(XSRF_COOKIE));
const configuredAddresses = () => {
  const services = serviceAddressesSource();
  return services ? { ...services, assets: getAssetsBase() } : null;
};

export function createHttpClient(options: HttpClientOptions = {}): KyInstance {
  const getAccessToken = options.getAccessToken ?? (() => null);
  const pageOrigin = options.pageOrigin ?? browserOrigin;
  const readXsrf = options.readXsrfCookie ?? browserXsrf;
  const serviceAddresses = options.serviceAddresses ?? configuredAddresses;
  return ky.create({
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    retry: 0,
    credentials: 'same-origin',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request, normalized) => {
          const context = normalized.context as HttpContext;
          const token = context.accessToken ?? getAccessToken();
          const url = new URL(request.url);
          if (token && mayCarryBearer(url, pageOrigin(), serviceAddresses())) request.headers.set('Authorization', `Bearer ${token}`);
          if (wantsXsrfHeader(request.method, url, pageOrigin())) {
            const xsrf = readXsrf();
            if (xsrf) request.headers.set(XSRF_HEADER, xsrf);
          }
          // ky keeps the `json` option in the options it hands to hooks (not in its public type).
          const json = (normalized as { json?: unknown }).json;
          if (isEncryptedBody(json)) {
            if (!token) throw new Error('An encrypted body needs an access token');
            // The cipher text is sent as a JSON string (application/json), as the common API reads it.
            return new Request(request, { body: JSON.stringify(encryptBody(json, token)) });
          }
          return undefined;
        },
      ],
    },
  });
}

export { setAccessTokenSource } from './access-token.ts';

/** The portal's one client. */
export const http: KyInstance = createHttpClient({ getAccessToken: accessTokenSource });
