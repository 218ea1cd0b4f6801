/**
 * What a first visit fetches to run the site (docs/performance.md, cut 21): index.html runs the shell
 * itself (no entry chunk in front of it), each script is fetched once, and the first page's lazy import
 * preloads only what has not run yet: no `<link rel="modulepreload">` for a script the document runs.
 * The page chunks import the shell, so the shell's evaluation must not wait for the start-up: if it did,
 * the first page's code could only run once the first render had given up waiting for it.
 */
import { FIRST_PAGE_WAIT_MS } from '../../src/app/router.tsx';
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

    const { scripts, preloads, shellRuns } = await page.evaluate(() => {
      const path = (href: string) => new URL(href, document.baseURI).pathname;
      const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map((script) => path(script.src));
      const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => path(link.href));
      return { scripts, preloads, shellRuns: scripts.some((src) => /\/assets\/shell-[^/]+\.js$/.test(src)) };
    });
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

test('the start-up gives the browser a turn between running the shell and asking for the config and the first page (docs/performance.md)', async ({
  page,
}) => {
  // The shell's evaluation and the start-up's requests are two tasks, not one long one: a message posted when the
  // start-up first reads the stored tokens is handled before the config is asked for and the page's code preloaded.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { startUpSteps: seen });
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      if (!seen.includes('storage read')) {
        seen.push('storage read');
        const channel = new MessageChannel();
        channel.port1.onmessage = () => seen.push('browser turn');
        channel.port2.postMessage(null);
      }
      return getItem.call(this, key);
    };
    const fetchFn = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input instanceof Request ? input.url : input).includes('config.release.json')) seen.push('config asked for');
      return fetchFn(input, init);
    };
    const appendChild = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (node instanceof HTMLLinkElement && node.rel === 'modulepreload' && !seen.includes('page code preloaded'))
        seen.push('page code preloaded');
      return appendChild.call(this, node) as T;
    };
  });
  await gotoRoute(page, '/product/trax');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const steps = await page.evaluate(() => (window as unknown as { startUpSteps: string[] }).startUpSteps);
  expect(steps.slice(0, 2)).toEqual(['storage read', 'browser turn']);
  expect(steps).toContain('config asked for');
  expect(steps).toContain('page code preloaded');
});
