/**
 * The signed-in session of this page (spec 3 "Token response", spec 4 userType 4 "store the
 * token"). The access token stays in memory only: the HTTP client reads it from here, and it is
 * gone when the page goes. The refresh token and the expiry are kept in local storage, as spec 3
 * says; docs/decisions/sign-in-token-storage.md explains the split.
 */
import type { SignInSession } from '../../../machines/user-type-routing.machine.ts';
import { decodeCurrentUser, type CurrentUser } from '../../lib/claims.ts';
import { setAccessTokenSource } from '../../lib/http.ts';
import { storage } from '../../lib/storage.ts';

let current: { accessToken: string; user: CurrentUser } | null = null;

setAccessTokenSource(() => current?.accessToken ?? null);

/**
 * The session of a token answer: the tokens, and the Current user decoded from the access token.
 * Throws ClaimsError when the token cannot be read.
 */
export function sessionFromToken(
  tokens: { access_token: string; refresh_token?: string | null; '.expires'?: string | null },
  grantType: string,
): SignInSession & { user: CurrentUser } {
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? null,
    expires: tokens['.expires'] ?? null,
    user: decodeCurrentUser(tokens.access_token, { grantType }),
  };
}

/** Keeps the session: the access token in memory, the refresh token and expiry in local storage. */
export function saveSession(session: SignInSession): void {
  storage.saveTokens({ refreshToken: session.refreshToken, expires: session.expires });
  current = { accessToken: session.accessToken, user: decodeCurrentUser(session.accessToken) };
}

export function clearSession(): void {
  current = null;
  storage.clearTokens();
}
