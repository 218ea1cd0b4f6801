/**
 * The landing pages' e-mail captures (spec 2, 3, 5, 7) and the fast-support remote-support form
 * (spec 2), posted for real to the stand-ins.
 */
import { PostedFormPage, StatusModal, storedSubmissions, uniqueMarker } from '../support/pages/posted-form.ts';
import { ORIGIN, PORTAL, currentRoute, expect, gotoRoute, test } from './fixtures.ts';

const variants = [
  { route: '/deliverytrax-ad', submit: 'Connect with an expert', thanks: 'Thank you for Contacting Us!' },
  { route: '/traxmobile-ad', submit: 'SUBMIT', thanks: 'Thank you for submitting your email...' },
] as const;

test.describe('e-mail captures (spec 2, 3, 5)', () => {
  for (const variant of variants) {
    test(`${variant.route}: an address reaches the lead service with its hidden fields and comes back to the modal`, async ({ page }) => {
      const since = new Date().toISOString();
      const email = `${uniqueMarker('fleet.')}@example.com`;
      await gotoRoute(page, variant.route);
      const form = new PostedFormPage(page, null);
      await expect(form.field('Your work e-mail')).toHaveAttribute('type', 'email');
      await form.fill({ 'Your work e-mail': email });
      await form.submit(variant.submit);

      const modal = new StatusModal(page);
      await expect(modal.dialog.getByRole('heading', { name: variant.thanks })).toBeVisible();
      expect(page.url()).toBe(`${PORTAL}#${variant.route}?status=200`);
      expect(await modal.pageScrolls()).toBe(false);
      const [stored] = await storedSubmissions(page.request, since, email);
      const config = await (await page.request.get(`${PORTAL}assets/config.release.json`)).json();
      expect(stored!.rejected).toBeNull();
      expect(stored!.fields).toEqual({
        oid: config.organisationId,
        retURL: `${config.portalUrl}#${variant.route}?status=200`,
        lead_source: 'DeliveryTrax landing Form',
        email,
      });
      await modal.close().click();
      await expect(modal.dialog).toBeHidden();
      expect(page.url()).toBe(`${PORTAL}#${variant.route}`);
      expect(await modal.pageScrolls()).toBe(true);
    });

    test(`${variant.route}: refuses an empty, a malformed and an 81-character address, keeping it`, async ({ page }) => {
      await gotoRoute(page, variant.route);
      const form = new PostedFormPage(page, null);
      await form.submit(variant.submit);
      await expect(form.summary()).toBeFocused();
      expect(await form.errorOf('Your work e-mail')).toBe('Your work e-mail is required.');
      await form.fill({ 'Your work e-mail': 'not-an-address' });
      await form.submit(variant.submit);
      expect(await form.errorOf('Your work e-mail')).toBe('Your work e-mail must be an e-mail address, like name@example.com.');
      const long = `${'a'.repeat(69)}@example.com`;
      await form.fill({ 'Your work e-mail': long });
      await form.submit(variant.submit);
      expect(await form.errorOf('Your work e-mail')).toBe('Your work e-mail must be 80 characters or fewer: it has 81.');
      await expect(form.field('Your work e-mail')).toHaveValue(long);
      expect(currentRoute(page)).toBe(variant.route);
    });
  }

  test('the delivery add-on capture shows its placeholder', async ({ page }) => {
    await gotoRoute(page, '/deliverytrax-ad');
    await expect(new PostedFormPage(page, null).field('Your work e-mail')).toHaveAttribute(
      'placeholder',
      'Provide your email here to connect with an expert…',
    );
  });
});

test.describe('fast-support form (spec 2)', () => {
  test('posts the name, the Support Key as typed and the three hidden flags to the remote-support service', async ({ page }) => {
    await gotoRoute(page, '/fast-support');
    const form = new PostedFormPage(page, null);
    // No format is imposed (docs/decisions/support-key-format.md): a key with letters passes as typed.
    await form.fill({ 'Your name': 'Sam Rivera', 'Support Key': 'AB12-7731' });
    await expect(form.field('Support Key')).toHaveValue('AB12-7731');
    await form.submit('CONTINUE');
    await expect(page).toHaveURL(`${ORIGIN}/stand-in/remote-support/download`);
    const received = JSON.parse(await page.getByTestId('params').innerText());
    expect(received).toEqual({
      name: 'Sam Rivera',
      supportSessionId: 'AB12-7731',
      showLegalInfo: '2',
      maskIdField: '1',
      useEmbeddedLauncher: '0',
    });
  });

  test('shows the rule before sending, and refuses a missing name and a key over 64 characters, keeping input', async ({ page }) => {
    await gotoRoute(page, '/fast-support');
    const form = new PostedFormPage(page, null);
    await expect(form.field('Support Key')).toHaveAccessibleDescription('Type the key exactly as your technician gave it to you.');
    const long = 'K'.repeat(65);
    await form.fill({ 'Support Key': long });
    await form.submit('CONTINUE');
    await expect(form.summary()).toBeFocused();
    expect(await form.errorOf('Your name')).toBe('Your name is required.');
    expect(await form.errorOf('Support Key')).toBe(
      'Support Key must be 64 characters or fewer: it has 65. Type it as your technician gave it.',
    );
    await expect(form.field('Support Key')).toHaveValue(long);
    expect(currentRoute(page)).toBe('/fast-support');
  });

  test('a key the service refuses: its reason is shown (400), and Back returns to the form with what was typed', async ({ page }) => {
    await gotoRoute(page, '/fast-support');
    const form = new PostedFormPage(page, null);
    await form.fill({ 'Your name': 'Sam Rivera', 'Support Key': '7731/0042' });
    const answer = page.waitForResponse((response) => response.url() === `${ORIGIN}/stand-in/remote-support/download`);
    await form.submit('CONTINUE');
    expect((await answer).status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText(
      'The Support Key can only hold letters, digits, spaces and hyphens. Check it with your technician.',
    );
    await page.getByRole('button', { name: 'Back to the form' }).click();
    await expect(form.field('Support Key')).toHaveValue('7731/0042');
    await expect(form.field('Your name')).toHaveValue('Sam Rivera');
    await expect(page.getByText('What you typed is back in the form: check it, then send it again.')).toBeVisible();
    expect(currentRoute(page)).toBe('/fast-support');
  });
});
