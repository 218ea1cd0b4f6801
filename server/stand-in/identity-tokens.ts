/**
 * The stand-in identity service's access tokens: real ES256 JWTs signed with a key generated at
 * start, published as a JWKS, so the portal decodes real claims (spec 3 "Current user") and every
 * other stand-in checks signature and expiry the way a resource server would. Claim names are
 * listed in docs/contracts.md "Access-token claims".
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT, type JSONWebKeySet, type JWTPayload } from 'jose';
import { fullName, type Contact } from './demo-directory.ts';

export interface AccessClaims extends JWTPayload {
  sub: string;
  contactId: number;
  role: string[];
  unique_name: string;
  userType: number;
  companyId: number;
  fullName: string;
  firstName: string;
  lastName: string;
  companyName: string;
  shippingVendorId: number;
}

export interface IssuedToken {
  accessToken: string;
  refreshToken: string;
  issuedAt: Date;
  expiresAt: Date;
  expiresIn: number;
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: string };

const ALG = 'ES256';

export class IdentityTokens {
  private constructor(
    private readonly privateKey: CryptoKey,
    private readonly keySet: ReturnType<typeof createLocalJWKSet>,
    readonly jwks: JSONWebKeySet,
    readonly issuer: string,
    readonly audience: string,
    readonly ttlSeconds: number,
  ) {}

  static async create(options: { issuer: string; audience: string; ttlSeconds: number }): Promise<IdentityTokens> {
    const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
    const kid = `stand-in-identity-${randomUUID().slice(0, 8)}`;
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
    const jwks: JSONWebKeySet = { keys: [publicJwk] };
    // Verification goes through the published set, exactly what a resource server would fetch.
    return new IdentityTokens(privateKey, createLocalJWKSet(jwks), jwks, options.issuer, options.audience, options.ttlSeconds);
  }

  private get kid(): string {
    return this.jwks.keys[0]?.kid ?? '';
  }

  /** Signs an access token for a contact; `ttlSeconds` may be negative to mint an expired one in tests. */
  async issue(contact: Contact, ttlSeconds = this.ttlSeconds): Promise<IssuedToken> {
    const issuedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    const expiresAt = new Date(issuedAt.getTime() + ttlSeconds * 1000);
    const claims: Omit<AccessClaims, 'sub'> = {
      contactId: contact.contactId,
      role: [...contact.role],
      unique_name: contact.userName,
      userType: contact.userType,
      companyId: contact.companyId,
      fullName: fullName(contact),
      firstName: contact.firstName,
      lastName: contact.lastName,
      companyName: contact.companyName,
      shippingVendorId: contact.shippingVendorId,
    };
    const accessToken = await new SignJWT(claims)
      .setProtectedHeader({ alg: ALG, kid: this.kid, typ: 'JWT' })
      .setSubject(String(contact.contactId))
      .setIssuer(this.issuer)
      .setAudience(this.audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .setJti(randomUUID())
      .sign(this.privateKey);
    return {
      accessToken,
      refreshToken: randomBytes(32).toString('base64url'),
      issuedAt,
      expiresAt,
      expiresIn: ttlSeconds,
    };
  }

  /** Checks signature (against the published JWKS), issuer, audience and expiry. */
  async verify(token: string | undefined): Promise<VerifyResult> {
    if (!token) return { ok: false, reason: 'missing token' };
    try {
      const { payload } = await jwtVerify(token, this.keySet, { issuer: this.issuer, audience: this.audience, algorithms: [ALG] });
      if (typeof payload.sub !== 'string' || typeof payload.contactId !== 'number') return { ok: false, reason: 'missing claims' };
      return { ok: true, claims: payload as AccessClaims };
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
  }
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
