import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from './support/cookie-jar.ts';
import { ORIGIN, postForm, startTestServer, type TestServer } from './support/test-server.ts';

const REALM = '/stand-in/sso/realms/NA';
const PORTAL = `${ORIGIN}/opsportal/`;
const REDIRECT_URI = `${PORTAL}?sso=kc`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SSO_ACCESS_TTL: '30' });
});
afterAll(async () => server.close());

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

function authUrl(params: Record<string, string>): string {
  const query = new URLSearchParams({
    client_id: 'ops-portal',
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge_method: 'S256',
    ...params,
  });
  return `${REALM}/protocol/openid-connect/auth?${query}`;
}

const pathOf = (location: string) => {
  const url = new URL(location, ORIGIN);
  return `${url.pathname}${url.search}`;
};

/** Follows 30x answers within the server until one leaves for the portal or stops redirecting. */
async function follow(jar: CookieJar, url: string, init: { method?: 'GET' | 'POST'; form?: Record<string, string> } = {}) {
  let response = await server.app.inject({
    method: init.method ?? 'GET',
    url,
    headers: { cookie: jar.header(), ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    payload: init.form ? new URLSearchParams(init.form).toString() : undefined,
  });
  jar.store(response);
  for (let hops = 0; hops < 10 && response.statusCode >= 300 && response.statusCode < 400; hops += 1) {
    const location = String(response.headers.location);
    if (location.startsWith(PORTAL)) return { response, location };
    response = await server.app.inject({ method: 'GET', url: pathOf(location), headers: { cookie: jar.header() } });
    jar.store(response);
  }
  return { response, location: String(response.headers.location ?? '') };
}

/** Runs the code flow of keycloak-js: login page, credentials, code in the fragment. */
async function signIn(jar: CookieJar, password = 'Demo-Pass-1') {
  const { verifier, challenge } = pkce();
  const start = await follow(jar, authUrl({ code_challenge: challenge }));
  expect(start.response.statusCode).toBe(200);
  const action = /action="([^"]*\/login)"/.exec(start.response.body)?.[1];
  expect(action).toBeTruthy();
  const done = await follow(jar, action!.replace(/&amp;/g, '&'), { method: 'POST', form: { username: 'sso.demo', password } });
  return { ...done, verifier };
}

const tokenCall = (form: Record<string, string>, origin?: string) =>
  server.app.inject({
    method: 'POST',
    url: `${REALM}/protocol/openid-connect/token`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      accept: 'application/json',
      ...(origin ? { origin } : {}),
    },
    payload: new URLSearchParams(form).toString(),
  });

