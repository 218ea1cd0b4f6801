/**
 * Model-based testing for XState v5 machines, on the graph utilities `xstate` ships (`xstate/graph`).
 *
 * `createTestModel` refuses machines with `invoke` or `after` (STYLE.md), so this helper builds a
 * `TestModel` directly with the events to try in every state: the user gestures and actor outcome
 * fixtures the test gives (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`), plus each state's
 * own delayed events (`xstate.after.<delay>.<stateId>`), which it finds by itself.
 *
 * The walk is a transition tour: for every edge of the adjacency map (a state and an event the
 * machine accepts there), the shortest path to the state plus that edge is replayed on a real actor
 * (effect actions recorded, invoked actors replaced by ones that never settle).
 *
 * Honesty rules (docs/decisions/model-coverage-honesty.md):
 * - Per-state assertions are mandatory: `assertState` is required, and every call must make at least
 *   one Vitest assertion (counted with `expect.getState().assertionCalls`), or the walk fails naming
 *   the state. A failing assertion fails the walk with the machine, the state and the path of events.
 * - The model's own idea of the next state is not compared with the actor's (that compared the
 *   machine with itself); the independent expectation is the test's `assertState`.
 * - Figures are measured on the real actor against the machine's definition (its state-node tree
 *   and transition definitions, read through `StateNode.states`, `.transitions`, `.always`), never
 *   clamped: `visited < total` or `taken < total` is reported in `missing`, and `assertComplete`
 *   turns it into a failure. The old "adjacency edges walked/total" figure is gone: it was clamped
 *   and could not fail.
 * - What the actor does is read through XState's public inspection API (`createActor(machine,
 *   { inspect })`, typed by the exported `InspectionEvent` union). States visited come from each
 *   `@xstate.microstep` / `@xstate.snapshot` event's `snapshot.value` and from the `source` (and its
 *   ancestors) of each transition taken (so transient states passed through by `always` count too),
 *   not from `snapshot._nodes`. Transitions taken come from the
 *   `@xstate.microstep` event's `_transitions`: despite the underscore it is part of the declared,
 *   exported `InspectedMicrostepEvent` type (xstate/dist/declarations/src/inspection.d.ts) and is
 *   the only public place a transition definition is reported; a rename would fail type-checking
 *   here, not silently. The self-test (model.self.test.ts) would also go red if it stopped arriving.
 * - Each walk's coverage is written to `test-results/model-coverage/<machineId>.json` for reports.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { TestModel, serializeSnapshot } from 'xstate/graph';
import { allStateNodes, allTransitionKeys, keyOfDefinition, stateNodeIdsOf } from './machine-graph.ts';
import {
  createActor,
  fromPromise,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type InspectionEvent,
  type StateValue,
} from 'xstate';

type Snap = AnyMachineSnapshot;

export interface WalkOptions<M extends AnyStateMachine> {
  input?: InputFrom<M>;
  /** Several starting inputs (e.g. with and without a cookie): the coverage is their union. */
  inputs?: Array<InputFrom<M>>;
  /** Events to try in each state: user gestures and actor outcome fixtures. */
  events: Array<EventFromLogic<M>> | ((snapshot: Snap) => Array<EventFromLogic<M>>);
  /** How states are told apart; by default value and context as JSON. */
  serializeState?: (snapshot: Snap) => string;
  /**
   * Required. Checks run on the real actor after the start and after every step: what a user sees
   * in that state, as DOM-free `expect` assertions (at least one per call, or the walk fails).
   */
  assertState: (snapshot: Snap, executedActions: string[]) => void;
  /** Guard against models that explode; raise for big machines. */
  limit?: number;
  /** Where the coverage file goes; `test-results/model-coverage` by default. */
  coverageDir?: string | false;
}

export interface WalkReport {
  machineId: string;
  paths: number;
  /** Steps replayed on real actors, each followed by `assertState`. */
  steps: number;
  states: { visited: number; total: number; missing: string[] };
  transitions: { taken: number; total: number; missing: string[] };
  /** Effect actions executed anywhere in the walk, by name. */
  actions: Set<string>;
}

export { allStateNodes, allTransitionKeys, stateNodeIdsOf };

/** The delayed events each state accepts (`xstate.after.<delay>.<id>`). */
function delayedEvents(machine: AnyStateMachine): EventObject[] {
  return allStateNodes(machine).flatMap((node) => node.after.map((definition) => ({ type: definition.eventType })));
}

