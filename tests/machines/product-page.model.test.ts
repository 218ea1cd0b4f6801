import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  findByName,
  productPageMachine,
  selectProductFailed,
  selectProductLoading,
  selectProductName,
  selectShownProduct,
} from '../../machines/product-page.machine.ts';
import type { ProductContent } from '../../shared/product-content.ts';
import { walkMachine } from '../support/model.ts';
import { product } from '../support/product-fixture.ts';

const products: ProductContent[] = [product('trax'), product('logistix')];
/** No product is chosen in the menu or footer while these tests run. */
const noChoices = fromCallback(() => () => {});

describe('product page machine (spec 2 product page, spec 4 product selection, spec 8)', () => {
  it('walks every state and transition', async () => {
    const report = await walkMachine(productPageMachine, {
      inputs: [
        { name: 'trax', lastProduct: null },
        { name: 'nope', lastProduct: 'logistix' },
        { name: 'nope', lastProduct: null },
      ],
      events: [
        { type: 'product.requested', name: 'LOGISTIX' },
        { type: 'product.requested', name: 'unknown' },
        { type: 'product.updated', name: 'trax' },
        { type: 'product.updated', name: 'logistix' },
        { type: 'product.requested', name: 'logistix' },
        { type: 'product.retry' },
        { type: 'xstate.done.actor.loadProducts', output: products },
        { type: 'xstate.error.actor.loadProducts', error: new Error('HTTP status 500') },
      ] as never,
      serializeState: (snapshot) =>
        JSON.stringify([
          snapshot.value,
          snapshot.context.requested,
          snapshot.context.lastProduct,
          snapshot.context.productName,
          snapshot.context.products.length,
        ]),
      assertState: (snapshot, executed) => {
        // What each state shows (busy, error, a product), written down independently.
        const views: Record<string, { busy: boolean; error: boolean; product: boolean }> = {
          loading: { busy: true, error: false, product: false },
          shown: { busy: false, error: false, product: true },
          empty: { busy: false, error: false, product: false },
          failed: { busy: false, error: true, product: false },
        };
        const view = views[snapshot.value as string];
        expect(view, `no expectation for state ${JSON.stringify(snapshot.value)}`).toBeDefined();
        expect(selectProductLoading(snapshot as never)).toBe(view?.busy);
        expect(selectProductFailed(snapshot as never)).toBe(view?.error);
        const name = selectProductName(snapshot as never);
        if (view?.product) expect(products.map((item) => item.name.toLowerCase())).toContain(name?.toLowerCase());
        else expect(name).toBeNull();
        if (snapshot.matches('loading')) expect(executed).toContain('scrollToTop');
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    expect(report.actions).toContain('scrollToTop');
    expect(report.actions).toContain('rememberProduct');
  });

  it('finds names case-insensitively', () => {
    expect(findByName(products, 'TrAx')?.name).toBe('trax');
    expect(findByName(products, 'nope')).toBeUndefined();
    expect(findByName(products, null)).toBeUndefined();
  });

  const start = (input: { name: string | null; lastProduct: string | null }, overrides: Record<string, unknown> = {}) => {
    const rememberProduct = vi.fn();
    const scrollToTop = vi.fn();
    const actor = createActor(
      productPageMachine.provide({
        actors: { loadProducts: fromPromise<readonly ProductContent[]>(async () => products), watchProductChoices: noChoices },
        actions: { rememberProduct, scrollToTop },
        ...overrides,
      }),
      { input },
    ).start();
    return { actor, rememberProduct, scrollToTop };
  };

  it('shows the route product and remembers it; another product scrolls to the top without reloading', async () => {
    const { actor, rememberProduct, scrollToTop } = start({ name: 'Trax', lastProduct: null });
    expect(selectProductLoading(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(selectProductName(actor.getSnapshot())).toBe('trax');
    expect(rememberProduct).toHaveBeenLastCalledWith(expect.anything(), { name: 'trax' });
    actor.send({ type: 'product.updated', name: 'logistix' });
    expect(selectProductName(actor.getSnapshot())).toBe('logistix');
    expect(scrollToTop).toHaveBeenCalledTimes(2);
    expect(selectProductLoading(actor.getSnapshot())).toBe(false);
  });

  it('a menu choice while the products failed loads once: the route that follows it is no second request', async () => {
    let calls = 0;
    const actor = createActor(
      productPageMachine.provide({
        actors: {
          loadProducts: fromPromise<readonly ProductContent[]>(async () => {
            calls += 1;
            if (calls === 1) throw new Error('500');
            return products;
          }),
          watchProductChoices: noChoices,
        },
      }),
      { input: { name: 'trax', lastProduct: null } },
    ).start();
    await waitFor(actor, selectProductFailed);
    actor.send({ type: 'product.updated', name: 'logistix' });
    actor.send({ type: 'product.requested', name: 'logistix' });
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(calls).toBe(2);
    expect(selectProductName(actor.getSnapshot())).toBe('logistix');
    // The route was noted: naming trax again is a navigation.
    actor.send({ type: 'product.requested', name: 'trax' });
    expect(selectProductName(actor.getSnapshot())).toBe('trax');
  });

  it('an unknown name falls back to the last product viewed, else renders nothing', async () => {
    const fallback = start({ name: 'nope', lastProduct: 'logistix' });
    await waitFor(fallback.actor, (snapshot) => snapshot.matches('shown'));
    expect(selectProductName(fallback.actor.getSnapshot())).toBe('logistix');

    const none = start({ name: 'nope', lastProduct: null });
    await waitFor(none.actor, (snapshot) => snapshot.matches('empty'));
    expect(selectProductName(none.actor.getSnapshot())).toBeNull();
    expect(none.rememberProduct).not.toHaveBeenCalled();
  });

  it('a failed load offers a retry; a route change meanwhile loads again', async () => {
    let calls = 0;
    const loadProducts = fromPromise<readonly ProductContent[]>(async () => {
      calls += 1;
      if (calls === 1) throw new Error('HTTP status 500');
      return products;
    });
    const actor = createActor(productPageMachine.provide({ actors: { loadProducts, watchProductChoices: noChoices } }), {
      input: { name: 'trax', lastProduct: null },
    }).start();
    await waitFor(actor, selectProductFailed);
    actor.send({ type: 'product.requested', name: 'logistix' });
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(selectProductName(actor.getSnapshot())).toBe('logistix');
    expect(calls).toBe(2);
  });

  it('the route naming the product it already named is no request: the page tells it on every change, the machine decides', async () => {
    let calls = 0;
    const scrollToTop = vi.fn();
    const loadProducts = fromPromise<readonly ProductContent[]>(async () => {
      calls += 1;
      return products;
    });
    const actor = createActor(
      productPageMachine.provide({ actors: { loadProducts, watchProductChoices: noChoices }, actions: { scrollToTop } }),
      {
        input: { name: 'trax', lastProduct: null },
      },
    ).start();
    // The page's first render tells the route's name, which the input already gave: nothing happens.
    expect(actor.getSnapshot().can({ type: 'product.requested', name: 'trax' })).toBe(false);
    actor.send({ type: 'product.requested', name: 'trax' });
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(calls).toBe(1);
    expect(scrollToTop).toHaveBeenCalledTimes(1);
    actor.send({ type: 'product.requested', name: 'trax' });
    expect(scrollToTop).toHaveBeenCalledTimes(1);
    // A product chosen in the menu does not change the route: the route naming trax again is still no request.
    actor.send({ type: 'product.updated', name: 'logistix' });
    actor.send({ type: 'product.requested', name: 'trax' });
    expect(selectProductName(actor.getSnapshot())).toBe('logistix');
    // Another name is a navigation: shown from the list already loaded, at the top.
    actor.send({ type: 'product.requested', name: 'LOGISTIX' });
    expect(selectShownProduct(actor.getSnapshot())).toBe(products[1]);
    actor.send({ type: 'product.requested', name: 'trax' });
    expect(selectProductName(actor.getSnapshot())).toBe('trax');
    // The page reads the product shown, with its content type, straight from the machine.
    expect(selectShownProduct(actor.getSnapshot())).toBe(products[0]);
    expect(scrollToTop).toHaveBeenCalledTimes(4);
    expect(calls).toBe(1);
  });
});
