/**
 * Bad input at the edges (spec 5, 8): 10,000-character values, HTML and script in every field,
 * non-Latin text, forged status parameters. Nothing breaks, nothing is executed, nothing is lost.
 */
import { PostedFormPage, StatusModal, storedSubmissions, uniqueMarker } from '../support/pages/posted-form.ts';
import { currentRoute, expect, gotoRoute, test } from './fixtures.ts';

const HUGE = 10_000;
const SCRIPTS = ['<script>window.__pwned=1</script>', '<img src=x onerror="window.__pwned=1">', '"><svg onload=window.__pwned=1>'];

/** Fails the test if anything typed ran as code: a global was set or an alert opened. */
async function watchForExecution(page: import('@playwright/test').Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  };
}

test.describe('bad input at the edges', () => {
  test('HTML, script and non-Latin text in every contact field is posted verbatim and never runs', async ({ page }) => {
    const noExecution = await watchForExecution(page);
    const since = new Date().toISOString();
    const marker = uniqueMarker('Ελληνική Επισκευή ');
    const values = {
      'First name': '<i>Zoë</i>',
      'Last name': '李明<b>',
      'E-mail': 'zoë@例え.jp',
      Title: SCRIPTS[0]!,
      Company: `${marker}${SCRIPTS[1]}`,
      Website: 'javascript:window.__pwned=1',
      Street: SCRIPTS[2]!,
      City: 'Zürich',
      Zip: '<u>1</u>',
      'Which products are you interested in?': `العربية 🚚 ${SCRIPTS.join(' ')}`,
    };
    await gotoRoute(page, '/contactus');
    const form = new PostedFormPage(page, 'Send us a message');
    await form.fill(values);
    await form.field('Phone').fill('5550100100');
    await form.answerCaptcha();
    await form.submit();
    await expect(page.getByRole('dialog')).toBeVisible();
    await noExecution();

    const [stored] = await storedSubmissions(page.request, since, marker);
    expect(stored!.rejected).toBeNull();
    expect(stored!.fields).toMatchObject({
      first_name: values['First name'],
      last_name: values['Last name'],
      title: values.Title,
      company: values.Company,
      URL: values.Website,
      street: values.Street,
      city: values.City,
      zip: values.Zip,
      description: values['Which products are you interested in?'],
    });
    // The browser sends a non-ASCII domain in its ASCII form; the address is otherwise intact.
    expect(stored!.fields.email).toMatch(/^zoë@(例え|xn--r8jz45g)\.jp$/);
  });

  test('10,000-character values are refused with their length where a limit applies, kept in full, and sent in full where not', async ({
    page,
  }) => {
    const noExecution = await watchForExecution(page);
    const since = new Date().toISOString();
    const marker = uniqueMarker('Huge ');
    const huge = (seed: string) => seed.repeat(Math.ceil(HUGE / seed.length)).slice(0, HUGE);
    await gotoRoute(page, '/support');
    const form = new PostedFormPage(page, 'Request Support');
    const message = `${marker} ${huge('<script>window.__pwned=1</script> 中文 ')}`;
    await form.fill({ Name: huge('N'), Phone: huge('5'), 'E-mail': huge('e'), Subject: huge('<b>S</b>'), Message: message });
    await form.submit();
    await expect(form.summary()).toBeFocused();
    expect(await form.errorOf('Name')).toBe(`Name must be 40 characters or fewer: it has ${HUGE}.`);
    expect(await form.errorOf('Subject')).toBe(`Subject must be 40 characters or fewer: it has ${HUGE}.`);
    expect(await form.errorOf('E-mail')).toBe(`E-mail must be 40 characters or fewer: it has ${HUGE}.`);
    expect(await form.errorOf('Phone')).toBe('Phone must be exactly 10 digits with no spaces or dashes, like 5550100199.');
    expect((await form.field('Name').inputValue()).length).toBe(HUGE);
    expect((await form.field('Subject').inputValue()).length).toBe(HUGE);
    await expect(form.field('Message')).toHaveValue(message);

    await form.fill({ Name: 'Lee Park', Phone: '5550100123', 'E-mail': 'lee@example.com', Subject: 'Long message' });
    await form.submit();
    await expect(page.getByRole('dialog')).toBeVisible();
    await noExecution();
    const [stored] = await storedSubmissions(page.request, since, marker);
    expect(stored!.fields.description).toBe(message);
  });

  test('a forged status=200 only shows the thank-you modal, which closes cleanly; other values show the form', async ({ page }) => {
    const noExecution = await watchForExecution(page);
    for (const route of ['/contactus', '/subscribe', '/support', '/traxmobile-ad', '/deliverytrax-ad']) {
      await gotoRoute(page, `${route}?status=200&status=%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E`);
      const modal = new StatusModal(page);
      await expect(modal.dialog, route).toBeVisible();
      await modal.close().click();
      await expect(modal.dialog).toBeHidden();
      expect(currentRoute(page)).toBe(route);
      expect(page.url()).not.toContain('status');
    }
    for (const forged of [
      '%3Cimg%20src%3Dx%20onerror%3Dwindow.__pwned%3D1%3E',
      '200%22%3E%3Csvg%20onload%3Dwindow.__pwned%3D1%3E',
      '-1',
      '1e400',
    ]) {
      await gotoRoute(page, `/contactus?status=${forged}`);
      await expect(new PostedFormPage(page, 'Send us a message').field('First name')).toBeVisible();
      await expect(page.getByRole('dialog')).toBeHidden();
      await gotoRoute(page, `/support/${forged}`);
      await expect(page.getByRole('heading', { name: 'Request Support' })).toBeVisible();
      await expect(page.getByRole('dialog')).toBeHidden();
    }
    await noExecution();
  });

  test('Back after sending brings a form that can be sent again', async ({ page }) => {
    const since = new Date().toISOString();
    const first = uniqueMarker('First ');
    await gotoRoute(page, '/support');
    const form = new PostedFormPage(page, 'Request Support');
    await form.fill({ Name: 'Lee Park', Phone: '5550100123', 'E-mail': 'lee@example.com', Subject: first, Message: 'One' });
    await form.submit();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.goBack();
    await expect(form.submitButton()).toBeVisible();
    await expect(form.submitButton()).not.toHaveAttribute('aria-disabled', 'true');
    const second = uniqueMarker('Second ');
    await form.fill({ Name: 'Lee Park', Phone: '5550100123', 'E-mail': 'lee@example.com', Subject: second, Message: 'Two' });
    await form.submit();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await storedSubmissions(page.request, since, first)).toHaveLength(1);
    expect(await storedSubmissions(page.request, since, second)).toHaveLength(1);
  });
});
