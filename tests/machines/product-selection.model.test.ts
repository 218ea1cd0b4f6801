import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { productPageMachine, selectProductName } from '../../machines/product-page.machine.ts';
import type { ProductContent } from '../../shared/product-content.ts';
import { productSelectionMachine, selectLastProduct } from '../../machines/product-selection.machine.ts';
import { watchProductChoicesActor } from '../../src/actors/content/product-selection.ts';
import { walkMachine } from '../support/model.ts';
import { product } from '../support/product-fixture.ts';

describe('product selection machine (spec 4 product selection, spec 2 last product viewed)', () => {
  it('walks every state and transition', async () => {
    const report = await walkMachine(productSelectionMachine, {
      inputs: [{ lastProduct: null }, { lastProduct: 'logistix' }],
      events: [
        { type: 'product.choose', key: 'trax' },
        { type: 'product.viewed', name: 'logistix' },
        { type: 'product.viewed', name: 'traxscan' },
      ],
      assertState: (snapshot, executed) => {
        // The last product is what was chosen or viewed last, and each change was kept for the tab.
        expect(snapshot.value).toBe('ready');
        const stores = executed.filter((name) => name === 'storeLastProduct').length;
        if (snapshot.context.lastProduct === null) expect(stores).toBe(0);
        else expect(selectLastProduct(snapshot)).toMatch(/^(trax|logistix|traxscan)$/);
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    expect(report.actions).toContain('storeLastProduct');
  });

  const start = (lastProduct: string | null = null) => {
    const storeLastProduct = vi.fn();
    const actor = createActor(productSelectionMachine.provide({ actions: { storeLastProduct } }), { input: { lastProduct } }).start();
    const chosen: string[] = [];
    actor.on('product.chosen', ({ key }) => chosen.push(key));
    return { actor, storeLastProduct, chosen };
  };

  it('a choice is remembered, kept for the tab and announced every time, even when it is the same product', () => {
    const { actor, storeLastProduct, chosen } = start('logistix');
    actor.send({ type: 'product.choose', key: 'trax' });
    actor.send({ type: 'product.choose', key: 'trax' });
    expect(chosen).toEqual(['trax', 'trax']);
    expect(selectLastProduct(actor.getSnapshot())).toBe('trax');
    expect(storeLastProduct.mock.calls.map(([, params]) => params)).toEqual([{ key: 'trax' }, { key: 'trax' }]);
  });

  it('a product viewed is remembered without an announcement, and only when it is another product', () => {
    const { actor, storeLastProduct, chosen } = start('logistix');
    actor.send({ type: 'product.viewed', name: 'logistix' });
    expect(storeLastProduct).not.toHaveBeenCalled();
    actor.send({ type: 'product.viewed', name: 'traxscan' });
    expect(selectLastProduct(actor.getSnapshot())).toBe('traxscan');
    expect(storeLastProduct).toHaveBeenCalledWith(expect.anything(), { key: 'traxscan' });
    expect(chosen).toEqual([]);
  });

  it('a product page open while a product is chosen selects it again (the update-product event)', async () => {
    const products: ProductContent[] = [product('trax'), product('logistix')];
    const selection = start().actor;
    const scrollToTop = vi.fn();
    const page = createActor(
      productPageMachine.provide({
        actors: {
          loadProducts: fromPromise<readonly ProductContent[]>(async () => products),
          watchProductChoices: watchProductChoicesActor(selection),
        },
        actions: { scrollToTop, rememberProduct: (_, { name }) => selection.send({ type: 'product.viewed', name }) },
      }),
      { input: { name: 'trax', lastProduct: null } },
    ).start();
    await waitFor(page, (snapshot) => snapshot.matches('shown'));
    expect(selectLastProduct(selection.getSnapshot())).toBe('trax');
    selection.send({ type: 'product.choose', key: 'logistix' });
    expect(selectProductName(page.getSnapshot())).toBe('logistix');
    expect(page.getSnapshot().context.requested).toBe('logistix');
  });

  it('the page subscribes to the choices while it is open and unsubscribes when it closes', () => {
    const selection = start().actor;
    const unsubscribe = vi.fn();
    const on = vi.spyOn(selection, 'on').mockImplementation(() => ({ unsubscribe }));
    const page = createActor(
      productPageMachine.provide({
        actors: {
          loadProducts: fromPromise<readonly ProductContent[]>(() => new Promise(() => {})),
          watchProductChoices: watchProductChoicesActor(selection),
        },
      }),
      { input: { name: 'trax', lastProduct: null } },
    ).start();
    expect(on).toHaveBeenCalledWith('product.chosen', expect.any(Function));
    expect(unsubscribe).not.toHaveBeenCalled();
    page.stop();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
