/**
 * Careers and job descriptions (spec 2 "Careers page", "Career detail", spec 8): tiles, the
 * opportunities table and its e-mail drafts, anchor scrolling, case-insensitive lookup, unknown jobs
 * to /page-not-found, Back to Careers and Apply Now.
 */
import { readFileSync } from 'node:fs';
import { CareerDetail, CareersPage } from '../support/pages/careers.ts';
import { ORIGIN, currentRoute, expect, gotoRoute, test } from './fixtures.ts';
import { SiteChrome } from '../support/pages/site-chrome.ts';

interface CareerData {
  path: string;
  position: string;
  descriptionShort: string;
  requirementsShort: string;
  requirementColumns: Array<{ items: Array<{ title: string }> }>;
}
const careers: CareerData[] = JSON.parse(readFileSync(new URL('../../public/assets/data/careers.data.json', import.meta.url), 'utf8'));
const first = careers[0]!;
const mailto = (position: string) => `mailto:careers@example.com?subject=${encodeURIComponent(`${position} Job Inquiry`)}`;

test.describe('careers page', () => {
  test('shows the marketing sections, the four tiles and the opportunities table', async ({ page }) => {
    await gotoRoute(page, '/careers');
    const view = new CareersPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
    for (const title of ['Why work here', 'Our solutions', 'An inspiring workplace', 'Career growth']) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(view.tiles()).toHaveText([
      '20+ Years in business',
      'Cutting edge of technology',
      'Family environment',
      'Leader in industry',
    ]);
    await expect(view.columnHeaders()).toHaveText(['Job Title', 'Description', 'Requirements', 'Select']);
    await expect(view.rows()).toHaveCount(careers.length);
    const row = view.rows().first();
    await expect(row).toContainText(first.descriptionShort);
    await expect(row).toContainText(first.requirementsShort);
    await expect(view.jobLink(first.position)).toHaveAttribute('href', `#/career/${first.path}`);
  });

  test("each row's Select button opens an e-mail draft with the subject '{position} Job Inquiry'", async ({ page }) => {
    await gotoRoute(page, '/careers');
    const view = new CareersPage(page);
    for (const career of careers) {
      await expect(view.selectButton(career.position)).toHaveAttribute('href', mailto(career.position));
    }
  });

  test('/careers/opportunities scrolls to the table once it has loaded', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await gotoRoute(page, '/careers/opportunities');
    const view = new CareersPage(page);
    await expect(view.rows().first()).toBeVisible();
    await expect(view.opportunities.getByRole('heading', { name: 'Current opportunities' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(view.opportunities).toBeFocused();
  });

  // The anchor comes from the address: only the page's own sections are scrolled to and focused.
  for (const id of ['main', 'nav-menu', 'growth-title']) {
    test(`/careers/${id} names an element that is not a section: the page opens at its top, focus stays put`, async ({ page }) => {
      // A scroll would be instant, so its absence shows as soon as the machine has decided.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 1280, height: 600 });
      await gotoRoute(page, `/careers/${id}`);
      const view = new CareersPage(page);
      // The machine scrolls (or not) as the table arrives, before the table is drawn.
      await expect(view.rows().first()).toBeVisible();
      const element = page.locator(`#${id}`);
      await expect(element).toHaveCount(1);
      await expect(element).not.toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeInViewport();
      await expect(page.getByText('could not be loaded')).toHaveCount(0);
      // A section of the page still scrolls and takes focus.
      await view.sectionNav().getByRole('link', { name: 'Career growth' }).click();
      await expect(page.locator('#growth')).toBeFocused();
      await expect(page.locator('#growth')).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });
  }

  test('/careers/workplace, a marketing section, scrolls to it and takes focus on arrival', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await gotoRoute(page, '/careers/workplace');
    await expect(new CareersPage(page).rows().first()).toBeVisible();
    await expect(page.locator('#workplace')).toBeFocused();
    await expect(page.locator('#workplace-title')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('the section links change the route and scroll to their section', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await gotoRoute(page, '/careers');
    const view = new CareersPage(page);
    await expect(view.rows().first()).toBeVisible();
    await view.sectionNav().getByRole('link', { name: 'Career growth' }).click();
    await expect(page).toHaveURL(/#\/careers\/growth$/);
    await expect(page.locator('#growth')).toBeInViewport();
    await view.sectionNav().getByRole('link', { name: 'Current opportunities' }).click();
    await expect(page).toHaveURL(/#\/careers\/opportunities$/);
    await expect(view.table).toBeInViewport();
  });

  test('a failed careers load keeps the page, says so, and Retry loads the table', async ({ page, context }) => {
    await context.addCookies([{ name: 'stand-in-fault', value: 'content:500', url: ORIGIN }]);
    await gotoRoute(page, '/careers');
    const view = new CareersPage(page);
    await expect(page.getByRole('alert')).toContainText('The current opportunities could not be loaded.');
    await expect(view.tiles()).toHaveCount(4);
    await context.clearCookies({ name: 'stand-in-fault' });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(view.rows()).toHaveCount(careers.length);
  });
});

test.describe('job description', () => {
  test("a row's job title opens the job: position, 'Job Description', requirements, Apply Now", async ({ page }) => {
    await gotoRoute(page, '/careers');
    await new CareersPage(page).jobLink(first.position).click();
    await expect(page).toHaveURL(new RegExp(`#/career/${first.path}$`));
    const detail = new CareerDetail(page);
    await expect(detail.position()).toHaveText(first.position);
    await expect(page.getByRole('heading', { level: 2, name: 'Job Description' })).toBeVisible();
    for (const column of first.requirementColumns) {
      for (const item of column.items) await expect(page.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'What you will do' }).getByRole('listitem')).toContainText([
      'Design and build features',
      'Own front-end quality',
      'Automated tests for every change',
    ]);
    await expect(detail.applyNow()).toHaveAttribute('href', mailto(first.position));
  });

  test('is looked up case-insensitively and opens at the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await gotoRoute(page, '/careers/opportunities');
    const view = new CareersPage(page);
    await expect(view.table).toBeInViewport();
    const last = careers.at(-1)!;
    await view.jobLink(last.position).click();
    await expect(new CareerDetail(page).position()).toHaveText(last.position);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await gotoRoute(page, `/career/${first.path.toUpperCase()}`);
    await expect(new CareerDetail(page).position()).toHaveText(first.position);
  });

  test('Back to Careers returns to the opportunities table', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await gotoRoute(page, `/career/${first.path}`);
    await new CareerDetail(page).backToCareers().click();
    await expect(page).toHaveURL(/#\/careers\/opportunities$/);
    await expect(new CareersPage(page).table).toBeInViewport();
  });

  test('an unknown job goes to /page-not-found', async ({ page }) => {
    await gotoRoute(page, '/career/chief-astronaut');
    await expect(new SiteChrome(page).notFound()).toBeVisible();
    expect(currentRoute(page)).toBe('/page-not-found');
  });
});
