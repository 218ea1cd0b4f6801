/**
 * The contact lead form (spec 2, 3, 5, 7) and its status modal (spec 4), end to end: posted for
 * real to the lead stand-in, read back from its store, and every rule of spec 5 shown to refuse.
 */
import { PostedFormPage, StatusModal, storedSubmissions, uniqueMarker } from '../support/pages/posted-form.ts';
import { ORIGIN, PORTAL, currentRoute, expect, gotoRoute, test } from './fixtures.ts';
import { chunkPattern } from './built-files.ts';

const REQUIRED_LABELS = ['First name', 'Last name', 'Phone', 'E-mail', 'Company', 'Which products are you interested in?'];
/** What each required field says when left empty: "<label> is required.", or, for the question, words that read (issue 42). */
const requiredMessage = (label: string) =>
  label === 'Which products are you interested in?' ? 'Tell us which products you are interested in.' : `${label} is required.`;

function contactForm(page: import('@playwright/test').Page) {
  return new PostedFormPage(page, 'Send us a message');
}

async function fillValid(form: PostedFormPage, marker: string) {
  await form.fill({
    'First name': 'Rosa',
    'Last name': 'Quintero',
    'E-mail': 'rosa@example.com',
    Title: 'Shop Manager',
    Company: marker,
    Website: 'https://quintero-collision.example.com',
    Street: '12 Sample Road',
    City: 'Springfield',
    Zip: '62704',
    'Which products are you interested in?': 'DeliveryTrax and the driver app',
  });
  // One input event, as a paste or autofill gives.
  await form.field('Phone').fill('5550104477');
  await form.select('State', 'IL');
  await form.select('Industry', 'Collision Repairer');
}

