/**
 * Product pages (spec 2 "Product page", spec 4 "Product selection", spec 8 "Unknown
 * product"): all nine keys from the data, case-insensitive lookup, the update-product event, the
 * fallback to the last product viewed, nothing for an unknown product, scroll to top.
 */
import { readFileSync } from 'node:fs';
import { ProductPage } from '../support/pages/product.ts';
import { SiteChrome } from '../support/pages/site-chrome.ts';
import { ORIGIN, expect, gotoRoute, test, watchInsertions } from './fixtures.ts';
import { chunkPattern } from './built-files.ts';

interface ProductData {
  name: string;
  headline: string;
  byline: string;
  descTitle: string;
  desc: string;
  descSpecification?: string;
  partners?: Array<{ headline: string; logos: Array<{ href: string; alt: string }> }>;
  contentColumns: Array<{ title?: string; items: Array<{ icon: string; title: string }> }>;
}
const products: ProductData[] = JSON.parse(readFileSync(new URL('../../public/assets/data/products.data.json', import.meta.url), 'utf8'));
const ICONS = ['ordering', 'tracked', 'diagram', 'expedited', 'memo', 'mobile', 'network', 'notification', 'source', 'vin'];

test.describe('product pages', () => {
  test('opened directly, the page asks for the products file once, alongside its code rather than after it (docs/performance.md)', async ({
    page,
  }) => {
    const events: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/assets/data/products.data.json')) events.push('products requested');
    });
    page.on('requestfinished', (request) => {
      if (chunkPattern('product-page').test(new URL(request.url()).pathname)) events.push('page code arrived');
    });
    await gotoRoute(page, '/product/trax');
    await expect(new ProductPage(page).headline()).toBeVisible();
    expect(events.filter((event) => event === 'products requested')).toHaveLength(1);
    expect(events.indexOf('products requested')).toBeLessThan(events.indexOf('page code arrived'));
  });

  test('opened directly, the product page is drawn with its hero and description first; the partners and features join it in a later drawing (docs/performance.md)', async ({
    page,
  }) => {
    // Drawn at once, or all of it deferred, the page would arrive with its features already inside.
    const arrivals = await watchInsertions(page, '.product-page', '.product-feature');
    await gotoRoute(page, '/product/trax');
    await expect(new ProductPage(page).featureItems().first()).toBeVisible();
    // Put in once, without the features.
    expect(await arrivals()).toEqual([false]);
  });

  test('all nine products show hero, description, specification and feature groups from the data', async ({ page }) => {
    expect(products.map((product) => product.name).sort()).toEqual(
      ['backtrax', 'deliverytrax', 'logistix', 'mechanical', 'traxdrive', 'traxpod', 'traxscan', 'trax', 'valutrax'].sort(),
    );
    const view = new ProductPage(page);
    for (const product of products) {
      await gotoRoute(page, `/product/${product.name}`);
      await expect(view.headline(), product.name).toHaveText(product.headline);
      await expect(view.hero).toContainText(product.byline);
      await expect(view.scheduleDemo()).toHaveAttribute('href', '#/contactus');
      await expect(view.register()).toHaveAttribute('href', `${ORIGIN}/opsportal/#/register`);
      await expect(page.getByRole('heading', { level: 2, name: product.descTitle })).toBeVisible();
      if (product.descSpecification) await expect(view.root).toContainText(product.descSpecification);
      const items = product.contentColumns.flatMap((group) => group.items);
      await expect(view.featureItems()).toHaveCount(items.length);
      await expect(view.root.getByRole('heading', { level: 3 })).toHaveText(items.map((item) => item.title));
      const icons = await view.featureIcons().evaluateAll((images) => images.map((image) => image.getAttribute('data-icon')));
      expect(icons).toEqual(items.map((item) => item.icon));
      for (const icon of icons) expect(ICONS).toContain(icon);
    }
  });

  test('group titles render their HTML; partner logo groups link out', async ({ page }) => {
    const trax = products.find((product) => product.name === 'trax')!;
    await gotoRoute(page, '/product/trax');
    const view = new ProductPage(page);
    await expect(view.root.locator('.product-features__title strong').first()).toHaveText('For shops:');
    const group = trax.partners![0]!;
    const region = page.getByRole('region', { name: group.headline });
    await expect(region.getByRole('link')).toHaveCount(group.logos.length);
    await expect(region.getByRole('link', { name: new RegExp(group.logos[0]!.alt) })).toHaveAttribute('href', group.logos[0]!.href);
  });

  test('Schedule Demo goes to /contactus', async ({ page }) => {
    await gotoRoute(page, '/product/valutrax');
    await new ProductPage(page).scheduleDemo().click();
    await expect(page).toHaveURL(/#\/contactus$/);
  });

  test('names are matched case-insensitively', async ({ page }) => {
    await gotoRoute(page, '/product/DeliveryTRAX');
    await expect(new ProductPage(page).headline()).toHaveText(products.find((product) => product.name === 'deliverytrax')!.headline);
  });

  test('an unknown product renders nothing for a new visitor, and the last product viewed otherwise', async ({ page }) => {
    await gotoRoute(page, '/product/hovercraft');
    await expect(page.locator('main')).toBeAttached();
    await expect(page.locator('main .load-status')).toHaveCount(0);
    await expect(page.locator('main')).toBeEmpty();
    await expect(new SiteChrome(page).footer).toBeVisible();

    const logistix = products.find((product) => product.name === 'logistix')!;
    await gotoRoute(page, '/product/logistix');
    await expect(new ProductPage(page).headline()).toHaveText(logistix.headline);
    await gotoRoute(page, '/product/hovercraft');
    await expect(new ProductPage(page).headline()).toHaveText(logistix.headline);
  });

  test('choosing another product in the Solutions menu reloads the page at its top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await gotoRoute(page, '/product/trax');
    const view = new ProductPage(page);
    await expect(view.headline()).toBeVisible();
    await view.featureItems().last().scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    // Another product replaces the shown one whole and at once: its features never missing, no loading status.
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('main .load-status')) Object.assign(window, { loadingShown: true });
        if (document.querySelector('.product-page') && !document.querySelector('.product-features'))
          Object.assign(window, { partDrawn: true });
      }).observe(document, { childList: true, subtree: true });
    });
    const chrome = new SiteChrome(page);
    await chrome.menuButton('Solutions').click();
    await chrome
      .menuPanel('Solutions')
      .getByRole('link', { name: /^TraxScan/ })
      .click();
    await expect(page).toHaveURL(/#\/product\/traxscan$/);
    await expect(view.headline()).toHaveText(products.find((product) => product.name === 'traxscan')!.headline);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('ls.lastProduct'))).toBe('traxscan');
    expect(await page.evaluate(() => ['loadingShown', 'partDrawn'].filter((flag) => flag in window))).toEqual([]);
  });

  test('a failed products load says so; Retry shows the product', async ({ page, context }) => {
    await context.addCookies([{ name: 'stand-in-fault', value: 'content:500', url: ORIGIN }]);
    await gotoRoute(page, '/product/trax');
    await expect(page.getByRole('alert')).toContainText('This product could not be loaded.');
    await context.clearCookies({ name: 'stand-in-fault' });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(new ProductPage(page).headline()).toHaveText(products[0]!.headline);
  });
});
