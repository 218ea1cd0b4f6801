/**
 * Product selection, one actor for the whole app (spec 4 "Product selection: choosing a product in
 * the solutions menu or footer emits an update-product event with the product key; the last chosen
 * product is remembered"; spec 2 "Product page": the fallback to the last product viewed).
 *
 * One state, `ready`, holding the last product. `product.choose` (a product link in the Solutions
 * menu, the footer or the Benefits cards) remembers the key (effect `storeLastProduct`) and emits
 * `product.chosen`, the update-product event, to whoever listens: the product page open at the time
 * subscribes through its `watchProductChoices` actor. `product.viewed` (the product page showed a
 * product) remembers it without emitting, and only when it is another product than the last one.
 * The actor is provided at the app root (src/app/app-actors.tsx), so no module-level bus remains.
 *
 * The last product also writes the stored product id (spec 9 "Stored values: … product id"; spec 4 "If the
 * stored product id is 27, the user goes to app 27 whatever the type"): the id of the application the product
 * signs in to (`PRODUCT_APP_IDS`), or none for a product that is not tied to one application, so the sign-in's
 * override always follows the last product and never a stale one (docs/decisions/stored-product-id.md).
 *
 * The context keeps that id too (`productId`: what the app found stored at start, then what this tab wrote), so
 * the sign-in views read it from here as their machines' input, never from storage while they render.
 *
 * Provide: actions `storeLastProduct` (the tab's session storage, so the fallback survives a reload) and
 * `storeProductId` (local storage `ls.productId`, read by the sign-in).
 */
import { assign, emit, setup } from 'xstate';

export interface ProductSelectionInput {
  /** The last product remembered in this tab, or null. */
  lastProduct: string | null;
  /** The stored product id as the app found it at start (local storage), or null; absent: none. */
  productId?: number | null;
}
export interface ProductSelectionContext {
  lastProduct: string | null;
  /** The stored product id the sign-in reads (spec 4: 27 overrides the user type): kept with what it writes. */
  productId: number | null;
}
export type ProductSelectionEvent = { type: 'product.choose'; key: string } | { type: 'product.viewed'; name: string };
/** spec 4: the update-product event, with the product key. */
export type ProductSelectionEmitted = { type: 'product.chosen'; key: string };

const keyOf = (event: ProductSelectionEvent) => (event.type === 'product.choose' ? event.key : event.name);

/**
 * spec 6, 9: the application a product signs in to, where it has exactly one. Trax Mechanical is the shops'
 * ordering app (app 27: its QR landing's "Login Now" opens the base address, app 27's); ValuTrax and DeliveryTrax
 * are for suppliers (app 25). Trax, BackTrax, Logistix and the others serve shops and suppliers alike.
 */
export const PRODUCT_APP_IDS: Readonly<Record<string, number>> = { mechanical: 27, valutrax: 25, deliverytrax: 25 };

/** The stored product id for a product key: its application's id, or null (the stored id is then removed). */
export const productAppId = (key: string): number | null => PRODUCT_APP_IDS[key.toLowerCase()] ?? null;

export const productSelectionMachine = setup({
  types: {
    input: {} as ProductSelectionInput,
    context: {} as ProductSelectionContext,
    events: {} as ProductSelectionEvent,
    emitted: {} as ProductSelectionEmitted,
  },
  actions: {
    /** Effect: keep the last product for this tab, so a reload still falls back to it (spec 2). */
    storeLastProduct: (_, _params: { key: string }) => {},
    /** Effect: the stored product id the sign-in reads (spec 4: 27 sends the user to app 27); null removes it. */
    storeProductId: (_, _params: { productId: number | null }) => {},
    assignLastProduct: assign({ lastProduct: ({ event }) => keyOf(event), productId: ({ event }) => productAppId(keyOf(event)) }),
    /** The update-product event (spec 4): the product page open now selects the product again. */
    announceChoice: emit(({ event }) => ({ type: 'product.chosen' as const, key: keyOf(event) })),
  },
  guards: {
    /** A product page showing the product already remembered changes nothing. */
    isAnotherProduct: ({ context, event }) => context.lastProduct !== keyOf(event),
  },
}).createMachine({
  id: 'productSelection',
  context: ({ input }) => ({ lastProduct: input.lastProduct, productId: input.productId ?? null }),
  initial: 'ready',
  states: {
    ready: {
      description: 'Remembers the last product chosen or viewed; a choice is announced to the product page.',
      on: {
        'product.choose': {
          actions: [
            'assignLastProduct',
            { type: 'storeLastProduct', params: ({ event }) => ({ key: event.key }) },
            { type: 'storeProductId', params: ({ context }) => ({ productId: context.productId }) },
            'announceChoice',
          ],
        },
        'product.viewed': {
          guard: 'isAnotherProduct',
          actions: [
            'assignLastProduct',
            { type: 'storeLastProduct', params: ({ event }) => ({ key: event.name }) },
            { type: 'storeProductId', params: ({ context }) => ({ productId: context.productId }) },
          ],
        },
      },
    },
  },
});

/** The last product chosen or viewed (the product page's fallback), or null. */
export const selectLastProduct = (snapshot: { context: ProductSelectionContext }) => snapshot.context.lastProduct;
/** The stored product id, for the sign-in machines' input (spec 4), or null. */
export const selectStoredProductId = (snapshot: { context: ProductSelectionContext }) => snapshot.context.productId;
