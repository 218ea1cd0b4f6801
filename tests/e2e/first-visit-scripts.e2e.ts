/**
 * What a first visit fetches to run the site: index.html runs the shell
 * itself (no entry chunk in front of it: since issue 41 its inline preload asker imports it, in place of the module
 * script tags the build wrote, src/app/start-up/first-paint-preloads.ts), each script is fetched once, and the
 * first page's lazy import preloads only what has not run yet: one `<link rel="modulepreload">` per script at most.
 * The page chunks import the shell, so the shell's evaluation must not wait for the start-up: if it did,
 * the first page's code could only run once the first render had given up waiting for it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIRST_PAGE_WAIT_MS } from '../../src/app/router.tsx';
import { chunkPattern } from './built-files.ts';
import { expect, gotoRoute, test } from './fixtures.ts';

const SCRIPT = /\/opsportal\/assets\/[^/?]+\.js$/;
const DIST = process.env.DIST_DIR ?? fileURLToPath(new URL('../../dist', import.meta.url));
const documentCode = () => (JSON.parse(readFileSync(join(DIST, '.vite', 'first-paint-manifest.json'), 'utf8')) as { code: string[] }).code;

for (const route of ['/contactus', '/product/trax']) {
  test(`first visit to ${route}: every script once, none preloaded after it ran`, async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (SCRIPT.test(new URL(request.url()).pathname)) fetched.push(new URL(request.url()).pathname);
    });
    await gotoRoute(page, route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href, document.baseURI).pathname,
      ),
    );
    // What the document runs itself: its inline script's `code`, as the build wrote it (dist/.vite/first-paint-manifest.json).
    const scripts = documentCode();
    const shellRuns = scripts.some((src) => chunkPattern('shell').test(src));
    expect(shellRuns, `the document runs the shell itself: ${scripts.join(', ')}`).toBe(true);
    expect(fetched.slice(0, scripts.length).sort(), 'no script is fetched before the ones the document runs').toEqual([...scripts].sort());
    expect(preloads.filter((href, index) => preloads.indexOf(href) !== index)).toEqual([]);
    expect(fetched.filter((url, index) => fetched.indexOf(url) !== index)).toEqual([]);
    // The first page's own code did load, through the preload list.
    expect(fetched.length).toBeGreaterThan(scripts.length);
  });
}

test("the first page's code runs without the first render's cap on waiting for it", async ({ page }) => {
  // The cap's timer never fires here: the page appears only if its code settles on its own.
  await page.addInitScript((capMs) => {
    const setTimer = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
      ms === capMs ? 0 : setTimer(handler, ms, ...rest)) as typeof window.setTimeout;
  }, FIRST_PAGE_WAIT_MS);
  await gotoRoute(page, '/contactus');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});
