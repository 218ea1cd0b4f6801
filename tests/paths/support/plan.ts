/**
 * Plans the browser paths of one machine from its graph (`xstate/graph`): the shortest path to every
 * state, each followed by one of the edges leaving it, chosen greedily until every transition the
 * map does not exclude is taken, and chained (a path goes on from where it ends while an untaken
 * edge leaves that state) so the browser opens as few pages as it can.
 *
 * Also the completeness check of a map (`checkMap`) and the model actor the runner walks beside the
 * page (`ModelWalker`): the machine itself, invoked actors replaced by ones that never settle, fed
 * the same events as the page, read through XState's inspection API. Node only, no Playwright.
 */
import { TestModel, serializeSnapshot } from 'xstate/graph';
import {
  createActor,
  fromPromise,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type InspectionEvent,
} from 'xstate';
import { allStateNodes, allTransitionKeys, keyOfDefinition, stateNodeIdsOf } from '../../support/machine-graph.ts';
import { isTransient, type EventDriver, type EventObject, type PathMap, type PathStart } from './types.ts';

/** 'open.playing' for `machine.open.playing`; '' for the root. */
export const statePath = (node: AnyStateNode) => node.path.join('.');

/** The states a map must give a contract (or a transient reason): every atomic state. */
export function atomicStates(machine: AnyStateMachine): AnyStateNode[] {
  return allStateNodes(machine).filter((node) => node.type === 'atomic' || node.type === 'final');
}

/** Every event type some transition of the machine listens to (gestures, delays, actor outcomes). */
export function acceptedEventTypes(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  for (const node of allStateNodes(machine)) for (const type of node.transitions.keys()) types.add(type);
  return [...types].sort();
}

function transitionsOfEvent(machine: AnyStateMachine, type: string): string[] {
  return allTransitionKeys(machine).filter((key) => key.split(' ')[1] === type);
}

/**
 * What is missing from a map, one line each, naming the machine, the state or event and what to
 * add. Empty when the map is complete.
 */
export function checkMap(map: PathMap): string[] {
  const { machine } = map;
  const id = machine.id;
  const problems: string[] = [];
  const paths = new Set(allStateNodes(machine).map(statePath));
  for (const node of atomicStates(machine)) {
    const path = statePath(node);
    if (!map.states[path]) {
      problems.push(
        `${id}: state "${path}" has no view contract; add states['${path}'] = { shows, check } ` +
          `(or { transient: reason } if the page never rests there) to ${map.file}`,
      );
    }
  }
  for (const path of Object.keys(map.states)) {
    if (!paths.has(path)) problems.push(`${id}: ${map.file} has a contract for "${path}", which the machine does not have; remove it`);
  }
  for (const [path, contract] of Object.entries(map.states)) {
    if (isTransient(contract) && !contract.transient.trim())
      problems.push(`${id}: state "${path}" is marked transient without a reason in ${map.file}`);
  }
  const excluded = new Map((map.excluded ?? []).map((entry) => [entry.transition, entry.reason]));
  const keys = new Set(allTransitionKeys(machine));
  for (const [key, reason] of excluded) {
    if (!keys.has(key))
      problems.push(`${id}: excluded transition "${key}" is not a transition of the machine (they are: ${[...keys].join(', ')})`);
    if (!reason.trim()) problems.push(`${id}: excluded transition "${key}" has no reason; say why the UI cannot drive it`);
  }
  const accepted = acceptedEventTypes(machine);
  const driven = new Set(map.events.map((driver) => driver.event.type));
  for (const type of accepted) {
    if (driven.has(type)) continue;
    const undriven = transitionsOfEvent(machine, type).filter((key) => !excluded.has(key));
    if (undriven.length === 0) continue;
    problems.push(
      `${id}: event "${type}" has no driver; add to the events of ${map.file} a gesture, clock or outcome ` +
        `driver for it, or list its transitions (${undriven.join(', ')}) in excluded with the reason`,
    );
  }
  for (const type of driven) {
    if (!accepted.includes(type)) problems.push(`${id}: ${map.file} drives "${type}", an event the machine never takes; remove it`);
  }
  const names = map.events.map((driver) => driver.name);
  for (const name of new Set(names)) {
    if (names.filter((other) => other === name).length > 1)
      problems.push(`${id}: two drivers are named "${name}" in ${map.file}; each event is mapped once`);
  }
  const events = map.events.map((driver) => JSON.stringify(driver.event));
  for (const event of new Set(events)) {
    if (events.filter((other) => other === event).length > 1)
      problems.push(`${id}: the event ${event} has two drivers in ${map.file}; each event is mapped once`);
  }
  if (map.starts.length === 0) problems.push(`${id}: ${map.file} has no start (how the page with this machine is opened)`);
  return problems;
}