test.describe('contact form (spec 2, 3, 5)', () => {
  test('shows every visitor field with its lists, the (Required) markers, the mask and the contact links', async ({ page }) => {
    await gotoRoute(page, '/contactus');
    const form = contactForm(page);
    for (const label of REQUIRED_LABELS) {
      await expect(form.form.getByText(`${label} (Required)`, { exact: true }), label).toBeVisible();
    }
    for (const label of ['Title', 'Website', 'Street', 'City', 'State', 'Zip', 'Industry']) {
      await expect(form.field(label), label).toBeVisible();
      await expect(form.field(label)).not.toHaveAttribute('required');
    }
    await expect(form.field('E-mail')).toHaveAttribute('type', 'email');
    // spec 3: the 50 states plus DC as two-letter codes, and the industry list from --None-- to Utilities.
    const states = await form
      .field('State')
      .locator('option:not([value=""])')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(states).toHaveLength(51);
    expect(states).toContain('DC');
    expect(states.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    const industries = await form.field('Industry').locator('option').allInnerTexts();
    expect(industries).toHaveLength(33);
    expect(industries[0]).toBe('--None--');
    expect(industries.at(-1)).toBe('Utilities');

    // spec 5, 9: the (000)-000-0000 mask; letters are not taken, however fast the typing.
    await form.field('Phone').pressSequentially('55a5010x0199');
    await expect(form.field('Phone')).toHaveValue('(555)-010-0199');
    // Typing in the middle keeps the caret after the new digit.
    await form.field('Phone').fill('555010019');
    await form.field('Phone').evaluate((input: HTMLInputElement) => input.setSelectionRange(4, 4));
    await page.keyboard.type('7');
    await expect(form.field('Phone')).toHaveValue('(555)-701-0019');
    expect(await form.field('Phone').evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(7);

    const config = await (await page.request.get(`${PORTAL}assets/config.release.json`)).json();
    await expect(page.getByRole('link', { name: '(555) 010-0199' }).first()).toHaveAttribute('href', 'tel:+15550100199');
    await expect(page.getByRole('link', { name: /Open the support chat/ })).toHaveAttribute('href', config.supportChatUrl);
    await page.getByRole('link', { name: 'Get technical help' }).click();
    await expect(page).toHaveURL(/#\/support$/);
  });

  test('loads the masking code only when the phone is focused, and masks what was typed before it came, keeping focus and caret', async ({
    page,
  }) => {
    // Held on its way (the one way to have keystrokes land before the code), released once the typing is done.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const maskRequests: string[] = [];
    await page.route(chunkPattern('mask'), async (route) => {
      maskRequests.push(route.request().url());
      await held;
      await route.continue();
    });
    await gotoRoute(page, '/contactus');
    const phone = contactForm(page).field('Phone');
    await expect(phone).toBeVisible();
    await contactForm(page).field('First name').fill('Rosa');
    expect(maskRequests, 'no masking code before the phone is focused').toEqual([]);

    await phone.pressSequentially('5550100');
    await phone.press('ArrowLeft');
    await expect(phone).toHaveValue('5550100');
    await expect.poll(() => maskRequests.length).toBe(1);
    release();
    await expect(phone).toHaveValue('(555)-010-0');
    await expect(phone).toBeFocused();
    // The caret stays after the same digit, the sixth: (555)-010|-0.
    expect(await phone.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(9);
    await page.keyboard.type('7');
    await expect(phone).toHaveValue('(555)-010-70');
  });

  test('loads the captcha and the lead-capture helper on init, and no analytics while the pendo flag is off', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await gotoRoute(page, '/contactus');
    await expect(contactForm(page).captchaCheckbox()).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { leadHelper?: { ready: boolean } }).leadHelper?.ready)).toBe(true);
    expect(scripts.some((url) => url.startsWith(`${ORIGIN}/stand-in/captcha/api.js?`) && url.includes('render=explicit'))).toBe(true);
    expect(scripts.filter((url) => url.includes('pendo'))).toEqual([]);
  });

  test('loads the analytics script when the pendo flag is on', async ({ page }) => {
    const pendoUrl = `${PORTAL}test-pendo-agent.js`;
    await page.route(`${PORTAL}assets/config.release.json`, async (route) => {
      const config = await (await route.fetch()).json();
      await route.fulfill({ json: { ...config, pendoEnabled: true, pendoScriptUrl: pendoUrl } });
    });
    await page.route(pendoUrl, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.testPendoLoaded = true;' }));
    await gotoRoute(page, '/contactus');
    await expect.poll(() => page.evaluate(() => (window as unknown as { testPendoLoaded?: boolean }).testPendoLoaded)).toBe(true);
  });

  test('fetches the thank-you modal only once the address carries status=200, also when it gains it on the page', async ({ page }) => {
    const modalCode: string[] = [];
    page.on('request', (request) => {
      if (chunkPattern('status-query-modal').test(request.url())) modalCode.push(request.url());
    });
    await gotoRoute(page, '/contactus');
    await expect(contactForm(page).field('First name')).toBeVisible();
    await contactForm(page).field('First name').fill('Rosa');
    expect(modalCode, 'no modal code without status=200').toEqual([]);

    // The same document: the address changes, the page stays (what was typed too).
    await page.evaluate(() => (window.location.hash = '#/contactus?status=200'));
    const modal = new StatusModal(page);
    await expect(modal.dialog.getByRole('heading', { name: 'Thank you for Contacting Us!' })).toBeVisible();
    await expect(modal.close()).toBeFocused();
    expect(modalCode).toHaveLength(1);
    await modal.close().click();
    await expect(modal.dialog).toBeHidden();
    expect(page.url()).toBe(`${PORTAL}#/contactus`);
    await expect(contactForm(page).field('First name')).toHaveValue('Rosa');
  });

  test('a valid form reaches the lead service with every field, then thanks the visitor; Close restores the page', async ({ page }) => {
    const since = new Date().toISOString();
    const marker = uniqueMarker('Quintero Collision ');
    await gotoRoute(page, '/contactus');
    const form = contactForm(page);
    await fillValid(form, marker);
    await form.answerCaptcha();
    await form.submit();

    const modal = new StatusModal(page);
    await expect(modal.dialog).toBeVisible();
    await expect(modal.dialog.getByRole('heading', { name: 'Thank you for Contacting Us!' })).toBeVisible();
    await expect(modal.dialog).toContainText('customer representative will respond');
    expect(page.url()).toBe(`${PORTAL}#/contactus?status=200`);
    // spec 9: 500 px wide.
    expect((await modal.dialog.boundingBox())?.width).toBe(500);
    await expect(modal.close()).toBeFocused();
    expect(await modal.pageScrolls()).toBe(false);

    const [stored] = await storedSubmissions(page.request, since, marker);
    expect(stored, 'the lead stand-in stored the post').toBeDefined();
    expect(stored!.endpoint).toBe('WebToLead');
    expect(stored!.rejected).toBeNull();
    expect(stored!.captcha).toBe('ok');
    expect(stored!.organisation).toBe('ok');
    const config = await (await page.request.get(`${PORTAL}assets/config.release.json`)).json();
    expect(stored!.fields).toMatchObject({
      oid: config.organisationId,
      retURL: `${config.portalUrl}#/contactus?status=200`,
      lead_source: 'Contact Us',
      first_name: 'Rosa',
      last_name: 'Quintero',
      email: 'rosa@example.com',
      phone: '(555)-010-4477',
      title: 'Shop Manager',
      company: marker,
      URL: 'https://quintero-collision.example.com',
      street: '12 Sample Road',
      city: 'Springfield',
      state: 'IL',
      zip: '62704',
      industry: 'Collision Repairer',
      description: 'DeliveryTrax and the driver app',
    });
    expect(stored!.fields['g-recaptcha-response']).toMatch(/^stand-in-captcha\./);
    const settings = JSON.parse(stored!.fields.captcha_settings as string);
    expect(settings).toMatchObject({ orgId: config.organisationId, fallback: 'true' });
    expect(Number(settings.ts)).toBeGreaterThan(Date.parse(since) - 1000);

    await modal.close().click();
    await expect(modal.dialog).toBeHidden();
    expect(page.url()).toBe(`${PORTAL}#/contactus`);
    expect(await modal.pageScrolls()).toBe(true);
    await expect(form.field('First name')).toBeVisible();
  });

  test('coming back to the page within the app shows a fresh captcha that works', async ({ page }) => {
    const since = new Date().toISOString();
    const marker = uniqueMarker('Return Visit Co ');
    await gotoRoute(page, '/contactus');
    await expect(contactForm(page).captchaCheckbox()).toBeVisible();
    await page.getByRole('link', { name: 'Get technical help' }).click();
    await expect(page).toHaveURL(/#\/support$/);
    // Back once the support page is drawn: the contact page has gone, so coming back draws it afresh.
    await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
    await page.goBack();
    const form = contactForm(page);
    await expect(form.captchaCheckbox()).toHaveCount(1);
    await fillValid(form, marker);
    await form.answerCaptcha();
    await form.submit();
    await expect(page.getByRole('dialog')).toBeVisible();
    const [stored] = await storedSubmissions(page.request, since, marker);
    expect(stored!.captcha).toBe('ok');
    // One captcha answer travels with the post, not one per visit.
    expect(typeof stored!.fields['g-recaptcha-response']).toBe('string');
  });

  test('Escape closes the modal like Close', async ({ page }) => {
    await gotoRoute(page, '/contactus?status=200');
    const modal = new StatusModal(page);
    await expect(modal.dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal.dialog).toBeHidden();
    expect(currentRoute(page)).toBe('/contactus');
    expect(page.url()).not.toContain('status');
  });

  test('status 0 or anything but 200 shows the form without a modal', async ({ page }) => {
    for (const status of ['0', '500', '200x', '%3Cscript%3E']) {
      await gotoRoute(page, `/contactus?status=${status}`);
      await expect(contactForm(page).field('First name')).toBeVisible();
      await expect(page.getByRole('dialog')).toBeHidden();
      expect(await new StatusModal(page).pageScrolls()).toBe(true);
    }
  });

  test('an empty Send lists every required field and the captcha, next to each field and in a focused summary', async ({ page }) => {
    const since = new Date().toISOString();
    await gotoRoute(page, '/contactus');
    const form = contactForm(page);
    await form.fill({ Title: 'Parts Buyer', City: 'Dayton' });
    await form.submit();
    await expect(form.summary()).toBeFocused();
    for (const label of REQUIRED_LABELS) {
      expect(await form.errorOf(label), label).toBe(requiredMessage(label));
      await expect(form.field(label)).toHaveAttribute('aria-invalid', 'true');
      await expect(form.summary()).toContainText(requiredMessage(label));
    }
    await expect(form.summary()).toContainText('Complete the security check');
    // Nothing typed is lost; nothing was posted.
    await expect(form.field('Title')).toHaveValue('Parts Buyer');
    await expect(form.field('City')).toHaveValue('Dayton');
    expect(currentRoute(page)).toBe('/contactus');
    expect(await storedSubmissions(page.request, since, 'Parts Buyer')).toEqual([]);

    // The summary's entries move to their fields.
    await form.summary().getByRole('button', { name: 'Company is required.' }).click();
    await expect(form.field('Company')).toBeFocused();
    await form
      .summary()
      .getByRole('button', { name: /Complete the security check/ })
      .click();
    await expect(form.captchaCheckbox()).toBeFocused();
  });

  test('too long, a bad phone, a bad e-mail and a missing captcha are each refused, keeping the other input', async ({ page }) => {
    const since = new Date().toISOString();
    const marker = uniqueMarker('Kept Co ');
    await gotoRoute(page, '/contactus');
    const form = contactForm(page);
    await fillValid(form, marker);
    await form.fill({ 'First name': 'A'.repeat(41), 'Last name': 'B'.repeat(41), 'E-mail': `${'c'.repeat(29)}@example.com` });
    await form.field('Phone').fill('555010');
    await form.submit();
    await expect(form.summary()).toBeFocused();
    expect(await form.errorOf('First name')).toBe('First name must be 40 characters or fewer: it has 41.');
    expect(await form.errorOf('Last name')).toBe('Last name must be 40 characters or fewer: it has 41.');
    expect(await form.errorOf('E-mail')).toBe('E-mail must be 40 characters or fewer: it has 41.');
    expect(await form.errorOf('Phone')).toBe('Phone must have all 10 digits; the brackets and dashes are added for you.');
    await expect(form.field('First name')).toHaveValue('A'.repeat(41));
    await expect(form.field('Company')).toHaveValue(marker);

    // Fix them one by one: 40 characters pass, a bad address is refused.
    await form.fill({ 'First name': 'A'.repeat(40), 'Last name': 'Quintero', 'E-mail': 'rosa@example' });
    await form.field('Phone').pressSequentially('4477');
    await form.submit();
    expect(await form.errorOf('First name')).toBe('');
    expect(await form.errorOf('E-mail')).toBe('E-mail must be an e-mail address, like name@example.com.');
    await form.fill({ 'E-mail': 'rosa@example.com' });

    // Everything valid but the captcha: refused, the summary says why.
    await form.submit();
    await expect(form.summary()).toBeFocused();
    await expect(form.summary()).toContainText('Complete the security check');
    await expect(form.summary()).not.toContainText('is required');
    expect(currentRoute(page)).toBe('/contactus');
    expect(await storedSubmissions(page.request, since, marker)).toEqual([]);

    await form.answerCaptcha();
    await expect(form.summary()).toBeHidden();
    await form.submit();
    await expect(page.getByRole('dialog')).toBeVisible();
    const [stored] = await storedSubmissions(page.request, since, marker);
    expect(stored!.fields.first_name).toBe('A'.repeat(40));
  });

  test('a captcha that cannot load says so, blocks Send, and can be retried', async ({ page }) => {
    let blocked = true;
    await page.route(`${ORIGIN}/stand-in/captcha/api.js*`, (route) => (blocked ? route.abort('connectionrefused') : route.continue()));
    await gotoRoute(page, '/contactus');
    const form = contactForm(page);
    await expect(form.form.getByText('The security check could not be loaded.')).toBeVisible();
    await fillValid(form, uniqueMarker('Retry Co '));
    await form.submit();
    await expect(form.summary()).toBeFocused();
    await expect(form.summary()).toContainText('The security check could not be loaded');
    expect(currentRoute(page)).toBe('/contactus');

    blocked = false;
    await form.form.getByRole('button', { name: 'Try the security check again', exact: true }).click();
    await form.answerCaptcha();
    await form.submit();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('without a captcha site key the form says why it cannot be sent, and posts nothing', async ({ page }) => {
    await page.route(`${PORTAL}assets/config.release.json`, async (route) => {
      const config = await (await route.fetch()).json();
      await route.fulfill({ json: { ...config, captcha: { ...config.captcha, siteKey: '' } } });
    });
    const since = new Date().toISOString();
    const marker = uniqueMarker('No Key Co ');
    await gotoRoute(page, '/contactus');
    const form = contactForm(page);
    await expect(form.summary()).toContainText('security check (captcha) is not set up');
    await fillValid(form, marker);
    await form.submit();
    await expect(form.summary()).toBeFocused();
    expect(currentRoute(page)).toBe('/contactus');
    await expect(form.field('Company')).toHaveValue(marker);
    expect(await storedSubmissions(page.request, since, marker)).toEqual([]);
  });

  test('without a configuration the form says why it cannot be sent', async ({ page }) => {
    page.on('console', () => undefined);
    await page.route(`${PORTAL}assets/config.release.json`, (route) => route.fulfill({ status: 200, body: '{ not json' }));
    await gotoRoute(page, '/contactus');
    const form = contactForm(page);
    await expect(form.summary()).toContainText("the site's settings could not be loaded");
    await expect(page.getByRole('link', { name: /Open the support chat/ })).toHaveCount(0);
    await form.submit();
    await expect(form.summary()).toBeFocused();
  });
});
