/**
 * The product page (spec 2 "Product page", spec 4 "Product selection", spec 8 "Unknown product").
 *
 * `loading` scrolls to the top and fetches the products file (invokes `loadProducts`). Then
 * `selecting` looks the product up by the name in the route, case-insensitively; with no match it
 * falls back to the last product viewed; the product found is `shown` (and remembered as the last
 * one viewed). With neither, the page is `empty`: nothing is rendered (spec 8). A failed load is
 * `failed`, with a retry.
 *
 * The page tells the machine the route's product name whenever it renders with one
 * (`product.requested`); the machine decides: the name it already has changes nothing, another one
 * is a navigation. Every navigation to another product and every
 * update-product event (`product.updated`, a product chosen in the solutions menu or the footer,
 * which the page hears for as long as it is open through the invoked `watchProductChoices`) scrolls
 * to the top and selects again from the products already loaded (or loads them, if that failed before).
 *
 * Provide: actors `loadProducts` and `watchProductChoices` (the app-wide product selection's
 * choices, sent back as `product.updated`); actions `scrollToTop` and `rememberProduct`.
 */
import { and, assign, fromCallback, fromPromise, setup } from 'xstate';
import { failedState, loadErrorMessage, onLoadError } from './load-failure.ts';
import type { ProductContent } from '../shared/product-content.ts';

/** What the machine's own decisions need of a product: its route key. */
export interface ProductEntry {
  name: string;
}

export interface ProductPageInput {
  /** The productName route parameter, or null. */
  name: string | null;
  /** The last product viewed (spec 2 fallback), or null. */
  lastProduct: string | null;
}

export interface ProductPageContext {
  /** The product name the route named last (what `product.requested` is compared with). */
  route: string | null;
  /** The product asked for last: by the route, or by an update-product event. */
  requested: string | null;
  lastProduct: string | null;
  /** The products file: the machine looks them up by name, the page shows the one chosen. */
  products: readonly ProductContent[];
  /** The name of the product shown, or null. */
  productName: string | null;
  error: string | null;
}

export type ProductPageEvent =
  { type: 'product.requested'; name: string | null } | { type: 'product.updated'; name: string } | { type: 'product.retry' };

/** spec 2: case-insensitive name match. */
export function findByName<P extends ProductEntry>(products: readonly P[], name: string | null): P | undefined {
  if (!name) return undefined;
  const wanted = name.toLowerCase();
  return products.find((product) => product.name.toLowerCase() === wanted);
}

