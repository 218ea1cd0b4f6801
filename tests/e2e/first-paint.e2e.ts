/**
 * The first visit's first paint (docs/performance.md, "The first page draws with the site"): once the
 * config is in, the first render waits a little for the first page's code, so the navigation bar and
 * the page appear in one go and the page's work is not a long task after the first paint. A page whose
 * code is slow still gets the site with its loading bar after the wait; one whose code fails gets its
 * Try again at once.
 */
import type { Page, Route } from '@playwright/test';
import { SiteChrome } from '../support/pages/site-chrome.ts';
import { expect, gotoRoute, test, watchInsertions } from './fixtures.ts';
import { chunkPattern } from './built-files.ts';

/** The contact page's own chunk (not its stylesheet). */
const CONTACT_PAGE_CODE = chunkPattern('contact-page');

/**
 * Numbers the DOM's mutation batches from the start and notes the first batch in which the main navigation,
 * the page's level-one heading and a status inside the main region (the loading bar) exist, by role as a
 * screen reader finds them: drawn together, they share a batch.
 */
async function watchFirstAppearance(page: Page) {
  await page.addInitScript(() => {
    const seen: { nav?: number; heading?: number; loadingInMain?: number } = {};
    let batch = 0;
    // Drawn: in the document and not hidden (index.html holds the /ops screen, hidden on every other route
    // before the first paint: docs/decisions/first-paint-prerender.md; a screen reader finds none of it).
    const drawn = (selector: string) => [...document.querySelectorAll(selector)].some((element) => element.checkVisibility());
    new MutationObserver(() => {
      batch += 1;
      if (seen.nav === undefined && drawn('nav[aria-label="Main"]')) seen.nav = batch;
      if (seen.heading === undefined && drawn('main h1')) seen.heading = batch;
      if (seen.loadingInMain === undefined && drawn('main [role="status"]')) seen.loadingInMain = batch;
    }).observe(document, { childList: true, subtree: true });
    (window as unknown as { firstSeen: typeof seen }).firstSeen = seen;
  });
  return () =>
    page.evaluate(() => (window as unknown as { firstSeen: { nav?: number; heading?: number; loadingInMain?: number } }).firstSeen);
}

/** Holds the contact page's code back `ms` (the network's answer, not the test's clock). */
async function delayPageCode(page: Page, ms: number) {
  await page.route(CONTACT_PAGE_CODE, async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test.describe('first paint of a first visit', () => {
  test('page code a little behind the config: the navigation bar and the page appear together', async ({ page }) => {
    const firstSeen = await watchFirstAppearance(page);
    await delayPageCode(page, 700);
    await gotoRoute(page, '/contactus');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const seen = await firstSeen();
    expect(seen.nav).toBeDefined();
    expect(seen.heading).toBe(seen.nav);
  });

  test('page code slower than the wait: the site draws with the loading bar, then the page', async ({ page }) => {
    const firstSeen = await watchFirstAppearance(page);
    await delayPageCode(page, 4500);
    await gotoRoute(page, '/contactus');
    await expect(new SiteChrome(page).nav).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible({ timeout: 15_000 });
    const seen = await firstSeen();
    expect(seen.nav).toBeDefined();
    expect(seen.heading).toBeGreaterThan(seen.nav!);
    expect(seen.loadingInMain).toBeDefined();
    expect(seen.loadingInMain).toBeLessThan(seen.heading!);
  });

  test("page code that cannot be fetched: the site with 'This page could not be loaded', and Try again loads it", async ({ page }) => {
    let refuse = true;
    await page.route(CONTACT_PAGE_CODE, (route) => (refuse ? route.abort('connectionreset') : route.continue()));
    await gotoRoute(page, '/contactus');
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    await expect(new SiteChrome(page).nav).toBeVisible();
    refuse = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  test("the navigation bar's closed menus get their links right after the first drawing, and they are there when a menu opens", async ({
    page,
  }) => {
    // Drawn with the bar, the hidden panels' links would already be inside it when it is put into the document.
    const arrivals = await watchInsertions(page, 'nav[aria-label="Main"]', '#nav-solutions a');
    await gotoRoute(page, '/product/trax');
    const chrome = new SiteChrome(page);
    await chrome.menuButton('Solutions').click();
    await expect(chrome.menuPanel('Solutions').getByRole('link', { name: /^TraxScan/ })).toBeVisible();
    // Each time the bar (or what holds it) is put into the document: were the closed menus' links inside?
    const barArrivals = await arrivals();
    expect(barArrivals.length).toBeGreaterThan(0);
    expect(barArrivals).not.toContain(true);
  });
});
