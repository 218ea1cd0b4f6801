/**
 * The /ops form's flow (the loginForm machine, the user-type routing and the sign-in actors) is fetched
 * when the visitor first reaches for the form, not with the landing page (src/sign-in/use-login-flow.ts,
 * docs/decisions/login-flow-on-first-reach.md). What the visitor sees must not change: the form is
 * usable at once, nothing typed or focused is touched when the flow arrives, a submit made before it
 * arrives waits for it, and a flow that cannot be fetched is said so, with the form usable again.
 */
import type { Page, Request } from '@playwright/test';
import { Destination, LoginPanel } from './pages/login-panel.ts';
import { expect, gotoRoute, holdCode, test } from './fixtures.ts';
import { chunkPattern } from './built-files.ts';

const PASSWORD = 'Demo-Pass-1';
/** The flow's own chunk (it brings the machine's and the actors' chunks with it). */
const FLOW_CHUNK = chunkPattern('login-flow');
/** Every chunk that holds the flow's code, and the service calls it fetches once it runs. */
const FLOW_CODE = chunkPattern('login-flow', 'login-form.machine', 'sign-in-actors', 'sign-in-calls');
const CODE_FAILED = 'The sign-in could not be started. Check your connection, then reload the page.';

function watchFlowCode(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (FLOW_CODE.test(pathname)) fetched.push(pathname);
  });
  return fetched;
}

test.describe("the /ops form's flow arrives when the visitor reaches for the form", () => {
  test('the landing page draws a usable form without fetching the flow', async ({ page }) => {
    const fetched = watchFlowCode(page);
    const panel = new LoginPanel(page);
    await gotoRoute(page, '/ops');
    await expect(panel.loginButton()).toBeEnabled();
    await expect(panel.username()).toBeEditable();
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
  });

  test('focus fetches it; what was typed and where the focus is stay as they are when it arrives', async ({ page }) => {
    const fetched = watchFlowCode(page);
    const panel = new LoginPanel(page);
    await gotoRoute(page, '/ops');
    await expect(panel.loginButton()).toBeEnabled();
    const release = await holdCode(page, FLOW_CHUNK);
    await panel.username().focus();
    await page.keyboard.type('shop.');
    await expect.poll(() => fetched.some((file) => FLOW_CHUNK.test(file))).toBe(true);
    const flowRuns = page.waitForRequest((request) => chunkPattern('sign-in-calls').test(request.url()));
    release();
    // Once the flow runs it asks for the service code (the visitor has reached for the form).
    await flowRuns;
    await page.keyboard.type('demo');
    await expect(panel.username()).toHaveValue('shop.demo');
    await expect(panel.username()).toBeFocused();
    await panel.password().fill(PASSWORD);
    await panel.loginButton().click();
    await page.waitForURL((url) => url.pathname === '/stand-in/apps/app27/clientid-login');
    await expect(new Destination(page).verified()).toHaveText('valid');
  });

  test('a submit made before the flow arrives shows the form busy, then signs in when it does', async ({ page }) => {
    const panel = new LoginPanel(page);
    await gotoRoute(page, '/ops');
    const release = await holdCode(page, FLOW_CHUNK);
    await panel.signIn('supplier.demo', PASSWORD);
    await expect(panel.loginButton()).toBeDisabled();
    await expect(panel.loginButton()).toHaveAttribute('aria-busy', 'true');
    await expect(panel.status().filter({ hasText: 'Signing in…' })).toBeAttached();
    await expect(panel.form.getByRole('alert', { includeHidden: true })).toHaveText('');
    release();
    await page.waitForURL((url) => url.pathname === '/stand-in/apps/app25/clientid-login');
    await expect(new Destination(page).verified()).toHaveText('valid');
  });

  test('a flow that cannot be fetched is said so; the form keeps what was typed, stays usable, and a reload signs in', async ({ page }) => {
    const panel = new LoginPanel(page);
    await gotoRoute(page, '/ops');
    await page.route(FLOW_CHUNK, (route) => route.abort('internetdisconnected'));
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
    // The connection is back: as the message says, a reload brings the sign-in back.
    await page.unroute(FLOW_CHUNK);
    await page.reload();
    await panel.signIn('shop.demo', PASSWORD);
    await page.waitForURL((url) => url.pathname === '/stand-in/apps/app27/clientid-login');
  });
});
