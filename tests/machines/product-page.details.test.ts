/**
 * What the product page's walks did not look at (found by `npm run test:mutation`, docs/mutation.md): the
 * product shown becomes the last one viewed, a choice the watcher reports is shown, a failure that is not
 * an Error keeps its words, and a view that forgot the watcher gets an error naming it.
 */
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { findByName, productPageMachine, selectProductFailed, selectProductName } from '../../machines/product-page.machine.ts';
import type { ProductContent } from '../../shared/product-content.ts';
import { product } from '../support/product-fixture.ts';

const products: ProductContent[] = [product('trax'), product('logistix')];
const loaded = fromPromise<readonly ProductContent[]>(async () => products);

describe('product page: the last product viewed', () => {
  it('the product the route names becomes the last one viewed; a fallback leaves it as it was', async () => {
    const actor = createActor(
      productPageMachine.provide({ actors: { loadProducts: loaded, watchProductChoices: fromCallback(() => {}) } }),
      { input: { name: 'TRAX', lastProduct: 'logistix' } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(actor.getSnapshot().context.lastProduct).toBe('trax');
    actor.send({ type: 'product.requested', name: 'nope' });
    expect(selectProductName(actor.getSnapshot())).toBe('trax');
    expect(actor.getSnapshot().context.lastProduct).toBe('trax');
  });

  it('an empty name is no name', () => {
    expect(findByName([{ name: '' }], '')).toBeUndefined();
  });
});

describe('product page: choices from the menu or footer', () => {
  it('a product the watcher reports is shown at the top, and the route is left as it was', async () => {
    let choose: (name: string) => void = () => {};
    const scrollToTop = vi.fn();
    const actor = createActor(
      productPageMachine.provide({
        actors: {
          loadProducts: loaded,
          watchProductChoices: fromCallback(({ sendBack }) => {
            choose = (name) => sendBack({ type: 'product.updated', name });
          }),
        },
        actions: { scrollToTop },
      }),
      { input: { name: 'trax', lastProduct: null } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    choose('logistix');
    expect(selectProductName(actor.getSnapshot())).toBe('logistix');
    expect(actor.getSnapshot().context).toMatchObject({ route: 'trax', requested: 'logistix' });
    expect(scrollToTop).toHaveBeenCalledTimes(2);
  });
});

describe('product page: failures', () => {
  it('a failure that is not an Error keeps its own words', async () => {
    const actor = createActor(
      productPageMachine.provide({
        actors: {
          loadProducts: fromPromise<readonly ProductContent[]>(async () => Promise.reject('HTTP status 503')),
          watchProductChoices: fromCallback(() => {}),
        },
      }),
      { input: { name: 'trax', lastProduct: null } },
    ).start();
    await waitFor(actor, selectProductFailed);
    expect(actor.getSnapshot().context.error).toBe('HTTP status 503');
  });

  it('a watcher nobody provided fails with its name', () => {
    const actor = createActor(productPageMachine.provide({ actors: { loadProducts: loaded } }), {
      input: { name: 'trax', lastProduct: null },
    });
    const error = vi.fn();
    actor.subscribe({ error });
    actor.start();
    expect(error).toHaveBeenCalledWith(new Error('watchProductChoices is not provided'));
  });

  it('a loader nobody provided fails with its name', async () => {
    const actor = createActor(productPageMachine.provide({ actors: { watchProductChoices: fromCallback(() => {}) } }), {
      input: { name: 'trax', lastProduct: null },
    }).start();
    await waitFor(actor, selectProductFailed);
    expect(actor.getSnapshot().context.error).toBe('loadProducts not provided');
  });
});
