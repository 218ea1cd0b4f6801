/**
 * The shop subscription form (spec 2, 3, 5, 7): every field optional and saying so, the max
 * lengths of spec 5, the products-of-interest multi-select, posted for real with the hidden
 * 'Subscriber Request' lead source, and back to a confirmation.
 */
import { PostedFormPage, StatusModal, storedSubmissions, uniqueMarker } from '../support/pages/posted-form.ts';
import { PORTAL, currentRoute, expect, gotoRoute, test } from './fixtures.ts';

const subscribeForm = (page: import('@playwright/test').Page) => new PostedFormPage(page, 'Your shop');

test.describe('subscribe form (spec 2, 3, 5)', () => {
  test('says every field is optional, offers the lists of spec 3, SUBMIT and the 24-hour promise', async ({ page }) => {
    await gotoRoute(page, '/subscribe');
    const form = subscribeForm(page);
    for (const label of [
      'Lead type',
      'First name',
      'Last name',
      'E-mail',
      'Phone',
      'Title',
      'Number of users',
      'Estimating system',
      'DMS type',
      'Company',
      'Street',
      'Zip',
      'City',
      'State',
    ]) {
      await expect(form.form.getByText(`${label} (Optional)`, { exact: true }), label).toBeVisible();
    }
    await expect(form.form.getByRole('group', { name: 'Products of interest (Optional)' })).toBeVisible();
    await expect(form.field('Lead type').locator('option')).toHaveText(['Body Shop']);
    await expect(form.field('Number of users').locator('option:not([value=""])')).toHaveText(['none', '1-5', '5-10', '10+']);
    await expect(form.field('Estimating system').locator('option:not([value=""])')).toHaveText([
      'ADP (Audatex)',
      'CCC (Pathways, CCC One)',
      'Mitchell (Ultramate, Mitchell Repair Center)',
      'Other',
    ]);
    await expect(form.field('DMS type').locator('option:not([value=""])')).toHaveCount(12);
    await expect(form.form.getByRole('checkbox')).toHaveCount(13);
    await expect(form.field('State').locator('option:not([value=""])')).toHaveCount(51);
    await expect(form.field('E-mail')).toHaveAttribute('type', 'email');
    await expect(form.submitButton()).toBeVisible();
    await expect(page.getByText(/contact you within 24 hours/).first()).toBeVisible();
  });

  test('says before sending that an e-mail or a phone is needed, read with both fields (docs/decisions/subscribe-contact-rule.md)', async ({
    page,
  }) => {
    await gotoRoute(page, '/subscribe');
    const form = subscribeForm(page);
    const rule =
      'Every field is optional, but give us an e-mail address or a phone number (or both) so a specialist can contact you within 24 hours.';
    const note = form.form.getByText(rule, { exact: true });
    await expect(note).toBeVisible();
    // Above the fields it is about, and nothing has been sent or refused yet.
    const noteBox = await note.boundingBox();
    const emailBox = await form.field('E-mail').boundingBox();
    expect(noteBox!.y).toBeLessThan(emailBox!.y);
    await expect(form.summary()).toHaveCount(0);
    await expect(form.field('E-mail')).toHaveAccessibleDescription(rule);
    await expect(form.field('Phone')).toHaveAccessibleDescription(rule);
    await expect(form.field('Company')).not.toHaveAccessibleDescription(rule);
  });

  test('a filled form reaches the lead service with the lead source and several products, then thanks the visitor', async ({ page }) => {
    const since = new Date().toISOString();
    const marker = uniqueMarker('Ortega Auto Body ');
    await gotoRoute(page, '/subscribe');
    const form = subscribeForm(page);
    await form.fill({
      'First name': 'Dana',
      'Last name': 'Ortega',
      'E-mail': 'dana@ortega-body.example.com',
      Phone: '555-010-0142 ext. 3',
      Title: 'Owner',
      Company: marker.slice(0, 40),
      Street: '88 Sample Avenue',
      Zip: '73301',
      City: 'Austin',
    });
    await form.select('Number of users', '5-10');
    await form.select('Estimating system', 'CCC (Pathways, CCC One)');
    await form.select('DMS type', 'Reynolds');
    await form.select('State', 'TX');
    await form.form.getByRole('checkbox', { name: 'DeliveryTrax' }).check();
    await form.form.getByRole('checkbox', { name: 'Training' }).check();
    await form.submit();

    const modal = new StatusModal(page);
    await expect(modal.dialog.getByRole('heading', { name: 'Thank you for Contacting Us!' })).toBeVisible();
    expect(page.url()).toBe(`${PORTAL}#/subscribe?status=200`);
    const [stored] = await storedSubmissions(page.request, since, marker.slice(0, 40));
    expect(stored).toBeDefined();
    expect(stored!.rejected).toBeNull();
    expect(stored!.organisation).toBe('ok');
    const config = await (await page.request.get(`${PORTAL}assets/config.release.json`)).json();
    expect(stored!.fields).toMatchObject({
      oid: config.organisationId,
      retURL: `${config.portalUrl}#/subscribe?status=200`,
      lead_source: 'Subscriber Request',
      lead_type: 'Body Shop',
      first_name: 'Dana',
      last_name: 'Ortega',
      email: 'dana@ortega-body.example.com',
      phone: '555-010-0142 ext. 3',
      title: 'Owner',
      number_of_users: '5-10',
      estimating_system: 'CCC (Pathways, CCC One)',
      dms_type: 'Reynolds',
      street: '88 Sample Avenue',
      zip: '73301',
      city: 'Austin',
      state: 'TX',
      products_of_interest: ['DeliveryTrax', 'Training'],
    });

    await modal.close().click();
    await expect(modal.dialog).toBeHidden();
    expect(currentRoute(page)).toBe('/subscribe');
    expect(page.url()).not.toContain('status');
  });

  test('refuses the lengths of spec 5 and a form without an e-mail or phone, keeping what was typed', async ({ page }) => {
    const since = new Date().toISOString();
    await gotoRoute(page, '/subscribe');
    const form = subscribeForm(page);
    await form.form.getByRole('checkbox', { name: 'BackTrax' }).check();
    await form.fill({ 'First name': 'Dana', Company: 'Too Long Body Shop And Frame Repair Center Inc' });
    await form.submit();
    await expect(form.summary()).toBeFocused();
    expect(await form.errorOf('E-mail')).toBe('Enter an e-mail address or a phone number, so a specialist can reach you.');
    expect(await form.errorOf('Company')).toBe('Company must be 40 characters or fewer: it has 46.');

    const limits: Array<[string, number]> = [
      ['First name', 40],
      ['Last name', 80],
      ['E-mail', 80],
      ['Phone', 40],
      ['Title', 40],
      ['Company', 40],
      ['Zip', 20],
      ['City', 40],
    ];
    for (const [label, max] of limits) await form.field(label).fill('9'.repeat(max + 1));
    await form.submit();
    for (const [label, max] of limits) {
      const expected =
        label === 'E-mail'
          ? /must be 80 characters or fewer: it has 81/
          : new RegExp(`^${label} must be ${max} characters or fewer: it has ${max + 1}\\.$`);
      expect(await form.errorOf(label), label).toMatch(expected);
      await expect(form.field(label)).toHaveValue('9'.repeat(max + 1));
    }
    // Exactly at the limit passes.
    for (const [label, max] of limits)
      await form.field(label).fill(label === 'E-mail' ? `${'d'.repeat(max - 12)}@example.com` : 'x'.repeat(max));
    await form.submit();
    for (const [label] of limits) expect(await form.errorOf(label), label).toBe('');
    await expect(page.getByRole('dialog')).toBeVisible();
    const stored = await storedSubmissions(page.request, since, 'x'.repeat(40));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.fields.products_of_interest).toBe('BackTrax');
  });
});
