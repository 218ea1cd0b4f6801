/**
 * Stand-in common API (spec 7 "Common API"), mounted at /stand-in/common/.
 *
 * POST application/v2/navigation: the AES-encrypted body `{id, encrypted: true}` → the app links of
 * spec 4 (ids 27 and 25) filtered by id. POST redirect `{url}` → `{token}`, redeemable once at the
 * dispatch application's crossAppAuth/jump. GET application/keycloak → `{enabled}` (SSO_ENABLED;
 * with STAND_IN_FAULTS=1 a `stand-in-sso=enabled|disabled` cookie overrides it for that browser, so
 * end-to-end tests of both flag values share one server). Every call but application/keycloak needs
 * a valid identity access token (spec 7 "Headers").
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decryptBody } from './body-cipher.ts';
import { oauthError, type StandInContext } from './context.ts';
import { bearerToken, type AccessClaims } from './identity-tokens.ts';
import { unauthorized } from './identity.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the common API's bearer check. */
    standInClaims?: AccessClaims;
  }
}

/** Tests only: the cookie that overrides SSO_ENABLED per browser context (honoured with STAND_IN_FAULTS=1). */
export const SSO_FLAG_COOKIE = 'stand-in-sso';

/** The identity-provider flag this request gets: the test cookie when allowed and valid, else SSO_ENABLED. */
export function ssoFlagFor(cookieHeader: string | undefined, settings: { faults: boolean; ssoEnabled: boolean }): boolean {
  if (!settings.faults || !cookieHeader) return settings.ssoEnabled;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== SSO_FLAG_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    if (value === 'enabled') return true;
    if (value === 'disabled') return false;
  }
  return settings.ssoEnabled;
}

/** The spec 7 body rule: an encrypted body arrives as one string, JSON-quoted or raw text. */
function readBody(request: FastifyRequest, token: string): { ok: true; body: unknown; encrypted: boolean } | { ok: false } {
  const raw = request.body;
  if (typeof raw === 'string') {
    const text = raw.trim();
    let cipherText = text;
    if (text.startsWith('"')) {
      try {
        cipherText = String(JSON.parse(text));
      } catch {
        return { ok: false };
      }
    }
    try {
      return { ok: true, body: decryptBody(cipherText, token), encrypted: true };
    } catch {
      return { ok: false };
    }
  }
  return { ok: true, body: raw, encrypted: false };
}

export async function registerCommonApi(app: FastifyInstance, ctx: StandInContext): Promise<void> {
  // The portal's HTTP client sends JSON.stringify(cipherText) as application/json; JSON.parse of
  // that is a plain string, which Fastify's own parser also accepts. Text bodies arrive as text.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      const parsed: unknown = JSON.parse(text);
      // A JSON string is the cipher text; keep it quoted so readBody sees one shape.
      done(null, typeof parsed === 'string' ? text : parsed);
    } catch {
      const error = Object.assign(new Error('The body is not valid JSON'), { statusCode: 400 });
      done(error, undefined);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' && request.url.split('?')[0]?.endsWith('/application/keycloak')) return;
    const token = bearerToken(request.headers.authorization);
    const verified = await ctx.identityTokens.verify(token);
    if (!verified.ok) return unauthorized(reply, verified.reason);
    request.standInClaims = verified.claims;
  });

  // On the address the visitor used, so the portal finds them among its config's applications.
  const links = (host: string | undefined) => [
    { app_id: 27, url: `${ctx.baseUrlFor(host)}/apps/app27/` },
    { app_id: 25, url: `${ctx.baseUrlFor(host)}/apps/app25/` },
  ];
  const badBody = (reply: FastifyReply, description: string) => reply.code(400).send(oauthError('invalid_request', description));

  app.post('/application/v2/navigation', async (request, reply) => {
    const token = bearerToken(request.headers.authorization) ?? '';
    const read = readBody(request, token);
    if (!read.ok) return badBody(reply, 'The body could not be decrypted with this token.');
    // spec 7: the navigation body is {id, encrypted: true}, sent encrypted; a plain one is a client bug.
    if (!read.encrypted) return badBody(reply, 'The navigation body must be encrypted (spec 7).');
    const body = read.body as { id?: unknown } | null;
    const id = body && typeof body === 'object' && body.id !== undefined ? Number(body.id) : undefined;
    const answer = links(request.headers.host);
    return id === undefined ? answer : answer.filter((link) => link.app_id === id);
  });

  app.post('/redirect', async (request, reply) => {
    const token = bearerToken(request.headers.authorization) ?? '';
    const read = readBody(request, token);
    if (!read.ok) return badBody(reply, 'The body could not be decrypted with this token.');
    const url = (read.body as { url?: unknown } | null)?.url;
    if (typeof url !== 'string' || url.length === 0) return badBody(reply, 'url is required');
    const claims = request.standInClaims;
    if (!claims) return unauthorized(reply, 'missing token');
    return { token: ctx.commonRedirects.put({ claims, url }) };
  });

  // spec 7: saved by the portal to local storage; no bearer (the call is made before any login).
  app.get('/application/keycloak', async (request) => ({ enabled: ssoFlagFor(request.headers.cookie, ctx.settings) }));
}
