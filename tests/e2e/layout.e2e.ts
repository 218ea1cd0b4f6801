/**
 * The layout check (issue 42): every route of the route table at 375, 768 and 1280 px, and the states where the
 * layout changes (a form with its errors shown, the open menus, each slide of the /ops carousel), read against
 * the rules of support/layout-rules.ts: controls inside their card, fields and headings of one row on one top
 * edge, no clipped or overlapping text, one visible label per control. It reads boxes, not pixels. One page load
 * per route and width; reduced motion keeps the carousels still between reads.
 */
import type { Page } from '@playwright/test';
import { sampledRouteTable as routeTable } from '../../src/app/route-samples.ts';
import { formWithErrors } from '../support/pages/posted-form.ts';
import { Carousel } from '../support/pages/carousel.ts';
import { LoginPanel } from '../support/pages/login-panel.ts';
import { SiteChrome } from '../support/pages/site-chrome.ts';
import { layoutProblems } from '../support/layout-rules.ts';
import { expect, fault, gotoRoute, test, waitForPage } from './fixtures.ts';

const WIDTHS = [375, 768, 1280] as const;
/** Where the navigation bar folds into the Menu button (nav-bar.css). */
const MENU_FOLDS_BELOW = 960;

test.use({ reducedMotion: 'reduce' });

/** The problems the rules find now, under the name of the state the page is in. */
async function problemsIn(page: Page, state: string): Promise<string[]> {
  const problems = await page.evaluate(layoutProblems, { tolerance: 1 });
  return problems.map((problem) => `${state}: ${problem}`);
}

/** The /ops login panel open (SIGN IN toggles it where it starts hidden) and refusing a wrong password. */
async function signInRefused(page: Page): Promise<void> {
  const panel = new LoginPanel(page);
  if (!(await panel.root.isVisible())) await new SiteChrome(page).signIn().click();
  await panel.signIn('shop.demo', 'not-the-password');
  await expect(panel.error()).not.toHaveText('');
}

test.describe('layout: every route at every width', () => {
  for (const entry of routeTable) {
    for (const width of WIDTHS) {
      test(`${entry.sample} at ${width} px`, async ({ page, context }) => {
        // /kc leaves for the identity provider at once; a slow provider keeps its loading screen up to be read.
        if (entry.path === 'kc') await fault(context, 'sso:slow');
        await page.setViewportSize({ width, height: 900 });
        await gotoRoute(page, entry.sample);
        await waitForPage(page);
        const problems = await problemsIn(page, 'as loaded');

        if (entry.path === 'ops') {
          const carousel = new Carousel(page, 'Featured solutions');
          const count = await carousel.slides().count();
          for (let position = 2; position <= count; position += 1) {
            await carousel.next().click();
            await expect.poll(() => carousel.visiblePositions()).toEqual([position]);
            problems.push(...(await problemsIn(page, `slide ${position} of ${count}`)));
          }
          await signInRefused(page);
          problems.push(...(await problemsIn(page, 'sign-in refused')));
        } else if (await formWithErrors(page)) {
          problems.push(...(await problemsIn(page, 'form with errors')));
        }
        expect(problems).toEqual([]);
      });
    }
  }
});

test.describe('layout: open menus', () => {
  for (const width of WIDTHS) {
    test(`the About and Solutions menus at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const chrome = new SiteChrome(page);
      await gotoRoute(page, '/about');
      await waitForPage(page);
      const problems: string[] = [];
      if (width < MENU_FOLDS_BELOW) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(chrome.nav.getByRole('link', { name: 'Benefits' })).toBeVisible();
        problems.push(...(await problemsIn(page, 'menu open')));
      }
      for (const name of ['About', 'Solutions'] as const) {
        await chrome.menuButton(name).click();
        await expect(chrome.menuPanel(name)).toBeVisible();
        problems.push(...(await problemsIn(page, `${name} open`)));
      }
      expect(problems).toEqual([]);
    });
  }
});