/** Replaces every invoked actor with one that never settles: outcomes come from event fixtures. */
function withInertActors<M extends AnyStateMachine>(machine: M): M {
  const names = Object.keys(machine.implementations.actors ?? {});
  const inert = Object.fromEntries(names.map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]));
  return machine.provide({ actors: inert } as never) as M;
}

export async function walkMachine<M extends AnyStateMachine>(machine: M, options: WalkOptions<M>): Promise<WalkReport> {
  if (typeof (options as Partial<WalkOptions<M>>).assertState !== 'function') {
    throw new Error(
      `${machine.id}: walkMachine refuses a walk without per-state assertions; ` +
        'give assertState(snapshot, executedActions) with at least one expect() about what each state shows',
    );
  }
  const inputs = options.inputs ?? [options.input];
  const runs = inputs.map((input) => walkFrom(machine, { ...options, input }));
  const nodeIds = allStateNodes(machine).map((node) => node.id);
  const transitionKeys = allTransitionKeys(machine);
  const visited = new Set(runs.flatMap((run) => [...run.visitedNodes]));
  const taken = new Set(runs.flatMap((run) => [...run.takenTransitions]));
  const report: WalkReport = {
    machineId: machine.id,
    paths: runs.reduce((sum, run) => sum + run.paths, 0),
    steps: runs.reduce((sum, run) => sum + run.steps, 0),
    states: {
      visited: nodeIds.filter((id) => visited.has(id)).length,
      total: nodeIds.length,
      missing: nodeIds.filter((id) => !visited.has(id)),
    },
    transitions: {
      // Only keys of the definition count; anything else the actor reported is a failure below.
      taken: transitionKeys.filter((key) => taken.has(key)).length,
      total: transitionKeys.length,
      missing: transitionKeys.filter((key) => !taken.has(key)),
    },
    actions: new Set(runs.flatMap((run) => [...run.actions])),
  };
  const unlisted = [...taken].filter((key) => !transitionKeys.includes(key));
  if (unlisted.length > 0)
    throw new Error(`${machine.id}: the actor took transitions the definition does not list: ${unlisted.join(', ')}`);
  const dir = options.coverageDir === false ? null : (options.coverageDir ?? join('test-results', 'model-coverage'));
  const file = dir === null ? null : writeCoverage(report, dir);
  console.info(formatReport(report, file));
  return report;
}

/** Fails, naming every state and transition the walk did not reach. */
export function assertComplete(report: WalkReport): void {
  const problems = [
    ...report.states.missing.map((id) => `state ${id} never visited`),
    ...report.transitions.missing.map((key) => `transition ${key} never taken`),
  ];
  if (problems.length > 0) {
    throw new Error(
      `${report.machineId}: states ${report.states.visited}/${report.states.total}, transitions ` +
        `${report.transitions.taken}/${report.transitions.total}:\n  ${problems.join('\n  ')}\n` +
        'add the events (gestures or actor outcomes) or inputs that reach them, or remove dead definitions',
    );
  }
}

/** Writes the coverage file; returns its path. */
function writeCoverage(report: WalkReport, dir: string): string {
  mkdirSync(dir, { recursive: true });
  const file = {
    machine: report.machineId,
    paths: report.paths,
    steps: report.steps,
    states: report.states,
    transitions: report.transitions,
    actions: [...report.actions].sort(),
  };
  const path = join(dir, `${report.machineId}.json`);
  writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
  return path;
}

interface RunResult {
  paths: number;
  steps: number;
  visitedNodes: Set<string>;
  takenTransitions: Set<string>;
  actions: Set<string>;
}

interface Step {
  event: EventObject;
  state: Snap;
}

function describePath(steps: Step[], upTo: number) {
  const events = steps.slice(0, upTo).map((step) => step.event.type);
  return events.length === 0 ? '(start)' : events.join(' → ');
}

