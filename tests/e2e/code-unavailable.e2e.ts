/**
 * Code that arrives later and cannot be fetched (STYLE.md "Code that arrives later"): the toasts' code and the
 * thank-you modal's show what every such piece shows, an alert naming what did not load and Retry, which
 * fetches it again without a reload and then shows what was asked for (the toast's message is kept).
 */
import type { Locator, Page } from '@playwright/test';
import { pressOn } from '../paths/support/keyboard.ts';
import { chunkPattern } from './built-files.ts';
import { expect, gotoRoute, test } from './fixtures.ts';
import { LoginPanel } from '../support/pages/login-panel.ts';
import { StatusModal } from '../support/pages/posted-form.ts';

/** Aborts the requests for these chunks as offline until `online()` is called. */
async function offline(page: Page, chunk: string) {
  const pattern = chunkPattern(chunk);
  let refuse = true;
  const fetched: string[] = [];
  await page.route(pattern, (route) => {
    fetched.push(route.request().url());
    return refuse ? route.abort('internetdisconnected') : route.continue();
  });
  return {
    fetched,
    online: () => {
      refuse = false;
    },
  };
}

/** Retry, reached by Tab and pressed with Enter. */
const pressRetry = (page: Page, alert: Locator) =>
  pressOn({ page, expect }, alert.getByRole('button', { name: 'Retry', exact: true }), 'Enter');

test("the thank-you modal's code offline: 'The confirmation could not be loaded.' with Retry, which opens the modal", async ({ page }) => {
  const modalCode = await offline(page, 'status-query-modal');
  await gotoRoute(page, '/contactus?status=200');
  const failure = page.getByRole('alert').filter({ hasText: 'The confirmation could not be loaded.' });
  await expect(failure).toContainText('Check your connection and try again.');
  const modal = new StatusModal(page);
  await expect(modal.dialog).toHaveCount(0);
  modalCode.online();
  await pressRetry(page, failure);
  await expect(modal.dialog.getByRole('heading', { name: 'Thank you for Contacting Us!' })).toBeVisible();
  await expect(modal.close()).toBeFocused();
  await expect(failure).toHaveCount(0);
  expect(modalCode.fetched.length, 'fetched again by Retry, no reload').toBeGreaterThanOrEqual(2);
});

test("the toasts' code offline: 'A notification could not be loaded.' with Retry, which shows the toast asked for", async ({ page }) => {
  const toastCode = await offline(page, 'toast-outlet');
  const panel = new LoginPanel(page);
  await gotoRoute(page, '/ops');
  // An internal user without an admin feature gets the toast 'Invalid username or password.' (spec 6).
  await panel.signIn('internal.demo', 'Demo-Pass-1');
  const failure = page.getByRole('alert').filter({ hasText: 'A notification could not be loaded.' });
  await expect(failure).toContainText('Check your connection and try again.');
  const toast = page.getByRole('alert').filter({ hasText: 'Invalid username or password.' });
  await expect(toast).toHaveCount(0);
  toastCode.online();
  await pressRetry(page, failure);
  await expect(toast).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications' })).toBeAttached();
  await expect(failure).toHaveCount(0);
});
