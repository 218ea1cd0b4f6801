/**
 * The addresses the sign-in hands users to (spec 4, 6, 7 "Navigation after sign-in"). Pure: every
 * value is URL-encoded, nothing from a query string or a service answer is pasted in raw.
 *
 * Shapes the spec does not show (the admin tool, the insights app) use the same clientid-login
 * entry as apps 27 and 25; docs/decisions/sign-in-destinations.md says why.
 */

/** Joins an application base and a path, with exactly one slash between them. */
function at(base: string, path: string): URL {
  return new URL(path, base.endsWith('/') ? base : `${base}/`);
}

function withParams(url: URL, params: Record<string, string>): string {
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * spec 7: app 27 and 25 → `{url}clientid-login?jwt={token}`; with a repair-order number the app-27
 * variant carries `atoken` and `ronumber` instead (spec 4).
 */
export function clientIdLoginUrl(appUrl: string, accessToken: string, roNumber: string | null = null): string {
  const url = at(appUrl, 'clientid-login');
  return roNumber ? withParams(url, { atoken: accessToken, ronumber: roNumber }) : withParams(url, { jwt: accessToken });
}

/** spec 7: `{app}external-login?guid={guid}` (the logistics app, after POST {identity}redirect). */
export function externalLoginUrl(appUrl: string, guid: string): string {
  return withParams(at(appUrl, 'external-login'), { guid });
}

/** spec 4: `{dispatch}/crossAppAuth/jump?token={token}`, opened in a new tab. */
export function dispatchJumpUrl(dispatchUrl: string, token: string): string {
  return withParams(at(dispatchUrl, 'crossAppAuth/jump'), { token });
}

/** spec 4: the shopping application with `atoken` and `unqFile` (the partner's uniqueId). */
export function shoppingUrl(shopUrl: string, accessToken: string, uniqueId: string | null): string {
  const url = new URL(shopUrl);
  url.searchParams.set('atoken', accessToken);
  if (uniqueId) url.searchParams.set('unqFile', uniqueId);
  return url.toString();
}

const isLocalHost = (hostname: string) => hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';

/**
 * The origins the portal hands a token to (docs/decisions/destination-origins.md): those of the configured applications
 * (`baseUrl`, the app 27 base, and every `apps` address). docs/decisions/destination-origins.md.
 */
export function applicationOrigins(config: { baseUrl: string; apps: Record<string, string> }): Set<string> {
  return new Set([config.baseUrl, ...Object.values(config.apps)].map((address) => new URL(address).origin));
}

/**
 * A destination from a service answer (the navigation link of app 27 or 25) receives the token only
 * on a configured application origin, over https unless the host is this machine.
 */
export function assertDestination(value: string, allowed: ReadonlySet<string>): string {
  const url = new URL(assertHttpUrl(value));
  if (url.protocol !== 'https:' && !isLocalHost(url.hostname)) throw new Error(`Not an https address: ${url.origin}`);
  if (!allowed.has(url.origin)) throw new Error(`Not a configured application origin: ${url.origin}`);
  return url.toString();
}

/** Only http(s) destinations are followed: a service answering `javascript:` is an error. */
export function assertHttpUrl(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`Not an http(s) address: ${url.protocol}`);
  return url.toString();
}
