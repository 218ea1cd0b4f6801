/**
 * /redirect (spec 2, 4): automatic sign-in from username, password and ronumber, which leave the
 * address bar and history before any request is made.
 */
import { recordFetches } from '../support/pages/fetch-recorder.ts';
import { Destination } from '../support/pages/login-panel.ts';
import { RedirectSignInPage } from '../support/pages/sign-in-page.ts';
import { ORIGIN, currentRoute, expect, expectArrivedAt, gotoRoute, test } from './fixtures.ts';

test.describe('automatic sign-in', () => {
  test('signs in, routes by user type, and no password is left in location.href or history', async ({ page }) => {
    // Every fetch the portal makes reports its URL and the address bar at that moment
    // (instrumentation in the page, not interception: the requests go to the real stand-ins).
    const fetches = await recordFetches(page);
    await gotoRoute(page, '/redirect?username=shop.demo&password=Demo-Pass-1&ronumber=RO-2231');
    // spec 4: with a ronumber, the app-27 variant carries atoken and ronumber.
    await expectArrivedAt(
      page,
      /\/stand-in\/apps\/app27\/clientid-login\?atoken=[\w.-]+&ronumber=RO-2231$/,
      '/redirect with a ronumber signs in',
    );
    await expect(new Destination(page).verified()).toHaveText('valid');
    await expect(new Destination(page).user()).toHaveText('shop.demo');

    // Every call, from the app's start-up (the config, the single-sign-on flag) to the sign-in
    // itself, is made with the credentials already out of the address.
    const signInPaths = ['/stand-in/identity/oauth2/token', '/stand-in/common/application/v2/navigation'];
    const signInCalls = fetches.filter((entry) => signInPaths.includes(new URL(entry.url, ORIGIN).pathname));
    expect(signInCalls.map((entry) => new URL(entry.url, ORIGIN).pathname)).toEqual(signInPaths);
    expect(fetches.some((entry) => entry.url.includes('config.release.json'))).toBe(true);
    for (const entry of fetches) {
      expect(entry.address).not.toContain('Demo-Pass-1');
      expect(entry.address).toBe(`${ORIGIN}/opsportal/#/redirect`);
    }

    // Back from the destination: the portal's history entry is the bare /redirect.
    await page.goBack();
    const redirect = new RedirectSignInPage(page);
    await expect(redirect.heading()).toBeVisible();
    expect(page.url()).toBe(`${ORIGIN}/opsportal/#/redirect`);
    await expect(redirect.missingCredentials()).toBeVisible();
  });

  test('a wrong password is shown with a way to the sign-in page, and is not left in the address', async ({ page }) => {
    const redirect = new RedirectSignInPage(page);
    await gotoRoute(page, '/redirect?username=shop.demo&password=Wrong-Pass-9');
    await expect(redirect.error()).toHaveText('* The user name or password is incorrect.');
    expect(page.url()).not.toContain('Wrong-Pass-9');
    expect(currentRoute(page)).toBe('/redirect');
    // The entry was rewritten, not added to: Back leaves the portal, Forward returns to the clean address.
    await page.goBack();
    expect(page.url()).toBe('about:blank');
    await page.goForward();
    expect(page.url()).toBe(`${ORIGIN}/opsportal/#/redirect`);
    await expect(redirect.missingCredentials()).toBeVisible();
    await redirect.backLink().click();
    await expect(page).toHaveURL(/#\/ops$/);
  });

  test('without credentials it says so and stays on /redirect', async ({ page }) => {
    await gotoRoute(page, '/redirect');
    await expect(page.getByRole('status')).toHaveText(/no username or password/);
    expect(currentRoute(page)).toBe('/redirect');
  });

  test('a dispatch user gets a new tab from /redirect too', async ({ page, context }) => {
    const opened = context.waitForEvent('page');
    await gotoRoute(page, '/redirect?username=dispatch.demo&password=Demo-Pass-1');
    const tab = await opened;
    await tab.waitForURL(/\/stand-in\/apps\/dispatch\/crossAppAuth\/jump\?token=/);
    await expect(new Destination(tab).verified()).toHaveText('valid');
    await expect(new RedirectSignInPage(page).handOff.opened()).toBeVisible();
    expect(page.url()).not.toContain('Demo-Pass-1');
  });
});
