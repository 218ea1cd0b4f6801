/**
 * The product page machine's actor (spec 7 "GET assets/data/products.data.json"). A failed or
 * invalid file rejects with ContentError. The file is fetched once per page visit; selecting
 * another product reuses it (the machine keeps the list). It resolves with the loader's validated
 * Product objects, typed as the machine's view of a product.
 */
import { fromPromise } from 'xstate';
import type { ProductContent } from '../../../shared/product-content.ts';
import { loadProducts } from '../../content/products.ts';

export const loadProductsActor = fromPromise<readonly ProductContent[]>(() => loadProducts());
