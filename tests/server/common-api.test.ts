import { createCipheriv } from 'node:crypto';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptBody as nodeDecrypt, encryptBody as nodeEncrypt } from '../../server/stand-in/body-cipher.ts';
import { findByUserName } from '../../server/stand-in/demo-directory.ts';
import { BODY_IV } from '../../shared/body-iv.ts';
import { decryptBody as portalDecrypt, encryptBody as portalEncrypt } from '../../src/lib/crypto.ts';
import { ORIGIN, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let shopToken: string;
beforeAll(async () => {
  server = await startTestServer({ SSO_ENABLED: '1' });
  shopToken = (await server.app.standIn!.identityTokens.issue(findByUserName('shop.demo')!)).accessToken;
});
afterAll(async () => server.close());

describe('body encryption (spec 7)', () => {
  const token = 'eyJhbGciOiJFUzI1NiIsImtpZCI6InRlc3QifQ.payload.signature';

  it("the stand-in decrypts what the portal's encryptBody produced", () => {
    const body = { id: 27, encrypted: true };
    expect(nodeDecrypt(portalEncrypt(body, token), token)).toEqual(body);
  });

  it("the portal's decryptBody reads what node:crypto produced", () => {
    const body = { url: 'https://dispatch.example.com/', note: 'ünïcode ✓' };
    expect(portalDecrypt(nodeEncrypt(body, token), token)).toEqual(body);
  });

  it('matches an independent AES-128-CBC/PKCS7 vector', () => {
    // Built by hand: key = first 16 chars of the token, IV = BODY_IV, Base64 output.
    const cipher = createCipheriv('aes-128-cbc', Buffer.from(token.slice(0, 16)), Buffer.from(BODY_IV));
    const vector = Buffer.concat([cipher.update('{"id":25,"encrypted":true}', 'utf8'), cipher.final()]).toString('base64');
    expect(portalEncrypt({ id: 25, encrypted: true }, token)).toBe(vector);
    expect(nodeDecrypt(vector, token)).toEqual({ id: 25, encrypted: true });
  });

  it('a different token cannot decrypt', () => {
    const other = 'eyJhbGciOiJSUzI1NiIsImtpZCI6Im90aGVyIn0.x.y';
    expect(() => nodeDecrypt(portalEncrypt({ id: 27 }, token), other)).toThrow();
  });
});

describe('POST application/v2/navigation', () => {
  const navigation = (payload: string, contentType: string, token = shopToken) =>
    server.app.inject({
      method: 'POST',
      url: '/stand-in/common/application/v2/navigation',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });

  it('accepts the JSON-quoted cipher text the portal client sends, filtered by id', async () => {
    const cipher = portalEncrypt({ id: 27, encrypted: true }, shopToken);
    const response = await navigation(JSON.stringify(cipher), 'application/json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ app_id: 27, url: `${ORIGIN}/stand-in/apps/app27/` }]);
  });

  it('accepts the raw cipher text as text/plain', async () => {
    const response = await navigation(portalEncrypt({ id: 25, encrypted: true }, shopToken), 'text/plain');
    expect(response.json()).toEqual([{ app_id: 25, url: `${ORIGIN}/stand-in/apps/app25/` }]);
  });

  it('answers both links without an id, none for an unknown id', async () => {
    expect((await navigation(JSON.stringify(portalEncrypt({ encrypted: true }, shopToken)), 'application/json')).json()).toHaveLength(2);
    expect((await navigation(JSON.stringify(portalEncrypt({ id: 99, encrypted: true }, shopToken)), 'application/json')).json()).toEqual(
      [],
    );
  });

  it('rejects a plain body and a body encrypted with another key', async () => {
    const plain = await navigation(JSON.stringify({ id: 27, encrypted: true }), 'application/json');
    expect(plain.statusCode).toBe(400);
    const wrongKey = await navigation(JSON.stringify(portalEncrypt({ id: 27 }, 'x'.repeat(16))), 'application/json');
    expect(wrongKey.statusCode).toBe(400);
  });
});

describe('bearer checks of the common API', () => {
  const call = (authorization?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/stand-in/common/redirect',
      headers: authorization ? { authorization } : {},
      payload: { url: 'https://dispatch.example.com/' },
    });

  it('accepts a valid token', async () => {
    expect((await call(`Bearer ${shopToken}`)).statusCode).toBe(200);
  });

  it('answers 401 when the token is missing', async () => {
    expect((await call()).statusCode).toBe(401);
  });

  it('answers 401 for a tampered token', async () => {
    const [header, payload, signature] = shopToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, userType: 3, role: ['TRX_CNFG_MSO_ADMN_TOOL'] })).toString('base64url');
    expect((await call(`Bearer ${header}.${forged}.${signature}`)).statusCode).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const expired = await server.app.standIn!.identityTokens.issue(findByUserName('shop.demo')!, -120);
    expect((await call(`Bearer ${expired.accessToken}`)).statusCode).toBe(401);
  });

  it('answers 401 for a token signed with another key', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const identity = server.app.standIn!.identityTokens;
    const foreign = await new SignJWT({ contactId: 5001, userType: 1 })
      .setProtectedHeader({ alg: 'ES256', kid: identity.jwks.keys[0]!.kid! })
      .setSubject('5001')
      .setIssuer(identity.issuer)
      .setAudience(identity.audience)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    expect((await call(`Bearer ${foreign}`)).statusCode).toBe(401);
  });

  it('GET application/keycloak needs no token and reports SSO_ENABLED', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/stand-in/common/application/keycloak' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: true });
  });
});

describe('POST redirect (common)', () => {
  it('returns a token that resolves once', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/stand-in/common/redirect',
      headers: { authorization: `Bearer ${shopToken}` },
      payload: { url: `${ORIGIN}/stand-in/apps/dispatch` },
    });
    const { token } = response.json();
    expect(typeof token).toBe('string');
    const store = server.app.standIn!.commonRedirects;
    expect(store.take(token)?.url).toBe(`${ORIGIN}/stand-in/apps/dispatch`);
    expect(store.take(token)).toBeUndefined();
  });

  it('accepts an encrypted body too, and needs a url', async () => {
    const encrypted = await server.app.inject({
      method: 'POST',
      url: '/stand-in/common/redirect',
      headers: { authorization: `Bearer ${shopToken}`, 'content-type': 'application/json' },
      payload: JSON.stringify(portalEncrypt({ url: 'https://x.example.com/', encrypted: true }, shopToken)),
    });
    expect(encrypted.statusCode).toBe(200);
    const missing = await server.app.inject({
      method: 'POST',
      url: '/stand-in/common/redirect',
      headers: { authorization: `Bearer ${shopToken}` },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('GET application/walkthrough (spec 7: the walk-through script)', () => {
  it('answers the script address without a bearer, and the script is served there', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/stand-in/common/application/walkthrough' });
    expect(answer.statusCode).toBe(200);
    const { scriptUrl } = answer.json() as { scriptUrl: string };
    expect(scriptUrl).toBe(`${ORIGIN}/stand-in/common/walkthrough/walkthrough.js`);
    // The address is on the origin the published config allows the script from.
    expect(new URL(scriptUrl).origin).toBe(server.settings.config.walkthroughScriptOrigin);
    const script = await server.app.inject({ method: 'GET', url: new URL(scriptUrl).pathname });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('data-walkthrough');
  });

  it('other calls still need a bearer', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/stand-in/common/redirect', payload: { url: 'x' } });
    expect(response.statusCode).toBe(401);
  });
});