describe('stand-in single sign-on', () => {
  it('publishes Keycloak-shaped discovery at the realm issuer', async () => {
    const response = await server.app.inject({ method: 'GET', url: `${REALM}/.well-known/openid-configuration` });
    expect(response.statusCode).toBe(200);
    const discovery = response.json();
    expect(discovery.issuer).toBe(`${ORIGIN}${REALM}`);
    expect(discovery.token_endpoint).toMatch(/\/stand-in\/sso\/realms\/NA\/protocol\/openid-connect\/token$/);
    expect(discovery.authorization_endpoint).toMatch(/\/protocol\/openid-connect\/auth$/);
    expect(discovery.end_session_endpoint).toMatch(/\/protocol\/openid-connect\/logout$/);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('shows its own login page and refuses a wrong password', async () => {
    const jar = new CookieJar();
    const { response } = await signIn(jar, 'demo-pass-1');
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('data-testid="login-error"');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('Cancel on the login page returns access_denied to the portal', async () => {
    const jar = new CookieJar();
    const start = await follow(jar, authUrl({ code_challenge: pkce().challenge }));
    const abort = /action="([^"]*\/abort)"/.exec(start.response.body)?.[1];
    const { location } = await follow(jar, abort!, { method: 'POST', form: {} });
    expect(location.startsWith(`${REDIRECT_URI}#`)).toBe(true);
    expect(new URLSearchParams(location.split('#')[1]).get('error')).toBe('access_denied');
  });

  it('requires PKCE', async () => {
    const response = await server.app.inject({ method: 'GET', url: authUrl({}) });
    expect(response.statusCode).toBe(303);
    expect(String(response.headers.location)).toContain('error=invalid_request');
  });

  it('refuses a redirect_uri that is not registered', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: authUrl({ code_challenge: pkce().challenge, redirect_uri: `${PORTAL}other` }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('redirect_uri did not match');
  });

  it('runs the code flow, issues JWT access and JWT-shaped refresh tokens, refreshes, and feeds grant keycloak', async () => {
    const jar = new CookieJar();
    const { location, verifier } = await signIn(jar);
    expect(location.startsWith(`${REDIRECT_URI}#`)).toBe(true);
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect(fragment.get('state')).toBe('state-1');
    expect(fragment.get('iss')).toBe(`${ORIGIN}${REALM}`);

    const exchange = await tokenCall(
      {
        code: fragment.get('code')!,
        grant_type: 'authorization_code',
        client_id: 'ops-portal',
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
      },
      ORIGIN,
    );
    expect(exchange.statusCode).toBe(200);
    // keycloak-js sends credentials: the answer names the exact origin and allows them.
    expect(exchange.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(exchange.headers['access-control-allow-credentials']).toBe('true');
    const tokens = exchange.json();
    expect(tokens.expires_in).toBe(30);
    const access = decodeJwt(tokens.access_token);
    expect(decodeProtectedHeader(tokens.access_token).alg).toBe('RS256');
    expect(access).toMatchObject({ sub: 'sso.demo', iss: `${ORIGIN}${REALM}`, preferred_username: 'sso.demo', azp: 'ops-portal' });
    expect(access.exp! - access.iat!).toBe(30);
    const refresh = decodeJwt(tokens.refresh_token);
    expect(refresh.typ).toBe('Refresh');
    expect(decodeJwt(tokens.id_token).nonce).toBe('nonce-1');

    const refreshed = await tokenCall(
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'ops-portal' },
      ORIGIN,
    );
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json();
    expect(decodeJwt(next.access_token).sub).toBe('sso.demo');
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(next.refresh_token).typ).toBe('Refresh');
    // Rotation: the old refresh token is spent.
    const replay = await tokenCall({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'ops-portal' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');

    // The identity service exchanges the SSO access token for a portal token (spec 7 grant keycloak).
    const identity = await postForm(server.app, '/stand-in/identity/oauth2/token', {
      grant_type: 'keycloak',
      jwt: next.access_token,
      client_id: 'ops-portal',
      environment: 'local',
    });
    expect(identity.statusCode).toBe(200);
    expect(decodeJwt(identity.json().access_token)).toMatchObject({ unique_name: 'sso.demo', userType: 1 });

    // userinfo and /account accept the JWT access token.
    const bearer = { authorization: `Bearer ${next.access_token}` };
    const userinfo = await server.app.inject({ method: 'GET', url: `${REALM}/protocol/openid-connect/userinfo`, headers: bearer });
    expect(userinfo.json()).toMatchObject({ sub: 'sso.demo', preferred_username: 'sso.demo' });
    const account = await server.app.inject({ method: 'GET', url: `${REALM}/account`, headers: { ...bearer, accept: 'application/json' } });
    expect(account.json()).toMatchObject({ username: 'sso.demo', firstName: 'Sasha' });
    expect(
      (await server.app.inject({ method: 'GET', url: `${REALM}/account`, headers: { authorization: 'Bearer x.y.z' } })).statusCode,
    ).toBe(401);

    // Silent check-sso: prompt=none in the hidden iframe finds the session cookie.
    const silent = pkce();
    const check = await server.app.inject({
      method: 'GET',
      url: authUrl({ prompt: 'none', redirect_uri: `${PORTAL}silent-check-sso.html`, code_challenge: silent.challenge }),
      headers: { cookie: jar.header() },
    });
    expect(check.statusCode).toBe(303);
    expect(String(check.headers.location)).toMatch(new RegExp(`^${PORTAL}silent-check-sso\\.html#code=`));

    // Sign-out with id_token_hint renders a page that an external script submits.
    const logout = await server.app.inject({
      method: 'GET',
      url: `${REALM}/protocol/openid-connect/logout?${new URLSearchParams({ client_id: 'ops-portal', post_logout_redirect_uri: PORTAL, id_token_hint: tokens.id_token })}`,
      headers: { cookie: jar.header() },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.body).toContain('data-auto-submit');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logout.body)?.[1];
    const formAction = /<form[^>]*action="([^"]+)"/.exec(logout.body)?.[1];
    const confirmed = await server.app.inject({
      method: 'POST',
      url: pathOf(formAction!.replace(/&amp;/g, '&')),
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }).toString(),
    });
    jar.store(confirmed);
    expect(confirmed.statusCode).toBe(303);
    const afterLogout = await server.app.inject({
      method: 'GET',
      url: String(confirmed.headers.location).replace(ORIGIN, ''),
      headers: { cookie: jar.header() },
    });
    jar.store(afterLogout);
    expect(String(afterLogout.headers.location ?? confirmed.headers.location)).toContain(PORTAL);

    // After sign-out the silent check answers login_required.
    const again = await server.app.inject({
      method: 'GET',
      url: authUrl({ prompt: 'none', redirect_uri: `${PORTAL}silent-check-sso.html`, code_challenge: pkce().challenge }),
      headers: { cookie: jar.header() },
    });
    expect(String(again.headers.location)).toContain('error=login_required');
  });

  it("serves Keycloak's third-party-cookie check pages with external scripts only", async () => {
    for (const step of ['step1', 'step2']) {
      const response = await server.app.inject({ method: 'GET', url: `${REALM}/protocol/openid-connect/3p-cookies/${step}.html` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<script src="/stand-in/assets/3p-cookies-${step}.js"></script>`);
      expect((await server.app.inject({ method: 'GET', url: `/stand-in/assets/3p-cookies-${step}.js` })).statusCode).toBe(200);
    }
  });

  it('does not answer CORS for a foreign origin', async () => {
    const response = await tokenCall(
      { grant_type: 'refresh_token', refresh_token: 'x', client_id: 'ops-portal' },
      'https://evil.example.com',
    );
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
