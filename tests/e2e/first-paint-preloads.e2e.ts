/**
 * Issue 41 item 3: the document asks for the first route's files at once (the preload asker,
 * src/app/start-up/first-paint-preloads.ts, from the build's first-paint manifest), before its main module has run,
 * and the app uses what was asked for: one download of each, no preload left unused.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Request } from '@playwright/test';
import type { FirstPaintRoute } from '../../src/app/start-up/first-paint-preloads.ts';
import { routePatterns } from '../../src/config/paths.ts';
import { expect, holdCode, test } from './fixtures.ts';
import { chunkPattern } from './built-files.ts';

const DIST = process.env.DIST_DIR ?? fileURLToPath(new URL('../../dist', import.meta.url));
const manifest = (): FirstPaintRoute[] =>
  (JSON.parse(readFileSync(join(DIST, '.vite', 'first-paint-manifest.json'), 'utf8')) as { routes: FirstPaintRoute[] }).routes;
const entryOf = (pattern: string) => {
  const entry = manifest().find((route) => route.patterns.includes(pattern));
  if (!entry) throw new Error(`the first-paint manifest has no ${pattern}`);
  return entry;
};
const pathOf = (url: string) => new URL(url).pathname;

/** Every request the page makes, by path, in order. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

test.describe("the document asks for the first route's files", () => {
  test("every file the manifest names is one of the build's", () => {
    const routes = manifest();
    expect(routes.map((route) => route.patterns[0]).sort()).toEqual(Object.values(routePatterns).sort());
    for (const route of routes)
      for (const href of [...route.modules, ...route.styles, ...route.content, ...route.images])
        expect(existsSync(join(DIST, href.replace(/^\/opsportal\//, ''))), href).toBe(true);
  });

  for (const [name, pattern, address] of [
    ['benefits', routePatterns.benefits, '/benefits'],
    ['news-and-media', routePatterns.news, '/news-and-media'],
    ['product', routePatterns.product, '/product/trax'],
  ] as const) {
    test(`${address}: its chunks, stylesheets and content file are asked for before the main module has arrived, and fetched once`, async ({
      page,
    }) => {
      const entry = entryOf(pattern);
      expect(entry.modules.length, `${name}: the manifest names its chunk`).toBeGreaterThan(0);
      const wanted = [...entry.modules, ...entry.styles, ...entry.content];
      const requests = recordRequests(page);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (/preload/i.test(message.text())) warnings.push(message.text());
      });
      const release = await holdCode(page, chunkPattern('shell'));
      await page.goto(`./#${address}`, { waitUntil: 'commit' });
      // The shell is held: whatever was asked for now, the document asked for.
      await expect.poll(() => wanted.filter((href) => !requests.some((request) => pathOf(request.url()) === href))).toEqual([]);
      release();
      await expect(page.locator('main h1')).toBeVisible();
      // Long enough for Chrome to say a preload went unused (it warns three seconds after the load): nothing to wait for but time.
      // eslint-disable-next-line playwright/no-wait-for-timeout
      await page.waitForTimeout(3500);
      for (const href of wanted)
        expect(
          requests.filter((request) => pathOf(request.url()) === href),
          href,
        ).toHaveLength(1);
      expect(warnings).toEqual([]);
    });
  }

  test("the drawn route: its images are asked for first, with high priority, and the document's code only once it has loaded", async ({
    page,
  }) => {
    const images = entryOf(routePatterns.ops).images;
    expect(images.length).toBeGreaterThan(0);
    const requests = recordRequests(page);
    await page.goto(`./#/${routePatterns.ops}`, { waitUntil: 'load' });
    // The app takes the drawn screen over.
    await expect(page.locator('#root')).not.toHaveAttribute('data-first-screen');
    await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(images.length);
    // The shell was asked for once the document had loaded (the page's own clock: the resource and navigation timings).
    const timing = await page.evaluate(() => ({
      loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      scripts: performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    const shellAsked = timing.scripts.find((entry) => chunkPattern('shell').test(entry.path));
    expect(shellAsked?.start, 'the shell asked for after the load event').toBeGreaterThanOrEqual(timing.loadEnd);
    const paths = requests.map((request) => pathOf(request.url()));
    const shell = paths.findIndex((path) => chunkPattern('shell').test(path));
    for (const href of images) {
      expect(paths.indexOf(href), href).toBeGreaterThanOrEqual(0);
      expect(paths.indexOf(href), `${href} before the shell`).toBeLessThan(shell);
    }
  });
});
