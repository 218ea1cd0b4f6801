/**
 * The stored product id, written by the product selection and read by the sign-in (issue 33 point 7; spec 4 "If
 * the stored product id is 27, the user goes to app 27 whatever the type"; docs/decisions/stored-product-id.md).
 * supplier.demo (userType 2) goes to app 25, unless the last product chosen is one app 27 serves.
 */
import type { Page } from '@playwright/test';
import { Destination, LoginPanel } from '../support/pages/login-panel.ts';
import { SiteChrome } from '../support/pages/site-chrome.ts';
import { expect, expectArrivedAt, gotoRoute, test } from './fixtures.ts';

const storedProductId = (page: Page) => page.evaluate(() => localStorage.getItem('ls.productId'));

async function chooseInSolutions(page: Page, product: RegExp) {
  const chrome = new SiteChrome(page);
  await chrome.menuButton('Solutions').click();
  await chrome.menuPanel('Solutions').getByRole('link', { name: product }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

async function signInAsSupplier(page: Page) {
  await gotoRoute(page, '/ops');
  await new LoginPanel(page).signIn('supplier.demo', 'Demo-Pass-1');
}

test('Trax Mechanical chosen in Solutions: 27 is stored, and supplier.demo signs in to app 27', async ({ page }) => {
  await gotoRoute(page, '/benefits');
  expect(await storedProductId(page)).toBeNull();
  await chooseInSolutions(page, /^Trax Mechanical/);
  expect(await storedProductId(page)).toBe('27');
  await signInAsSupplier(page);
  await expectArrivedAt(page, /\/stand-in\/apps\/app27\/clientid-login\?/, 'after Trax Mechanical, supplier.demo lands on app 27');
  await expect(new Destination(page).user()).toHaveText('supplier.demo');
});

test('a product of no one application chosen last removes it: supplier.demo signs in to app 25', async ({ page }) => {
  await gotoRoute(page, '/product/mechanical');
  await expect.poll(() => storedProductId(page)).toBe('27');
  await chooseInSolutions(page, /^Trax\b(?! Mechanical)/);
  expect(await storedProductId(page)).toBeNull();
  await signInAsSupplier(page);
  await expectArrivedAt(page, /\/stand-in\/apps\/app25\/clientid-login\?/, 'after Trax, supplier.demo lands on app 25');
  await expect(new Destination(page).user()).toHaveText('supplier.demo');
});

test('the 404 page links back to the last product viewed, else to Trax', async ({ page }) => {
  await gotoRoute(page, '/page-not-found');
  await expect(page.getByRole('link', { name: 'Back to Trax' })).toHaveAttribute('href', '#/product/trax');
  await gotoRoute(page, '/product/logistix');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await gotoRoute(page, '/page-not-found');
  const back = page.getByRole('link', { name: 'Back to Logistix' });
  await expect(page.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '#/ops');
  await back.click();
  await expect(page).toHaveURL(/#\/product\/logistix$/);
});
