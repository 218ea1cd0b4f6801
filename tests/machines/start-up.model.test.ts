/**
 * The start-up chart (machines/start-up.machine.ts, docs/decisions/start-up-chart.md): every state and transition
 * walked, and what the phases promise the views and the visitor, on the real actor with recorded effects.
 */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  FIRST_PAGE_WAIT_MS,
  selectAsBuilt,
  selectConfigToDraw,
  selectShownYear,
  selectVisitConfig,
  startUpMachine,
  type FirstPageOutcome,
  type QueuedIntent,
} from '../../machines/start-up.machine.ts';
import type { AppConfig } from '../../shared/config-schema.ts';
import { assertComplete, walkMachine } from '../support/model.ts';

const CONFIG = { assets: '/cdn/' } as AppConfig;
const YEARS = { visit: 2027, build: 2026 };
const form: QueuedIntent = { kind: 'submit', target: 'the drawn form' };
const press: QueuedIntent = { kind: 'press', target: 'the Pause button' };

describe('start-up machine (STYLE.md "Before the code")', () => {
  it('walks every state and transition', async () => {
    const report = await walkMachine(startUpMachine, {
      inputs: [
        { drawn: true, config: CONFIG, years: YEARS },
        { drawn: false, config: CONFIG, years: YEARS },
      ],
      events: [
        { type: 'intent.queued', intent: form },
        { type: 'app.committed' },
        { type: 'xstate.done.actor.loadFirstPage', output: { loaded: true, takeOver: true } } as never,
        { type: 'xstate.done.actor.loadFirstPage', output: { loaded: false, takeOver: false } } as never,
      ],
      // The queue's length does not change what is drawn: one intent or many is the same state.
      serializeState: (snapshot) =>
        JSON.stringify([snapshot.value, snapshot.context.intents.length > 0, snapshot.context.handedOver, snapshot.context.dropped]),
      assertState: (snapshot) => {
        // What each phase means for the views, written down apart from the machine.
        const phase = typeof snapshot.value === 'string' ? snapshot.value : `live.${String((snapshot.value as { live: string }).live)}`;
        const asBuilt = (
          {
            deciding: false,
            drawn: true,
            takingOver: true,
            loading: false,
            rendering: false,
            'live.takenOver': false,
            'live.drawnAfresh': false,
          } as Record<string, boolean>
        )[phase];

        expect(asBuilt, `no expectation for ${JSON.stringify(snapshot.value)}`).toBeDefined();
        expect(selectAsBuilt(snapshot)).toBe(asBuilt);
        expect(selectConfigToDraw(snapshot)).toBe(asBuilt ? null : CONFIG);
        expect(selectVisitConfig(snapshot)).toBe(CONFIG);
        expect(selectShownYear(snapshot)).toBe(asBuilt ? YEARS.build : YEARS.visit);
      },
    });
    assertComplete(report);
  });

  /** The chart with recorded effects; `loadFirstPage` settles when the test says. */
  function started(drawn: boolean) {
    const effects: string[] = [];
    const delivered: QueuedIntent[] = [];
    let settle: (outcome: FirstPageOutcome) => void = () => {};
    const actor = createActor(
      startUpMachine.provide({
        actors: { loadFirstPage: fromPromise<FirstPageOutcome>(() => new Promise((resolve) => (settle = resolve))) },
        actions: {
          hydrate: () => void effects.push('hydrate'),
          render: () => void effects.push('render'),
          releaseDrawnScreen: () => void effects.push('release'),
          deliverIntents: (_, intents) => void delivered.push(...intents),
        },
      }),
      { input: { drawn, config: CONFIG, years: YEARS } },
    ).start();
    return { actor, effects, delivered, settle: (outcome: FirstPageOutcome) => settle(outcome) };
  }

  it('a drawn screen: intents queued before the code are handed over, in order, once the take-over is committed', async () => {
    const { actor, effects, delivered, settle } = started(true);
    expect(actor.getSnapshot().value).toBe('drawn');
    actor.send({ type: 'intent.queued', intent: press });
    actor.send({ type: 'intent.queued', intent: form });
    // Nothing is carried out while the screen is only drawn.
    expect(delivered).toEqual([]);
    settle({ loaded: true, takeOver: true });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('takingOver'));
    expect(effects).toEqual(['hydrate']);
    expect(delivered).toEqual([]);
    actor.send({ type: 'app.committed' });
    expect(actor.getSnapshot().value).toEqual({ live: 'takenOver' });
    expect(effects).toEqual(['hydrate', 'release']);
    expect(delivered).toEqual([press, form]);
    expect(actor.getSnapshot().context.handedOver).toEqual(['press', 'submit']);
    // Once: a second commit (React's development double effect) hands nothing over again.
    actor.send({ type: 'app.committed' });
    expect(delivered).toEqual([press, form]);
  });

  it('a take-over that falls back to a render (no code, or the visitor left the route) drops the queued intents', async () => {
    const { actor, effects, delivered, settle } = started(true);
    actor.send({ type: 'intent.queued', intent: form });
    settle({ loaded: false, takeOver: false });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('rendering'));
    expect(effects).toEqual(['render']);
    actor.send({ type: 'app.committed' });
    expect(actor.getSnapshot().value).toEqual({ live: 'drawnAfresh' });
    expect(delivered).toEqual([]);
    expect(actor.getSnapshot().context.dropped).toEqual(['submit']);
    expect(effects).toEqual(['render', 'release']);
  });

  it('not drawn: the render goes on as soon as the code settles', async () => {
    vi.useFakeTimers();
    try {
      const { actor, effects, settle } = started(false);
      expect(actor.getSnapshot().value).toBe('loading');
      await vi.advanceTimersByTimeAsync(500);
      expect(effects).toEqual([]);
      settle({ loaded: false, takeOver: false });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('rendering');
      expect(effects).toEqual(['render']);
      // The time limit is cancelled with the state: no second render.
      await vi.advanceTimersByTimeAsync(FIRST_PAGE_WAIT_MS);
      expect(effects).toEqual(['render']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('not drawn: the render goes on after the wait when the code is still on its way', async () => {
    vi.useFakeTimers();
    try {
      const { actor, effects } = started(false);
      await vi.advanceTimersByTimeAsync(FIRST_PAGE_WAIT_MS - 1);
      expect(effects).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().value).toBe('rendering');
      expect(effects).toEqual(['render']);
      expect(FIRST_PAGE_WAIT_MS).toBe(2000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a drawn screen has no time limit: it stays while its code comes, however long', async () => {
    vi.useFakeTimers();
    try {
      const { actor, effects } = started(true);
      await vi.advanceTimersByTimeAsync(FIRST_PAGE_WAIT_MS * 10);
      expect(actor.getSnapshot().value).toBe('drawn');
      expect(effects).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
