/**
 * The shapes of the identity service's and common API's 2xx answers (src/actors/auth/auth-service.ts,
 * spec 3, 7): each call keeps what it needs from a good answer and turns any other answer into a
 * "malformed" ServiceError, which the sign-in shows as "could not be read" (never as "wrong
 * password"); the two partner lookups turn a falsy or unreadable answer into null (spec 5).
 * The stand-ins' real answers are covered end to end in auth-service.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createAuthService, type AuthService } from '../../src/actors/auth/auth-service.ts';
import { loginFailureMessage } from '../../src/actors/auth/messages.ts';
import { createHttpClient } from '../../src/lib/http.ts';

const ORIGIN = 'http://localhost:4200';
const config = {
  identityApiUrl: `${ORIGIN}/stand-in/identity/`,
  commonApiUrl: `${ORIGIN}/stand-in/common/`,
  clientId: 'ops-portal',
  environment: 'local',
  productGrant: 'partstrax',
};
const TOKEN = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

/** A body sent as written, not as JSON. */
class Raw {
  constructor(readonly text: string) {}
}
const EMPTY = new Raw('');

/** The auth service over a fetch that answers every call with 200 and `body` as JSON (or Raw text). */
function answering(body: unknown): AuthService {
  const text = body instanceof Raw ? body.text : JSON.stringify(body);
  const fetch = (async () =>
    new Response(text, { status: 200, headers: { 'content-type': 'application/json' } })) as typeof globalThis.fetch;
  return createAuthService(config, createHttpClient({ fetch, pageOrigin: () => ORIGIN, readXsrfCookie: () => null }));
}

const settle = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

type Call = (service: AuthService) => Promise<unknown>;
const CALLS = {
  login: (service) => service.login('shop.demo', 'Demo-Pass-1'),
  adminPanelLogin: (service) => service.adminPanelLogin('admin-token-1'),
  navigation: (service) => service.navigation(27, TOKEN),
  identityRedirect: (service) =>
    service.identityRedirect({
      accessToken: TOKEN,
      expiresToken: null,
      refreshToken: null,
      currentUser: {},
      url: 'https://logistix.example/',
    }),
  commonRedirect: (service) => service.commonRedirect('https://dispatch.example/', TOKEN),
  keycloakEnabled: (service) => service.keycloakEnabled(),
  ehiContact: (service) => service.ehiContact(1001, 'ehi-token-1001'),
  ehiToken: (service) => service.ehiToken(1001, 'ehi.demo', 'Demo-Pass-1'),
} satisfies Record<string, Call>;

describe('good answers', () => {
  it('oauth2/token: keeps the token fields, drops the rest, leaves absent ones out', async () => {
    const full = {
      access_token: TOKEN,
      token_type: 'bearer',
      expires_in: 3600,
      refresh_token: 'refresh-1',
      userName: 'shop.demo',
      '.issued': 'Tue, 05 Mar 2024 10:00:00 GMT',
      '.expires': 'Tue, 05 Mar 2024 11:00:00 GMT',
    };
    expect(await CALLS.login(answering(full))).toEqual({
      access_token: TOKEN,
      refresh_token: 'refresh-1',
      userName: 'shop.demo',
      '.expires': 'Tue, 05 Mar 2024 11:00:00 GMT',
    });
    const bare = await answering({ access_token: TOKEN }).login('a', 'b');
    expect(Object.keys(bare)).toEqual(['access_token']);
    expect(await answering({ access_token: TOKEN, refresh_token: null, userName: null, '.expires': null }).login('a', 'b')).toEqual({
      access_token: TOKEN,
      refresh_token: null,
      userName: null,
      '.expires': null,
    });
  });

  it('adminpanel: contactType as a number or a string of digits', async () => {
    expect(await CALLS.adminPanelLogin(answering({ contactType: 2, access_token: TOKEN }))).toEqual({
      contactType: 2,
      access_token: TOKEN,
    });
    expect(await CALLS.adminPanelLogin(answering({ contactType: '1', access_token: TOKEN, extra: true }))).toEqual({
      contactType: 1,
      access_token: TOKEN,
    });
  });

  it('navigation: the list of app links, ids read as numbers', async () => {
    expect(
      await CALLS.navigation(
        answering([
          { app_id: 27, url: 'https://app27.example/' },
          { app_id: '25', url: 'https://app25.example/', name: 'x' },
        ]),
      ),
    ).toEqual([
      { app_id: 27, url: 'https://app27.example/' },
      { app_id: 25, url: 'https://app25.example/' },
    ]);
    expect(await CALLS.navigation(answering([]))).toEqual([]);
  });

  it('the redirects and the keycloak flag', async () => {
    expect(await CALLS.identityRedirect(answering('2f1c5c0e-guid'))).toBe('2f1c5c0e-guid');
    expect(await CALLS.commonRedirect(answering({ token: 'jump-token-1', url: 'x' }))).toBe('jump-token-1');
    expect(await CALLS.keycloakEnabled(answering({ enabled: true }))).toBe(true);
    expect(await CALLS.keycloakEnabled(answering({ enabled: false }))).toBe(false);
  });

  it('the partner lookups: contactId as a number or digits, with the jwtToken', async () => {
    expect(await CALLS.ehiContact(answering({ contactId: 5009 }))).toEqual({ contactId: 5009 });
    expect(await CALLS.ehiContact(answering({ contactId: '5009' }))).toEqual({ contactId: 5009 });
    expect(await CALLS.ehiToken(answering({ contactId: 5009, jwtToken: TOKEN, other: 1 }))).toEqual({ contactId: 5009, jwtToken: TOKEN });
  });
});

