/** What the product page's and the product selection's path maps share (spec 2 "Product page", spec 4 "Product selection"). */
import type { Page } from '@playwright/test';
import { ProductPage } from '../../support/pages/product.ts';
import { SiteChrome } from '../../support/pages/site-chrome.ts';
import type { EventDriver, EventObject } from './types.ts';

/** The last product chosen or viewed, as the tab's session storage keeps it (the product page object reads it). */
export const lastProductKept = (page: Page) => new ProductPage(page).lastProductKept();

/** Choosing TraxScan in the navigation bar's Solutions menu, which sends `event` to the map's machine and opens #/product/traxscan. */
export function menuTraxScan(event: EventObject): EventDriver {
  return {
    kind: 'gesture',
    event,
    name: 'menu TraxScan',
    does: 'choose TraxScan in the Solutions menu',
    act: async ({ page }) => new SiteChrome(page).chooseSolution(/^TraxScan/),
    verify: async ({ page, expect }) => expect(page).toHaveURL(/#\/product\/traxscan$/),
  };
}
