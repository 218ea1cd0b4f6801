/**
 * The /ops form's flow (the loginForm machine, the user-type routing and the sign-in actors) comes with the
 * /ops page's code (docs/decisions/login-flow-with-the-page.md); only the service calls behind it (HTTP,
 * crypto, tokens: the `sign-in-calls` chunk) arrive later, through their code loader, fetched when the visitor
 * first reaches for the form. What the visitor sees: the form is usable at once, nothing typed or focused is
 * touched when that code arrives, a submit made before it arrives waits for it (the machine's `loading`) and
 * is carried out once, and code that cannot be fetched is said so, with the form usable and sending again
 * fetching it anew (the browser retries a failed import; no reload needed).
 */
import type { Page, Request } from '@playwright/test';
import { Destination, LoginPanel } from '../support/pages/login-panel.ts';
import { expect, expectArrivedAt, gotoRoute, holdCode, test } from './fixtures.ts';
import { chunkPattern } from './built-files.ts';

const PASSWORD = 'Demo-Pass-1';
/** The flow: with the /ops page's code. */
const FLOW_CODE = chunkPattern('login-form.machine', 'sign-in-actors');
/** The service calls the flow fetches once the visitor reaches for the form. */
const CALLS_CHUNK = chunkPattern('sign-in-calls');
const CODE_FAILED = 'The sign-in could not be started. Check your connection, then try again.';

function watch(page: Page, code: RegExp): string[] {
  const fetched: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (code.test(pathname)) fetched.push(pathname);
  });
  return fetched;
}

/** How many token requests the identity stand-in was sent (a submit carried out twice would send two). */
function watchTokenRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && /\/token$/.test(new URL(request.url()).pathname)) sent.push(request.url());
  });
  return sent;
}

test.describe("the /ops form's flow comes with the page; its service calls when the visitor reaches for the form", () => {
  test('the landing page draws a usable form with its flow, without fetching the service calls', async ({ page }) => {
    const flow = watch(page, FLOW_CODE);
    const calls = watch(page, CALLS_CHUNK);
    const panel = new LoginPanel(page);
    await gotoRoute(page, '/ops');
    await expect(panel.loginButton()).toBeEnabled();
    await expect(panel.username()).toBeEditable();
    await page.waitForLoadState('networkidle');
    expect(flow.length).toBeGreaterThan(0);
    expect(calls).toEqual([]);
  });

  test('focus fetches the service calls; what was typed and where the focus is stay as they are when they arrive', async ({ page }) => {
    const fetched = watch(page, CALLS_CHUNK);
    const panel = new LoginPanel(page);
    await gotoRoute(page, '/ops');
    await expect(panel.loginButton()).toBeEnabled();
    const release = await holdCode(page, CALLS_CHUNK);
    await panel.username().focus();
    await page.keyboard.type('shop.');
    await expect.poll(() => fetched.length).toBeGreaterThan(0);
    const arrived = page.waitForResponse((response) => CALLS_CHUNK.test(new URL(response.url()).pathname));
    release();
    await arrived;
    await page.keyboard.type('demo');
    await expect(panel.username()).toHaveValue('shop.demo');
    await expect(panel.username()).toBeFocused();
    await panel.password().fill(PASSWORD);
    await panel.loginButton().click();
    await expectArrivedAt(page, /\/stand-in\/apps\/app27\/clientid-login\?/, 'the form signs in once the sign-in calls are fetched');
    await expect(new Destination(page).verified()).toHaveText('valid');
  });

  test('a submit made before the service calls arrive shows the form busy, then signs in once when they do', async ({ page }) => {
    const tokens = watchTokenRequests(page);
    const panel = new LoginPanel(page);
    await gotoRoute(page, '/ops');
    const release = await holdCode(page, CALLS_CHUNK);
    await panel.signIn('supplier.demo', PASSWORD);
    await expect(panel.loginButton()).toBeDisabled();
    await expect(panel.loginButton()).toHaveAttribute('aria-busy', 'true');
    await expect(panel.status().filter({ hasText: 'Signing in…' })).toBeAttached();
    await expect(panel.form.getByRole('alert', { includeHidden: true })).toHaveText('');
    expect(tokens).toEqual([]);
    release();
    await expectArrivedAt(
      page,
      /\/stand-in\/apps\/app25\/clientid-login\?/,
      'the sign-in sent while its calls were held goes on once they arrive',
    );
    await expect(new Destination(page).verified()).toHaveText('valid');
    expect(tokens).toHaveLength(1);
  });

  test('service calls that cannot be fetched are said so; the form keeps what was typed, stays usable, and sending again once online signs in', async ({
    page,
  }) => {
    const panel = new LoginPanel(page);
    await gotoRoute(page, '/ops');
    await page.route(CALLS_CHUNK, (route) => route.abort('internetdisconnected'));
    await panel.signIn('shop.demo', PASSWORD);
    await expect(panel.error()).toHaveText(`* ${CODE_FAILED}`);
    await expect(panel.loginButton()).toBeEnabled();
    await expect(panel.loginButton()).not.toHaveAttribute('aria-busy', 'true');
    await expect(panel.username()).toHaveValue('shop.demo');
    await expect(panel.password()).toHaveValue(PASSWORD);
    // Sent again, still without the code: busy again, the message again (not a stuck button).
    await panel.loginButton().click();
    await expect(panel.error()).toHaveText(`* ${CODE_FAILED}`);
    await expect(panel.loginButton()).toBeEnabled();
    // The connection is back: as the message says, trying again brings the sign-in back, without a reload.
    await page.unroute(CALLS_CHUNK);
    await panel.loginButton().click();
    await expectArrivedAt(page, /\/stand-in\/apps\/app27\/clientid-login\?/, 'the connection back, trying again signs in without a reload');
  });
});
