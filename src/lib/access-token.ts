/**
 * Where the portal's one HTTP client (./http.ts) finds the signed-in session's access token. Its own small module so
 * the content loader can ask whether a request needs the bearer header before it loads the client
 * (src/content/load-json.ts).
 */
let source: () => string | null = () => null;

/** The signed-in session tells the client where its token is (src/actors/auth/session.ts). */
export function setAccessTokenSource(next: () => string | null): void {
  source = next;
}

/** The signed-in session's access token now, or null. */
export const accessTokenSource = (): string | null => source();

/** The services the published config names (spec 7): the only hosts besides the page's own that get the bearer header. */
export interface ServiceAddresses {
  identityApiUrl: string;
  commonApiUrl: string;
}

let services: ServiceAddresses | null = null;

/** The start-up tells the client which services the config names (src/app/start-up/start.tsx), once it is in. */
export function setServiceAddresses(next: ServiceAddresses | null): void {
  services = next ? { identityApiUrl: next.identityApiUrl, commonApiUrl: next.commonApiUrl } : null;
}

/** The configured services, or null before the config is in (then only the page's own origin gets the header). */
export const serviceAddressesSource = (): ServiceAddresses | null => services;
