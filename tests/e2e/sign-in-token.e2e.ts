/**
 * /adminpanel-login (spec 2, 4 "Admin-panel token login", 5, 8) against the stand-in identity
 * service: contactType 1 → app 27, 2 → app 25; a bad token reads 'Invalid token'.
 */
import { Destination } from '../support/pages/login-panel.ts';
import { TokenLoginPage } from '../support/pages/token-login.ts';
import { ORIGIN, currentRoute, expect, expectArrivedAt, gotoRoute, test } from './fixtures.ts';

test.describe('admin-panel token login', () => {
  for (const { token, app, title } of [
    { token: 'admin-token-1', app: 'app27', title: 'App 27' },
    { token: 'admin-token-2', app: 'app25', title: 'App 25' },
  ]) {
    test(`a token in the query (${token}) logs in at once: ${app} clientid-login with jwt`, async ({ page }) => {
      await gotoRoute(page, `/adminpanel-login?token=${token}`);
      await expectArrivedAt(page, new RegExp(`/stand-in/apps/${app}/clientid-login\\?jwt=[\\w.-]+$`), `the token ${token} signs in`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(new Destination(page).verified()).toHaveText('valid');
    });
  }

  test('without a token the Token form is shown, and it signs in', async ({ page }) => {
    const tokenLogin = new TokenLoginPage(page);
    await gotoRoute(page, '/adminpanel-login');
    await expect(tokenLogin.heading()).toBeVisible();
    await expect(tokenLogin.token()).toBeVisible();
    expect(currentRoute(page)).toBe('/adminpanel-login');
    await tokenLogin.signIn('admin-token-2');
    await expectArrivedAt(page, /\/stand-in\/apps\/app25\/clientid-login\?jwt=/, 'the Token form signs in with admin-token-2');
    await expect(new Destination(page).verified()).toHaveText('valid');
  });

  test("a bad token in the query reads 'Invalid token', leaves the address, and the form works", async ({ page }) => {
    const tokenLogin = new TokenLoginPage(page);
    await gotoRoute(page, '/adminpanel-login?token=not-a-real-token');
    await expect(tokenLogin.error()).toHaveText('* Invalid token');
    await expect(tokenLogin.token()).toHaveAttribute('aria-invalid', 'true');
    expect(page.url()).not.toContain('not-a-real-token');
    expect(page.url()).toMatch(/#\/adminpanel-login$/);
    await tokenLogin.signIn('admin-token-1');
    await expectArrivedAt(
      page,
      /\/stand-in\/apps\/app27\/clientid-login\?jwt=/,
      'after the bad token, the form signs in with admin-token-1',
    );
  });

  test('an outage is said as such, not as an invalid token', async ({ page, context }) => {
    await context.addCookies([{ name: 'stand-in-fault', value: 'identity:500', url: ORIGIN }]);
    const tokenLogin = new TokenLoginPage(page);
    await gotoRoute(page, '/adminpanel-login');
    await tokenLogin.signIn('admin-token-1');
    await expect(tokenLogin.error()).toHaveText('* The sign-in service is not available right now. Please try again in a moment.');
    await expect(tokenLogin.loginButton()).toBeEnabled();
  });
});
