/**
 * The legal pages (spec 2 "Privacy policy", "California consumer privacy notice",
 * /sell-information; spec 6 privacy text; spec 9 privacy constants and cookie durations): the
 * category table, the sections, the anchors with their 11-second highlight (on the page clock),
 * the CCPA notice's cookie tables and navigation.
 */
import type { Locator } from '@playwright/test';
import { SiteChrome } from '../support/pages/site-chrome.ts';
import { expect, gotoRoute, test } from './fixtures.ts';

/** Each of `texts` stands in `where`: one expectation a text, so a failure names the missing one (spec 9's constants). */
async function expectToSayEach(where: Locator, texts: readonly string[]) {
  for (const text of texts) await expect(where).toContainText(text);
}

const CATEGORIES: Array<[string, 'Yes' | 'No']> = [
  ['Identifiers', 'Yes'],
  ['Customer records', 'Yes'],
  ['Protected classifications', 'No'],
  ['Commercial information', 'Yes'],
  ['Biometric information', 'No'],
  ['Internet or network activity', 'Yes'],
  ['Geolocation data', 'Yes'],
  ['Sensory data', 'No'],
  ['Professional or employment information', 'Yes'],
  ['Education information', 'No'],
  ['Inferences', 'No'],
];

test.describe('privacy policy', () => {
  test('has the category table, every section and the constants of spec 9', async ({ page }) => {
    await gotoRoute(page, '/privacy-policy');
    const table = page.getByRole('table', { name: 'Categories of personal information and whether we collect them' });
    await expect(table.locator('thead th')).toHaveText(['Category', 'Examples', 'Collected']);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(CATEGORIES.length);
    for (const [index, [category, collected]] of CATEGORIES.entries()) {
      await expect(rows.nth(index).locator('th')).toHaveText(category);
      await expect(rows.nth(index).locator('td').last()).toHaveText(collected);
    }
    const article = page.locator('article.privacy-policy');
    for (const heading of [
      'Retention',
      'Sharing',
      'Cookies',
      'California Consumer Privacy Act (CCPA)',
      'Non-discrimination',
      'How to exercise your rights',
      'Response timing',
      'Changes to this notice',
    ]) {
      await expect(article.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    }
    await expectToSayEach(article, [
      'within 45 days',
      'up to 90 days',
      '12 months',
      '2 times in any 12-month period',
      'under 16',
      'under 13',
      'authorised agent registered',
      'on behalf of a minor child',
    ]);
  });

  for (const anchor of ['cookies', 'ccpa'] as const) {
    test(`/privacy-policy/${anchor} scrolls to its section and highlights it for 11 seconds`, async ({ page }) => {
      // A paused clock: the page's time moves only when the test says so, however long loading takes.
      await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
      await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
      await page.setViewportSize({ width: 1280, height: 600 });
      await gotoRoute(page, `/privacy-policy/${anchor}`);
      const section = page.locator(`#${anchor}`);
      await expect(section).toHaveClass(/is-highlighted/);
      await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await page.clock.runFor(10_900);
      await expect(section).toHaveClass(/is-highlighted/);
      await page.clock.runFor(200);
      await expect(section).not.toHaveClass(/is-highlighted/);
      await expect(page.locator('.is-highlighted')).toHaveCount(0);
    });
  }

  // The anchor comes from the address: only cookies and ccpa (spec 2) are scrolled to, highlighted and focused.
  for (const id of ['main', 'cookies-title']) {
    test(`/privacy-policy/${id} is not one of its anchors: no scroll, no highlight, focus stays put`, async ({ page }) => {
      // A scroll would be instant, so its absence shows as soon as the page has reported its anchor.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 1280, height: 600 });
      await gotoRoute(page, `/privacy-policy/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
      // The page reports its anchor in an effect after it is drawn: two frames later that has run.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expect(page.locator(`#${id}`)).not.toBeFocused();
      await expect(page.locator('.is-highlighted')).toHaveCount(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // One of its anchors, reached from the address on the same page, still scrolls, highlights and takes focus.
      await page.evaluate(() => {
        window.location.hash = '#/privacy-policy/cookies';
      });
      await expect(page.locator('#cookies')).toBeFocused();
      await expect(page.locator('#cookies')).toHaveClass(/is-highlighted/);
      await expect(page.locator('#cookies-title')).toBeInViewport();
    });
  }

  test('the table of contents scrolls to a section without changing the route', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await gotoRoute(page, '/privacy-policy');
    await page.getByRole('navigation', { name: 'Privacy policy sections' }).getByRole('link', { name: 'Response timing' }).click();
    await expect(page.locator('#response-timing')).toBeInViewport();
    await expect(page.locator('#response-timing')).toBeFocused();
    await expect(page).toHaveURL(/#\/privacy-policy$/);
  });
});

test.describe('California consumer privacy notice', () => {
  test('covers every section of spec 2 with the cookie tables and durations', async ({ page }) => {
    await gotoRoute(page, '/ccpa-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('California consumer privacy notice');
    const headings = [
      'Personal information we collect',
      'Where it comes from',
      'How it is shared',
      'Cookies we use',
      'Your right to know',
      'How long we keep it',
      'Exercising your rights',
      'Your right to deletion',
      'Opting out of communications',
      'Response time',
      'Non-discrimination',
      'Children’s privacy',
      'Contact details',
    ];
    await expect(page.locator('article.ccpa-policy h2')).toHaveText(headings);
    await expect(page.getByRole('navigation', { name: 'Notice sections' }).getByRole('link')).toHaveText(headings);

    const necessary = page.getByRole('table', { name: 'First-party cookies: strictly necessary' });
    await expect(necessary.getByRole('row', { name: /opsCookie/ })).toContainText('365 days');
    const analytics = page.getByRole('table', { name: 'Third-party cookies: analytics' });
    await expect(analytics.locator('tbody td:last-child')).toHaveText(['2 years', '24 hours', '1 minute']);

    await expectToSayEach(page.locator('article.ccpa-policy'), [
      'reply STOP',
      'within 45 days',
      'up to 90 days',
      '2 times in a 12-month period',
      'under 16',
      'under 13',
      '(555) 010-0199',
      'support@example.com',
    ]);
    await expect(page.getByRole('region', { name: 'Your right to deletion' }).getByRole('listitem')).toHaveCount(6);
  });

  test('opens at the top when reached from a scrolled page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await gotoRoute(page, '/privacy-policy/ccpa');
    await expect(page.locator('#ccpa')).toBeInViewport();
    await page.locator('#ccpa').getByRole('link', { name: 'California consumer privacy notice' }).click();
    await expect(page).toHaveURL(/#\/ccpa-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('/sell-information', () => {
  test('is the cookie policy stub: no sale of data, and links to the cookie details', async ({ page }) => {
    await page.clock.install();
    await gotoRoute(page, '/sell-information');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie policy');
    await expect(page.locator('main')).toContainText('does not sell your personal information');
    await expect(new SiteChrome(page).phone()).toBeVisible();
    await page.getByRole('link', { name: 'Cookies in our privacy policy' }).click();
    await expect(page).toHaveURL(/#\/privacy-policy\/cookies$/);
    await expect(page.locator('#cookies')).toHaveClass(/is-highlighted/);
  });
});
