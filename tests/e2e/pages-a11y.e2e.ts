/**
 * Accessibility of the content pages (WCAG 2.2 AA: keyboard and screen-reader access): axe finds no
 * WCAG 2.1 A/AA violation in the main content of each page, at phone and desktop widths.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, gotoRoute, test } from './fixtures.ts';

const ROUTES = [
  '/ops',
  '/benefits',
  '/about',
  '/careers',
  '/career/senior-frontend-engineer',
  '/news-and-media',
  '/news-and-media/logistix-expands-early-delivery',
  '/product/trax',
  '/privacy-policy',
  '/ccpa-policy',
  '/sell-information',
  '/register',
  '/qr-trax-mechanical',
  '/deliverytrax-ad',
  '/traxmobile-ad',
  '/remote-connect',
  '/fast-support',
];

for (const width of [375, 1280]) {
  test(`no axe violations in the content pages at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const found: string[] = [];
    for (const route of ROUTES) {
      await gotoRoute(page, route);
      await expect(page.locator('main h1').first()).toBeAttached();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.load-status [role="status"], .route-loading')).toHaveCount(0);
      const results = await new AxeBuilder({ page })
        .include('main')
        // The forms on the landings are the forms issue's and have their own axe test.
        .exclude('.landing-ad__capture')
        .exclude('.fast-support-page__form')
        .exclude('#login-panel')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      for (const violation of results.violations) {
        found.push(`${route}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      }
    }
    expect(found).toEqual([]);
  });
}
