/**
 * The stored product id (spec 9 "Stored values: … product id"): the application of the product the visitor last
 * chose or viewed (spec 4 "Product selection"), written by the app-wide product selection
 * (machines/product-selection.machine.ts `storeProductId`), which also reads it as the app starts and holds it in
 * its context for the sign-in machines' input: 27 sends the user to app 27 whatever the type
 * (docs/decisions/stored-product-id.md). Its own module, apart from session.ts: the app root reads it on every first
 * visit, and session.ts brings the token decoder (jose) that a first visit does not need.
 */
import { storage } from '../../lib/storage.ts';

export const storedProductId = (): number | null => storage.getProductId();

/** Writes the stored product id; null (a product tied to no one application) removes it. */
export const storeProductId = (productId: number | null): void => storage.setProductId(productId);
