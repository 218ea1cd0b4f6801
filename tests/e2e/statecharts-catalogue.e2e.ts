/**
 * The statechart catalogue opens from disk in Chromium with no request outside its folder and no CSP
 * violation, and an analyst can step the real machines there (docs/decisions/statechart-catalogue.md): the login form
 * and the form submission machine are taken to their resting states, with the active state
 * highlighted on the SVG and the path listed. Needs no server: the page is a file:// URL.
 */
import { expect, test, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Every machine of machines/: the catalogue draws each one. */
const MACHINES = readdirSync(fileURLToPath(new URL('../../machines/', import.meta.url))).filter((name) =>
  name.endsWith('.machine.ts'),
).length;
const FOLDER = pathToFileURL(fileURLToPath(new URL('../../docs/statecharts/', import.meta.url))).href;

async function openCatalogue(page: Page) {
  const outside: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(FOLDER)) outside.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${FOLDER}index.html`);
  await expect(page.getByRole('heading', { name: 'Statechart catalogue' })).toBeVisible();
  return { outside, problems };
}

/**
 * Whether a highlighted state of a section is drawn inside its diagram's box and the window: what an
 * analyst stepping through sees without scrolling.
 */
const activeInView = (page: Page, section: string, state: string) =>
  page.locator(`#${section}`).evaluate((root, id) => {
    const box = root.querySelector('.diagram')?.getBoundingClientRect();
    const pattern = new RegExp(`-state-${id}-\\d+$`);
    const node = [...root.querySelectorAll('.diagram svg g.node.player-active')]
      .find((item) => pattern.test(item.id))
      ?.getBoundingClientRect();
    if (!box || !node) return 'no highlighted node';
    const inside = (outer: { left: number; right: number; top: number; bottom: number }) =>
      node.left >= outer.left && node.right <= outer.right && node.top >= outer.top && node.bottom <= outer.bottom;
    return inside(box) && inside({ left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight }) ? 'in view' : 'out of view';
  }, state);

const svgWidth = (page: Page, section: string) =>
  page.locator(`#${section} .diagram svg`).evaluate((svg) => svg.getBoundingClientRect().width);

const highlighted = (page: Page, section: string) =>
  page
    .locator(`#${section} .diagram svg .player-active`)
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-id') ?? node.id));

test('the catalogue lists every area and draws every machine from disk', async ({ page }) => {
  const { outside, problems } = await openCatalogue(page);
  for (const area of ['Sign-in', 'Single sign-on', 'Layout', 'Content', 'Forms']) {
    await expect(page.getByRole('heading', { level: 2, name: area })).toBeVisible();
  }
  expect(MACHINES).toBeGreaterThanOrEqual(20);
  await expect(page.locator('section.chart')).toHaveCount(MACHINES);
  await expect(page.locator('section.chart .diagram svg')).toHaveCount(MACHINES);
  await expect(page.locator('#login-form dd').first()).toHaveText('/ops');
  expect(outside).toEqual([]);
  expect(problems).toEqual([]);
});

/** The pairs of a diagram's labels drawn on one another or on a state (more than 2 px both ways). */
const overlappingLabels = (page: Page, section: string) =>
  page.locator(`#${section} .diagram svg`).evaluate((svg) => {
    const boxes = [...svg.querySelectorAll('g.edgeLabel, g.node, g.note')]
      .map((item) => ({
        label: item.classList.contains('edgeLabel'),
        text: (item.textContent ?? '').trim(),
        rect: item.getBoundingClientRect(),
      }))
      .filter((item) => item.rect.width > 1 && item.rect.height > 1);
    const pairs: string[] = [];
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        if (!a.label && !b.label) return;
        const across = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const down = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (across > 2 && down > 2) pairs.push(`${a.text} × ${b.text}`);
      }),
    );
    return pairs;
  });

test('the dense charts are laid out without a label on another (ELK layout)', async ({ page }) => {
  await openCatalogue(page);
  for (const section of ['login-form', 'user-type-routing', 'form-submission', 'sso-session']) {
    await expect(page.locator(`#${section} .diagram svg g.edgeLabel`).first()).toBeAttached();
    expect(await overlappingLabels(page, section), section).toEqual([]);
  }
});

