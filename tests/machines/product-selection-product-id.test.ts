/**
 * The stored product id (issue 33 point 7; spec 4 "If the stored product id is 27, the user goes to app 27 whatever
 * the type", spec 9 "Stored values: … product id"): the product selection writes it whenever it remembers a product,
 * as the id of that product's application, and removes it for a product tied to no one application.
 */
import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { PRODUCT_APP_IDS, productAppId, productSelectionMachine, selectStoredProductId } from '../../machines/product-selection.machine.ts';
import { PRODUCT_KEYS } from '../../src/config/paths.ts';

describe('the stored product id follows the last product', () => {
  const start = (lastProduct: string | null = null) => {
    const storeProductId = vi.fn();
    const actor = createActor(productSelectionMachine.provide({ actions: { storeProductId } }), { input: { lastProduct } }).start();
    const written = () => storeProductId.mock.calls.map(([, params]) => (params as { productId: number | null }).productId);
    return { actor, written };
  };

  it('maps only known products to the navigation app ids 27 and 25 (spec 9)', () => {
    for (const key of Object.keys(PRODUCT_APP_IDS)) expect(PRODUCT_KEYS).toContain(key);
    expect(new Set(Object.values(PRODUCT_APP_IDS))).toEqual(new Set([27, 25]));
    expect(productAppId('mechanical')).toBe(27);
    expect(productAppId('Mechanical')).toBe(27);
    expect(productAppId('trax')).toBeNull();
  });

  it('a product chosen writes its application id, or removes the id, every time', () => {
    const { actor, written } = start();
    actor.send({ type: 'product.choose', key: 'mechanical' });
    actor.send({ type: 'product.choose', key: 'valutrax' });
    actor.send({ type: 'product.choose', key: 'trax' });
    actor.send({ type: 'product.choose', key: 'trax' });
    expect(written()).toEqual([27, 25, null, null]);
  });

  it('a product viewed writes it too, and the product already remembered changes nothing', () => {
    const { actor, written } = start('mechanical');
    actor.send({ type: 'product.viewed', name: 'mechanical' });
    expect(written()).toEqual([]);
    actor.send({ type: 'product.viewed', name: 'logistix' });
    actor.send({ type: 'product.viewed', name: 'mechanical' });
    expect(written()).toEqual([null, 27]);
  });
});

describe('the stored product id read as the app starts', () => {
  it('is the context the sign-in reads, as stored, or none', () => {
    const withId = createActor(productSelectionMachine, { input: { lastProduct: null, productId: 27 } }).start();
    expect(selectStoredProductId(withId.getSnapshot())).toBe(27);
    const without = createActor(productSelectionMachine, { input: { lastProduct: null } }).start();
    expect(selectStoredProductId(without.getSnapshot())).toBeNull();
  });
});
