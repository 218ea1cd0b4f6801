/**
 * Path map of the app-wide product selection (machines/product-selection.machine.ts, spec 2, 4): a
 * product chosen in the Solutions menu or the footer, and a product viewed by its address, become
 * the last product, kept in the tab's session storage. That the choice reaches an open product page
 * as the update-product event is the product page's map ("menu TraxScan").
 */
import { productSelectionMachine } from '../../machines/product-selection.machine.ts';
import { ProductPage } from '../support/pages/product.ts';
import { SiteChrome } from '../support/pages/site-chrome.ts';
import { gotoRoute } from './support/portal.ts';
import { lastProductKept, menuTraxScan } from './support/products.ts';
import type { PathMap } from './support/types.ts';
import { pressOn } from './support/keyboard.ts';

export const productSelectionPaths: PathMap<typeof productSelectionMachine> = {
  machine: productSelectionMachine,
  file: 'tests/paths/product-selection.paths.ts',
  starts: [
    {
      name: 'benefits',
      input: { lastProduct: null },
      does: 'open /#/benefits in a new tab (nothing kept)',
      open: async ({ page }) => gotoRoute(page, '/benefits'),
    },
  ],
  states: {
    ready: {
      shows: "the last product chosen or viewed is kept in session storage as 'ls.lastProduct' (none at first)",
      check: async ({ page, expect, snapshot }) => {
        await expect.poll(() => lastProductKept(page)).toBe(snapshot.context.lastProduct);
      },
    },
  },
  events: [
    menuTraxScan({ type: 'product.choose', key: 'traxscan' }),
    {
      kind: 'gesture',
      event: { type: 'product.choose', key: 'trax' },
      name: 'footer Solutions',
      does: 'Tab to Solutions in the footer (Trax) and press Enter',
      keys: 'Tab, Enter',
      act: async ({ page, expect }) => pressOn({ page, expect }, new SiteChrome(page).footerLink('Solutions'), 'Enter'),
      verify: async ({ page, expect }) => expect(page).toHaveURL(/#\/product\/trax$/),
    },
    {
      kind: 'gesture',
      event: { type: 'product.viewed', name: 'logistix' },
      name: 'address logistix',
      does: 'edit the address to #/product/logistix (the page shows LogistiX)',
      // The product page says it viewed LogistiX once it shows it; the same product again changes nothing.
      when: (snapshot) => snapshot.context.lastProduct !== 'logistix',
      act: async ({ page, expect }) => {
        await gotoRoute(page, '/product/logistix');
        await expect(new ProductPage(page).heading()).toBeVisible();
      },
    },
  ],
};
