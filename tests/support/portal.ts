/**
 * The portal as every browser test reaches it (the e2e specs through tests/e2e/fixtures.ts, the path maps through
 * tests/paths/support/portal.ts): its addresses, opening a route, where the page is now, and the stand-ins' fault
 * switch. Each wait fails with a message that says what did not happen, never as a bare timeout.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { FAULT_COOKIE, type FaultMode, type FaultService } from '../../server/portal/fault-switch.ts';

export const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 4310}`;
export const PORTAL = `${ORIGIN}/opsportal/`;

/** Opens a hash route, e.g. gotoRoute(page, '/benefits'), and returns once the app has the page. */
export async function gotoRoute(page: Page, route: string) {
  await page.goto(`${PORTAL}#${route}`);
  await appHasThePage(page);
}

/**
 * The app has the page: on /ops the screen drawn into index.html is shown before the app's code runs and taken
 * over after (docs/decisions/first-paint-prerender.md); the guard's status region beside #root goes once the app
 * has committed its first render. What a visitor can do before that is tested in first-paint-prerender.e2e.ts;
 * elsewhere a test acts on the app, as a test did before the screen was drawn (the loading bar was its wait).
 */
export async function appHasThePage(page: Page) {
  await expect(
    page.locator('#first-screen-status'),
    `the app takes the page over (${page.url()}): the drawn screen's status region is still there`,
  ).toHaveCount(0, { timeout: 15_000 });
}

/** What the portal shows in place of a route whose code could not be fetched (src/app/route-page.tsx RouteError). */
export const PAGE_NOT_LOADED = 'This page could not be loaded';

/**
 * Waits until a route has drawn its own content: a first-level heading is visible (the given one, after a change
 * of address within the page, where the old page's heading is still up for a moment) and no loading placeholder
 * (route chunk or content file) is left. The page that says the route's code could not be loaded has a heading and
 * no placeholder too: it fails this wait, saying so, as soon as it shows.
 */
export async function waitForPage(page: Page, heading?: string): Promise<void> {
  const h1 = heading ? page.getByRole('heading', { level: 1, name: heading, exact: true }) : page.locator('h1').first();
  const notLoaded = page.getByRole('heading', { level: 1, name: PAGE_NOT_LOADED });
  // Generous: the e2e machine is shared, and a first visit loads the page's chunk and content.
  await expect(h1.or(notLoaded).first(), `${page.url()}: the route draws a heading${heading ? ` ("${heading}")` : ''}`).toBeVisible({
    timeout: 15_000,
  });
  await expect(notLoaded, `${page.url()}: the route's own page, not "${PAGE_NOT_LOADED}"`).toHaveCount(0, { timeout: 1_000 });
  await expect(h1, `${page.url()}: the route draws its heading${heading ? ` "${heading}"` : ''}`).toBeVisible();
  await expect(page.locator('.route-loading, .load-status [role="status"]'), `${page.url()}: no loading placeholder is left`).toHaveCount(
    0,
  );
}

/** The hash route the page is on now with its query, e.g. '/ops' or '/support?status=sent'. */
export function currentRoute(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '');
}

/** The hash route's path alone, for a test that says the query does not matter to it, e.g. '/support'. */
export function currentPath(page: Page): string {
  return currentRoute(page).split('?')[0] ?? '';
}

/**
 * Expects the browser to arrive where `arrives` says (e.g. an application's clientid-login after a sign-in), naming
 * `what` was to happen and, when it does not, where the browser is and what the page says there.
 */
export async function expectArrivedAt(page: Page, arrives: RegExp, what: string, timeout = 15_000) {
  await expect
    .poll(
      async () => {
        const url = page.url();
        if (arrives.test(url)) return 'arrived';
        const said = await page
          .getByRole('alert')
          .allInnerTexts()
          .catch(() => []);
        return `still at ${url}${said.length > 0 ? `, saying ${JSON.stringify(said)}` : ''}`;
      },
      { message: `${what}: the browser arrives at ${arrives}`, timeout },
    )
    .toBe('arrived');
}

/** One fault of the stand-ins' switch (docs/server.md), e.g. 'identity:slow'. */
export type Fault = `${FaultService}:${FaultMode}`;

/**
 * Turns on the stand-ins' fault switch for this browser context (the server honours it with
 * STAND_IN_FAULTS=1, set in playwright.config.ts): each named service misbehaves until clearFault.
 */
export async function fault(context: BrowserContext, ...faults: [Fault, ...Fault[]]) {
  await context.addCookies([{ name: FAULT_COOKIE, value: faults.join(','), url: ORIGIN }]);
}

/** Turns the fault switch off again: the services answer normally. */
export async function clearFault(context: BrowserContext) {
  await context.clearCookies({ name: FAULT_COOKIE });
}
