/** The sign-in views pass axe (WCAG 2.1 A/AA) in their resting and error states (spec 4). */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LoginPanel } from '../support/pages/login-panel.ts';
import { TokenLoginPage } from '../support/pages/token-login.ts';
import { expect, gotoRoute, test } from './fixtures.ts';

async function violations(page: Page, include: string) {
  const results = await new AxeBuilder({ page }).include(include).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('the /ops login panel, at rest and showing an error', async ({ page }) => {
  const panel = new LoginPanel(page);
  await gotoRoute(page, '/ops');
  await expect(panel.loginButton()).toBeVisible();
  expect(await violations(page, '#login-panel')).toEqual([]);
  await panel.signIn('shop.demo', 'wrong');
  await expect(panel.error()).toBeVisible();
  expect(await violations(page, '#login-panel')).toEqual([]);
});

test('the Token and partner forms, and /redirect', async ({ page }) => {
  const tokenLogin = new TokenLoginPage(page);
  await gotoRoute(page, '/adminpanel-login');
  await tokenLogin.signIn('nope');
  await expect(tokenLogin.error()).toHaveText('* Invalid token');
  expect(await violations(page, 'main')).toEqual([]);

  await gotoRoute(page, '/ehi-login?companyId=1001');
  await expect(page.getByRole('form', { name: 'Partner sign in' })).toBeVisible();
  expect(await violations(page, 'main')).toEqual([]);

  await gotoRoute(page, '/redirect');
  // The page's own status, inside its main: the route's loading bar is a status too, and has no main around it.
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  expect(await violations(page, 'main')).toEqual([]);
});
