import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { codeLoaderMachine, selectCodeName, selectCodeStatus } from '../../machines/code-loader.machine.ts';
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
      ],
      assertState: (snapshot) => {
        // What each state shows, written down apart from the machine: busy while loading, an error when failed, the code when ready.
        const expected = (
          {
            idle: { busy: false, error: false, code: null },
            loading: { busy: true, error: false, code: null },
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
