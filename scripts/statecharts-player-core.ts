/**
 * One play-through of a real machine with stub actors (no DOM, no network): every invoked actor
 * waits for an answer chosen by the analyst, timers wait until fired, and every step is recorded as
 * a test path. Used by the catalogue's player (statecharts-player.ts) and by the catalogue test.
 */
import { createActor, fromPromise, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { answersFor, eventVariants, startInputs, type Answer, type EventVariant } from './statecharts-player-data.ts';
import { destinationOf } from './statecharts-pictures.ts';

interface Pending {
  src: string;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export interface PendingAnswer {
  /** The invocation id (the `done: <id>` / `error: <id>` of the diagram). */
  id: string;
  src: string;
  answers: Answer[];
}

export interface PendingTimer {
  id: number;
  ms: number;
}

const nodesOf = (node: AnyStateNode): AnyStateNode[] => [node, ...(Object.values(node.states) as AnyStateNode[]).flatMap(nodesOf)];

/** Every event type the machine's definition accepts somewhere (XState's own events excluded). */
export function eventTypes(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  for (const node of nodesOf(machine.root)) for (const type of node.transitions.keys()) if (!type.startsWith('xstate.')) types.add(type);
  return [...types].sort();
}

/** The active state paths, ancestors included: `active`, `active.submission`, `active.submission.editing` … */
export function activePaths(value: unknown, prefix: string[] = []): string[] {
  if (typeof value === 'string') return [[...prefix, value].join('.')];
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
      [...prefix, key].join('.'),
      ...activePaths(child, [...prefix, key]),
    ]);
  }
  return [];
}

/**
 * What the player pictures for the active states: one group per region of a parallel state (the form
 * submission's captcha and submission regions each have their own page), else one group of every active
 * state. Each group lists its states deepest first; the groups whose states the last step changed come first,
 * so the picture of what just happened leads. `region` is the region's path, or null for a machine without one.
 */
export function pictureGroups(machine: AnyStateMachine, active: readonly string[], before: readonly string[] = []) {
  const nodeAt = (path: string) =>
    path
      .split('.')
      .reduce<AnyStateNode | undefined>((node, key) => (node?.states as Record<string, AnyStateNode> | undefined)?.[key], machine.root);
  const regions = active.flatMap((path) => {
    const node = nodeAt(path);
    return node?.type === 'parallel' ? Object.keys(node.states).map((key) => `${path}.${key}`) : [];
  });
  // Innermost regions only: a region holding an active parallel state is drawn through that state's regions.
  const innermost = regions.filter((region) => !regions.some((other) => other.startsWith(`${region}.`)));
  const deepestFirst = (states: string[]) => [...states].sort((a, b) => b.split('.').length - a.split('.').length);
  const groups: Array<{ region: string | null; states: string[] }> = innermost.length
    ? innermost.map((region) => ({
        region,
        states: deepestFirst(active.filter((path) => path === region || path.startsWith(`${region}.`))),
      }))
    : [{ region: null, states: deepestFirst([...active]) }];
  const changed = (group: { states: string[] }) => group.states.some((state) => !before.includes(state));
  return [...groups.filter(changed), ...groups.filter((group) => !changed(group))];
}

export class PlayerSession {
  readonly machine: AnyStateMachine;
  readonly actor: AnyActorRef;
  readonly path: string[] = [];
  /** The application the last answer sent the visitor to (`app27` …), which picks the picture of `leaving`. */
  destination: string | null = null;
  private readonly pending = new Map<string, Pending>();
  private readonly timers = new Map<number, { fn: () => void; ms: number }>();
  private nextTimer = 1;

  constructor(machine: AnyStateMachine, input: unknown = startInputs(machine.id)[0]?.input) {
    this.machine = machine;
    const stubs = Object.fromEntries(
      Object.keys(machine.implementations.actors).map((src) => [
        src,
        fromPromise(({ self }) => new Promise((resolve, reject) => this.pending.set(self.id, { src, resolve, reject }))),
      ]),
    );
    const clock = {
      setTimeout: (fn: (...args: unknown[]) => void, ms: number) => {
        const id = this.nextTimer;
        this.nextTimer += 1;
        this.timers.set(id, { fn, ms });
        return id;
      },
      clearTimeout: (id: unknown) => {
        this.timers.delete(id as number);
      },
    };
    this.actor = createActor(machine.provide({ actors: stubs }), { input, clock });
    this.path.push(`start ${machine.id}${input === undefined ? '' : ` with ${JSON.stringify(input)}`}`);
    // An answer the machine has no onError for stops it with an error: the player shows that
    // (describe) instead of letting XState rethrow it as an unhandled error.
    this.actor.subscribe({ error: () => {} });
    this.actor.start();
  }

  get snapshot(): AnyMachineSnapshot {
    return this.actor.getSnapshot() as AnyMachineSnapshot;
  }

  /** Active state paths (ancestors included). */
  states(): string[] {
    return activePaths(this.snapshot.value);
  }

  /** The events the machine accepts now, with their payload variants. */
  acceptedEvents(): EventVariant[] {
    if (this.snapshot.status !== 'active') return [];
    return eventTypes(this.machine)
      .flatMap((type) => eventVariants(this.machine.id, type))
      .filter((variant) => this.snapshot.can(variant.event));
  }

  /** The invocations waiting for an answer. */
  pendingAnswers(): PendingAnswer[] {
    const children = this.snapshot.children as Record<string, AnyActorRef | undefined>;
    return [...this.pending.entries()]
      .filter(([id]) => children[id] !== undefined)
      .map(([id, item]) => ({ id, src: item.src, answers: answersFor(item.src) }));
  }

  pendingTimers(): PendingTimer[] {
    return [...this.timers.entries()].map(([id, timer]) => ({ id, ms: timer.ms }));
  }

  send(variant: EventVariant) {
    this.path.push(`send ${JSON.stringify(variant.event)}`);
    this.actor.send(variant.event);
    this.path[this.path.length - 1] += `  → ${this.describe()}`;
  }

  /** Settles an invocation; the machine moves once the promise settles (a microtask later). */
  async answer(id: string, answer: Answer) {
    const item = this.pending.get(id);
    if (!item) return;
    this.pending.delete(id);
    this.path.push(`answer ${id}: ${answer.label}`);
    if ('error' in answer) item.reject(new Error(answer.error));
    else {
      const url = (answer.output as { url?: unknown } | null | undefined)?.url;
      if (typeof url === 'string') this.destination = destinationOf(url) ?? this.destination;
      item.resolve(answer.output);
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    this.path[this.path.length - 1] += `  → ${this.describe()}`;
  }

  fire(timerId: number) {
    const timer = this.timers.get(timerId);
    if (!timer) return;
    this.timers.delete(timerId);
    this.path.push(`after ${timer.ms} ms`);
    timer.fn();
    this.path[this.path.length - 1] += `  → ${this.describe()}`;
  }

  /** `routing`, `active.submission.submitting.slow, active.captcha.ready.answered`, or `done: …`. */
  describe(): string {
    const leaves = this.states().filter((path, _, all) => !all.some((other) => other.startsWith(`${path}.`)));
    const value = leaves.join(', ');
    if (this.snapshot.status === 'error') return `${value} (stopped: the machine has no handler for that failure)`;
    return this.snapshot.status === 'done' ? `${value} (final)` : value;
  }

  stop() {
    this.actor.stop();
  }
}
