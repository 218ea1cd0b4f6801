/**
 * Complete maps or a red build (docs/decisions/path-coverage-in-the-browser.md): every state of every machine with UI paths has a
 * view contract, every event a driver (or its transitions are excluded with a reason), and the
 * planned paths reach every state and at least 90% of the transitions. The self-test below shows
 * the check fails, naming machine, state or event and what to add, for an incomplete map.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { pathMaps } from '../paths/maps.ts';
import { a11yMapProblems } from '../paths/support/a11y-map.ts';
import { checkMap, planPaths } from '../paths/support/plan.ts';
import type { PathMap } from '../paths/support/types.ts';

const MIN_TRANSITIONS = 0.9;

/** Machines without a map of their own, and why (docs/decisions/path-coverage-in-the-browser.md). */
const WITHOUT_MAP: Record<string, string> = {
  'user-type-routing':
    'a child of the sign-in machines: its outcomes are events of the login-form, auto-sign-in, token-login and kc-landing maps (support/routing.ts)',
};

describe('every machine has a path map', () => {
  const machines = readdirSync(new URL('../../machines/', import.meta.url))
    .filter((file) => file.endsWith('.machine.ts'))
    .map((file) => file.replace(/\.machine\.ts$/, ''));
  const mapped = new Set(pathMaps.map((map) => map.file.replace(/^tests\/paths\/(.+)\.paths\.ts$/, '$1')));

  it.each(machines.filter((name) => !(name in WITHOUT_MAP)))('machines/%s.machine.ts has a path map listed in maps.ts', (name) => {
    expect(mapped.has(name), `add tests/paths/${name}.paths.ts (and its .paths.spec.ts) and list it in tests/paths/maps.ts`).toBe(true);
  });

  it('names a reason for each machine without a map, and each still exists', () => {
    for (const [name, reason] of Object.entries(WITHOUT_MAP)) {
      expect(machines, name).toContain(name);
      expect(reason.length).toBeGreaterThan(20);
    }
  });
});

describe.each(pathMaps.map((map) => [map.machine.id, map] as const))('path map of %s', (_id, map) => {
  it('has a view contract for every state and a driver for every event', () => {
    expect(checkMap(map)).toEqual([]);
  });

  it('names how each state a visitor must notice is announced, and drives a gesture from the keyboard (issue 29)', () => {
    expect(a11yMapProblems(map)).toEqual([]);
  });

  it('plans paths through every state and at least 90% of the transitions, excluded ones with a reason', () => {
    const plan = planPaths(map);
    expect(plan.unplanned, `${plan.machineId}: transitions neither excluded nor reachable with the map's events`).toEqual([]);
    const excluded = new Set(plan.excluded.map((entry) => entry.transition));
    const planned = plan.transitions.filter((key) => !excluded.has(key));
    expect(planned.length / plan.transitions.length).toBeGreaterThanOrEqual(MIN_TRANSITIONS);
    for (const entry of plan.excluded) expect(entry.reason.length, entry.transition).toBeGreaterThan(20);
    expect(plan.paths.length).toBeGreaterThan(0);
  });
});