/** Throws with every problem of the map. */
export function assertMapComplete(map: PathMap): void {
  const problems = checkMap(map);
  if (problems.length > 0) throw new Error(`incomplete path map ${map.file}:\n  ${problems.join('\n  ')}`);
}

/** Replaces every invoked actor with one that never settles: outcomes come from the map's events. */
function withInertActors<M extends AnyStateMachine>(machine: M): M {
  const names = Object.keys(machine.implementations.actors ?? {});
  const inert = Object.fromEntries(names.map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]));
  return machine.provide({ actors: inert } as never) as M;
}

/** The machine walked beside the page: which state it says the page is in, and what it took. */
export class ModelWalker {
  readonly taken = new Set<string>();
  /** Transitions of the last step (or the start). */
  lastTaken: string[] = [];
  private actor: AnyActorRef;
  constructor(
    readonly machine: AnyStateMachine,
    input: unknown,
    mountEvents: EventObject[] = [],
  ) {
    const inspect = (inspection: InspectionEvent) => {
      if (inspection.actorRef.sessionId !== inspection.rootId) return;
      if (inspection.type !== '@xstate.microstep') return;
      for (const definition of inspection._transitions) {
        const key = keyOfDefinition(definition);
        this.taken.add(key);
        this.lastTaken.push(key);
      }
    };
    // Time in the model passes only by the map's clock events: its own timers never fire.
    const clock = { setTimeout: () => 0, clearTimeout: () => {} };
    this.actor = createActor(withInertActors(machine), { input, inspect, clock } as never);
    this.actor.start();
    // What the view sends as it mounts belongs to the start: its transitions count with the start's.
    for (const event of mountEvents) this.actor.send(event);
  }
  get snapshot(): AnyMachineSnapshot {
    return this.actor.getSnapshot() as AnyMachineSnapshot;
  }
  send(event: EventObject): string[] {
    this.lastTaken = [];
    this.actor.send(event);
    return this.lastTaken;
  }
  /** The state nodes the machine is in now (their paths, the root as ''). */
  activeStates(): string[] {
    const byId = new Map(allStateNodes(this.machine).map((node) => [node.id, node]));
    return stateNodeIdsOf(this.machine, this.snapshot.value).map((id) => statePath(byId.get(id) as AnyStateNode));
  }
  stop() {
    this.actor.stop();
  }
}

export interface PlannedPath {
  /** `<start>: step → step`, unique in the machine. */
  id: string;
  start: PathStart;
  steps: EventDriver[];
}

export interface Plan {
  machineId: string;
  file: string;
  states: string[];
  transitions: string[];
  excluded: Array<{ transition: string; reason: string }>;
  paths: PlannedPath[];
  /** Transitions neither excluded nor taken by any planned path (the graph cannot reach them). */
  unplanned: string[];
}

interface Walked {
  taken: Set<string>;
  /** The map's events (as JSON) the path uses: every event variant is driven at least once. */
  events: Set<string>;
  lastStep: string[];
  end: string;
  /**
   * Whether a gesture left the page waiting for a service outcome that the next step does not hold
   * (the page would move on unchecked), or an outcome follows a step that cannot produce it. Only
   * the end may wait; the planner then adds an outcome.
   */
  unheld: boolean;
  waitsAtEnd: boolean;
  states: Set<string>;
}

