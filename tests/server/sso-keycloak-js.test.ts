/**
 * The stand-in SSO provider against the real keycloak-js 26 in Chromium (docs/decisions/server-sso-provider.md;
 * the provider side alone, without the portal): silent check-sso through
 * the third-party-cookie check and silent-check-sso.html (an inline script allowed by its hash
 * under the portal's CSP), login on the stand-in's page, forced refresh, profile and userinfo, the
 * identity service's keycloak grant, silent re-login after a reload, and sign-out.
 * Needs a real port and /usr/bin/chromium (or CHROMIUM_PATH); skipped without a browser.
 */
import type { FastifyInstance } from 'fastify';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/portal/app.ts';
import { readSettings } from '../../server/portal/config.ts';
import { SILENT_CHECK_SCRIPT } from './support/test-server.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const KEYCLOAK_JS = fileURLToPath(new URL('../../node_modules/keycloak-js/lib/keycloak.js', import.meta.url));

/** The page keycloak-js runs in: init with check-sso as the portal will (spec 4 "Identity-provider mode"). */
const ENTRY = `import Keycloak from './keycloak.js';
const kc = new Keycloak({ url: location.origin + '/stand-in/sso/', realm: 'NA', clientId: 'ops-portal' });
window.kc = kc;
kc.init({
  onLoad: 'check-sso',
  silentCheckSsoRedirectUri: location.origin + '/opsportal/silent-check-sso.html',
  pkceMethod: 'S256',
  checkLoginIframe: false,
  redirectUri: location.origin + '/opsportal/?sso=kc',
}).then(
  (auth) => { window.kcReady = { auth, sub: kc.subject ?? null }; },
  (error) => { window.kcReady = { error: String(error && error.error ? error.error : error) }; },
);
`;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

describe.skipIf(!existsSync(CHROMIUM) || !existsSync(KEYCLOAK_JS))('keycloak-js 26 against the stand-in provider', () => {
  let app: FastifyInstance;
  let browser: Browser;
  let page: Page;
  let origin: string;
  let distDir: string;
  const cspMessages: string[] = [];

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'kc-dist-'));
    mkdirSync(join(distDir, 'assets'));
    copyFileSync(KEYCLOAK_JS, join(distDir, 'keycloak.js'));
    writeFileSync(join(distDir, 'kc-check.js'), ENTRY);
    writeFileSync(
      join(distDir, 'index.html'),
      '<!doctype html><html><head><meta charset="utf-8"><title>kc</title><script type="module" src="/opsportal/kc-check.js"></script></head><body></body></html>',
    );
    writeFileSync(
      join(distDir, 'silent-check-sso.html'),
      `<!doctype html><html><body><script>${SILENT_CHECK_SCRIPT}</script></body></html>`,
    );
    const port = await freePort();
    origin = `http://localhost:${port}`;
    const dataDir = join(distDir, 'data');
    app = await buildServer(
      readSettings({ PORT: String(port), PUBLIC_ORIGIN: origin, LOG_LEVEL: 'silent', DATA_DIR: dataDir, SSO_ACCESS_TTL: '20' }),
      { distDir },
    );
    await app.listen({ port, host: '127.0.0.1' });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    page = await (await browser.newContext()).newPage();
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspMessages.push(message.text());
    });
  }, 30_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const ready = async () => {
    await page.waitForFunction(() => (window as unknown as { kcReady?: unknown }).kcReady !== undefined, null, { timeout: 15_000 });
    return page.evaluate(() => (window as unknown as { kcReady: unknown }).kcReady);
  };

  it('signs in, refreshes, reads the profile, survives a reload silently and signs out, with no CSP violation', async () => {
    await page.goto(`${origin}/opsportal/`);
    expect(await ready()).toEqual({ auth: false, sub: null });

    await page.evaluate(() => {
      void (window as unknown as { kc: { login: () => Promise<void> } }).kc.login();
    });
    await page.waitForURL(/\/login-actions\//);
    await page.getByLabel('Username').fill('sso.demo');
    await page.getByLabel('Password').fill('Demo-Pass-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/opsportal\/\?sso=kc/);
    expect(await ready()).toEqual({ auth: true, sub: 'sso.demo' });

    const session = await page.evaluate(async () => {
      interface KeycloakLike {
        token?: string;
        refreshTokenParsed?: { typ?: string };
        updateToken: (minValidity: number) => Promise<boolean>;
        loadUserProfile: () => Promise<{ username?: string }>;
        loadUserInfo: () => Promise<{ preferred_username?: string }>;
      }
      const kc = (window as unknown as { kc: KeycloakLike }).kc;
      const before = kc.token;
      const refreshed = await kc.updateToken(-1);
      const profile = await kc.loadUserProfile();
      const userInfo = await kc.loadUserInfo();
      const body = new URLSearchParams({ grant_type: 'keycloak', jwt: kc.token ?? '', client_id: 'ops-portal', environment: 'local' });
      const identity = await fetch('/stand-in/identity/oauth2/token', { method: 'POST', body });
      return {
        refreshed,
        changed: before !== kc.token,
        refreshType: kc.refreshTokenParsed?.typ,
        profile: profile.username,
        userInfo: userInfo.preferred_username,
        identity: identity.status,
      };
    });
    expect(session).toEqual({
      refreshed: true,
      changed: true,
      refreshType: 'Refresh',
      profile: 'sso.demo',
      userInfo: 'sso.demo',
      identity: 200,
    });

    await page.goto(`${origin}/opsportal/`);
    expect(await ready()).toEqual({ auth: true, sub: 'sso.demo' });

    await page.evaluate(() => {
      void (window as unknown as { kc: { logout: (options: object) => Promise<void> } }).kc.logout({
        redirectUri: `${location.origin}/opsportal/`,
      });
    });
    await page.waitForURL(`${origin}/opsportal/`);
    expect(await ready()).toEqual({ auth: false, sub: null });
    expect(cspMessages).toEqual([]);
  }, 60_000);
});
