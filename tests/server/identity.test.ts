import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const tokenCall = (fields: Record<string, string>) =>
  postForm(server.app, '/stand-in/identity/oauth2/token', { client_id: 'ops-portal', environment: 'local', ...fields });
const form = (url: string, fields: Record<string, string>) => postForm(server.app, url, fields);

describe('POST oauth2/token', () => {
  it.each([
    ['shop.demo', 1, 5001],
    ['supplier.demo', 2, 5002],
    ['admin.demo', 3, 5003],
    ['logistix.demo', 3, 5004],
    ['internal.demo', 3, 5005],
    ['dispatch.demo', 4, 5006],
    ['insights.demo', 7, 5007],
  ])('the product grant signs in %s (userType %i)', async (username, userType, contactId) => {
    const response = await tokenCall({ grant_type: 'partstrax', username, password: 'Demo-Pass-1' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ userName: username, token_type: 'bearer', expires_in: 900 });
    expect(typeof body.refresh_token).toBe('string');
    // ASP.NET style: `.expires` is an HTTP date about expires_in seconds ahead.
    const expires = Date.parse(body['.expires']);
    expect(body['.expires']).toMatch(/GMT$/);
    expect(Math.abs(expires - Date.now() - 900_000)).toBeLessThan(5_000);
    expect(decodeProtectedHeader(body.access_token).alg).toBe('ES256');
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({ userType, contactId, unique_name: username, sub: String(contactId), aud: 'ops-portal' });
    for (const name of ['role', 'companyId', 'fullName', 'firstName', 'lastName', 'companyName', 'shippingVendorId', 'iss', 'exp', 'iat']) {
      expect(claims, name).toHaveProperty(name);
    }
    expect(Array.isArray(claims.role)).toBe(true);
  });

  it('role carries the admin feature codes of spec 6', async () => {
    const admin = decodeJwt(
      (await tokenCall({ grant_type: 'partstrax', username: 'admin.demo', password: 'Demo-Pass-1' })).json().access_token,
    );
    const logistix = decodeJwt(
      (await tokenCall({ grant_type: 'partstrax', username: 'logistix.demo', password: 'Demo-Pass-1' })).json().access_token,
    );
    const internal = decodeJwt(
      (await tokenCall({ grant_type: 'partstrax', username: 'internal.demo', password: 'Demo-Pass-1' })).json().access_token,
    );
    expect(admin.role).toContain('TRX_CNFG_MSO_ADMN_TOOL');
    expect(logistix.role).toContain('ADMN_TRAX_LOGISTIX');
    expect(internal.role).not.toContain('TRX_CNFG_MSO_ADMN_TOOL');
    expect(internal.role).not.toContain('ADMN_TRAX_LOGISTIX');
  });

  it.each([
    ['wrong password', { username: 'shop.demo', password: 'wrong' }],
    ['password in the wrong case (spec 5)', { username: 'shop.demo', password: 'demo-pass-1' }],
    ['unknown user', { username: 'nobody', password: 'Demo-Pass-1' }],
    ['the SSO-only account', { username: 'sso.demo', password: 'Demo-Pass-1' }],
  ])('answers 400 invalid_grant for a %s', async (_name, fields) => {
    const response = await tokenCall({ grant_type: 'partstrax', ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_grant', error_description: 'The user name or password is incorrect.' });
  });

  it('the user name is case-insensitive, the password is not', async () => {
    expect((await tokenCall({ grant_type: 'partstrax', username: 'Shop.Demo', password: 'Demo-Pass-1' })).statusCode).toBe(200);
  });

  it('rejects an unknown client and an unknown grant', async () => {
    const client = await tokenCall({ grant_type: 'partstrax', username: 'shop.demo', password: 'Demo-Pass-1', client_id: 'other' });
    expect(client.statusCode).toBe(400);
    expect(client.json().error).toBe('invalid_client');
    const grant = await tokenCall({ grant_type: 'password', username: 'shop.demo', password: 'Demo-Pass-1' });
    expect(grant.statusCode).toBe(400);
    expect(grant.json().error).toBe('unsupported_grant_type');
  });

  it('grant test signs in by contact id and the demo password', async () => {
    const ok = await tokenCall({ grant_type: 'test', id: '5002', password: 'Demo-Pass-1' });
    expect(ok.statusCode).toBe(200);
    expect(decodeJwt(ok.json().access_token).userType).toBe(2);
    expect((await tokenCall({ grant_type: 'test', id: '5002', password: 'nope' })).statusCode).toBe(400);
    expect((await tokenCall({ grant_type: 'test', id: '9999', password: 'Demo-Pass-1' })).statusCode).toBe(400);
  });

  it('grant adminpanel answers {contactType, access_token} (spec 3)', async () => {
    const one = await tokenCall({ grant_type: 'adminpanel', token: 'admin-token-1' });
    expect(one.statusCode).toBe(200);
    expect(Object.keys(one.json()).sort()).toEqual(['access_token', 'contactType']);
    expect(one.json().contactType).toBe(1);
    expect(decodeJwt(one.json().access_token).userType).toBe(1);
    const two = await tokenCall({ grant_type: 'adminpanel', token: 'admin-token-2' });
    expect(two.json().contactType).toBe(2);
    const bad = await tokenCall({ grant_type: 'adminpanel', token: 'admin-token-3' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('invalid_grant');
  });

  it('grant keycloak rejects a token the SSO provider did not sign', async () => {
    const shop = (await tokenCall({ grant_type: 'partstrax', username: 'shop.demo', password: 'Demo-Pass-1' })).json().access_token;
    const response = await tokenCall({ grant_type: 'keycloak', jwt: shop });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_grant');
  });

  it('grant ehi signs in the partner contact with the partner token only', async () => {
    const ok = await tokenCall({ grant_type: 'ehi', contactId: '5009', companyId: '1001', token: 'ehi-token-1001' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().userName).toBe('ehi.demo');
    expect((await tokenCall({ grant_type: 'ehi', contactId: '5001', companyId: '1001', token: 'ehi-token-1001' })).statusCode).toBe(400);
    expect((await tokenCall({ grant_type: 'ehi', contactId: '5009', companyId: '1001', token: 'wrong' })).statusCode).toBe(400);
  });
});

describe('partner endpoints (spec 7)', () => {
  it('ehi-contact resolves companyId and token to a contact id', async () => {
    const ok = await form('/stand-in/identity/oauth2/ehi-contact', { companyId: '1001', token: 'ehi-token-1001' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ contactId: 5009 });
    const attempts: Array<Record<string, string>> = [
      { companyId: '1001', token: 'wrong' },
      { companyId: '1002', token: 'ehi-token-1001' },
      {},
    ];
    for (const fields of attempts) {
      expect((await form('/stand-in/identity/oauth2/ehi-contact', fields)).statusCode).toBe(400);
    }
  });

  it('ehi-token answers contactId and jwtToken for the partner user only', async () => {
    const ok = await form('/stand-in/identity/oauth2/ehi-token', { companyId: '1001', username: 'ehi.demo', password: 'Demo-Pass-1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().contactId).toBe(5009);
    expect(decodeJwt(ok.json().jwtToken).unique_name).toBe('ehi.demo');
    expect((await form('/stand-in/identity/oauth2/ehi-token', { companyId: '1001', username: 'ehi.demo', password: 'x' })).statusCode).toBe(
      400,
    );
    // A real user of another company cannot sign in through the partner page.
    expect(
      (await form('/stand-in/identity/oauth2/ehi-token', { companyId: '1001', username: 'shop.demo', password: 'Demo-Pass-1' })).statusCode,
    ).toBe(400);
  });
});

describe('POST redirect and the JWKS', () => {
  const login = async (username: string) =>
    (await tokenCall({ grant_type: 'partstrax', username, password: 'Demo-Pass-1' })).json().access_token as string;

  it('returns a guid for a valid bearer, which resolves once', async () => {
    const token = await login('logistix.demo');
    const response = await server.app.inject({
      method: 'POST',
      url: '/stand-in/identity/redirect',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        accessToken: token,
        expiresToken: 'x',
        refreshToken: 'y',
        currentUser: '{}',
        url: 'http://localhost:4200/stand-in/apps/logistix/',
        parameters: null,
      },
    });
    expect(response.statusCode).toBe(200);
    const guid = response.json();
    expect(guid).toMatch(/^[0-9a-f-]{36}$/);
    const store = server.app.standIn!.identityRedirects;
    expect(store.take(guid)?.claims.unique_name).toBe('logistix.demo');
    expect(store.take(guid)).toBeUndefined();
  });

  it('answers 401 without a valid bearer', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/stand-in/identity/redirect', payload: { accessToken: 'x' } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toContain('invalid_token');
  });

  it('publishes the signing key', async () => {
    const jwks = (await server.app.inject({ method: 'GET', url: '/stand-in/identity/.well-known/jwks.json' })).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});
