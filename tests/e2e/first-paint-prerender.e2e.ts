/**
 * Issue 31: the /ops first screen is drawn into index.html at build time (docs/decisions/first-paint-prerender.md).
 * The document alone shows the heading, the promotions and the sign-in form; the browser paints them before any
 * script ran; the app takes that very screen over (no layout shift, no console error, what was typed kept, a
 * sign-in sent early carried out once); another route never paints it.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Request } from '@playwright/test';
import { Carousel } from '../support/pages/carousel.ts';
import { Destination, LoginPanel } from '../support/pages/login-panel.ts';
import { chunkPattern } from './built-files.ts';
import { expect, holdCode, PORTAL, test } from './fixtures.ts';
import { paths } from '../../src/config/paths.ts';

const PASSWORD = 'Demo-Pass-1';
/** Every script the document runs or loads (the inline guard is part of the document, not a request). */
const SCRIPTS = /\/opsportal\/assets\/[^/]+\.js$/;
/** The sign-in's service calls, fetched once a visitor reaches for the form (src/sign-in/login-flow.ts). */
const SIGN_IN_CALLS = chunkPattern('sign-in-calls');

/** Layout shifts (their values) and console errors from the document's start, before any of its scripts. */
async function watchShiftsAndErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    // Shifts that count for CLS: not those right after the visitor's own input.
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }
      >) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map(({ node }) =>
          node instanceof Element ? `${node.tagName}.${node.className}` : String(node?.nodeName),
        );
        shifts.push(`${entry.value} ${moved.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    errors,
    shifts: () => page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts),
  };
}

/** True once the app has taken the drawn screen over (the document's #root loses its mark then). */
const takenOver = (page: Page) => page.evaluate(() => !document.getElementById('root')?.hasAttribute('data-first-screen'));

/** Whether the first (contentful) paint has happened. */
const painted = (page: Page, paint: 'first-paint' | 'first-contentful-paint' = 'first-contentful-paint') =>
  page.evaluate((name) => performance.getEntriesByName(name).length > 0, paint);

/** The addresses of the requests whose path matches `path` (and whose method is `method`, when given). */
function watchRequests(page: Page, path: RegExp, method?: string): string[] {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    if ((method === undefined || request.method() === method) && path.test(new URL(request.url()).pathname)) sent.push(request.url());
  });
  return sent;
}

/** The build served: one that drew nothing fails here at once, not test by test. */
const servedDist = resolve(process.env.DIST_DIR ?? fileURLToPath(new URL('../../dist/', import.meta.url)));
const drawnInBuild = readFileSync(join(servedDist, 'index.html'), 'utf8').includes('data-first-screen');

test.describe('the /ops first screen in the document', () => {
  test.beforeAll(() => {
    expect(drawnInBuild, `${join(servedDist, 'index.html')} holds no drawn first screen (scripts/prerender-first-screen.ts)`).toBe(true);
  });

  test('a plain request for /opsportal/ gets the heading, the lead text and the sign-in form in its HTML', async ({ request }) => {
    const html = await (await request.get(PORTAL)).text();
    expect(html).toContain('<h1 class="visually-hidden">Sign in to <!-- -->PartsTrax</h1>');
    expect(html).toMatch(/<h2>Sign in<\/h2>/);
    expect(html).toMatch(/<label for="[^"]+">Username<\/label>/);
    expect(html).toMatch(/<label for="[^"]+">Password<\/label>/);
    expect(html).toContain('>LOGIN</button>');
    expect(html).toContain('Forgot Password');
    // The promotions' lead: the first block's title and tagline.
    expect(html).toMatch(/<article class="ops-block"[^>]*><img[^>]*><div class="ops-block__text"><h2>[^<]+<\/h2><p>[^<]+<\/p>/);
  });

  test('with JavaScript off the first screen shows: navigation, heading, sign-in form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PORTAL);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const panel = new LoginPanel(page);
    await expect(panel.username()).toBeVisible();
    await expect(panel.password()).toBeVisible();
    await expect(panel.loginButton()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
    // Painted at its final place: the loading bar of other routes is not shown.
    await expect(page.locator('#first-screen-fallback')).toBeHidden();
    await context.close();
  });

  // Drawn at build time as a visitor without reduced motion sees it: a visitor who asks for it is taken over too.
  for (const reducedMotion of ['no-preference', 'reduce'] as const)
    test(`reduced motion ${reducedMotion}: painted before any script ran, then taken over: same elements, no layout shift, no console error, typing kept`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      const watched = await watchShiftsAndErrors(page);
      const release = await holdCode(page, SCRIPTS);
      await page.goto(PORTAL, { waitUntil: 'commit' });
      const panel = new LoginPanel(page);
      await expect(panel.username()).toBeVisible();
      await expect.poll(() => painted(page)).toBe(true);
      expect(await takenOver(page)).toBe(false);
      // What a visitor types before the code is there, with the focus in the password field.
      await panel.username().fill('shop.demo');
      await panel.password().fill(PASSWORD);
      await panel.password().focus();
      // The same element after the take-over (a replacement would lose this mark).
      await page.evaluate(() => Object.assign(document.querySelector('#login-panel form') as object, { drawnAtBuild: true }));
      release();
      await expect.poll(() => takenOver(page)).toBe(true);
      // The app runs: the configured links come with the config, the form's flow is there.
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Register' })).toBeVisible();
      expect(await page.evaluate(() => (document.querySelector('#login-panel form') as { drawnAtBuild?: boolean }).drawnAtBuild)).toBe(
        true,
      );
      await expect(panel.username()).toHaveValue('shop.demo');
      await expect(panel.password()).toHaveValue(PASSWORD);
      await expect(panel.password()).toBeFocused();
      expect(await watched.shifts()).toEqual([]);
      expect(watched.errors).toEqual([]);
      // The app's own handlers work on the taken-over screen: the password's Show button is React's.
      await panel.showPassword().click();
      await expect(panel.password()).toHaveAttribute('type', 'text');
    });

  test('typed into before the code is there: the sign-in service calls are fetched on the take-over, not at the press', async ({
    page,
  }) => {
    const calls = watchRequests(page, SIGN_IN_CALLS);
    const release = await holdCode(page, SCRIPTS);
    await page.goto(PORTAL, { waitUntil: 'commit' });
    const panel = new LoginPanel(page);
    await panel.username().fill('shop.demo');
    release();
    await expect.poll(() => takenOver(page)).toBe(true);
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    await expect(panel.username()).toHaveValue('shop.demo');
  });

  test('a sign-in sent before the code is there waits, then is carried out once', async ({ page }) => {
    const tokens = watchRequests(page, /\/token$/, 'POST');
    const release = await holdCode(page, SCRIPTS);
    await page.goto(PORTAL, { waitUntil: 'commit' });
    const panel = new LoginPanel(page);
    await panel.username().fill('shop.demo');
    await panel.password().fill(PASSWORD);
    await panel.loginButton().click();
    // Said as waiting; the browser sent nothing itself (no credentials in an address), and a second press changes nothing.
    await expect(page.locator('#first-screen-status')).toHaveText('Signing in…');
    await panel.loginButton().click();
    expect(new URL(page.url()).search).toBe('');
    expect(page.url()).not.toContain('Demo-Pass');
    expect(tokens).toEqual([]);
    release();
    await page.waitForURL(/\/stand-in\/apps\/app27\/clientid-login\?jwt=/);
    await expect(new Destination(page).verified()).toBeVisible();
    expect(tokens).toHaveLength(1);
  });

  test('before the code is there, the skip link moves focus to main and a pressed button is pressed once on the take-over', async ({
    page,
  }) => {
    const release = await holdCode(page, SCRIPTS);
    await page.goto(PORTAL, { waitUntil: 'commit' });
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeAttached();
    await skip.focus();
    await page.keyboard.press('Enter');
    // What the app's skip link does: focus on main; the address is not a route "main".
    await expect(page.locator('main#main')).toBeFocused();
    expect(new URL(page.url()).hash).toBe('');
    const carousel = new Carousel(page, 'Featured solutions');
    await carousel.pause().click();
    // Held: the bare document's button does nothing, and the guard says which one waits.
    await expect(carousel.pause()).toHaveAttribute('data-pending-click', '');
    expect(await takenOver(page)).toBe(false);
    release();
    await expect.poll(() => takenOver(page)).toBe(true);
    // Pressed once by the app (twice would be Pause again), the mark gone.
    await expect(carousel.play()).toBeVisible();
    await expect(carousel.play()).not.toHaveAttribute('data-pending-click');
    expect(new URL(page.url()).hash).toBe(`#${paths.ops}`);
  });

  // A visitor who follows a route link of the drawn screen while the app takes it over: the app must draw that
  // route, whether the router read the address before or after it moved. Each moment is made certain here by
  // moving the address exactly there (the fixture fails the test on any page error, a hydration mismatch too).
  test('the address moves to #/benefits after the check to take over and before the router reads it: Benefits, no error', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const { removeAttribute } = Element.prototype;
      Element.prototype.removeAttribute = function (this: Element, name: string) {
        removeAttribute.call(this, name);
        // start() drops the mark, checks the address and asks React to take over, in one go: the move comes next.
        if (this.id === 'root' && name === 'data-first-screen') queueMicrotask(() => (location.hash = '#/benefits'));
      };
    });
    await page.goto(PORTAL);
    await expect(page.getByRole('heading', { level: 1, name: 'Benefits' })).toBeVisible();
    await expect(page.locator('#login-panel')).toHaveCount(0);
    expect(new URL(page.url()).hash).toBe('#/benefits');
  });

  test('the address moves to #/benefits after the router read it and before it listens: Benefits', async ({ page }) => {
    await page.addInitScript(() => {
      const { addEventListener } = window;
      let moved = false;
      window.addEventListener = function (this: Window, ...args: Parameters<typeof addEventListener>) {
        // The router starts listening: the address moved since it drew, and that move's event has gone by.
        if (args[0] === 'popstate' && !moved) {
          moved = true;
          history.replaceState(history.state, '', '#/benefits');
        }
        return addEventListener.apply(this, args);
      } as typeof addEventListener;
    });
    await page.goto(PORTAL);
    await expect(page.getByRole('heading', { level: 1, name: 'Benefits' })).toBeVisible();
    await expect(page.locator('#login-panel')).toHaveCount(0);
    expect(new URL(page.url()).hash).toBe('#/benefits');
  });

  test('#/benefits never paints the /ops screen: the loading bar until its page draws', async ({ page }) => {
    const release = await holdCode(page, SCRIPTS);
    await page.goto(`${PORTAL}#/benefits`, { waitUntil: 'commit' });
    // The loading bar is no contentful paint: the first paint is the one to look at.
    await expect.poll(() => painted(page, 'first-paint')).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.getElementById('root') as Element).display)).toBe('none');
    await expect(page.locator('#first-screen-fallback')).toBeVisible();
    await expect(page.locator('#login-panel')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Benefits' })).toBeVisible();
    await expect(page.locator('#login-panel')).toHaveCount(0);
    await expect(page.locator('#first-screen-fallback')).toHaveCount(0);
  });
});
