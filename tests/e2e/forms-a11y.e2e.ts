/**
 * Accessibility of the forms and the status modal (WCAG 2.2 AA: labels, roles, focus): axe finds no
 * violation in the form areas, before and after a refused Send, nor in the open modal; the whole
 * contact form can be filled and sent with the keyboard alone.
 */
import AxeBuilder from '@axe-core/playwright';
import { PostedFormPage, StatusModal, storedSubmissions, uniqueMarker } from '../support/pages/posted-form.ts';
import { expect, gotoRoute, test } from './fixtures.ts';

async function axeViolations(page: import('@playwright/test').Page, include: string) {
  const results = await new AxeBuilder({ page }).include(include).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('forms accessibility', () => {
  for (const [route, formName] of [
    ['/contactus', 'Send us a message'],
    ['/subscribe', 'Your shop'],
    ['/support', 'Request Support'],
  ] as const) {
    test(`${route}: no axe violations in the form, before and after a refused Send`, async ({ page }) => {
      await gotoRoute(page, route);
      const form = new PostedFormPage(page, formName);
      await expect(form.submitButton()).toBeVisible();
      expect(await axeViolations(page, 'main')).toEqual([]);
      await form.submit();
      await expect(form.summary()).toBeFocused();
      expect(await axeViolations(page, 'main')).toEqual([]);
    });
  }

  test('the open status modal has no axe violations and traps focus on Close', async ({ page }) => {
    await gotoRoute(page, '/support?status=200');
    const modal = new StatusModal(page);
    await expect(modal.close()).toBeFocused();
    expect(await axeViolations(page, 'dialog')).toEqual([]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // Focus never leaves the modal for the page behind it.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')) || document.activeElement === document.body)).toBe(
      true,
    );
  });

  test('the contact form can be filled, checked and sent with the keyboard alone', async ({ page }) => {
    const since = new Date().toISOString();
    const marker = uniqueMarker('Keyboard Co ');
    await gotoRoute(page, '/contactus');
    const form = new PostedFormPage(page, 'Send us a message');
    await form.field('First name').focus();
    const typed: Array<[string, string]> = [
      ['First name', 'Kim'],
      ['Last name', 'Ng'],
      ['Phone', '5550100777'],
      ['E-mail', 'kim@example.com'],
      ['Title', ''],
      ['Company', marker],
      ['Website', ''],
      ['Street', ''],
      ['City', ''],
    ];
    for (const [label, value] of typed) {
      await expect(form.field(label)).toBeFocused();
      if (value) await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    await expect(form.field('State')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(form.field('Which products are you interested in?')).toBeFocused();
    await page.keyboard.type('Training');
    await page.keyboard.press('Tab');
    await expect(form.captchaCheckbox()).toBeFocused();
    await page.keyboard.press('Space');
    await expect(form.captchaCheckbox()).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Tab');
    await expect(form.submitButton()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    const [stored] = await storedSubmissions(page.request, since, marker);
    expect(stored!.fields).toMatchObject({ first_name: 'Kim', phone: '(555)-010-0777', description: 'Training' });
  });
});
