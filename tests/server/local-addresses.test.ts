/**
 * The portal on any local address (docs/decisions/server-local-addresses.md):
 * without PUBLIC_ORIGIN, http://localhost:PORT, http://127.0.0.1:PORT and http://[::1]:PORT each get
 * a config and CSP of their own origin, chosen by an exact Host match, never by an arbitrary Host;
 * the stand-ins answer on the same address; single sign-on keeps one issuer. With PUBLIC_ORIGIN set
 * nothing follows the Host.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { createServer as createNetServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/portal/app.ts';
import { readSettings, type ServerSettings } from '../../server/portal/config.ts';
import { listenEverywhere, loopbackOrigins, matchLocalOrigin } from '../../server/portal/local-origins.ts';
import { findByUserName } from '../../server/stand-in/demo-directory.ts';
import { encryptBody } from '../../src/lib/crypto.ts';
import type { AppConfig } from '../../shared/config-schema.ts';
import { createDistFixture, parseCsp } from './support/test-server.ts';

const LOCALHOST = 'http://localhost:4200';
const LOOPBACK_V4 = 'http://127.0.0.1:4200';
const LOOPBACK_V6 = 'http://[::1]:4200';
const hostOf = (origin: string) => origin.replace('http://', '');

describe('matchLocalOrigin: an exact, case-insensitive Host match, nothing looser', () => {
  const allowed = loopbackOrigins(4200);

  it('lists localhost first, then 127.0.0.1 and [::1], on the port', () => {
    expect(allowed).toEqual([LOCALHOST, LOOPBACK_V4, LOOPBACK_V6]);
  });

  it.each([
    ['localhost:4200', LOCALHOST],
    ['127.0.0.1:4200', LOOPBACK_V4],
    ['[::1]:4200', LOOPBACK_V6],
    ['LocalHost:4200', LOCALHOST],
  ])('%s → %s', (host, origin) => {
    expect(matchLocalOrigin(host, allowed)).toBe(origin);
  });

  it.each([
    'localhost',
    'localhost:4201',
    '127.0.0.1:42000',
    'evil.example.com',
    'evil.localhost:4200',
    'localhost:4200.evil.example.com',
    'localhost:4200@evil.example.com',
    'user@localhost:4200',
    '127.0.0.2:4200',
    '[::1]:4200x',
    '[0:0:0:0:0:0:0:1]:4200',
    ' localhost:4200',
    '',
  ])('refuses the Host %j', (host) => {
    expect(matchLocalOrigin(host, allowed)).toBeNull();
  });

  it('refuses everything when there is no local origin (PUBLIC_ORIGIN set) or no Host', () => {
    expect(matchLocalOrigin('localhost:4200', [])).toBeNull();
    expect(matchLocalOrigin(undefined, allowed)).toBeNull();
  });
});

describe('readSettings', () => {
  const base = { PORT: '4200', LOG_LEVEL: 'silent' };

  it('without PUBLIC_ORIGIN: a config per local origin, every address on it but the one issuer', () => {
    const settings = readSettings(base);
    expect(settings.publicOrigin).toBe(LOCALHOST);
    expect(settings.localOrigins).toEqual([LOCALHOST, LOOPBACK_V4, LOOPBACK_V6]);
    expect(settings.localConfigs.get(LOCALHOST)).toBe(settings.config);
    expect(settings.config.sso.oidcIssuer).toBe(`${LOCALHOST}/stand-in/sso/realms/NA`);
    for (const origin of [LOOPBACK_V4, LOOPBACK_V6]) {
      const config = settings.localConfigs.get(origin) as AppConfig;
      expect(config.portalUrl).toBe(`${origin}/opsportal/`);
      expect(config.identityApiUrl).toBe(`${origin}/stand-in/identity/`);
      expect(config.commonApiUrl).toBe(`${origin}/stand-in/common/`);
      expect(config.baseUrl).toBe(`${origin}/stand-in/apps/app27/`);
      expect(config.apps.dispatch).toBe(`${origin}/stand-in/apps/dispatch`);
      expect(config.leadCaptureAction).toBe(`${origin}/stand-in/lead/servlet/WebToLead`);
      expect(config.captcha.scriptUrl).toBe(`${origin}/stand-in/captcha/api.js`);
      expect(config.sso.url).toBe(`${origin}/stand-in/sso/`);
      expect(config.partnerOrigins).toEqual([origin]);
      // Not this address's issuer: keycloak-js then uses the realm at sso.url, on this address.
      expect(config.sso.oidcIssuer).toBeUndefined();
      // Everything that is not an address is the same.
      expect({ ...config, ...addressesOf(config) }).toEqual({ ...settings.config, ...addressesOf(settings.config) });
    }
    expect(settings.alsoListenOn).toEqual(['::1']);
  });

  it('an address set explicitly stays as set on every local address', () => {
    const settings = readSettings({
      ...base,
      IDENTITY_API_URL: 'https://identity.example.com/',
      SSO_OIDC_ISSUER: 'https://sso.example.com/realms/NA',
    });
    for (const config of settings.localConfigs.values()) {
      expect(config.identityApiUrl).toBe('https://identity.example.com/');
      expect(config.sso.oidcIssuer).toBe('https://sso.example.com/realms/NA');
    }
  });

  it('with PUBLIC_ORIGIN (even a local one) nothing follows the Host; with HOST set no second address', () => {
    const settings = readSettings({ ...base, PUBLIC_ORIGIN: LOCALHOST, HOST: '127.0.0.1' });
    expect(settings.localOrigins).toEqual([]);
    expect(settings.localConfigs.size).toBe(0);
    expect(settings.alsoListenOn).toEqual([]);
  });
});

/** The fields of a config that are addresses, blanked, to compare the rest. */
function addressesOf(config: AppConfig): Record<string, unknown> {
  const blank: Record<string, unknown> = {};
  for (const key of Object.keys(config) as Array<keyof AppConfig>) {
    const value = config[key];
    if (typeof value === 'string' && /^https?:/.test(value)) blank[key] = '';
  }
  return {
    ...blank,
    apps: {},
    sso: { ...config.sso, url: '', oidcIssuer: '' },
    captcha: { ...config.captcha, scriptUrl: '' },
    partnerOrigins: [],
  };
}