/** How the planner tells two snapshots apart: the map's `stateKey`, else value and context. */
const keyOf = (map: Pick<PathMap, 'stateKey'>, snapshot: AnyMachineSnapshot) => map.stateKey?.(snapshot) ?? serializeSnapshot(snapshot);

function walk(
  machine: AnyStateMachine,
  start: PathStart,
  events: EventObject[],
  drivers: EventDriver[],
  stateKey: (snapshot: AnyMachineSnapshot) => string,
): Walked {
  const driverOf = (event: EventObject) => drivers.find((driver) => JSON.stringify(driver.event) === JSON.stringify(event));
  const outcomes = drivers.filter((driver) => driver.kind === 'outcome').map((driver) => driver.event);
  // The outcomes this start can produce; one with `follows` is waited for only right after those steps
  // (e.g. an event the page sends as it mounts, which the machine would accept in any state).
  const usable = drivers.filter(
    (driver): driver is Extract<EventDriver, { kind: 'outcome' }> =>
      driver.kind === 'outcome' && (!start.only || start.only.includes(driver.name)),
  );
  let lead = '(open)';
  let previous = '(open)';
  const walker = new ModelWalker(machine, start.input, start.mountEvents);
  const states = new Set(walker.activeStates());
  const outcomeTypes = new Set(outcomes.map((event) => JSON.stringify(event)));
  const waits = () =>
    usable.some(
      (driver) =>
        (!driver.follows || driver.follows.includes(previous)) &&
        (!driver.after || driver.after.includes(previous)) &&
        walker.snapshot.can(driver.event as never),
    );
  let lastStep = walker.lastTaken;
  let unheld = false;
  for (const event of events) {
    if (waits() && !outcomeTypes.has(JSON.stringify(event))) unheld = true;
    const driver = driverOf(event);
    if (driver?.kind === 'outcome' && driver.follows && !driver.follows.includes(lead)) unheld = true;
    if (driver?.kind === 'outcome' && driver.after && !driver.after.includes(previous)) unheld = true;
    if (driver && driver.kind !== 'outcome') lead = driver.name;
    previous = driver?.name ?? event.type;
    lastStep = walker.send(event);
    walker.activeStates().forEach((state) => states.add(state));
  }
  const result = {
    taken: new Set(walker.taken),
    events: new Set(events.map((event) => JSON.stringify(event))),
    lastStep,
    end: stateKey(walker.snapshot),
    states,
    unheld,
    waitsAtEnd: waits(),
  };
  walker.stop();
  return result;
}

const MAX_STEPS = 14;

