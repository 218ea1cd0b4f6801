/**
 * The portal on any local address (docs/decisions/server-local-addresses.md): one
 * server started as `npm start` starts it, with no variable set, serves every flow at
 * http://localhost:PORT, http://127.0.0.1:PORT and http://[::1]:PORT. This file starts that server
 * itself (port E2E_LOCAL_PORT, default E2E_PORT + 2) from the current dist/.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Destination, LoginPanel } from '../support/pages/login-panel.ts';
import { PostedFormPage, StatusModal } from '../support/pages/posted-form.ts';
import { expect, test } from './fixtures.ts';
import { startChildServer, type ChildServer } from '../support/child-server.ts';
import { watchConsole } from '../support/console.ts';

const PORT = Number(process.env.E2E_LOCAL_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 2);
const CANONICAL = `http://localhost:${PORT}`;
const IPV6 = `http://[::1]:${PORT}`;
const ADDRESSES = [`http://127.0.0.1:${PORT}`, CANONICAL, IPV6];

/** Whether this machine can bind ::1 at all (IPv6 may be off in a container): then [::1] is skipped. */
const ipv6Available = () =>
  new Promise<boolean>((resolve) => {
    const probe = createNetServer();
    probe.once('error', () => resolve(false));
    probe.listen(0, '::1', () => probe.close(() => resolve(true)));
  });
let withIpv6 = true;

// One server for the file: its tests run in one worker, one after the other.
test.describe.configure({ mode: 'serial' });

let server: ChildServer;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  withIpv6 = await ipv6Available();
  dataDir = mkdtempSync(join(tmpdir(), 'portal-local-'));
  server = await startChildServer({
    command: process.execPath,
    args: ['--import', 'tsx', 'server/main.ts'],
    // As `npm start` runs it: no PUBLIC_ORIGIN, no HOST (whatever the runner's environment holds).
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: undefined,
      HOST: undefined,
      STAND_INS: undefined,
      BASE_URL: undefined,
      PORTAL_URL: undefined,
      STAND_IN_FAULTS: undefined,
      SSO_ENABLED: undefined,
    },
    readyUrls: ADDRESSES.filter((origin) => withIpv6 || origin !== IPV6).map((origin) => `${origin}/opsportal/assets/config.release.json`),
    timeoutMs: 60_000,
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

for (const origin of ADDRESSES) {
  test(`at ${origin}: shop.demo signs in and lands on app 27 on the same address`, async ({ page, context }) => {
    test.skip(origin === IPV6 && !withIpv6, 'this machine cannot bind ::1');
    await context.addCookies([{ name: 'opsCookie', value: 'cookieValue', url: origin }]);
    const problems = watchConsole(page);
    const config = (await (await page.request.get(`${origin}/opsportal/assets/config.release.json`)).json()) as { identityApiUrl: string };
    expect(config.identityApiUrl).toBe(`${origin}/stand-in/identity/`);

    await page.goto(`${origin}/opsportal/#/ops`);
    const panel = new LoginPanel(page);
    await panel.signIn('shop.demo', 'Demo-Pass-1');
    await page.waitForURL((url) => url.pathname === '/stand-in/apps/app27/clientid-login', { timeout: 15_000 });
    expect(new URL(page.url()).origin).toBe(origin);
    const destination = new Destination(page);
    await expect(destination.verified()).toHaveText('valid');
    await expect(destination.user()).toHaveText('shop.demo');
    expect(problems).toEqual([]);
  });
}

test('at 127.0.0.1: a posted form returns to 127.0.0.1 with its modal', async ({ page, context }) => {
  const origin = ADDRESSES[0] ?? '';
  await context.addCookies([{ name: 'opsCookie', value: 'cookieValue', url: origin }]);
  const problems = watchConsole(page);
  await page.goto(`${origin}/opsportal/#/subscribe`);
  const form = new PostedFormPage(page, 'Your shop');
  await form.fill({ 'First name': 'Dana', 'E-mail': 'dana@local-address.example.com' });
  await form.submit();
  const modal = new StatusModal(page);
  await expect(modal.dialog.getByRole('heading', { name: 'Thank you for Contacting Us!' })).toBeVisible({ timeout: 15_000 });
  expect(new URL(page.url()).origin).toBe(origin);
  expect(problems).toEqual([]);
});

test('at 127.0.0.1: single sign-on on the same address, with the one issuer of the public origin', async ({ page, context }) => {
  const origin = ADDRESSES[0] ?? '';
  await context.addCookies([{ name: 'opsCookie', value: 'cookieValue', url: origin }]);
  const problems = watchConsole(page);
  // One provider, one issuer, whichever address reaches it.
  for (const address of ADDRESSES.filter((origin) => withIpv6 || origin !== IPV6)) {
    const discovery = await page.request.get(`${address}/stand-in/sso/realms/NA/.well-known/openid-configuration`);
    expect(((await discovery.json()) as { issuer: string }).issuer).toBe(`${CANONICAL}/stand-in/sso/realms/NA`);
  }
  await page.goto(`${origin}/opsportal/#/kc`);
  await page.waitForURL((url) => url.origin === origin && url.pathname.startsWith('/stand-in/sso/realms/NA/login-actions/'), {
    timeout: 15_000,
  });
  await page.getByLabel('Username').fill('sso.demo');
  await page.getByLabel('Password').fill('Demo-Pass-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/stand-in/apps/app27/clientid-login', { timeout: 15_000 });
  expect(new URL(page.url()).origin).toBe(origin);
  await expect(new Destination(page).verified()).toHaveText('valid');
  await expect(new Destination(page).user()).toHaveText('sso.demo');
  expect(problems).toEqual([]);
});
