/**
 * The accessibility sweep (WCAG 2.2 AA): axe with the tags wcag2a, wcag2aa, wcag21a,
 * wcag21aa and wcag22aa over the whole page of every route of the spec's route table (spec 2, each
 * entry's `sample`), at 375 px and 1280 px, with the cookie modal closed; once with the cookie modal
 * open; and on each open dialog and menu: the About dropdown, the Solutions mega-dropdown, the
 * mobile menu, the status success modal, the login panel showing an error, the accordion. Zero
 * violations. One test per route and width, so a failure names its page.
 */
import { sampledRouteTable as routeTable } from '../../src/app/route-samples.ts';
import { Accordion } from '../support/pages/accordion.ts';
import { axeViolations } from '../support/pages/axe-scan.ts';
import { LoginPanel } from '../support/pages/login-panel.ts';
import { SiteChrome } from '../support/pages/site-chrome.ts';
import { expect, fault, gotoRoute, test, waitForPage } from './fixtures.ts';

const WIDTHS = [375, 1280] as const;

test.describe('axe: every route of the route table', () => {
  for (const entry of routeTable) {
    for (const width of WIDTHS) {
      test(`${entry.sample} at ${width} px`, async ({ page, context }) => {
        if (entry.path === 'kc') {
          // /kc leaves for the identity provider at once; a slow provider keeps its loading screen
          // (logo, heading, progress bar) on the page while axe reads it.
          await fault(context, 'sso:slow');
        }
        await page.setViewportSize({ width, height: 900 });
        await gotoRoute(page, entry.sample);
        await waitForPage(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});

test.describe('axe: open dialogs and menus', () => {
  test.describe('a fresh visitor', () => {
    test.use({ freshVisitor: true });

    test('the cookie-consent modal, open over /benefits', async ({ page }) => {
      await gotoRoute(page, '/benefits');
      await waitForPage(page);
      // spec 4: it opens 300 ms after start.
      const dialog = page.getByRole('dialog', { name: 'Cookies on this site' });
      await expect(dialog).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  for (const width of WIDTHS) {
    test(`the About dropdown and the Solutions mega-dropdown at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const chrome = new SiteChrome(page);
      await gotoRoute(page, '/about');
      await waitForPage(page);
      if (width < 960) await page.getByRole('button', { name: 'Menu' }).click();
      await chrome.menuButton('About').click();
      await expect(chrome.menuPanel('About')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await chrome.menuButton('Solutions').click();
      await expect(chrome.menuPanel('Solutions')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the mobile menu, open at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await gotoRoute(page, '/news-and-media');
    await waitForPage(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(new SiteChrome(page).nav.getByRole('link', { name: 'Benefits' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const width of WIDTHS) {
    test(`the status success modal on /contactus?status=200 at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoRoute(page, '/contactus?status=200');
      const dialog = page.getByRole('dialog', { name: 'Thank you for Contacting Us!' });
      await expect(dialog).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const width of WIDTHS) {
    test(`the /ops login panel showing an error at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const panel = new LoginPanel(page);
      await gotoRoute(page, '/ops');
      await waitForPage(page);
      await panel.signIn('shop.demo', 'not-the-password');
      await expect(panel.error()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('a toast shown on /ops (an internal user without admin features, spec 6)', async ({ page }) => {
    const panel = new LoginPanel(page);
    await gotoRoute(page, '/ops');
    await waitForPage(page);
    await panel.signIn('internal.demo', 'Demo-Pass-1');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password.' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the Benefits accordion with another panel open', async ({ page }) => {
    const accordion = new Accordion(page);
    await gotoRoute(page, '/benefits');
    await waitForPage(page);
    await accordion.header('Analytics & Metrics').click();
    await expect(accordion.panel('Analytics & Metrics')).toBeVisible();
    expect(await axeViolations(page, { include: '.accordion' })).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the /kc screen when single sign-on cannot be reached', async ({ page, context }) => {
    await fault(context, 'sso:down');
    await gotoRoute(page, '/kc');
    // The wrapper's probe fails at once on a refused connection, or gives up after its 8 s (SSO_PROBE_TIMEOUT_MS).
    await expect(
      page.getByRole('button', { name: 'Try again' }),
      'with sso:down, /kc says the provider cannot be reached and offers Try again',
    ).toBeVisible({ timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);
  });
});