/** The paths to run in the browser for a complete map. */
export function planPaths(map: PathMap): Plan {
  assertMapComplete(map);
  const { machine } = map;
  const excluded = map.excluded ?? [];
  const excludedKeys = new Set(excluded.map((entry) => entry.transition));
  const allKeys = allTransitionKeys(machine);
  const driverOf = (event: EventObject) =>
    map.events.find((driver) => JSON.stringify(driver.event) === JSON.stringify(event)) as EventDriver;
  const covered = new Set<string>();
  const eventsUsed = new Set<string>();
  const statesCovered = new Set<string>();
  const paths: PlannedPath[] = [];

  for (const start of map.starts) {
    const model = new TestModel(machine, {
      input: start.input,
      events: (snapshot: AnyMachineSnapshot) =>
        map.events
          .filter((driver) => !start.only || start.only.includes(driver.name))
          .filter((driver) => driver.kind === 'outcome' || !driver.when || driver.when(snapshot))
          .map((driver) => driver.event),
      serializeState: (snapshot: AnyMachineSnapshot) => keyOf(map, snapshot),
      limit: 5000,
    } as never);
    const shortest = new Map<string, EventObject[]>();
    for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
      const events = path.steps.map((step) => step.event as EventObject).filter((event) => event.type !== 'xstate.init');
      shortest.set(keyOf(map, path.state as AnyMachineSnapshot), events);
    }
    const adjacency = model.getAdjacencyMap() as unknown as Record<
      string,
      { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject }> }
    >;
    const edgesFrom = (stateKey: string): EventObject[] => {
      const vertex = adjacency[stateKey];
      if (!vertex) return [];
      const from = vertex.state as AnyMachineSnapshot;
      if (from.status !== 'active') return [];
      return Object.values(vertex.transitions)
        .map((edge) => edge.event)
        .filter((event) => from.can(event as never));
    };
    const drivable = (walked: Walked) => !walked.unheld && ![...walked.taken].some((key) => excludedKeys.has(key));
    // Candidates: the shortest path to each state, and that path plus each edge leaving the state.
    const candidates: EventObject[][] = [];
    for (const [stateKey, prefix] of shortest) {
      candidates.push(prefix);
      for (const event of edgesFrom(stateKey)) candidates.push([...prefix, event]);
    }
    const gain = (walked: Walked) =>
      [...walked.taken].filter((key) => !covered.has(key)).length +
      [...walked.states].filter((state) => !statesCovered.has(state)).length +
      [...walked.events].filter((event) => !eventsUsed.has(event)).length;
    const pool = candidates
      .map((events) => ({ events, walked: walk(machine, start, events, map.events, (snapshot) => keyOf(map, snapshot)) }))
      .filter((c) => drivable(c.walked));
    for (;;) {
      let best: (typeof pool)[number] | undefined;
      for (const candidate of pool) {
        const score = gain(candidate.walked);
        if (score === 0) continue;
        if (!best || score > gain(best.walked) || (score === gain(best.walked) && candidate.events.length < best.events.length))
          best = candidate;
      }
      if (!best) break;
      let { events, walked } = best;
      const take = (w: Walked) => {
        w.taken.forEach((key) => covered.add(key));
        w.states.forEach((state) => statesCovered.add(state));
        w.events.forEach((event) => eventsUsed.add(event));
      };
      take(walked);
      // Chain on from where the path ends while an untaken edge leaves that state.
      while (events.length < MAX_STEPS) {
        let next: { events: EventObject[]; walked: Walked } | undefined;
        for (const event of edgesFrom(walked.end)) {
          const longer = [...events, event];
          const w = walk(machine, start, longer, map.events, (snapshot) => keyOf(map, snapshot));
          const fresh = w.lastStep.some((key) => !covered.has(key)) || !eventsUsed.has(JSON.stringify(event));
          if (drivable(w) && fresh) {
            next = { events: longer, walked: w };
            break;
          }
        }
        if (!next) break;
        ({ events, walked } = next);
        take(walked);
      }
      // A path does not stop where only a service outcome can move the machine on: the page would
      // go on by itself, unheld and unchecked. It takes one more outcome (an untaken one first).
      for (;;) {
        const edges = edgesFrom(walked.end).filter((event) => driverOf(event).kind === 'outcome');
        if (!walked.waitsAtEnd || edges.length === 0) break;
        const options = edges
          .map((event) => ({
            events: [...events, event],
            walked: walk(machine, start, [...events, event], map.events, (snapshot) => keyOf(map, snapshot)),
          }))
          .filter((option) => drivable(option.walked));
        const next = options.find((option) => option.walked.lastStep.some((key) => !covered.has(key))) ?? options[0];
        if (!next) break;
        ({ events, walked } = next);
        take(walked);
      }
      const steps = events.map(driverOf);
      paths.push({ id: `${start.name}: ${steps.length === 0 ? '(open)' : steps.map((step) => step.name).join(' → ')}`, start, steps });
    }
  }
  return {
    machineId: machine.id,
    file: map.file,
    states: allStateNodes(machine).map(statePath),
    transitions: allKeys,
    excluded,
    paths,
    unplanned: allKeys.filter((key) => !covered.has(key) && !excludedKeys.has(key)),
  };
}
