/** What the product page's and the product selection's path maps share (spec 2 "Product page", spec 4 "Product selection"). */
import type { Page } from '@playwright/test';
import type { EventDriver, EventObject } from './types.ts';

/** The last product chosen or viewed, as the tab's session storage keeps it. */
export const lastProductKept = (page: Page) => page.evaluate(() => sessionStorage.getItem('ls.lastProduct'));

/** Choosing TraxScan in the navigation bar's Solutions menu, which sends `event` to the map's machine and opens #/product/traxscan. */
export function menuTraxScan(event: EventObject): EventDriver {
  return {
    kind: 'gesture',
    event,
    name: 'menu TraxScan',
    does: 'choose TraxScan in the Solutions menu',
    act: async ({ page }) => {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Solutions', exact: true }).click();
      await nav.getByRole('link', { name: /^TraxScan/ }).click();
    },
    verify: async ({ page, expect }) => expect(page).toHaveURL(/#\/product\/traxscan$/),
  };
}