async function serverWith(
  env: Record<string, string>,
): Promise<{ app: FastifyInstance; settings: ServerSettings; cleanup: () => Promise<void> }> {
  const distDir = await createDistFixture();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-local-data-'));
  const settings = readSettings({ PORT: '4200', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const app = await buildServer(settings, { distDir });
  await app.ready();
  return {
    app,
    settings,
    cleanup: async () => {
      await app.close();
      rmSync(distDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('one server without PUBLIC_ORIGIN, reached at each local address', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ app, cleanup } = await serverWith({}));
  });
  afterAll(async () => cleanup());

  const get = (url: string, host: string) => app.inject({ method: 'GET', url, headers: { host } });
  const configAt = async (host: string) => (await get('/opsportal/assets/config.release.json', host)).json() as AppConfig;

  it('publishes the config of the address in the Host, and the public one to any other Host', async () => {
    expect((await configAt('127.0.0.1:4200')).identityApiUrl).toBe(`${LOOPBACK_V4}/stand-in/identity/`);
    expect((await configAt('[::1]:4200')).identityApiUrl).toBe(`${LOOPBACK_V6}/stand-in/identity/`);
    expect((await configAt('localhost:4200')).identityApiUrl).toBe(`${LOCALHOST}/stand-in/identity/`);
    for (const host of ['evil.example.com', '127.0.0.1:4201', 'localhost:4200@evil.example.com']) {
      expect((await configAt(host)).identityApiUrl).toBe(`${LOCALHOST}/stand-in/identity/`);
    }
  });

  it("each address's document CSP names that address (an IPv6 one as 'self'), keeping reports and Trusted Types", async () => {
    const cspAt = async (host: string, path = '/opsportal/') => {
      const response = await get(path, host);
      expect(response.statusCode).toBe(200);
      return parseCsp(response.headers['content-security-policy']);
    };
    const v4 = await cspAt('127.0.0.1:4200');
    expect(v4.get('connect-src')).toEqual(["'self'", LOOPBACK_V4]);
    expect(v4.get('form-action')).toEqual(["'self'", LOOPBACK_V4]);
    expect(v4.get('report-to')).toEqual(['csp-endpoint']);
    expect(v4.get('require-trusted-types-for')).toEqual(["'script'"]);
    const v6 = await cspAt('[::1]:4200');
    // CSP has no syntax for an IPv6 host: the browser would ignore it (and say so in the console).
    for (const [name, sources] of v6) expect(sources.join(' '), name).not.toContain('[');
    expect(v6.get('connect-src')).toEqual(["'self'"]);
    expect(v6.get('script-src')?.[0]).toBe("'self'");
    expect((await cspAt('[::1]:4200', '/opsportal/ehi-login')).get('frame-ancestors')).toEqual(["'self'"]);
    expect((await cspAt('127.0.0.1:4200', '/opsportal/ehi-login')).get('frame-ancestors')).toEqual([LOOPBACK_V4]);
    const other = await cspAt('evil.example.com');
    expect(other.get('connect-src')).toEqual(["'self'", LOCALHOST]);
  });

  it('the common API hands out application addresses on the address the portal used', async () => {
    const token = (await app.standIn!.identityTokens.issue(findByUserName('shop.demo')!)).accessToken;
    const navigation = async (host: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/stand-in/common/application/v2/navigation',
          headers: { host, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: JSON.stringify(encryptBody({ id: 27, encrypted: true }, token)),
        })
      ).json() as Array<{ url: string }>;
    expect(await navigation('127.0.0.1:4200')).toEqual([{ app_id: 27, url: `${LOOPBACK_V4}/stand-in/apps/app27/` }]);
    expect(await navigation('[::1]:4200')).toEqual([{ app_id: 27, url: `${LOOPBACK_V6}/stand-in/apps/app27/` }]);
    // Any other Host is refused at /stand-in/ (DNS rebinding), before it could choose an address.
    expect(await navigation('evil.example.com')).toMatchObject({ error: 'forbidden' });
  });

  it('the lead service returns to any local address of the portal, and to nothing else', async () => {
    const post = (retURL: string) =>
      app.inject({
        method: 'POST',
        url: '/stand-in/lead/servlet/WebToLead',
        headers: { host: '127.0.0.1:4200', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          oid: '00D000000000EXAMPLE',
          lead_source: 'Subscriber Request',
          email: 'a@example.com',
          retURL,
        }).toString(),
      });
    for (const origin of [LOOPBACK_V4, LOOPBACK_V6, LOCALHOST]) {
      const response = await post(`${origin}/opsportal/#/subscribe?status=200`);
      expect(response.statusCode, origin).toBe(302);
      expect(response.headers.location).toBe(`${origin}/opsportal/#/subscribe?status=200`);
    }
    for (const origin of ['http://127.0.0.1:4201', 'http://127.0.0.2:4200', 'https://evil.example.com']) {
      expect((await post(`${origin}/opsportal/#/subscribe?status=200`)).statusCode, origin).not.toBe(302);
    }
  });

  it('single sign-on: one issuer at every address, each address a registered return', async () => {
    for (const host of ['localhost:4200', '127.0.0.1:4200', '[::1]:4200']) {
      const discovery = (await get('/stand-in/sso/realms/NA/.well-known/openid-configuration', host)).json() as { issuer: string };
      expect(discovery.issuer).toBe(`${LOCALHOST}/stand-in/sso/realms/NA`);
    }
    const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
    const authorize = (host: string, redirectUri: string) =>
      get(
        `/stand-in/sso/realms/NA/protocol/openid-connect/auth?${new URLSearchParams({
          client_id: 'ops-portal',
          redirect_uri: redirectUri,
          response_type: 'code',
          response_mode: 'query',
          scope: 'openid',
          state: 's',
          nonce: 'n',
          code_challenge: challenge,
          code_challenge_method: 'S256',
        })}`,
        host,
      );
    for (const origin of [LOOPBACK_V4, LOOPBACK_V6]) {
      const response = await authorize(hostOf(origin), `${origin}/opsportal/?sso=kc`);
      expect(response.statusCode, origin).toBe(303);
      expect(String(response.headers.location)).toContain('/stand-in/sso/realms/NA/login-actions/');
    }
    const unregistered = await authorize('127.0.0.1:4200', 'http://127.0.0.1:4201/opsportal/?sso=kc');
    expect(unregistered.statusCode).toBe(400);
    expect(unregistered.body).toContain('redirect_uri did not match');
  });
});

