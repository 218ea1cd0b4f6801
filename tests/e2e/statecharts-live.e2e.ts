/**
 * The live view (docs/decisions/statechart-live-view.md): in `npm run dev` the catalogue served at /__statecharts/
 * follows the running app. This file starts `npm run dev` itself (Vite on E2E_LIVE_PORT, default E2E_PORT + 7, the
 * portal server on E2E_PORT + 8), opens the catalogue in one tab and the portal in another, drives the portal as
 * a visitor does and sees the catalogue follow: the login form's state highlighted on its diagram, idle then
 * failed, the context and last events with the typed password redacted, and an event sent from the catalogue
 * arriving in the page. A last test reads the production build: none of it is there.
 */
import type { Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { loadConfigFromFile } from 'vite';
import { CATALOGUE_PATH, LIVE_REPORT_EVENT, LIVE_SEND_PATH, LIVE_STREAM_PATH } from '../../shared/dev-live-protocol.ts';
import { LoginPanel } from '../support/pages/login-panel.ts';
import { expect, test } from './fixtures.ts';
import { startDevServer, type DevServer } from '../support/dev-server.ts';

const run = promisify(execFile);

const BASE_PORT = Number(process.env.E2E_PORT ?? 4310);
const LIVE_PORT = Number(process.env.E2E_LIVE_PORT ?? BASE_PORT + 7);
const LIVE_SERVER_PORT = Number(process.env.E2E_LIVE_SERVER_PORT ?? BASE_PORT + 8);
const DEV = `http://127.0.0.1:${LIVE_PORT}`;
const PORTAL = `${DEV}/opsportal/`;
const CATALOGUE = `${DEV}${CATALOGUE_PATH}`;
/** What the test types as the password: it must never reach the catalogue. */
const TYPED_PASSWORD = 'Typed-Secret-8841';

test.describe.configure({ mode: 'serial' });

let server: DevServer | undefined;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  server = await startDevServer(browser, {
    origin: DEV,
    devPort: LIVE_PORT,
    serverPort: LIVE_SERVER_PORT,
    faults: false,
    readyUrls: [CATALOGUE],
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** The catalogue's section of a machine and the state its live actor is in (data-live-state). */
const section = (catalogue: Page, id: string) => catalogue.locator(`section.chart#${id}`);

test('the catalogue follows the running app: the login form idle, then failed, highlighted on its diagram, with no password in it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'opsCookie', value: 'cookieValue', url: DEV }]);
  const catalogue = await context.newPage();
  const errors: string[] = [];
  catalogue.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text());
  });
  await catalogue.goto(CATALOGUE);
  await expect(catalogue.getByRole('status').filter({ hasText: 'Live view:' })).toHaveAttribute('data-connected', 'true');

  const app = await context.newPage();
  await app.goto(`${PORTAL}#/ops`);
  const panel = new LoginPanel(app);
  await expect(panel.loginButton(), 'the dev server draws /ops with its LOGIN button').toBeVisible({ timeout: 30_000 });

  const loginForm = section(catalogue, 'login-form');
  await expect(loginForm).toHaveAttribute('data-live-state', 'idle');
  await expect(loginForm.locator('.diagram svg g.live-active[id^="chart-login-form-state-idle-"]')).toHaveCount(1);

  await panel.username().fill('shop.demo');
  await panel.password().fill(TYPED_PASSWORD);
  await panel.loginButton().click();
  await expect(panel.error()).toContainText('incorrect');

  await expect(loginForm).toHaveAttribute('data-live-state', 'failed');
  await expect(loginForm.locator('.diagram svg g.live-active[id^="chart-login-form-state-failed-"]')).toHaveCount(1);
  await expect(loginForm.locator('.diagram svg g.live-active[id^="chart-login-form-state-idle-"]')).toHaveCount(0);
  const live = loginForm.getByRole('region', { name: 'Live: loginForm' });
  await expect(live.locator('.live-now')).toHaveText('Live now: failed');
  await expect(live.locator('.live-context')).toContainText('"error": "The user name or password is incorrect."');
  await expect(live.locator('.live-events')).toContainText('credentials.submit {"username":"shop.demo","password":"[redacted]"}');
  // Nowhere in the catalogue, nor in what the dev server streams to it.
  expect(await catalogue.content()).not.toContain(TYPED_PASSWORD);
  const streamed = await catalogue.evaluate(async (path) => {
    const controller = new AbortController();
    const response = await fetch(path, { signal: controller.signal });
    const reader = response.body!.getReader();
    let text = '';
    const until = Date.now() + 1500;
    while (Date.now() < until) {
      const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 300))]);
      if (chunk && !chunk.done) text += new TextDecoder().decode(chunk.value);
    }
    controller.abort();
    return text;
  }, LIVE_STREAM_PATH);
  expect(streamed).toContain('"machine":"loginForm"');
  expect(streamed).not.toContain(TYPED_PASSWORD);
  // A tab closed: its actors leave the catalogue.
  await app.close();
  await expect(loginForm).not.toHaveAttribute('data-live-state');
  await expect(loginForm.locator('.diagram svg g.live-active')).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('an event sent from the catalogue reaches the running actor: the phone menu opens', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([{ name: 'opsCookie', value: 'cookieValue', url: DEV }]);
  const catalogue = await context.newPage();
  await catalogue.goto(CATALOGUE);
  const app = await context.newPage();
  await app.goto(`${PORTAL}#/ops`);
  const toggle = app.getByRole('button', { name: 'Menu', exact: true });
  await expect(toggle, 'the dev server draws /ops with its closed phone menu').toHaveAttribute('aria-expanded', 'false', {
    timeout: 30_000,
  });

  const navMenu = section(catalogue, 'nav-menu');
  await expect(navMenu).toHaveAttribute('data-live-state', /mobile\.closed/);
  await navMenu.getByRole('group', { name: 'Send to the running actor' }).getByRole('button', { name: 'mobile.toggle' }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(navMenu).toHaveAttribute('data-live-state', /mobile\.open/);
  await context.close();
});

