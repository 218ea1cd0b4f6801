/**
 * `npm run dev` (docs/decisions/dev-server.md): Vite with hot reload in front of the
 * portal's server without dist/. This file starts `npm run dev` itself, Vite on E2E_DEV_PORT (default
 * E2E_PORT + 3) and the portal server behind it on E2E_DEV_SERVER_PORT (default E2E_PORT + 4), and
 * checks that the flows work through it: sign-in, a posted form, the fault switch, single sign-on,
 * the dev CSP (no console error), and a page edit arriving as a hot update, without a reload.
 */
import type { Page } from '@playwright/test';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { FAULT_COOKIE } from '../../server/portal/fault-switch.ts';
import { Destination, LoginPanel } from '../support/pages/login-panel.ts';
import { PostedFormPage, StatusModal } from '../support/pages/posted-form.ts';
import { expect, expectArrivedAt, test } from './fixtures.ts';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { watchConsole } from '../support/console.ts';

const BASE_PORT = Number(process.env.E2E_PORT ?? 4310);
const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? BASE_PORT + 3);
const DEV_SERVER_PORT = Number(process.env.E2E_DEV_SERVER_PORT ?? BASE_PORT + 4);
const DEV = `http://localhost:${DEV_PORT}`;
const PORTAL = `${DEV}/opsportal/`;

/** The page the hot-update test edits, and the sentence it changes (restored afterwards). */
const EDITED_FILE = join(process.cwd(), 'src/pages/page-not-found-page.tsx');
const SENTENCE = 'The page you were looking for doesn&apos;t exist.';

/** Opens a route of the dev portal and waits until the app (not the loading placeholder) shows. */
async function open(page: Page, route: string) {
  await page.goto(`${PORTAL}#${route}`);
  await expect(page.locator('main, [role="main"]').first(), `the dev server draws ${route}`).toBeVisible({ timeout: 30_000 });
}

/**
 * Saves `text` as an editor does on an atomic save: a complete file renamed over the old one. A plain write
 * truncates first, and on a busy machine the dev server's watcher can read the empty file in between: React's
 * Fast Refresh then finds the page's export gone, Vite invalidates the module, and the following save was seen
 * to arrive no more (the restore below timed out in a loaded run; its trace showed exactly that).
 */
function saveAtomically(path: string, text: string) {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

const original = readFileSync(EDITED_FILE, 'utf8');
// If the run is cut short, the page file is still put back.
process.once('exit', () => writeFileSync(EDITED_FILE, original));

// One dev server for the file: its tests run in one worker, one after the other.
test.describe.configure({ mode: 'serial' });

let server: DevServer | undefined;

test.beforeAll(async ({ browser }) => {
  // A cold start bundles the dependencies first: generous, and far above what it takes here (~5 s).
  test.setTimeout(180_000);
  server = await startDevServer(browser, { origin: DEV, devPort: DEV_PORT, serverPort: DEV_SERVER_PORT, faults: true });
});

test.afterAll(async () => {
  writeFileSync(EDITED_FILE, original);
  await server?.stop();
});

test.beforeEach(async ({ context }) => {
  test.setTimeout(90_000);
  await context.addCookies([{ name: 'opsCookie', value: 'cookieValue', url: DEV }]);
});

test('private files are 404 from any origin, nothing is readable cross-origin, and every spelling of the document carries the CSP', async ({
  request,
}) => {
  const root = process.cwd();
  const privatePaths = [
    '/opsportal/server/.data/submissions.jsonl',
    '/opsportal/dist/.vite/manifest.json',
    '/opsportal/server/main.ts',
    '/opsportal/server/portal/config.ts',
    '/opsportal/package.json',
    '/opsportal/.env',
    `/opsportal/@fs${root}/server/main.ts`,
    '/opsportal/%73erver/main.ts',
  ];
  const fromOrigins: Array<Record<string, string>> = [{}, { origin: 'http://localhost:9999' }, { origin: 'https://attacker.example' }];
  for (const headers of fromOrigins) {
    for (const path of privatePaths) {
      const response = await request.get(`${DEV}${path}`, { headers });
      expect([403, 404], `${path} with ${JSON.stringify(headers)}`).toContain(response.status());
      expect(response.headers()['content-security-policy'], path).toBeTruthy();
    }
    // The app's own files are served, but never with a CORS grant to another origin.
    for (const path of ['/opsportal/src/main.tsx', '/stand-in/lead/submissions']) {
      const response = await request.get(`${DEV}${path}`, { headers });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['access-control-allow-origin'], `${path} with ${JSON.stringify(headers)}`).toBeUndefined();
    }
  }
  for (const path of ['/opsportal/', '/opsportal//index.html', '/opsportal/%69ndex.html', '/opsportal/./index.html']) {
    const response = await request.get(`${DEV}${path}`);
    expect(response.status(), path).toBe(200);
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp, path).toMatch(/'nonce-[^']+'/);
    expect(csp, path).toContain("frame-ancestors 'none'");
  }
});

