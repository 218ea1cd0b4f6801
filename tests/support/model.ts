/**
 * Model-based testing for XState v5 machines, on @xstate/graph's TestModel.
 *
 * `createTestModel` refuses machines with `invoke` or `after` (STYLE.md), so this helper builds a
 * `TestModel` directly with the events to try in every state: the user gestures and actor outcome
 * fixtures the test gives (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`), plus each state's
 * own delayed events (`xstate.after.<delay>.<stateId>`), which it finds by itself.
 *
 * The walk is a transition tour: for every edge of the adjacency map (a state and an event the
 * machine accepts there), the shortest path to the state plus that edge is replayed on a real actor
 * (effect actions recorded, invoked actors replaced by ones that never settle), and the real
 * actor's state after each step must equal the model's. Coverage is measured against the machine's
 * own definition: every state node reached, every transition definition taken.
 */
import { TestModel, serializeSnapshot } from '@xstate/graph';
import {
  createActor,
  fromPromise,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
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
  /** Checks run on the real actor after every step (DOM-free assertions about what a user sees). */
  assertState?: (snapshot: Snap, executedActions: string[]) => void;
  /** Guard against models that explode; raise for big machines. */
  limit?: number;
}

export interface WalkReport {
  machineId: string;
  paths: number;
  states: { visited: number; total: number; missing: string[] };
  transitions: { taken: number; total: number; missing: string[] };
  edges: { walked: number; total: number };
  /** Effect actions executed anywhere in the walk, by name. */
  actions: Set<string>;
}

/** Every state node of the machine, by id. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    out.push(node);
    Object.values(node.states).forEach((child) => visit(child as AnyStateNode));
  };
  visit(machine.root);
  return out;
}

/** Every transition definition (event, always, after, done/error) with a stable key. */
export function allTransitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  for (const node of allStateNodes(machine)) {
    for (const [eventType, definitions] of node.transitions) {
      definitions.forEach((_definition, index) => keys.push(transitionKey(node.id, eventType, index)));
    }
    (node.always ?? []).forEach((_definition, index) => keys.push(transitionKey(node.id, '', index)));
  }
  return keys;
}

function transitionKey(sourceId: string, eventType: string, index: number) {
  return `${sourceId} ${eventType || '(always)'} #${index}`;
}

function keyOfDefinition(definition: { source: AnyStateNode; eventType: string }): string {
  const source = definition.source;
  const list = definition.eventType ? source.transitions.get(definition.eventType) : source.always;
  const index = (list ?? []).indexOf(definition as never);
  return transitionKey(source.id, definition.eventType, Math.max(index, 0));
}

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
  const inputs = options.inputs ?? [options.input];
  const runs = inputs.map((input) => walkFrom(machine, { ...options, input }));
  const nodeIds = allStateNodes(machine).map((node) => node.id);
  const transitionKeys = allTransitionKeys(machine);
  const visited = new Set(runs.flatMap((run) => [...run.visitedNodes]));
  const taken = new Set(runs.flatMap((run) => [...run.takenTransitions]));
  const report: WalkReport = {
    machineId: machine.id,
    paths: runs.reduce((sum, run) => sum + run.paths, 0),
    states: {
      visited: nodeIds.filter((id) => visited.has(id)).length,
      total: nodeIds.length,
      missing: nodeIds.filter((id) => !visited.has(id)),
    },
    transitions: {
      taken: transitionKeys.filter((key) => taken.has(key)).length,
      total: transitionKeys.length,
      missing: transitionKeys.filter((key) => !taken.has(key)),
    },
    edges: {
      walked: runs.reduce((sum, run) => sum + run.edgesWalked, 0),
      total: runs.reduce((sum, run) => sum + run.edgeTotal, 0),
    },
    actions: new Set(runs.flatMap((run) => [...run.actions])),
  };
  console.info(formatReport(report));
  return report;
}

interface RunResult {
  paths: number;
  visitedNodes: Set<string>;
  takenTransitions: Set<string>;
  edgesWalked: number;
  edgeTotal: number;
  actions: Set<string>;
}