test('the live view answers this machine and its own page only', async ({ request }) => {
  // Another origin may not post events to the app's actors.
  const foreign = await request.post(`${DEV}${LIVE_SEND_PATH}`, {
    headers: { origin: 'http://localhost:9999', 'content-type': 'application/json' },
    data: { pageId: 'p', sessionId: 'x:0', event: { type: 'mobile.toggle' } },
  });
  expect(foreign.status()).toBe(403);
  // A name that is not this machine's (DNS rebinding) gets nothing.
  const rebound = await request.get(`${DEV}${LIVE_STREAM_PATH}`, { headers: { host: `attacker.example:${LIVE_PORT}` } });
  expect(rebound.status()).toBe(403);
  // Nothing outside docs/statecharts/ through the catalogue's address.
  for (const path of ['../../package.json', '..%2F..%2Fpackage.json', '.gitignore']) {
    const response = await request.get(`${CATALOGUE}${path}`);
    expect([403, 404], path).toContain(response.status());
  }
});

test('the production build carries none of it: no live script, endpoint, event name or observer in what it writes', async () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : /\.(js|html|css|json)$/.test(entry.name) ? [join(dir, entry.name)] : [],
    );
  // The production build, made here into a folder of its own: not whatever dist/ holds, or lacks. In a process of its
  // own, as `npm run build` runs it: this worker may already hold React loaded for development (another file's dev
  // server), and the build's prerender would mix that React with a production react-dom.
  test.setTimeout(120_000);
  const outDir = mkdtempSync(join(tmpdir(), 'portal-build-'));
  try {
    await run(
      process.execPath,
      [join(process.cwd(), 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: process.cwd(),
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    const built = files(outDir);
    expect(built.length, 'the build wrote its files').toBeGreaterThan(10);
    const traces = [LIVE_REPORT_EVENT, 'portal:live', CATALOGUE_PATH, 'dev-live', 'liveInspect'];
    for (const file of built) {
      const text = readFileSync(file, 'utf8');
      for (const trace of traces) expect(text.includes(trace), `${file.slice(outDir.length)} holds "${trace}"`).toBe(false);
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  // And the build's configuration has not the plugin: only server/dev.ts gives it.
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, join(process.cwd(), 'vite.config.ts'));
  const names = (loaded?.config.plugins ?? [])
    .flat()
    .map((plugin) => (plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : ''));
  expect(names).not.toContain('portal-dev-live-view');
});
