import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { codeLoaderMachine, selectCodeName, selectCodeStatus, type CodeRecovery } from '../../machines/code-loader.machine.ts';
import { assertComplete, walkMachine } from '../support/model.ts';

const MODULE = { answer: 42 };

describe('code loader machine (STYLE.md "Code that arrives later")', () => {
  it('walks every state and transition', async () => {
    const report = await walkMachine(codeLoaderMachine, {
      input: { name: 'This page' },
      events: [
        { type: 'code.request' },
        { type: 'code.retry' },
        { type: 'xstate.done.actor.loadCode', output: MODULE } as never,
        { type: 'xstate.error.actor.loadCode', error: new Error('offline') } as never,
        { type: 'xstate.done.actor.recoverCode', output: { outcome: 'loaded', code: MODULE } } as never,
        { type: 'xstate.done.actor.recoverCode', output: { outcome: 'offline' } } as never,
        { type: 'xstate.done.actor.recoverCode', output: { outcome: 'reload' } } as never,
        { type: 'xstate.error.actor.recoverCode', error: new Error('probe threw') } as never,
      ],
      assertState: (snapshot) => {
        // What each state shows, written down apart from the machine: busy while loading, an error when failed, the code when ready.
        const expected = (
          {
            idle: { busy: false, error: false, code: null },
            loading: { busy: true, error: false, code: null },
            recovering: { busy: true, error: false, code: null },
            reloading: { busy: true, error: false, code: null },
            ready: { busy: false, error: false, code: MODULE },
            failed: { busy: false, error: true, code: null },
          } as Record<string, { busy: boolean; error: boolean; code: unknown }>
        )[snapshot.value as string];
        expect(expected, `no expectation for ${JSON.stringify(snapshot.value)}`).toBeDefined();
        expect(snapshot.hasTag('busy')).toBe(expected!.busy);
        expect(snapshot.hasTag('error')).toBe(expected!.error);
        expect(snapshot.context.code).toEqual(expected!.code);
        expect(selectCodeName(snapshot)).toBe('This page');
      },
    });
    assertComplete(report);
  });

  it('fetches once, keeps the module, and fetches again only after a failure (Retry or a new request)', async () => {
    let calls = 0;
    let online = false;
    const actor = createActor(
      codeLoaderMachine.provide({
        actors: {
          loadCode: fromPromise<unknown>(async () => {
            calls += 1;
            if (!online) throw new Error('offline');
            return MODULE;
          }),
        },
      }),
      { input: { name: 'The slider' } },
    ).start();
    expect(selectCodeStatus(actor.getSnapshot())).toBe('idle');
    expect(calls).toBe(0);
    actor.send({ type: 'code.request' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(calls).toBe(1);
    // Retry while still offline: fetched again, failed again (not stuck in loading).
    actor.send({ type: 'code.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(calls).toBe(2);
    online = true;
    actor.send({ type: 'code.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.code).toBe(MODULE);
    expect(calls).toBe(3);
    // Ready is for the page's life: asking again fetches nothing.
    actor.send({ type: 'code.request' });
    actor.send({ type: 'code.retry' });
    expect(selectCodeStatus(actor.getSnapshot())).toBe('ready');
    expect(calls).toBe(3);
  });

  it('a second failure is recovered: offline stays failed; a kept failure is fetched at a fresh address; else the page reloads', async () => {
    const reloads: string[] = [];
    const recoveries: unknown[] = [];
    let recovery: { outcome: 'loaded'; code: unknown } | { outcome: 'offline' } | { outcome: 'reload' } = { outcome: 'offline' };
    let loads = 0;
    const actor = createActor(
      codeLoaderMachine.provide({
        actors: {
          loadCode: fromPromise<unknown>(async () => {
            loads += 1;
            throw new Error(`import failed ${loads}`);
          }),
          recoverCode: fromPromise(async ({ input }: { input: { error: unknown } }) => {
            recoveries.push((input.error as Error).message);
            return recovery;
          }),
        },
        actions: { reloadPage: () => void reloads.push('reload') },
      }),
      { input: { name: 'The slider' } },
    ).start();
    // The first failure is said at once: nothing is recovered before the visitor asks again.
    actor.send({ type: 'code.request' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(recoveries).toEqual([]);
    // A retry that fails while the server does not answer: failed again, told so.
    actor.send({ type: 'code.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(recoveries).toEqual(['import failed 2']);
    // The server answers and the code comes from a fresh address: ready, with that code.
    recovery = { outcome: 'loaded', code: MODULE };
    actor.send({ type: 'code.request' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.code).toBe(MODULE);
    expect(recoveries).toEqual(['import failed 2', 'import failed 3']);
    expect(reloads).toEqual([]);
  });

  it('a second failure the fresh address cannot mend loads the page again, once, and stays busy until it goes', async () => {
    const reloads: string[] = [];
    const actor = createActor(
      codeLoaderMachine.provide({
        actors: {
          loadCode: fromPromise<unknown>(() => Promise.reject(new Error('kept failure'))),
          recoverCode: fromPromise(async (): Promise<CodeRecovery> => ({ outcome: 'reload' })),
        },
        actions: { reloadPage: () => void reloads.push('reload') },
      }),
      { input: { name: 'This page' } },
    ).start();
    actor.send({ type: 'code.request' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(reloads).toEqual([]);
    actor.send({ type: 'code.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('reloading'));
    expect(reloads).toEqual(['reload']);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // Nothing the visitor does starts a second reload while the page goes.
    actor.send({ type: 'code.retry' });
    actor.send({ type: 'code.request' });
    expect(selectCodeStatus(actor.getSnapshot())).toBe('reloading');
    expect(reloads).toEqual(['reload']);
  });

  it('a request while loading starts no second fetch', async () => {
    let calls = 0;
    const actor = createActor(
      codeLoaderMachine.provide({ actors: { loadCode: fromPromise<unknown>(async () => ((calls += 1), MODULE)) } }),
      { input: { name: 'x' } },
    ).start();
    actor.send({ type: 'code.request' });
    actor.send({ type: 'code.request' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(calls).toBe(1);
  });
});
