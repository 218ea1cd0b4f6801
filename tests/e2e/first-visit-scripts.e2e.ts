/**
 * What a first visit fetches to run the site: index.html runs the shell
 * itself (no entry chunk in front of it), each script is fetched once, and the first page's lazy import
 * preloads only what has not run yet: no `<link rel="modulepreload">` for a script the document runs.
 * The page chunks import the shell, so the shell's evaluation must not wait for the start-up: if it did,
 * the first page's code could only run once the first render had given up waiting for it.
 */
import { FIRST_PAGE_WAIT_MS } from '../../src/app/router.tsx';
import { chunkPattern } from './built-files.ts';
import { expect, gotoRoute, test } from './fixtures.ts';

const SCRIPT = /\/opsportal\/assets\/[^/?]+\.js$/;

for (const route of ['/contactus', '/product/trax']) {
  test(`first visit to ${route}: every script once, none preloaded after it ran`, async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (SCRIPT.test(new URL(request.url()).pathname)) fetched.push(new URL(request.url()).pathname);
    });
    await gotoRoute(page, route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const { scripts, preloads } = await page.evaluate(() => {
      const path = (href: string) => new URL(href, document.baseURI).pathname;
      const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map((script) => path(script.src));
      const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => path(link.href));
      return { scripts, preloads };
    });
    const shellRuns = scripts.some((src) => chunkPattern('shell').test(src));
    expect(shellRuns, `the document runs the shell itself: ${scripts.join(', ')}`).toBe(true);
    expect(preloads.filter((href) => scripts.includes(href))).toEqual([]);
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
