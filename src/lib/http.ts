/**
 * The one HTTP client of the portal (spec 7 "Headers and encryption"), on ky.
 *
 * - `Authorization: Bearer {token}` on every request that has a token, except the news asset,
 *   `oauth2/token`, the identity provider's token calls and `application/keycloak` (spec 7). The
 *   token is the one the request carries in `context.accessToken` (a sign-in in progress holds its
 *   own), else the one `getAccessToken()` returns; the client never reads it anywhere else.
 * - A JSON body with `encrypted: true` is sent as one AES-CBC string (src/lib/crypto.ts), keyed by
 *   that same token. Without a token it cannot be sent, and the request fails before leaving.
 * - `X-XSRF-TOKEN` from the cookie `XSRF-TOKEN` on requests that change state (not GET or HEAD) to
 *   relative URLs: a URL is relative when it resolves to the page's own origin, so the cookie's
 *   value never leaves for another origin (as Angular's interceptor, which the portal replaced).
 * - A timeout on every call (10 s, shorter than anything a person waits for), and no retries: a
 *   sign-in fails fast with a message and the person decides to try again.
 */
import ky, { type KyInstance } from 'ky';
import { accessTokenSource } from './access-token.ts';
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
}

/**
 * spec 7: the calls that never carry the bearer header. The identity provider's token calls are
 * its OpenID Connect endpoints; the news asset is the feed and its articles.
 */
export function isBearerExcluded(url: URL): boolean {
  const path = url.pathname;
  return (
    path.endsWith('/oauth2/token') ||
    path.endsWith('/application/keycloak') ||
    path.includes('/protocol/openid-connect/') ||
    /\/assets\/data\/news(?:\.data\.json$|\/)/.test(path)
  );
}

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

export function createHttpClient(options: HttpClientOptions = {}): KyInstance {
  const getAccessToken = options.getAccessToken ?? (() => null);
  const pageOrigin = options.pageOrigin ?? browserOrigin;
  const readXsrf = options.readXsrfCookie ?? browserXsrf;
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
          if (token && !isBearerExcluded(url)) request.headers.set('Authorization', `Bearer ${token}`);
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