describe('one server with PUBLIC_ORIGIN set keeps its explicit addresses', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ app, cleanup } = await serverWith({ PUBLIC_ORIGIN: LOCALHOST }));
  });
  afterAll(async () => cleanup());

  it('a 127.0.0.1 Host gets the public config and CSP', async () => {
    const config = (
      await app.inject({ method: 'GET', url: '/opsportal/assets/config.release.json', headers: { host: '127.0.0.1:4200' } })
    ).json() as AppConfig;
    expect(config.identityApiUrl).toBe(`${LOCALHOST}/stand-in/identity/`);
    const csp = parseCsp(
      (await app.inject({ method: 'GET', url: '/opsportal/', headers: { host: '127.0.0.1:4200' } })).headers['content-security-policy'],
    );
    expect(csp.get('connect-src')).toEqual(["'self'", LOCALHOST]);
  });
});

describe('listenEverywhere', () => {
  /** Whether this machine can bind ::1 at all (IPv6 may be off in a container). */
  const ipv6 = () =>
    new Promise<boolean>((resolve) => {
      const probe = createNetServer();
      probe.once('error', () => resolve(false));
      probe.listen(0, '::1', () => probe.close(() => resolve(true)));
    });

  it('serves the same app on 127.0.0.1 and ::1 at one port, and closes both with it', async (context) => {
    if (!(await ipv6())) context.skip();
    const app = Fastify();
    app.get('/', async (request) => ({ host: request.headers.host }));
    const warnings: string[] = [];
    const bound = await listenEverywhere(app, { port: 0, host: '127.0.0.1', alsoOn: ['::1'], warn: (message) => warnings.push(message) });
    const port = (app.server.address() as { port: number }).port;
    expect(bound).toEqual(['127.0.0.1', '::1']);
    expect(warnings).toEqual([]);
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).json()).toEqual({ host: `127.0.0.1:${port}` });
    expect(await (await fetch(`http://[::1]:${port}/`)).json()).toEqual({ host: `[::1]:${port}` });
    await app.close();
    await expect(fetch(`http://[::1]:${port}/`, { signal: AbortSignal.timeout(5_000) })).rejects.toThrow();
  });

  it('an extra address that is taken is skipped with a warning; the main one serves', async (context) => {
    if (!(await ipv6())) context.skip();
    const app = Fastify();
    app.get('/', async () => 'main');
    // Take ::1 at a port first, then ask for 127.0.0.1 and ::1 at that port.
    const blocker = createNetServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '::1', () => resolve((blocker.address() as { port: number }).port)),
    );
    const warnings: string[] = [];
    try {
      const bound = await listenEverywhere(app, { port, host: '127.0.0.1', alsoOn: ['::1'], warn: (message) => warnings.push(message) });
      expect(bound).toEqual(['127.0.0.1']);
      expect(warnings).toEqual([`Not listening on ::1 port ${port}: EADDRINUSE`]);
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('main');
    } finally {
      await app.close();
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