test('the login form is stepped to an error and to a hand-over', async ({ page }) => {
  const { outside, problems } = await openCatalogue(page);
  const section = page.locator('#login-form');
  await section.getByRole('button', { name: 'Step through' }).click();
  const now = section.locator('.current');
  await expect(now).toHaveText('Now: idle');
  expect(await highlighted(page, 'login-form')).toEqual([expect.stringMatching(/^chart-login-form-state-idle-\d+$/)]);

  await section.getByRole('button', { name: 'credentials.submit: filled in' }).click();
  await expect(now).toHaveText('Now: loading');
  await section.getByRole('button', { name: 'wrong password / refused' }).click();
  await expect(now).toHaveText('Now: failed');
  expect(await highlighted(page, 'login-form')).toEqual([expect.stringMatching(/^chart-login-form-state-failed-\d+$/)]);

  // From failed the form is sent again; this time the token comes and routing leaves for the app.
  await section.getByRole('button', { name: 'credentials.submit: filled in' }).click();
  await section.getByRole('button', { name: 'success: customer (type 1)' }).click();
  await expect(now).toHaveText('Now: routing');
  await section.getByRole('button', { name: 'left for App 27' }).click();
  await expect(now).toHaveText('Final: leaving (final)');
  // The picture is the customer's path's: App 27, not the first account the storyboard pictured leaving.
  const seen = section.locator('.seen-now');
  await expect(seen.locator('.seen-caption')).toHaveText(['leaving, left for App 27']);
  await expect(seen.locator('img[data-width="desktop"]')).toHaveAttribute('src', 'storyboard/loginForm/leaving@app27.desktop.webp');
  await expect(seen.locator('img')).toHaveCount(2);
  await expect(section.locator('.events button')).toHaveCount(0);
  await expect(section.locator('.answers button')).toHaveCount(0);
  // The state just entered is kept in view; the diagram zooms (its drawing resized) and fits its box.
  expect(await activeInView(page, 'login-form', 'leaving')).toBe('in view');
  const natural = await svgWidth(page, 'login-form');
  await section.getByRole('button', { name: 'Zoom in' }).click();
  expect(await svgWidth(page, 'login-form')).toBeCloseTo(natural * 1.25, 0);
  await expect(section.locator('.zoom-level')).toHaveText('125 %');
  await section.getByRole('button', { name: 'Fit the width' }).click();
  const boxWidth = await section.locator('.diagram').evaluate((box) => box.clientWidth);
  expect(await svgWidth(page, 'login-form')).toBeLessThanOrEqual(boxWidth);
  expect(natural).toBeGreaterThan(boxWidth);
  await expect(section.locator('.path li')).toHaveText([
    'start loginForm with {"storedProductId":null}',
    'send {"type":"credentials.submit","username":"shop.demo","password":"Demo-Pass-1"} → loading',
    'answer requestToken: wrong password / refused → failed',
    'send {"type":"credentials.submit","username":"shop.demo","password":"Demo-Pass-1"} → loading',
    'answer requestToken: success: customer (type 1) → routing',
    'answer routeUser: left for App 27 → leaving (final)',
  ]);
  await expect(section.locator('.path-text')).toHaveValue(/answer routeUser: left for App 27 {2}→ leaving \(final\)$/);
  expect(outside).toEqual([]);
  expect(problems).toEqual([]);
});

test('the form submission machine is stepped through the captcha to a slow post, firing its timer', async ({ page }) => {
  const { outside, problems } = await openCatalogue(page);
  const section = page.locator('#form-submission');
  await section.getByRole('button', { name: 'Step through' }).click();
  const now = section.locator('.current');
  // A contact form confirmed by status first looks for the draft of an unconfirmed post.
  await expect(now).toHaveText('Now: restoring');
  await section.getByRole('button', { name: 'draft.read: no draft' }).click();
  await expect(now).toHaveText('Now: active.captcha.loading, active.submission.editing');

  // Send before the captcha is answered is refused: the machine stays editing.
  await section.getByRole('button', { name: 'form.submit: fields valid' }).click();
  await expect(now).toHaveText('Now: active.captcha.loading, active.submission.editing');
  await section.locator('.answer-row', { hasText: 'loadCaptcha answers' }).getByRole('button', { name: 'success' }).click();
  await expect(now).toHaveText('Now: active.captcha.ready.unanswered, active.submission.editing');
  await section.getByRole('button', { name: 'captcha.answered' }).click();
  await section.getByRole('button', { name: 'form.submit: fields valid' }).click();
  await expect(now).toHaveText('Now: active.captcha.ready.answered, active.submission.submitting.waiting');
  await expect(section.locator('.timers button')).toHaveText(['Fire: after 8000 ms']);
  await section.getByRole('button', { name: 'Fire: after 8000 ms' }).click();
  await expect(now).toHaveText('Now: active.captcha.ready.answered, active.submission.submitting.slow');
  await expect(section.locator('.timers button')).toHaveCount(0);
  expect(await activeInView(page, 'form-submission', 'active__submission__submitting__slow')).toBe('in view');
  // One picture per region, the one the step changed first: the "Still sending…" page, then the captcha's.
  const seen = section.locator('.seen-now');
  await expect(seen.locator('.seen-caption')).toHaveText([
    'active.submission.submitting.slow in the active.submission region',
    'active.captcha.ready.answered in the active.captcha region',
  ]);
  await expect(seen.locator('.seen-region').first().locator('img[data-width="desktop"]')).toHaveAttribute(
    'src',
    'storyboard/formSubmission/active.submission.submitting.slow.desktop.webp',
  );
  const active = await highlighted(page, 'form-submission');
  expect(active).toEqual(
    expect.arrayContaining([
      'active',
      'active__submission__submitting',
      expect.stringMatching(/^chart-form-submission-state-active__submission__submitting__slow-\d+$/),
    ]),
  );

  // The page comes back from the history cache: editing again, the spent answer reset.
  await section.getByRole('button', { name: 'page.restored' }).click();
  await expect(now).toHaveText('Now: active.captcha.ready.unanswered, active.submission.editing');

  // Another start: a form without configuration rests in `unavailable`.
  await section.getByLabel('Start with').selectOption({ label: 'no configuration' });
  await expect(now).toHaveText('Now: unavailable');
  await section.getByRole('button', { name: 'form.submit: fields valid' }).click();
  await expect(now).toHaveText('Now: unavailable');
  expect(outside).toEqual([]);
  expect(problems).toEqual([]);
});
