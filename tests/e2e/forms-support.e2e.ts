/**
 * The support page (spec 2): tech support contacts, Remote Connect, and the Request Support case
 * form (spec 3, 5, 7) posted for real to the case stand-in; /support/200 is /support?status=200.
 */
import { PostedFormPage, StatusModal, storedSubmissions, uniqueMarker } from '../support/pages/posted-form.ts';
import { PORTAL, currentRoute, expect, gotoRoute, test } from './fixtures.ts';

const supportForm = (page: import('@playwright/test').Page) => new PostedFormPage(page, 'Request Support');

test.describe('support page (spec 2, 5)', () => {
  test('offers the phone, the support e-mail and Remote Connect to the configured address', async ({ page }) => {
    await gotoRoute(page, '/support');
    const config = await (await page.request.get(`${PORTAL}assets/config.release.json`)).json();
    const tech = page.getByRole('region', { name: 'Need Tech Support?' });
    await expect(tech.getByRole('link', { name: '(555) 010-0199' })).toHaveAttribute('href', 'tel:+15550100199');
    await expect(tech.getByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com');
    const remote = page.getByRole('region', { name: 'Remote Support' });
    await expect(remote.getByRole('link', { name: 'Remote Connect' })).toHaveAttribute('href', config.remoteConnectUrl);
    const form = supportForm(page);
    for (const label of ['Name', 'Phone', 'E-mail', 'Subject', 'Message']) {
      await expect(form.form.getByText(`${label} (Required)`, { exact: true }), label).toBeVisible();
    }
    await expect(form.field('E-mail')).toHaveAttribute('type', 'email');
  });

  test('a valid request reaches the case service with its hidden fields, then thanks the visitor', async ({ page }) => {
    const since = new Date().toISOString();
    const marker = uniqueMarker('Scanner ');
    await gotoRoute(page, '/support');
    const form = supportForm(page);
    await form.fill({
      Name: 'Lee Park',
      Phone: '5550100123',
      'E-mail': 'lee@example.com',
      Subject: marker,
      Message: 'The parts scanner stopped syncing after the update.\nSecond line.',
    });
    await form.submit();
    const modal = new StatusModal(page);
    await expect(modal.dialog.getByRole('heading', { name: 'Thank you for Contacting Us!' })).toBeVisible();
    expect(page.url()).toBe(`${PORTAL}#/support?status=200`);
    expect(await modal.pageScrolls()).toBe(false);

    const [stored] = await storedSubmissions(page.request, since, marker);
    expect(stored!.endpoint).toBe('WebToCase');
    expect(stored!.rejected).toBeNull();
    expect(stored!.organisation).toBe('ok');
    const config = await (await page.request.get(`${PORTAL}assets/config.release.json`)).json();
    expect(stored!.fields).toEqual({
      orgid: config.organisationId,
      retURL: `${config.portalUrl}#/support?status=200`,
      name: 'Lee Park',
      phone: '5550100123',
      email: 'lee@example.com',
      subject: marker,
      description: 'The parts scanner stopped syncing after the update.\r\nSecond line.',
    });

    await modal.close().click();
    await expect(modal.dialog).toBeHidden();
    expect(page.url()).toBe(`${PORTAL}#/support`);
    expect(await modal.pageScrolls()).toBe(true);
  });

  test('/support/200 shows the modal too; Close returns to /support', async ({ page }) => {
    await gotoRoute(page, '/support/200');
    const modal = new StatusModal(page);
    await expect(modal.dialog.getByRole('heading', { name: 'Thank you for Contacting Us!' })).toBeVisible();
    expect(await modal.pageScrolls()).toBe(false);
    await modal.close().click();
    await expect(modal.dialog).toBeHidden();
    expect(currentRoute(page)).toBe('/support');
    expect(await modal.pageScrolls()).toBe(true);
    await gotoRoute(page, '/support/0');
    await expect(supportForm(page).field('Name')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('refuses a phone that is not ten bare digits, the 40-character limits and missing fields, keeping input', async ({ page }) => {
    const since = new Date().toISOString();
    await gotoRoute(page, '/support');
    const form = supportForm(page);
    await form.submit();
    await expect(form.summary()).toBeFocused();
    for (const label of ['Name', 'Phone', 'E-mail', 'Subject', 'Message']) expect(await form.errorOf(label)).toBe(`${label} is required.`);

    const tenDigits = 'Phone must be exactly 10 digits with no spaces or dashes, like 5550100199.';
    for (const phone of ['555-010-0199', '(555) 010 0199', '555010019', '55501001999', 'five5501001']) {
      await form.fill({ Phone: phone });
      await form.submit();
      expect(await form.errorOf('Phone'), phone).toBe(tenDigits);
      await expect(form.field('Phone')).toHaveValue(phone);
    }
    await form.fill({ Name: 'N'.repeat(41), 'E-mail': `${'e'.repeat(30)}@example.com`, Subject: 'S'.repeat(41), Message: 'Kept message' });
    await form.submit();
    expect(await form.errorOf('Name')).toBe('Name must be 40 characters or fewer: it has 41.');
    expect(await form.errorOf('E-mail')).toBe('E-mail must be 40 characters or fewer: it has 42.');
    expect(await form.errorOf('Subject')).toBe('Subject must be 40 characters or fewer: it has 41.');
    await expect(form.field('Message')).toHaveValue('Kept message');
    expect(currentRoute(page)).toBe('/support');
    expect(await storedSubmissions(page.request, since, 'Kept message')).toEqual([]);
  });
});
