/**
 * The auth service (spec 7) against the real stand-in identity service and common API: the
 * requests go through the portal's one HTTP client into the stand-ins' Fastify app (inject), so
 * grants, form encoding, bearer rules, body encryption and error shapes are checked end to end
 * without a browser.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRAPPER_LOGIN_FAILED_MESSAGE, createAuthService, type AuthService } from '../../src/actors/auth/auth-service.ts';
import { loginFailureMessage, partnerLookupFailureMessage, tokenLoginFailureMessage } from '../../src/actors/auth/messages.ts';
import { ServiceError } from '../../src/actors/auth/service-error.ts';
import { createHttpClient } from '../../src/lib/http.ts';
import { ORIGIN, injectFetch, startTestServer, type TestServer } from '../server/support/test-server.ts';

let server: TestServer;
let service: AuthService;
const seen: Array<{ method: string; url: string; headers: Headers; body: string }> = [];

beforeAll(async () => {
  server = await startTestServer();
  const client = createHttpClient({
    fetch: injectFetch(server.app, (request, body) =>
      seen.push({ method: request.method, url: request.url, headers: request.headers, body }),
    ),
    pageOrigin: () => ORIGIN,
    readXsrfCookie: () => null,
  });
  service = createAuthService(server.settings.config, client);
});
afterAll(async () => server.close());

const lastRequest = () => seen[seen.length - 1]!;

describe('identity service: oauth2/token grants', () => {
  it('the product grant: form-encoded username, password, client id and environment; no bearer', async () => {
    const answer = await service.login('shop.demo', 'Demo-Pass-1');
    expect(decodeJwt(answer.access_token)).toMatchObject({ unique_name: 'shop.demo', userType: 1 });
    expect(answer.refresh_token).toBeTruthy();
    expect(answer['.expires']).toMatch(/GMT$/);
    const request = lastRequest();
    expect(request.url).toBe(`${ORIGIN}/stand-in/identity/oauth2/token`);
    expect(request.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(request.headers.get('authorization')).toBeNull();
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      grant_type: 'partstrax',
      username: 'shop.demo',
      password: 'Demo-Pass-1',
      client_id: 'ops-portal',
      environment: 'local',
    });
  });

  it('a wrong password is a 400 invalid_grant whose description the form shows (spec 8)', async () => {
    const error = await service.login('shop.demo', 'demo-pass-1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ kind: 'rejected', status: 400, oauthError: 'invalid_grant' });
    expect(loginFailureMessage(error)).toBe('The user name or password is incorrect.');
  });

  it('exchangeKeycloakToken sends grant keycloak with the jwt (for /kc); an invalid jwt is refused', async () => {
    const error = await service.exchangeKeycloakToken('not-a-valid-sso-token').catch((caught: unknown) => caught);
    expect(Object.fromEntries(new URLSearchParams(lastRequest().body))).toEqual({
      grant_type: 'keycloak',
      jwt: 'not-a-valid-sso-token',
      client_id: 'ops-portal',
      environment: 'local',
    });
    expect(lastRequest().headers.get('authorization')).toBeNull();
    expect(loginFailureMessage(error)).toBe('The single sign-on token is not valid.');
  });

  it('grant test: id and password', async () => {
    const answer = await service.testLogin(5002, 'Demo-Pass-1');
    expect(decodeJwt(answer.access_token)).toMatchObject({ contactId: 5002, userType: 2 });
  });

  it('grant adminpanel: contactType and access_token; a bad token reads "Invalid token"', async () => {
    expect(await service.adminPanelLogin('admin-token-1')).toMatchObject({ contactType: 1 });
    expect(await service.adminPanelLogin('admin-token-2')).toMatchObject({ contactType: 2 });
    const error = await service.adminPanelLogin('admin-token-9').catch((caught: unknown) => caught);
    expect(tokenLoginFailureMessage(error)).toBe('Invalid token');
  });
});

describe('identity service: partner calls', () => {
  it('ehi-contact resolves the contact of companyId and token; a wrong pair shows "{status} --- {body}"', async () => {
    expect(await service.ehiContact(1001, 'ehi-token-1001')).toEqual({ contactId: 5009 });
    expect(Object.fromEntries(new URLSearchParams(lastRequest().body))).toEqual({ companyId: '1001', token: 'ehi-token-1001' });
    const error = await service.ehiContact(1001, 'wrong').catch((caught: unknown) => caught);
    expect(partnerLookupFailureMessage(error)).toBe('400 --- Invalid Company or Token');
  });

  it('ehiLogin logs in with the contact id', async () => {
    const answer = await service.ehiLogin({ companyId: 1001, token: 'ehi-token-1001', contactId: 5009 });
    expect(decodeJwt(answer.access_token)).toMatchObject({ unique_name: 'ehi.demo', companyId: 1001 });
  });

  it('ehi-token answers contactId and jwtToken for the partner user', async () => {
    const answer = await service.ehiToken(1001, 'ehi.demo', 'Demo-Pass-1');
    expect(answer?.contactId).toBe(5009);
    expect(decodeJwt(answer!.jwtToken)).toMatchObject({ unique_name: 'ehi.demo' });
    const error = await service.ehiToken(1001, 'ehi.demo', 'nope').catch((caught: unknown) => caught);
    expect(partnerLookupFailureMessage(error)).toBe('400 --- Invalid username or password');
  });
});

describe('identity redirect and the common API (bearer, encryption)', () => {
  it('navigation: bearer, encrypted {id, encrypted: true} that the stand-in decrypts, the links of that app', async () => {
    const { access_token: token } = await service.login('shop.demo', 'Demo-Pass-1');
    const links = await service.navigation(27, token);
    expect(links).toEqual([{ app_id: 27, url: `${ORIGIN}/stand-in/apps/app27/` }]);
    const request = lastRequest();
    expect(request.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(request.body).not.toContain('27');
    expect(typeof JSON.parse(request.body)).toBe('string');
  });

  it('common redirect: {url} → a one-time token', async () => {
    const { access_token: token } = await service.login('dispatch.demo', 'Demo-Pass-1');
    const jump = await service.commonRedirect(server.settings.config.apps.dispatch, token);
    expect(jump).toMatch(/^[\w-]{16,}$/);
    expect(server.app.standIn?.commonRedirects.take(jump)?.url).toBe(server.settings.config.apps.dispatch);
  });

  it('identity redirect: bearer and the redirect request → a guid that holds it', async () => {
    const answer = await service.login('logistix.demo', 'Demo-Pass-1');
    const guid = await service.identityRedirect({
      accessToken: answer.access_token,
      expiresToken: answer['.expires'] ?? null,
      refreshToken: answer.refresh_token ?? null,
      currentUser: { userName: 'logistix.demo' },
      url: server.settings.config.apps.logistix,
    });
    expect(lastRequest().headers.get('authorization')).toBe(`Bearer ${answer.access_token}`);
    const held = server.app.standIn?.identityRedirects.take(guid);
    expect(held?.body).toMatchObject({
      accessToken: answer.access_token,
      currentUser: JSON.stringify({ userName: 'logistix.demo' }),
      url: server.settings.config.apps.logistix,
      parameters: null,
    });
  });

  it('a call without a valid token is refused (401), not mistaken for success', async () => {
    const error = await service.navigation(27, 'eyJhbGciOiJFUzI1NiJ9.e30.bad-signature-value').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'rejected', status: 401 });
  });

  it('application/keycloak: no bearer, the enabled flag', async () => {
    expect(await service.keycloakEnabled()).toBe(false);
    expect(lastRequest().headers.get('authorization')).toBeNull();
  });
});

describe('answers that are not what the call expects', () => {
  const faulty = (respond: () => Response) =>
    createAuthService(
      server.settings.config,
      createHttpClient({ fetch: (async () => respond()) as typeof fetch, pageOrigin: () => ORIGIN }),
    );

  it('a 2xx that is not JSON, or JSON of the wrong shape, is "malformed" with a readable message', async () => {
    const notJson = await faulty(() => new Response('{"stand-in-fault": "malformed",', { status: 200 }))
      .login('a', 'b')
      .catch((e: unknown) => e);
    expect(notJson).toMatchObject({ kind: 'malformed' });
    expect(loginFailureMessage(notJson)).toBe('The sign-in service sent an answer that could not be read. Please try again.');
    const wrongShape = await faulty(() => Response.json({ token: 'x' }))
      .login('a', 'b')
      .catch((e: unknown) => e);
    expect(wrongShape).toMatchObject({ kind: 'malformed' });
  });

  it('a 500 is an outage, never "wrong password"', async () => {
    const error = await faulty(() => Response.json({ error: 'stand_in_fault' }, { status: 500 }))
      .login('a', 'b')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unavailable', status: 500 });
    expect(loginFailureMessage(error)).toBe('The sign-in service is not available right now. Please try again in a moment.');
    expect(tokenLoginFailureMessage(error)).toBe('The sign-in service is not available right now. Please try again in a moment.');
    expect(partnerLookupFailureMessage(error)).toBe('500 --- {"error":"stand_in_fault"}');
  });

  it('no answer at all is a network error', async () => {
    const error = await faulty(() => {
      throw new TypeError('fetch failed');
    })
      .login('a', 'b')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network' });
    expect(loginFailureMessage(error)).toBe('The sign-in service could not be reached. Check your connection and try again.');
  });

  it('a falsy partner answer is null, not an error (spec 5)', async () => {
    expect(await faulty(() => new Response('null', { status: 200 })).ehiContact(1001, 't')).toBeNull();
    expect(await faulty(() => new Response('', { status: 200 })).ehiToken(1001, 'u', 'p')).toBeNull();
    expect(await faulty(() => Response.json({})).ehiToken(1001, 'u', 'p')).toBeNull();
  });

  it("a 400 with a plain message shows it; one with nothing shows the spec's default", async () => {
    const withMessage = await faulty(() => Response.json({ Message: 'Account locked.' }, { status: 400 }))
      .login('a', 'b')
      .catch((e: unknown) => e);
    expect(loginFailureMessage(withMessage)).toBe('Account locked.');
    const bare = await faulty(() => new Response('', { status: 403 }))
      .login('a', 'b')
      .catch((e: unknown) => e);
    expect(loginFailureMessage(bare)).toBe('Invalid username or password. Your password is case sensitive.');
  });

  it("the wrapper's own default (spec 8) is its error's message; the form still shows the longer default", async () => {
    const bare = await faulty(() => new Response('', { status: 401 }))
      .login('a', 'b')
      .catch((e: unknown) => e);
    expect(bare).toBeInstanceOf(ServiceError);
    expect(bare).toMatchObject({ kind: 'rejected', status: 401, message: WRAPPER_LOGIN_FAILED_MESSAGE });
    expect(WRAPPER_LOGIN_FAILED_MESSAGE).toBe('Invalid username or password');
    expect(loginFailureMessage(bare)).toBe('Invalid username or password. Your password is case sensitive.');
    // A refusal that says why keeps its words, and an outage is never called wrong credentials.
    const described = await faulty(() => Response.json({ error: 'invalid_grant', error_description: 'Account locked.' }, { status: 400 }))
      .login('a', 'b')
      .catch((e: unknown) => e);
    expect((described as Error).message).not.toBe(WRAPPER_LOGIN_FAILED_MESSAGE);
    expect(loginFailureMessage(described)).toBe('Account locked.');
    const outage = await faulty(() => new Response('', { status: 503 }))
      .login('a', 'b')
      .catch((e: unknown) => e);
    expect((outage as Error).message).not.toBe(WRAPPER_LOGIN_FAILED_MESSAGE);
  });
});
