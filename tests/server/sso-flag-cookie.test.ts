/**
 * The identity-provider flag (spec 7 `GET {common}application/keycloak`) and its test override:
 * with STAND_IN_FAULTS=1 the cookie `stand-in-sso=enabled|disabled` decides for that browser, so the
 * portal's end-to-end tests see both flag values from one server; without the variable the cookie
 * is ignored and SSO_ENABLED alone answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoFlagFor } from '../../server/stand-in/common-api.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const flag = async (server: TestServer, cookie?: string) => {
  const response = await server.app.inject({
    method: 'GET',
    url: '/stand-in/common/application/keycloak',
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { enabled: unknown }).enabled;
};

describe('application/keycloak with the fault switch on', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ STAND_IN_FAULTS: '1', SSO_ENABLED: 'false' });
  });
  afterAll(async () => server.close());

  it('answers SSO_ENABLED without the cookie, and the cookie value with it', async () => {
    expect(await flag(server)).toBe(false);
    expect(await flag(server, 'stand-in-sso=enabled')).toBe(true);
    expect(await flag(server, 'opsCookie=cookieValue; stand-in-sso=enabled; other=1')).toBe(true);
    expect(await flag(server, 'stand-in-sso=disabled')).toBe(false);
  });

  it('ignores unknown cookie values', async () => {
    expect(await flag(server, 'stand-in-sso=yes')).toBe(false);
    expect(await flag(server, 'stand-in-sso-x=enabled')).toBe(false);
  });
});

describe('application/keycloak with the fault switch off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SSO_ENABLED: '1' });
  });
  afterAll(async () => server.close());

  it('ignores the cookie: SSO_ENABLED alone answers', async () => {
    expect(await flag(server)).toBe(true);
    expect(await flag(server, 'stand-in-sso=disabled')).toBe(true);
  });
});

describe('ssoFlagFor', () => {
  it('reads only the exact cookie name and only when faults are allowed', () => {
    expect(ssoFlagFor('stand-in-sso=enabled', { faults: true, ssoEnabled: false })).toBe(true);
    expect(ssoFlagFor('stand-in-sso=enabled', { faults: false, ssoEnabled: false })).toBe(false);
    expect(ssoFlagFor(undefined, { faults: true, ssoEnabled: true })).toBe(true);
    expect(ssoFlagFor('a=b', { faults: true, ssoEnabled: true })).toBe(true);
  });
});
