/**
 * the threat table of docs/security.md, in Chromium against the built portal and the stand-ins:
 * Trusted Types policies exist from start-up (8), the partner's company token leaves the address
 * before any request (3), held credentials are used once (5), the partner document draws only the
 * partner sign-in (6), and what the portal stored for a session is gone after the hand-over (1).
 */
import { recordFetches } from '../support/pages/fetch-recorder.ts';
import { Destination, LoginPanel } from '../support/pages/login-panel.ts';
import { ORIGIN, PORTAL, expect, expectArrivedAt, gotoRoute, test } from './fixtures.ts';

test.describe('Trusted Types policies (docs/security.md)', () => {
  test('both exist once the portal has started: no other script can take their names', async ({ page }) => {
    await gotoRoute(page, '/ops');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const attempts = await page.evaluate(() =>
      ['portal-script-url', 'dompurify'].map((name) => {
        try {
          (window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }).trustedTypes.createPolicy(name, {
            createScriptURL: (url: string) => url,
          });
          return `${name}: created`;
        } catch {
          return `${name}: refused`;
        }
      }),
    );
    expect(attempts).toEqual(['portal-script-url: refused', 'dompurify: refused']);
  });
});

test.describe('the partner document (docs/decisions/server-ehi-login-frame-ancestors.md)', () => {
  test('the company token leaves the address before any request, and the sign-in still reaches the shop', async ({ page }) => {
    const fetches = await recordFetches(page);
    await page.goto(`${PORTAL}ehi-login?companyId=1001&token=ehi-token-1001&uniqueId=FILE-7731`);
    await expectArrivedAt(page, /\/stand-in\/apps\/shopping\/\?/, 'the partner document signs in with the company token');
    await expect(new Destination(page).user()).toHaveText('ehi.demo');
    expect(fetches.some((entry) => entry.url.includes('/stand-in/identity/oauth2/ehi-contact'))).toBe(true);
    for (const entry of fetches) {
      expect(entry.address).not.toContain('ehi-token-1001');
      expect(entry.address).toBe(`${ORIGIN}/opsportal/ehi-login#/ehi-login?companyId=1001&uniqueId=FILE-7731`);
    }
    // Back to the partner document: the token is not in its history entry and is not sent again.
    const contactCalls = fetches.filter((entry) => entry.url.includes('ehi-contact')).length;
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Partner sign-in' })).toBeVisible();
    expect(page.url()).not.toContain('ehi-token-1001');
    await expect(page.getByLabel('Username')).toBeVisible();
    expect(fetches.filter((entry) => entry.url.includes('ehi-contact')).length).toBe(contactCalls);
  });

  test('switched to another route it shows a plain message, never the main sign-in form', async ({ page }) => {
    await page.goto(`${PORTAL}ehi-login?companyId=1001`);
    await expect(page.getByRole('form', { name: 'Partner sign in' })).toBeVisible();
    await page.evaluate(() => {
      location.hash = '#/ops';
    });
    await expect(page.getByText('This page shows only the partner sign-in.')).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.locator('input[type=password]')).toHaveCount(0);
    // The main document is unchanged: #/ops there is the sign-in page.
    await gotoRoute(page, '/ops');
    await expect(page.locator('input[type=password]')).toHaveCount(1);
  });
});

test.describe('held credentials and stored tokens (docs/decisions/session-lifecycle.md)', () => {
  test('after /redirect, leaving and pressing Back does not post the password again', async ({ page }) => {
    const tokenPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/oauth2/token')) tokenPosts.push(request.postData() ?? '');
    });
    await gotoRoute(page, '/redirect?username=shop.demo&password=Wrong-Pass-9');
    await expect(page.getByRole('alert')).toHaveText('* The user name or password is incorrect.');
    expect(tokenPosts).toHaveLength(1);
    await page.getByRole('link', { name: 'Go to the sign-in page' }).click();
    await expect(page).toHaveURL(/#\/ops$/);
    // Back from the sign-in page once it is drawn, as a visitor would (security-spellings.e2e.ts says why).
    await expect(new LoginPanel(page).username()).toBeVisible();
    await page.goBack();
    await expect(page.getByText('This sign-in link has no username or password')).toBeVisible();
    expect(tokenPosts).toHaveLength(1);
  });

  test('the refresh token and expiry stored at sign-in are gone once the token is handed to the destination', async ({ page }) => {
    await gotoRoute(page, '/redirect?username=shop.demo&password=Demo-Pass-1');
    await expectArrivedAt(page, /\/stand-in\/apps\/app27\/clientid-login\?jwt=/, '/redirect signs shop.demo in');
    await expect(new Destination(page).verified()).toHaveText('valid');
    // The destination shares the stand-ins' origin, so it sees the portal's local storage.
    const stored = await page.evaluate(() => [localStorage.getItem('ls.refreshToken'), localStorage.getItem('ls.accessTokenExpiration')]);
    expect(stored).toEqual([null, null]);
  });

  test('an expired stored session is removed at start-up; what the spec keeps beyond it stays', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('ls.refreshToken', '"old-refresh"');
      localStorage.setItem('ls.accessTokenExpiration', '"Tue, 01 Sep 2026 10:00:00 GMT"');
      localStorage.setItem('ls.productId', '3');
    });
    await gotoRoute(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const stored = await page.evaluate(() => [
      localStorage.getItem('ls.refreshToken'),
      localStorage.getItem('ls.accessTokenExpiration'),
      localStorage.getItem('ls.productId'),
    ]);
    expect(stored).toEqual([null, null, '3']);
  });
});
