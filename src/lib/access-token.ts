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
