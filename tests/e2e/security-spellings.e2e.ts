/**
 * Issue 30 (docs/security.md "Spellings", "Sessions"), in Chromium against the built portal: however the sign-in
 * routes are spelled, the credentials leave the address before any request, Back does not replay the sign-in, and
 * a refused sign-in leaves no session behind, not even after a reload.
 */
import type { Page } from '@playwright/test';
import { recordFetches } from '../support/pages/fetch-recorder.ts';
import { LoginPanel } from '../support/pages/login-panel.ts';
import { expect, expectArrivedAt, gotoRoute, test } from './fixtures.ts';

const WRONG = 'Wrong-Pass-9';

/** The address the page had at each of its fetches (from the config on), and the token posts. */
async function watch(page: Page) {
  const fetches = await recordFetches(page);
  const tokenPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/identity\/oauth2\//.test(request.url())) tokenPosts.push(request.postData() ?? '');
  });
  return {
    get addresses() {
      return fetches.map((entry) => entry.address);
    },
    tokenPosts,
  };
}

test.describe('the /redirect credentials in every spelling', () => {
  for (const route of [
    `/Redirect?username=shop.demo&password=${WRONG}`,
    `/REDIRECT?username=shop.demo&password=${WRONG}`,
    `redirect?username=shop.demo&password=${WRONG}`,
    `/%72edirect?username=shop.demo&password=${WRONG}`,
    `//redirect/?username=shop.demo&password=${WRONG}`,
    `/redirect%3Fusername=shop.demo%26password=${WRONG}`,
  ]) {
    test(`#${route}: signs in once, the password never in the address or history`, async ({ page }) => {
      const seen = await watch(page);
      await gotoRoute(page, route);
      await expect(page.getByRole('alert')).toHaveText('* The user name or password is incorrect.');
      expect(seen.tokenPosts).toHaveLength(1);
      expect(new URL(page.url()).hash).toBe('#/redirect');
      expect(seen.addresses.length).toBeGreaterThan(1);
      for (const address of seen.addresses) expect(address).not.toContain(WRONG);
      await page.getByRole('link', { name: 'Go to the sign-in page' }).click();
      await expect(page).toHaveURL(/#\/ops$/);
      // Back from the sign-in page once it is drawn, as a visitor would: a Back pressed before that would return
      // to a /redirect page that never went away, still showing its answer.
      await expect(new LoginPanel(page).username()).toBeVisible();
      await page.goBack();
      await expect(page.getByText('This sign-in link has no username or password')).toBeVisible();
      expect(page.url()).not.toContain(WRONG);
      expect(seen.tokenPosts).toHaveLength(1);
    });
  }
});

test.describe('the token pages in every spelling', () => {
  test('#/ADMINPANEL-LOGIN?token=…: the token leaves the address before any request, and Back does not hand off again', async ({
    page,
  }) => {
    const seen = await watch(page);
    const handOffs: string[] = [];
    page.on('request', (request) => {
      if (/\/stand-in\/apps\/app27\/clientid-login/.test(request.url())) handOffs.push(request.url());
    });
    await gotoRoute(page, '/ADMINPANEL-LOGIN?token=admin-token-1');
    await expectArrivedAt(page, /\/stand-in\/apps\/app27\/clientid-login\?jwt=/, '#/ADMINPANEL-LOGIN?token=admin-token-1 signs in at once');
    for (const address of seen.addresses.filter((address) => address.includes('/opsportal/')))
      expect(address).not.toContain('admin-token-1');
    await page.goBack();
    await expect(page).toHaveURL(/#\/adminpanel-login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Token sign-in' })).toBeVisible();
    expect(handOffs).toHaveLength(1);
  });

  test('#//EHI-LOGIN/?companyId=…&token=…: the company token leaves the address before any request, the company id stays', async ({
    page,
  }) => {
    const seen = await watch(page);
    await gotoRoute(page, '//EHI-LOGIN/?companyId=1001&token=ehi-token-1001');
    // It signs in at once and leaves for the shopping app; every request before was made with a clean address.
    await expectArrivedAt(page, /\/stand-in\/apps\/shopping\/\?atoken=/, '#//EHI-LOGIN/?companyId=1001&token=… signs in at once');
    const portal = seen.addresses.filter((address) => address.includes('/opsportal/'));
    expect(portal.length).toBeGreaterThan(1);
    for (const address of portal) {
      expect(address).not.toContain('ehi-token-1001');
      expect(address).toContain('#/ehi-login?companyId=1001');
    }
    await page.goBack();
    await expect(page).toHaveURL(/#\/ehi-login\?companyId=1001$/);
  });
});

test.describe('a refused sign-in leaves no session behind', () => {
  test('internal.demo: after the toast no refresh token or expiry is stored, and none comes back with a reload', async ({ page }) => {
    const stored = () => page.evaluate(() => [localStorage.getItem('ls.refreshToken'), localStorage.getItem('ls.accessTokenExpiration')]);
    await gotoRoute(page, '/ops');
    await new LoginPanel(page).signIn('internal.demo', 'Demo-Pass-1');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password.' })).toBeVisible();
    expect(await stored()).toEqual([null, null]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await stored()).toEqual([null, null]);
  });
});
