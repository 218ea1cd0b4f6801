/**
 * What the app-wide product selection (machines/product-selection.machine.ts, spec 2, 4) is given:
 * the last product kept in this tab's session storage, and the product page's subscription to the
 * choices it announces.
 */
import { fromCallback, type ActorRefFrom } from 'xstate';
import type { ProductPageEvent } from '../../../machines/product-page.machine.ts';
import type { productSelectionMachine } from '../../../machines/product-selection.machine.ts';
import { sessionStore } from '../../lib/storage.ts';

const LAST_PRODUCT_KEY = 'ls.lastProduct';
/** A product key as the routes spell them; anything else in storage is ignored. */
const PRODUCT_KEY = /^[a-z]{1,40}$/i;

/** The last product kept for this tab, or null (storage unavailable, empty, or not a product key). */
export function readLastProduct(): string | null {
  try {
    const stored = sessionStore()?.getItem(LAST_PRODUCT_KEY) ?? null;
    return stored && PRODUCT_KEY.test(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Keeps the last product for this tab; storage that is unavailable (private mode, quota) is skipped. */
export function storeLastProduct(key: string): void {
  try {
    sessionStore()?.setItem(LAST_PRODUCT_KEY, key);
  } catch {
    // The app-wide actor still remembers it for this visit.
  }
}

/**
 * The product page's `watchProductChoices`: each product chosen in the menu or footer (the
 * selection's `product.chosen`) reaches the page as `product.updated`; unsubscribed when it closes.
 */
export function watchProductChoicesActor(selection: ActorRefFrom<typeof productSelectionMachine>) {
  return fromCallback(({ sendBack }) => {
    const subscription = selection.on('product.chosen', ({ key }) =>
      sendBack({ type: 'product.updated', name: key } satisfies ProductPageEvent),
    );
    return () => subscription.unsubscribe();
  });
}