describe('the completeness check itself', () => {
  const machine = setup({ actors: { work: fromPromise(async () => 'done') } }).createMachine({
    id: 'fixture',
    initial: 'idle',
    states: {
      idle: { on: { go: 'busy', skip: 'done' } },
      busy: { invoke: { id: 'work', src: 'work', onDone: 'done', onError: 'idle' } },
      done: { type: 'final' },
    },
  });
  const check = async () => {};
  const complete: PathMap = {
    machine,
    file: 'fixture.paths.ts',
    starts: [{ name: 'start', does: 'open', open: async () => {} }],
    states: { idle: { shows: 'idle', check }, busy: { shows: 'busy', check }, done: { shows: 'done', check } },
    events: [
      { kind: 'gesture', event: { type: 'go' }, name: 'go', does: 'click Go', act: check },
      { kind: 'gesture', event: { type: 'skip' }, name: 'skip', does: 'click Skip', act: check },
      { kind: 'outcome', event: { type: 'xstate.done.actor.work' }, name: 'worked', does: 'the service answers' },
    ],
    excluded: [{ transition: 'fixture.busy xstate.error.actor.work #0', reason: 'the fixture service never fails' }],
  };

  it('passes a complete map and plans every state and transition that is not excluded', () => {
    expect(checkMap(complete)).toEqual([]);
    const plan = planPaths(complete);
    expect(plan.unplanned).toEqual([]);
    expect(plan.paths.map((path) => path.id).sort()).toEqual(['start: go → worked', 'start: skip']);
  });

  it('names the state without a contract and what to add', () => {
    const { busy: _busy, ...states } = complete.states;
    const problems = checkMap({ ...complete, states });
    expect(problems).toEqual([
      expect.stringMatching(/^fixture: state "busy" has no view contract; add states\['busy'\] = \{ shows, check \}.*fixture\.paths\.ts$/),
    ]);
    expect(() => planPaths({ ...complete, states })).toThrow(/fixture: state "busy" has no view contract/);
  });

  it('names the event without a driver and what to add', () => {
    const problems = checkMap({ ...complete, events: complete.events.filter((driver) => driver.name !== 'skip') });
    expect(problems).toEqual([
      expect.stringMatching(/^fixture: event "skip" has no driver; add to the events of fixture\.paths\.ts .*fixture\.idle skip #0/),
    ]);
  });

  it('names an outcome without a driver unless its transitions are excluded with a reason', () => {
    expect(checkMap({ ...complete, excluded: [] })).toEqual([expect.stringMatching(/event "xstate\.error\.actor\.work" has no driver/)]);
    expect(checkMap({ ...complete, excluded: [{ transition: 'fixture.busy xstate.error.actor.work #0', reason: ' ' }] })).toEqual([
      expect.stringMatching(/excluded transition "fixture\.busy xstate\.error\.actor\.work #0" has no reason/),
    ]);
  });

  it('rejects contracts, exclusions and drivers for what the machine does not have, and an event mapped twice', () => {
    const problems = checkMap({
      ...complete,
      states: { ...complete.states, gone: { shows: 'x', check } },
      excluded: [...(complete.excluded ?? []), { transition: 'fixture.idle nothing #0', reason: 'a transition that is not there' }],
      events: [
        ...complete.events,
        { kind: 'gesture', event: { type: 'never' }, name: 'never', does: 'x', act: check },
        { kind: 'gesture', event: { type: 'go' }, name: 'go again', does: 'x', act: check },
      ],
    });
    expect(problems).toEqual([
      expect.stringMatching(/contract for "gone", which the machine does not have/),
      expect.stringMatching(/excluded transition "fixture\.idle nothing #0" is not a transition of the machine/),
      expect.stringMatching(/drives "never", an event the machine never takes/),
      expect.stringMatching(/the event \{"type":"go"\} has two drivers/),
    ]);
  });

  it('never plans an excluded transition, even when its event has a driver', () => {
    const plan = planPaths({
      ...complete,
      excluded: [...(complete.excluded ?? []), { transition: 'fixture.idle skip #0', reason: 'the Skip button is hidden in this fixture' }],
    });
    expect(plan.paths.map((path) => path.id)).toEqual(['start: go → worked']);
    expect(plan.unplanned).toEqual([]);
  });

  it('names a busy or error state without an announcement, an axe exclusion without a reason, and a map with no keyboard gesture', () => {
    const tagged = setup({ actors: { work: fromPromise(async () => 'done') } }).createMachine({
      id: 'fixture',
      initial: 'idle',
      states: {
        idle: { on: { go: 'busy', skip: 'done' } },
        busy: { tags: ['busy'], invoke: { id: 'work', src: 'work', onDone: 'done', onError: 'idle' } },
        done: { type: 'final' },
      },
    });
    const map: PathMap = { ...complete, machine: tagged, axeExcluded: [{ selector: 'iframe', reason: '' }] };
    expect(a11yMapProblems(map)).toEqual([
      expect.stringMatching(
        /^fixture: state "busy" is tagged busy but its contract names no announcement; add announces: .*states\['busy'\] in fixture\.paths\.ts$/,
      ),
      expect.stringMatching(/^fixture: axe leaves out "iframe" without a reason/),
      expect.stringMatching(/^fixture: no gesture of fixture\.paths\.ts is driven from the keyboard/),
    ]);
    const fixed: PathMap = {
      ...map,
      axeExcluded: [],
      states: { ...map.states, busy: { shows: 'busy', check, announces: { live: 'Working…' } } },
      events: map.events.map((driver) => (driver.name === 'go' ? { ...driver, keys: 'Enter' } : driver)),
    };
    expect(a11yMapProblems(fixed)).toEqual([]);
  });

  it('reports a transition the map neither drives nor excludes as unplanned', () => {
    // The outcome's driver is there, but no gesture reaches `busy`: its transitions cannot be planned.
    const unreachable: PathMap = {
      ...complete,
      events: complete.events.filter((driver) => driver.name !== 'go'),
      excluded: [...(complete.excluded ?? []), { transition: 'fixture.idle go #0', reason: 'the Go button is not built yet' }],
    };
    expect(planPaths(unreachable).unplanned).toEqual(['fixture.busy xstate.done.actor.work #0']);
  });
});
