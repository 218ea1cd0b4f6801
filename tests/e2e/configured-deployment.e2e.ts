/**
 * A deployment configured away from the defaults (docs/decisions/assets-address.md).
 *
 * The config's `assets` address is used (spec 3, 7): a portal told
 * ASSETS_URL=http://localhost:<port+1>/opsportal/assets/ loads its content files (products, careers,
 * news feed and articles) and its artwork from that second origin, which is allowed by the CSP the
 * server builds from the same config, and asks its own origin for none of them.
 *
 * This file starts its own two servers next to the suite's: a plain static server on E2E_PORT+5 (a
 * CDN stand-in: the build's public assets with CORS, as a CDN serving a web font or JSON would) and a
 * second portal on E2E_PORT+6 with ASSETS_URL pointing at it.
 *
 * The walk-through script (spec 7): with WALKTHROUGH_ENABLED on that second portal, the page asks the
 * common API for the script's address once it is drawn and loads the script from the configured
 * origin; with the flag off (the suite's own server) nothing is asked; a failing common API leaves
 * the page as it is with one log line.
 *
 * Analytics (spec 7, docs/decisions/analytics-scope.md): with PENDO_ENABLED the analytics script loads
 * on the contact page and on no other page (forms-contact.e2e.ts covers the contact page with the flag
 * off and on through the config).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LoginPanel } from '../support/pages/login-panel.ts';
import { NewsArticle, NewsFeed } from '../support/pages/news.ts';
import { ProductPage } from '../support/pages/product.ts';
import { ORIGIN, expect, gotoRoute, test } from './fixtures.ts';
import { WALKTHROUGH_FAILED } from '../../src/actors/walkthrough/walkthrough-failed.ts';
import { FAULT_COOKIE } from '../../server/portal/fault-switch.ts';
import { chunkPattern } from './built-files.ts';

const BASE_PORT = Number(process.env.E2E_PORT ?? 4310);
const ASSETS_PORT = BASE_PORT + 5;
const PORTAL_PORT = BASE_PORT + 6;
const ASSETS_ORIGIN = `http://localhost:${ASSETS_PORT}`;
const PORTAL_ORIGIN = `http://localhost:${PORTAL_PORT}`;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = join(ROOT, 'dist');
const TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** A stand-in analytics agent, served by the assets server (PENDO_SCRIPT_URL). */
const ANALYTICS_PATH = '/analytics/agent.js';

let assetsServer: Server;
let portal: ChildProcess;
/** Paths the assets origin was asked for. */
const served: string[] = [];

