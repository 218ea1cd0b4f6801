/**
 * The model helper (tests/support/model.ts) must fail when it should: an unreachable state or
 * transition shows in its figures and fails `assertComplete`, a wrong per-state assertion fails the
 * walk naming the state and the path, and a walk without (or with empty) assertions is refused.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMachine, fromPromise, setup } from 'xstate';
import { assertComplete, walkMachine } from '../support/model.ts';

const coverageDir = mkdtempSync(join(tmpdir(), 'model-self-'));
afterAll(() => rmSync(coverageDir, { recursive: true, force: true }));

/** `b`'s BACK can never be taken (its guard is always false) and `orphan` has no way in. */
const unreachable = createMachine({
  id: 'unreachableFixture',
  initial: 'a',
  states: {
    a: { on: { GO: 'b' } },
    b: { on: { BACK: { guard: () => false, target: 'a' }, END: 'done' } },
    orphan: { on: { GO: 'a' } },
    done: { type: 'final' },
  },
});

/** Everything reachable: transient states passed by `always` (one of them the initial state), an invoked child whose own steps are not the machine's. */
const complete = setup({
  actors: {
    child: createMachine({ id: 'child', initial: 'x', states: { x: { always: 'y' }, y: {} } }),
    load: fromPromise(async () => 'loaded'),
  },
}).createMachine({
  id: 'completeFixture',
  initial: 'begin',
  states: {
    begin: { always: 'start' },
    start: { invoke: { src: 'child' }, on: { GO: 'passing' } },
    passing: { always: 'loading' },
    loading: {
      invoke: { id: 'load', src: 'load', onDone: 'shown', onError: 'failed' },
    },
    shown: { type: 'final' },
    failed: { type: 'final' },
  },
});

const views: Record<string, boolean> = {
  begin: false,
  passing: false,
  a: false,
  b: false,
  done: true,
  start: false,
  loading: false,
  shown: true,
  failed: true,
};
const assertView = (snapshot: { value: unknown; status: string }) =>
  expect(snapshot.status === 'done').toBe(views[snapshot.value as string]);

describe('model helper self-test', () => {
  it('reports an unreachable state and an untakeable transition, and assertComplete fails on them', async () => {
    const report = await walkMachine(unreachable, {
      events: [{ type: 'GO' }, { type: 'BACK' }, { type: 'END' }],
      assertState: assertView,
      coverageDir,
    });
    expect(report.states).toEqual({ visited: 4, total: 5, missing: ['unreachableFixture.orphan'] });
    expect(report.transitions.total).toBe(4);
    expect(report.transitions.taken).toBe(2);
    expect(report.transitions.missing).toEqual(['unreachableFixture.b BACK #0', 'unreachableFixture.orphan GO #0']);
    expect(() => assertComplete(report)).toThrow(
      /unreachableFixture: states 4\/5, transitions 2\/4:\n {2}state unreachableFixture\.orphan never visited\n {2}transition unreachableFixture\.b BACK #0 never taken/,
    );
    // The figures go to a file reports can read, not only to the console.
    const file = JSON.parse(readFileSync(join(coverageDir, 'unreachableFixture.json'), 'utf8'));
    expect(file).toMatchObject({
      machine: 'unreachableFixture',
      states: { visited: 4, total: 5, missing: ['unreachableFixture.orphan'] },
      transitions: { taken: 2, total: 4, missing: ['unreachableFixture.b BACK #0', 'unreachableFixture.orphan GO #0'] },
    });
  });

  it('counts a transient state and ignores an invoked child’s own transitions when everything is reached', async () => {
    const report = await walkMachine(complete, {
      events: [
        { type: 'GO' },
        { type: 'xstate.done.actor.load', output: 'loaded' },
        { type: 'xstate.error.actor.load', error: new Error('500') },
      ] as never,
      assertState: assertView,
      coverageDir,
    });
    expect(report.states).toEqual({ visited: 7, total: 7, missing: [] });
    expect(report.transitions).toEqual({ taken: 5, total: 5, missing: [] });
    expect(() => assertComplete(report)).not.toThrow();
  });

  it('fails a walk whose per-state assertion is wrong, naming the state and the path to it', async () => {
    await expect(
      walkMachine(unreachable, {
        events: [{ type: 'GO' }, { type: 'END' }],
        // Wrong on purpose: claims `b` is a final state.
        assertState: (snapshot) => expect(snapshot.status === 'done').toBe(snapshot.value === 'done' || snapshot.value === 'b'),
        coverageDir,
      }),
    ).rejects.toThrow(/unreachableFixture: assertion failed in state "b" after GO: expected false to be true/);
  });

  it('refuses a walk without per-state assertions, and one whose assertions assert nothing', async () => {
    await expect(walkMachine(unreachable, { events: [{ type: 'GO' }], coverageDir } as never)).rejects.toThrow(
      /unreachableFixture: walkMachine refuses a walk without per-state assertions/,
    );
    await expect(
      walkMachine(unreachable, {
        events: [{ type: 'GO' }],
        assertState: (snapshot) => {
          if (snapshot.value === 'a') expect(snapshot.status).toBe('active');
        },
        coverageDir,
      }),
    ).rejects.toThrow(/unreachableFixture: assertState made no assertion in state "b" after GO/);
  });
});
