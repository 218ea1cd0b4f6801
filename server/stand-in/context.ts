/**
 * What the stand-in services share: settings, the identity service's signer, the one-time stores
 * that link a service to a destination application, and the SSO provider's token check.
 */
import type { JWTPayload } from 'jose';
import type { ServerSettings } from '../portal/config.ts';
import type { AccessClaims, IdentityTokens } from './identity-tokens.ts';
import type { OneTimeStore } from './one-time-store.ts';

/** What spec 7 POST {identity}redirect stores behind its guid. */
export interface IdentityRedirect {
  claims: AccessClaims;
  body: Record<string, unknown>;
}

/** What spec 7 POST {common}redirect stores behind its token. */
export interface CommonRedirect {
  claims: AccessClaims;
  url: string;
}

export interface StandInContext {
  settings: ServerSettings;
  /** e.g. http://localhost:4200/stand-in: the issuers' (identity, single sign-on) address. */
  baseUrl: string;
  /**
   * The stand-ins' address as the visitor reached them: baseUrl, or the same path on the local
   * address in the request's Host (../portal/local-origins.ts).
   */
  baseUrlFor: (host: string | undefined) => string;
  identityTokens: IdentityTokens;
  identityRedirects: OneTimeStore<IdentityRedirect>;
  commonRedirects: OneTimeStore<CommonRedirect>;
  /** Verifies a token of the stand-in SSO provider (signature, issuer, expiry); null when invalid. */
  verifySsoToken: (jwt: string) => Promise<JWTPayload | null>;
}

/** The first string value of a parsed form or JSON field (forms may repeat a key). */
export function field(body: unknown, name: string): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[name];
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first;
  if (typeof first === 'number') return String(first);
  return undefined;
}

/** An OAuth-style error body (spec 8: status 400 with error invalid_grant shows error_description). */
export const oauthError = (error: string, description: string) => ({ error, error_description: description });