describe('answers of the wrong shape are "malformed"', () => {
  it.each<[keyof typeof CALLS, string, unknown]>([
    ['login', 'an empty body', EMPTY],
    ['login', 'null', null],
    ['login', 'a list', [{ access_token: TOKEN }]],
    ['login', 'a string', TOKEN],
    ['login', 'no access_token', { refresh_token: 'r' }],
    ['login', 'a short access_token', { access_token: 'short' }],
    ['login', 'an access_token that is a number', { access_token: 1234567890123456 }],
    ['login', 'a refresh_token that is a number', { access_token: TOKEN, refresh_token: 7 }],
    ['login', 'a userName that is an object', { access_token: TOKEN, userName: { name: 'x' } }],
    ['login', 'an .expires that is a boolean', { access_token: TOKEN, '.expires': false }],
    ['adminPanelLogin', 'no contactType', { access_token: TOKEN }],
    ['adminPanelLogin', 'a contactType in words', { contactType: 'one', access_token: TOKEN }],
    ['adminPanelLogin', 'a negative contactType string', { contactType: '-1', access_token: TOKEN }],
    ['adminPanelLogin', 'a decimal contactType string', { contactType: '1.5', access_token: TOKEN }],
    ['adminPanelLogin', 'a null contactType', { contactType: null, access_token: TOKEN }],
    ['adminPanelLogin', 'a short access_token', { contactType: 1, access_token: 'x' }],
    ['navigation', 'an object instead of a list', { app_id: 27, url: 'https://x/' }],
    ['navigation', 'a link without url', [{ app_id: 27 }]],
    ['navigation', 'a url that is not text', [{ app_id: 27, url: 27 }]],
    ['navigation', 'an app_id in words', [{ app_id: 'app27', url: 'https://x/' }]],
    ['navigation', 'a list with a null link', [null]],
    ['identityRedirect', 'an empty guid', ''],
    ['identityRedirect', 'a guid object', { guid: 'x' }],
    ['identityRedirect', 'no body', EMPTY],
    ['commonRedirect', 'an empty token', { token: '' }],
    ['commonRedirect', 'a token that is a number', { token: 12 }],
    ['commonRedirect', 'a bare string', 'jump-token'],
    ['keycloakEnabled', 'a flag in words', { enabled: 'true' }],
    ['keycloakEnabled', 'a flag as 1', { enabled: 1 }],
    ['keycloakEnabled', 'no flag', {}],
    ['keycloakEnabled', 'a list', [true]],
  ])('%s: %s', async (call, _name, body) => {
    const outcome = await settle(CALLS[call](answering(body)));
    // A shape refusal carries the answer it refused (a body that is not JSON at all does not).
    expect(outcome).toMatchObject({ error: { kind: 'malformed', body: expect.any(String) } });
  });

  it('and the visitor reads "could not be read", not "wrong password"', async () => {
    const { error } = (await settle(CALLS.login(answering({ access_token: 'short' })))) as { error: unknown };
    expect(loginFailureMessage(error)).toBe('The sign-in service sent an answer that could not be read. Please try again.');
  });
});

describe('partner lookups (spec 5)', () => {
  it.each<[keyof typeof CALLS, string, unknown]>([
    ['ehiContact', 'null', null],
    ['ehiContact', 'an empty body', EMPTY],
    ['ehiContact', 'an empty string', ''],
    ['ehiContact', 'zero', 0],
    ['ehiContact', 'false', false],
    ['ehiContact', 'an empty object', {}],
    ['ehiContact', 'a contactId in words', { contactId: 'five' }],
    ['ehiContact', 'a list', [{ contactId: 5009 }]],
    ['ehiToken', 'an empty object', {}],
    ['ehiToken', 'no jwtToken', { contactId: 5009 }],
    ['ehiToken', 'a short jwtToken', { contactId: 5009, jwtToken: 'abc' }],
    ['ehiToken', 'a null contactId', { contactId: null, jwtToken: TOKEN }],
    ['ehiToken', 'a string', 'token'],
  ])('%s: %s is null, not an error', async (call, _name, body) => {
    expect(await settle(CALLS[call](answering(body)))).toEqual({ value: null });
  });
});