function walkFrom<M extends AnyStateMachine>(machine: M, options: WalkOptions<M>): RunResult {
  const serializeState = options.serializeState ?? ((snapshot: Snap) => serializeSnapshot(snapshot));
  const delayed = delayedEvents(machine);
  const eventsFor = (snapshot: Snap) => [
    ...(typeof options.events === 'function' ? options.events(snapshot) : options.events),
    ...delayed,
  ];
  const model = new TestModel(machine, {
    input: options.input,
    events: eventsFor as never,
    serializeState: ((snapshot: Snap) => serializeState(snapshot)) as never,
    limit: options.limit ?? 5000,
  } as never);

  const shortest = new Map<string, Array<{ event: EventObject; state: Snap }>>();
  for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
    // The first step of every path is the machine's own start (`xstate.init`): the actor does that.
    const steps = (path.steps as Array<{ event: EventObject; state: Snap }>).filter((step) => step.event.type !== 'xstate.init');
    shortest.set(serializeState(path.state as Snap), steps);
  }
  // Every edge the machine accepts: (state, event) where `can` is true.
  const adjacency = model.getAdjacencyMap();
  const tours: Array<Array<{ event: EventObject; state: Snap }>> = [];
  let edgeTotal = 0;
  for (const [stateKey, vertex] of Object.entries(adjacency)) {
    const prefix = shortest.get(stateKey);
    if (!prefix) continue;
    for (const edge of Object.values(vertex.transitions) as Array<{ event: EventObject; state: Snap }>) {
      const from = vertex.state as Snap;
      if (from.status !== 'active' || !from.can(edge.event as never)) continue;
      edgeTotal += 1;
      tours.push([...prefix, { event: edge.event as EventObject, state: edge.state as Snap }]);
    }
  }
  // Paths to final or dead-end states count too, so every state is replayed at least once.
  for (const steps of shortest.values()) tours.push(steps);

  const runnable = withInertActors(machine);
  const takenTransitions = new Set<string>();
  const visitedNodes = new Set<string>();
  const walkedEdges = new Set<string>();
  const actions = new Set<string>();

  for (const steps of tours) {
    const executed: string[] = [];
    const actor = createActor(runnable, {
      input: options.input,
      inspect: (inspection: { type: string }) => {
        if (inspection.type === '@xstate.microstep') {
          for (const definition of (inspection as unknown as { _transitions: never[] })._transitions) {
            takenTransitions.add(keyOfDefinition(definition));
            // A transient state (left at once by `always`) is visited when its transition is taken.
            for (let node: AnyStateNode | undefined = (definition as { source: AnyStateNode }).source; node; node = node.parent) {
              visitedNodes.add(node.id);
            }
          }
        }
        if (inspection.type === '@xstate.action') {
          const name = (inspection as unknown as { action: { type: string } }).action.type;
          executed.push(name);
          actions.add(name);
        }
      },
    } as never);
    actor.start();
    const record = () => {
      const snapshot = actor.getSnapshot() as Snap;
      snapshot._nodes.forEach((node: AnyStateNode) => visitedNodes.add(node.id));
      options.assertState?.(snapshot, executed);
      return snapshot;
    };
    let previous = record();
    for (const step of steps) {
      actor.send(step.event as never);
      const snapshot = record();
      const expected = JSON.stringify(step.state.value);
      const actual = JSON.stringify(snapshot.value);
      if (expected !== actual) {
        actor.stop();
        throw new Error(
          `${machine.id}: after ${step.event.type} the actor is in ${actual}, the model expects ${expected}`,
        );
      }
      walkedEdges.add(`${serializeState(previous)} ${JSON.stringify(step.event)}`);
      previous = snapshot;
    }
    actor.stop();
  }

  return {
    paths: tours.length,
    visitedNodes,
    takenTransitions,
    edgesWalked: Math.min(walkedEdges.size, edgeTotal),
    edgeTotal,
    actions,
  };
}

export function formatReport(report: WalkReport): string {
  const pct = (a: number, b: number) => (b === 0 ? 100 : Math.round((a / b) * 1000) / 10);
  return (
    `[model] ${report.machineId}: states ${report.states.visited}/${report.states.total} ` +
    `(${pct(report.states.visited, report.states.total)}%), transitions ${report.transitions.taken}/` +
    `${report.transitions.total} (${pct(report.transitions.taken, report.transitions.total)}%), ` +
    `adjacency edges ${report.edges.walked}/${report.edges.total}, paths ${report.paths}`
  );
}