function walkFrom<M extends AnyStateMachine>(machine: M, options: WalkOptions<M>): RunResult {
  const serializeState = options.serializeState ?? ((snapshot: Snap) => serializeSnapshot(snapshot));
  const delayed = delayedEvents(machine);
  const eventsFor = (snapshot: Snap) => [...(typeof options.events === 'function' ? options.events(snapshot) : options.events), ...delayed];
  const model = new TestModel(machine, {
    input: options.input,
    events: eventsFor as never,
    serializeState: ((snapshot: Snap) => serializeState(snapshot)) as never,
    limit: options.limit ?? 5000,
  } as never);

  const shortest = new Map<string, Step[]>();
  for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
    // The first step of every path is the machine's own start (`xstate.init`): the actor does that.
    const steps = (path.steps as Step[]).filter((step) => step.event.type !== 'xstate.init');
    shortest.set(serializeState(path.state as Snap), steps);
  }
  // Every edge the machine accepts: (state, event) where `can` is true.
  const adjacency = model.getAdjacencyMap();
  const tours: Step[][] = [];
  for (const [stateKey, vertex] of Object.entries(adjacency)) {
    const prefix = shortest.get(stateKey);
    if (!prefix) continue;
    for (const edge of Object.values(vertex.transitions) as Step[]) {
      const from = vertex.state as Snap;
      if (from.status !== 'active' || !from.can(edge.event as never)) continue;
      tours.push([...prefix, { event: edge.event, state: edge.state }]);
    }
  }
  // Paths to final or dead-end states count too, so every state is replayed at least once.
  for (const steps of shortest.values()) tours.push(steps);

  const runnable = withInertActors(machine);
  const takenTransitions = new Set<string>();
  const visitedNodes = new Set<string>();
  const actions = new Set<string>();
  const visit = (value: StateValue) => stateNodeIdsOf(machine, value).forEach((id) => visitedNodes.add(id));
  let stepCount = 0;

  for (const steps of tours) {
    const executed: string[] = [];
    // Only the machine's own events: invoked children share the root but have their own sessionId.
    // (The initial macrostep is inspected while the actor is being constructed, hence the rootId.)
    const inspect = (inspection: InspectionEvent) => {
      if (inspection.actorRef.sessionId !== inspection.rootId) return;
      if (inspection.type === '@xstate.microstep') {
        for (const definition of inspection._transitions) {
          takenTransitions.add(keyOfDefinition(definition));
          // The source of a taken transition was active: this is how a transient initial state (entered
          // and left by `always` while the actor is created, so in no microstep snapshot) counts as visited.
          for (let node: AnyStateNode | undefined = definition.source; node; node = node.parent) visitedNodes.add(node.id);
        }
        visit((inspection.snapshot as Snap).value);
      }
      if (inspection.type === '@xstate.snapshot') visit((inspection.snapshot as Snap).value);
      if (inspection.type === '@xstate.action') {
        executed.push(inspection.action.type);
        actions.add(inspection.action.type);
      }
    };
    const actor = createActor(runnable, { input: options.input, inspect } as never);
    actor.start();
    const check = (upTo: number) => {
      const snapshot = actor.getSnapshot() as Snap;
      visit(snapshot.value);
      const before = expect.getState().assertionCalls;
      try {
        options.assertState(snapshot, executed);
      } catch (error) {
        actor.stop();
        throw new Error(
          `${machine.id}: assertion failed in state ${JSON.stringify(snapshot.value)} after ${describePath(steps, upTo)}: ` +
            (error instanceof Error ? error.message : String(error)),
          { cause: error },
        );
      }
      if (expect.getState().assertionCalls === before) {
        actor.stop();
        throw new Error(
          `${machine.id}: assertState made no assertion in state ${JSON.stringify(snapshot.value)} ` +
            `after ${describePath(steps, upTo)}; every state needs at least one expect() about what it shows`,
        );
      }
      stepCount += 1;
    };
    check(0);
    steps.forEach((step, index) => {
      actor.send(step.event as never);
      check(index + 1);
    });
    actor.stop();
  }

  return { paths: tours.length, steps: stepCount, visitedNodes, takenTransitions, actions };
}

export function formatReport(report: WalkReport, file: string | null = null): string {
  const pct = (a: number, b: number) => (b === 0 ? 100 : Math.round((a / b) * 1000) / 10);
  return (
    `[model] ${report.machineId}: states ${report.states.visited}/${report.states.total} ` +
    `(${pct(report.states.visited, report.states.total)}%), transitions ${report.transitions.taken}/` +
    `${report.transitions.total} (${pct(report.transitions.taken, report.transitions.total)}%), ` +
    `paths ${report.paths}, checked steps ${report.steps}${file ? ` → ${file}` : ''}`
  );
}
