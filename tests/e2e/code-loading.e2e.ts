/**
 * Code that arrives later, beside the pages (docs/decisions/code-that-arrives-later.md): a piece whose code
 * cannot be fetched says what did not load in an alert with Retry, keeps what was typed, and Retry fetches it
 * again in the same page (no reload). The pages' own chunk is driven in tests/paths/code-loader.paths.ts,
 * DOMPurify's in safe-html.e2e.ts, the sign-in's service calls in sign-in-flow-code.e2e.ts.
 */
import { PostedFormPage } from '../support/pages/posted-form.ts';
import { expect, gotoRoute, test } from './fixtures.ts';
import { chunkPattern } from './built-files.ts';

test('the phone mask whose code cannot be fetched: named in an alert, the digits kept, and Retry (by keyboard) brings the mask', async ({
  page,
}) => {
  const MASK = chunkPattern('mask');
  await page.route(MASK, (route) => route.abort('internetdisconnected'));
  await gotoRoute(page, '/contactus');
  const form = new PostedFormPage(page, 'Send us a message');
  const phone = form.field('Phone');
  await phone.pressSequentially('5550100');
  const alert = page.getByRole('alert').filter({ hasText: 'The phone number format could not be loaded.' });
  await expect(alert).toBeVisible();
  await expect(phone).toHaveValue('5550100');
  await page.unroute(MASK);
  const retry = alert.getByRole('button', { name: 'Retry' });
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(alert).toHaveCount(0);
  await phone.focus();
  await page.keyboard.press('End');
  await page.keyboard.type('7');
  await expect(phone).toHaveValue('(555)-010-07');
});