async function waitFor(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer in time`);
}

test.describe.configure({ mode: 'serial' });

test.describe('a second portal: assets from another origin, walk-through and analytics on', () => {
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    assetsServer = createServer((request, response) => {
      const path = decodeURIComponent(new URL(request.url ?? '/', ASSETS_ORIGIN).pathname);
      served.push(path);
      if (path === ANALYTICS_PATH) {
        response.writeHead(200, { 'content-type': 'text/javascript' });
        response.end("document.documentElement.setAttribute('data-test-analytics', 'ready');");
        return;
      }
      const file = normalize(join(DIST, path.replace(/^\/opsportal\//, '')));
      const inside = file.startsWith(join(DIST, 'assets', 'data')) || file.startsWith(join(DIST, 'assets', 'img'));
      if (!inside || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
        response.writeHead(404, { 'access-control-allow-origin': '*' }).end();
        return;
      }
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' });
      response.end(readFileSync(file));
    });
    await new Promise<void>((resolve) => assetsServer.listen(ASSETS_PORT, '127.0.0.1', resolve));
    portal = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(PORTAL_PORT),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: PORTAL_ORIGIN,
        LOG_LEVEL: 'warn',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-assets-e2e-')),
        ASSETS_URL: `${ASSETS_ORIGIN}/opsportal/assets/`,
        WALKTHROUGH_ENABLED: 'true',
        PENDO_ENABLED: 'true',
        PENDO_SCRIPT_URL: `${ASSETS_ORIGIN}${ANALYTICS_PATH}`,
        STAND_IN_FAULTS: '1',
      },
    });
    await waitFor(`${PORTAL_ORIGIN}/opsportal/`, Date.now() + 60_000);
  });

  test.afterAll(async () => {
    portal?.kill('SIGTERM');
    await new Promise((resolve) => assetsServer?.close(resolve));
  });

  test.beforeEach(async ({ context }) => {
    served.length = 0;
    await context.addCookies([{ name: 'opsCookie', value: 'cookieValue', url: PORTAL_ORIGIN }]);
  });

  test('the config names the assets origin and the CSP allows it for data and images', async ({ request }) => {
    const config = await (await request.get(`${PORTAL_ORIGIN}/opsportal/assets/config.release.json`)).json();
    expect(config.assets).toBe(`${ASSETS_ORIGIN}/opsportal/assets/`);
    const csp = (await request.get(`${PORTAL_ORIGIN}/opsportal/`)).headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${ASSETS_ORIGIN}`));
    expect(csp).toMatch(new RegExp(`img-src [^;]*${ASSETS_ORIGIN}`));
  });

  test('a product page loads the products file and its artwork from the assets origin', async ({ page }) => {
    const ownAssets: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === PORTAL_ORIGIN && /^\/opsportal\/assets\/(data|img)\//.test(url.pathname)) ownAssets.push(url.pathname);
    });
    await page.goto(`${PORTAL_ORIGIN}/opsportal/#/product/trax`);
    await expect(new ProductPage(page).headline()).toBeVisible();
    expect(served).toContain('/opsportal/assets/data/products.data.json');
    // The navigation bar's logo and the product's hero come from there too, and did load.
    const logo = page.getByRole('banner').locator('img').first();
    await expect(logo).toHaveAttribute('src', `${ASSETS_ORIGIN}/opsportal/assets/img/logo.svg`);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const hero = page.locator('img.product-hero__logo');
    await expect(hero).toHaveAttribute('src', new RegExp(`^${ASSETS_ORIGIN}/opsportal/assets/img/`));
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Only the start-up request made before the config was in (under the default address, for LCP;
    // docs/decisions/assets-address.md) went to the portal's own origin; no image did.
    expect(ownAssets.filter((path) => path !== '/opsportal/assets/data/products.data.json')).toEqual([]);
    expect(ownAssets.length).toBeLessThanOrEqual(1);
  });

  test('careers, the news feed and an article come from the assets origin', async ({ page }) => {
    await page.goto(`${PORTAL_ORIGIN}/opsportal/#/careers`);
    await expect(page.getByRole('columnheader', { name: 'Job Title' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
    await page.goto(`${PORTAL_ORIGIN}/opsportal/#/news-and-media`);
    await expect(new NewsFeed(page).items().first()).toBeVisible();
    await page.goto(`${PORTAL_ORIGIN}/opsportal/#/news-and-media/logistix-expands-early-delivery`);
    const article = new NewsArticle(page);
    await expect(article.title()).toHaveText('OPS NEWS');
    const photo = article.root.locator('img.news-media--wide');
    await expect(photo).toHaveAttribute('src', new RegExp(`^${ASSETS_ORIGIN}/opsportal/assets/img/news/`));
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(served).toContain('/opsportal/assets/data/news/logistix-expands-early-delivery.json');
    expect(served).toEqual(expect.arrayContaining(['/opsportal/assets/data/careers.data.json', '/opsportal/assets/data/news.data.json']));
  });

  test('walk-through on: after the page is drawn, the script address is asked for and the script runs from the configured origin', async ({
    page,
  }) => {
    const events: string[] = [];
    const scripts: string[] = [];
    page.on('load', () => events.push('load'));
    page.on('request', (request) => {
      if (request.url().endsWith('/stand-in/common/application/walkthrough')) events.push('address asked');
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${PORTAL_ORIGIN}/opsportal/#/ops`);
    await expect(page.locator('html')).toHaveAttribute('data-walkthrough', 'ready');
    expect(scripts).toContain(`${PORTAL_ORIGIN}/stand-in/common/walkthrough/walkthrough.js`);
    // Its loader shares the script loader with the forms, not the forms' code: /ops never fetches that (vite.config.ts).
    expect(scripts.filter((url) => chunkPattern('posted-form').test(url))).toEqual([]);
    // Asked once, and only after the document had loaded: the first page is never held up by it.
    expect(events.filter((event) => event === 'address asked')).toHaveLength(1);
    expect(events.indexOf('load')).toBeLessThan(events.indexOf('address asked'));
  });

  test('walk-through service failing: the page is fine and says so in one log line', async ({ page, context }) => {
    await context.addCookies([{ name: FAULT_COOKIE, value: 'common:500', url: PORTAL_ORIGIN }]);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith(WALKTHROUGH_FAILED)) warnings.push(message.text());
    });
    const answered = page.waitForResponse((response) => response.url().endsWith('/stand-in/common/application/walkthrough'));
    await page.goto(`${PORTAL_ORIGIN}/opsportal/#/ops`);
    expect((await answered).status()).toBe(500);
    await expect.poll(() => warnings).toEqual([`${WALKTHROUGH_FAILED} the common API answered 500`]);
    await expect(new LoginPanel(page).loginButton()).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-walkthrough', /.*/);
    expect(await page.locator('script[src*="walkthrough"]').count()).toBe(0);
  });

  test('analytics (pendo flag on): other pages never load it; the contact page does', async ({ page }) => {
    for (const route of ['/ops', '/support', '/product/trax', '/subscribe']) {
      // A fresh document each time, so each page is the first one drawn.
      await page.goto('about:blank');
      await page.goto(`${PORTAL_ORIGIN}/opsportal/#${route}`);
      await expect(page.locator('#main')).toBeVisible();
      // The walk-through runs after load and idle time: by then any page script would have been asked for.
      await expect(page.locator('html')).toHaveAttribute('data-walkthrough', 'ready');
    }
    expect(served).not.toContain(ANALYTICS_PATH);
    await page.goto(`${PORTAL_ORIGIN}/opsportal/#/contactus`);
    await expect(page.locator('html')).toHaveAttribute('data-test-analytics', 'ready');
    expect(served.filter((path) => path === ANALYTICS_PATH)).toHaveLength(1);
  });
});

test.describe('walk-through off (the default)', () => {
  test('the script address is never asked for', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/walkthrough/.test(request.url()) || chunkPattern('load-walkthrough').test(request.url())) asked.push(request.url());
    });
    await gotoRoute(page, '/ops');
    const config = await (await page.request.get(`${ORIGIN}/opsportal/assets/config.release.json`)).json();
    expect(config.walkthroughEnabled).toBe(false);
    await page.waitForLoadState('load');
    // Past the point where the flag-on page asks (load, then idle time, bounded by the idle timeout).
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5000 })));
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5000 })));
    expect(asked).toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-walkthrough', /.*/);
  });
});