export const productPageMachine = setup({
  types: {
    input: {} as ProductPageInput,
    context: {} as ProductPageContext,
    events: {} as ProductPageEvent,
  },
  actors: {
    /** Resolves with every product of the products file; rejects when it cannot be read. */
    loadProducts: fromPromise<readonly ProductContent[]>(() => Promise.reject(new Error('loadProducts not provided'))),
    /** Sends back `product.updated` for every product chosen in the menu or footer (spec 4), while the page is open. */
    watchProductChoices: fromCallback(() => {
      throw new Error('watchProductChoices is not provided');
    }),
  },
  actions: {
    /** Effect: every navigation shows the page from its top (spec 2). */
    scrollToTop: () => {},
    /** Effect: remember the product shown as the last one viewed (spec 2, 4). */
    rememberProduct: (_, _params: { name: string }) => {},
    assignProducts: assign({ products: (_, products: readonly ProductContent[]) => products, error: null }),
    assignRequested: assign({
      requested: ({ event }) => (event.type === 'product.requested' || event.type === 'product.updated' ? event.name : null),
      route: ({ context, event }) => (event.type === 'product.requested' ? event.name : context.route),
    }),
    /** The route's product, found case-insensitively; it becomes the last product viewed. */
    showRequested: assign(({ context }) => {
      const name = findByName(context.products, context.requested)?.name ?? null;
      return { productName: name, lastProduct: name ?? context.lastProduct };
    }),
    showLastProduct: assign(({ context }) => ({
      productName: findByName(context.products, context.lastProduct)?.name ?? null,
    })),
    /** The route caught up with what the menu already asked for: only the route is noted. */
    assignRoute: assign({ route: ({ context, event }) => (event.type === 'product.requested' ? event.name : context.route) }),
    clearProduct: assign({ productName: null }),
    assignError: assign({ error: (_, error: unknown) => loadErrorMessage(error) }),
  },
  guards: {
    /** The route names another product than the one it named last: a navigation (the same one is no request). */
    isNewRoute: ({ context, event }) => event.type === 'product.requested' && event.name !== context.route,
    /** The route now names the product a menu choice already asked for (the choice opens its route too). */
    isRouteOfRequested: ({ context, event }) =>
      event.type === 'product.requested' && event.name !== context.route && event.name === context.requested,
    hasRequestedProduct: ({ context }) => findByName(context.products, context.requested) !== undefined,
    hasLastProduct: ({ context }) => findByName(context.products, context.lastProduct) !== undefined,
    hasProducts: ({ context }) => context.products.length > 0,
  },
}).createMachine({
  id: 'productPage',
  context: ({ input }) => ({
    route: input.name,
    requested: input.name,
    lastProduct: input.lastProduct,
    products: [],
    productName: null,
    error: null,
  }),
  initial: 'loading',
  invoke: { id: 'watchProductChoices', src: 'watchProductChoices' },
  on: {
    'product.requested': [
      { guard: 'isRouteOfRequested', actions: 'assignRoute' },
      { guard: and(['isNewRoute', 'hasProducts']), target: '.selecting', actions: ['assignRequested', 'scrollToTop'] },
      { guard: 'isNewRoute', target: '.loading', reenter: true, actions: 'assignRequested' },
    ],
    'product.updated': [
      { guard: 'hasProducts', target: '.selecting', actions: ['assignRequested', 'scrollToTop'] },
      { target: '.loading', reenter: true, actions: 'assignRequested' },
    ],
  },
  states: {
    loading: {
      description: 'Scrolled to the top; the products file is being fetched.',
      tags: ['busy'],
      entry: 'scrollToTop',
      invoke: {
        id: 'loadProducts',
        src: 'loadProducts',
        onDone: { target: 'selecting', actions: { type: 'assignProducts', params: ({ event }) => event.output } },
        onError: onLoadError,
      },
    },
    selecting: {
      description: 'Finds the product named in the route, else the last product viewed, else none.',
      always: [
        {
          guard: 'hasRequestedProduct',
          target: 'shown',
          actions: ['showRequested', { type: 'rememberProduct', params: ({ context }) => ({ name: context.productName ?? '' }) }],
        },
        { guard: 'hasLastProduct', target: 'shown', actions: 'showLastProduct' },
        { target: 'empty', actions: 'clearProduct' },
      ],
    },
    shown: {
      description: 'The product is shown: hero, description, partners and feature groups.',
    },
    empty: {
      description: 'No known product and no last product viewed: nothing is rendered (spec 8).',
    },
    failed: failedState('The products file could not be loaded: a message and a Retry button.', 'product.retry'),
  },
});

type ProductPageSnapshot = {
  context: ProductPageContext;
  hasTag: (tag: 'busy' | 'error') => boolean;
  matches: (value: 'shown' | 'empty') => boolean;
};

export const selectProductLoading = (snapshot: ProductPageSnapshot) => snapshot.hasTag('busy');
export const selectProductFailed = (snapshot: ProductPageSnapshot) => snapshot.hasTag('error');
/** The key of the product shown, or null while loading, failed or empty. */
export const selectProductName = (snapshot: ProductPageSnapshot) => (snapshot.matches('shown') ? snapshot.context.productName : null);
/** The product shown (a stable reference: an entry of the loaded list), or null while loading, failed or empty. */
export const selectShownProduct = (snapshot: ProductPageSnapshot): ProductContent | null =>
  snapshot.matches('shown') ? (snapshot.context.products.find((product) => product.name === snapshot.context.productName) ?? null) : null;