test('the document carries the production CSP plus a fresh nonce, and the config has the dev address', async ({ request }) => {
  const first = await request.get(PORTAL);
  const second = await request.get(PORTAL);
  const csp = first.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(second.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("require-trusted-types-for 'script'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain(`ws://localhost:${DEV_PORT}`);
  const html = await first.text();
  expect(html).toContain(`nonce="${nonce}"`);
  // The base is not doubled: the config preload and the icon point where they are served.
  expect(html).toContain('href="/opsportal/assets/config.release.json"');
  expect(html).not.toContain('/opsportal/opsportal/');
  const config = (await (await request.get(`${PORTAL}assets/config.release.json`)).json()) as { identityApiUrl: string };
  expect(config.identityApiUrl).toBe(`${DEV}/stand-in/identity/`);
});

test('shop.demo signs in on the dev server and lands on app 27', async ({ page }) => {
  const problems = watchConsole(page);
  await open(page, '/ops');
  await new LoginPanel(page).signIn('shop.demo', 'Demo-Pass-1');
  await expectArrivedAt(
    page,
    new RegExp(`^${DEV}/stand-in/apps/app27/clientid-login\\?`),
    'shop.demo signs in through the dev server',
    20_000,
  );
  expect(new URL(page.url()).origin).toBe(DEV);
  await expect(new Destination(page).verified()).toHaveText('valid');
  await expect(new Destination(page).user()).toHaveText('shop.demo');
  expect(problems).toEqual([]);
});

test('a posted form returns to the dev server with its modal', async ({ page }) => {
  const problems = watchConsole(page);
  await open(page, '/subscribe');
  const form = new PostedFormPage(page, 'Your shop');
  await form.fill({ 'First name': 'Dana', 'E-mail': 'dana@dev-server.example.com' });
  await form.submit();
  await expect(
    new StatusModal(page).dialog.getByRole('heading', { name: 'Thank you for Contacting Us!' }),
    'the lead service answers the post and the browser comes back to the dev server with the thanks',
  ).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).origin).toBe(DEV);
  expect(problems).toEqual([]);
});

test('the fault switch reaches the stand-ins through the proxy', async ({ page, context }) => {
  await context.addCookies([{ name: FAULT_COOKIE, value: 'identity:500', url: DEV }]);
  await open(page, '/ops');
  const panel = new LoginPanel(page);
  await panel.signIn('shop.demo', 'Demo-Pass-1');
  await expect(
    panel.form.getByText('The sign-in service is not available right now. Please try again in a moment.'),
    "identity:500 through the dev server's proxy: the form says the service is not available",
  ).toBeVisible({ timeout: 20_000 });
});

test('single sign-on through /kc on the dev server lands on app 27', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${PORTAL}#/kc`);
  await expectArrivedAt(page, new RegExp(`^${DEV}/stand-in/sso/realms/NA/login-actions/`), '/kc hands the browser to the provider', 30_000);
  await page.getByLabel('Username').fill('sso.demo');
  await page.getByLabel('Password').fill('Demo-Pass-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectArrivedAt(
    page,
    new RegExp(`^${DEV}/stand-in/apps/app27/clientid-login\\?`),
    "the provider's sign-in comes back and lands on app 27",
    30_000,
  );
  await expect(new Destination(page).user()).toHaveText('sso.demo');
  expect(problems).toEqual([]);
});

test('an edit to a page arrives as a hot update, without a reload', async ({ page }) => {
  const problems = watchConsole(page);
  await open(page, '/page-not-found');
  await expect(page.getByText("The page you were looking for doesn't exist.")).toBeVisible();
  // A reload would lose this.
  await page.evaluate(() => Object.assign(window, { devServerTestMark: 'still here' }));
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  const marker = `Edited at ${Date.now()}.`;
  // Vite's client says "[vite] hot updated: <file>" once an update is applied. The restore waits for it, as a person's
  // next save would: a second save while the first update is still on its way can be lost (vitejs/vite#10118).
  const applied = page.waitForEvent('console', { predicate: (message) => message.text().includes('[vite] hot updated'), timeout: 30_000 });
  try {
    saveAtomically(EDITED_FILE, original.replace(SENTENCE, `${SENTENCE} ${marker}`));
    await expect(page.getByText(marker), 'the edit arrives as a hot update').toBeVisible({ timeout: 30_000 });
    await applied;
  } finally {
    saveAtomically(EDITED_FILE, original);
  }
  expect(await page.evaluate(() => (window as unknown as { devServerTestMark?: string }).devServerTestMark)).toBe('still here');
  expect(navigations).toBe(0);
  // The restored file arrives the same way.
  await expect(page.getByText(marker), `the restored file arrives as a hot update; the dev server said:\n${server?.output()}`).toHaveCount(
    0,
    {
      timeout: 30_000,
    },
  );
  expect(problems).toEqual([]);
});
