/**
 * Accessibility of the content pages (WCAG 2.2 AA: keyboard and screen-reader access): axe finds no
 * WCAG 2.1 A/AA violation in the main content of each page, at phone and desktop widths.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, gotoRoute, test } from './fixtures.ts';
import { CONTENT_ROUTES } from './pages/content-pages.ts';

for (const width of [375, 1280]) {
  test(`no axe violations in the content pages at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const found: string[] = [];
    for (const route of CONTENT_ROUTES) {
      await gotoRoute(page, route);
      await expect(page.locator('main h1').first()).toBeAttached();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.load-status [role="status"], .route-loading')).toHaveCount(0);
      const results = await new AxeBuilder({ page })
        .include('main')
        // The forms on the landings and the sign-in panel are scanned whole page by a11y-sweep.e2e.ts (and sign-in-a11y).
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
