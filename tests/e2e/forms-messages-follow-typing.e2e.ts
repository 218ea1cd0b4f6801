/**
 * After a refused Send, each field's message and the summary follow what the visitor types (spec 5),
 * without another Send; before any Send nothing is said. final-form checks every change and the
 * fields show its errors once Send was refused (docs/decisions/forms-react-final-form.md).
 */
import { PostedFormPage } from '../support/pages/posted-form.ts';
import { expect, gotoRoute, test } from './fixtures.ts';

test("support form: a refused Send's messages follow typing, and a fixed field loses its message at once", async ({ page }) => {
  await gotoRoute(page, '/support');
  const form = new PostedFormPage(page, 'Request Support');

  // Before any Send a wrong value says nothing.
  await form.fill({ Phone: '555' });
  expect(await form.errorOf('Phone')).toBe('');

  await form.submit();
  await expect(form.summary()).toBeFocused();
  const tenDigits = 'Phone must be exactly 10 digits with no spaces or dashes, like 5550100199.';
  expect(await form.errorOf('Phone')).toBe(tenDigits);
  expect(await form.errorOf('Name')).toBe('Name is required.');
  await expect(form.summary()).toContainText('Name is required.');

  // Typing fixes the name: its message and its summary line go, the others stay.
  await form.fill({ Name: 'Rosa Quintero' });
  await expect.poll(() => form.errorOf('Name')).toBe('');
  await expect(form.summary()).not.toContainText('Name is required.');
  expect(await form.errorOf('Phone')).toBe(tenDigits);
  await expect(form.field('Name')).not.toHaveAttribute('aria-invalid');

  // Emptying it again brings the message back, still without a Send.
  await form.fill({ Name: '' });
  await expect.poll(() => form.errorOf('Name')).toBe('Name is required.');
  await expect(form.field('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.field('Name')).toHaveValue('');
  await expect(form.field('Phone')).toHaveValue('555');
});
