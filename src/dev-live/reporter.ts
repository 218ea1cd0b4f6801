/**
 * The app's half of the live view (docs/decisions/statechart-live-view.md), in `npm run dev` only: an XState
 * `inspect` observer (given to every actor the app creates, by the wrappers beside this file) that reports each
 * machine actor's active states, redacted context and last events to the dev server over Vite's HMR socket
 * (`import.meta.hot.send`), and sends the dev server's "send this event" on to the actor when it is one a
 * visitor could cause and the actor accepts it now. Reports are coalesced per actor (one per 40 ms at most).
 */
import type { AnyActorRef, AnyEventObject, AnyMachineSnapshot, InspectionEvent } from 'xstate';
import {
  LAST_EVENTS,
  LIVE_BYE_EVENT,
  LIVE_REPORT_EVENT,
  LIVE_SEND_EVENT,
  type LiveReport,
  type LiveSend,
} from '../../shared/dev-live-protocol.ts';
import { redact } from './redact.ts';

const pageId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

interface Tracked {
  ref: AnyActorRef;
  events: LiveReport['events'];
  timer: ReturnType<typeof setTimeout> | null;
}
const tracked = new Map<string, Tracked>();
/**
 * The last event of each type each machine received in this page, as it was (never reported): a send asked for
 * by the catalogue carries the data the visitor last gave with it (credentials.submit: what was typed).
 */
const lastOfType = new Map<string, Map<string, AnyEventObject>>();

const isMachineSnapshot = (snapshot: unknown): snapshot is AnyMachineSnapshot =>
  typeof snapshot === 'object' && snapshot !== null && 'value' in snapshot && 'machine' in snapshot;

/** The atomic active states, as dotted paths from the root. */
function activeStates(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.path.join('.'));
}

/** The event types the machine accepts now that a visitor could cause: not an actor's answer, a timer or an init. */
function visitorEvents(snapshot: AnyMachineSnapshot): string[] {
  const types = new Set<string>();
  for (const node of snapshot._nodes) for (const type of node.transitions.keys()) types.add(type);
  return [...types].filter((type) => !type.startsWith('xstate.') && type !== '*' && snapshot.can({ type })).sort();
}

function report(entry: Tracked, status?: string) {
  const snapshot = entry.ref.getSnapshot() as unknown;
  if (!isMachineSnapshot(snapshot)) return;
  const payload: LiveReport = {
    pageId,
    sessionId: entry.ref.sessionId,
    machine: snapshot.machine.id,
    parent: (entry.ref as { _parent?: AnyActorRef })._parent?.sessionId ?? null,
    status: status ?? snapshot.status,
    states: activeStates(snapshot),
    context: redact(snapshot.context),
    events: entry.events,
    accepts: status === 'stopped' || snapshot.status !== 'active' ? [] : visitorEvents(snapshot),
    at: Date.now(),
  };
  import.meta.hot?.send(LIVE_REPORT_EVENT, payload);
}

function schedule(entry: Tracked) {
  entry.timer ??= setTimeout(() => {
    entry.timer = null;
    report(entry);
  }, 40);
}

/** The observer every app actor is created with (wrappers: xstate.ts, xstate-react.ts). */
export function liveInspect(event: InspectionEvent): void {
  if (!import.meta.env.DEV || event.type !== '@xstate.snapshot' || !isMachineSnapshot(event.snapshot)) return;
  const ref = event.actorRef as AnyActorRef;
  let entry = tracked.get(ref.sessionId);
  if (!entry) {
    entry = { ref, events: [], timer: null };
    tracked.set(ref.sessionId, entry);
  }
  const { type, ...payload } = event.event;
  const machineEvents = lastOfType.get(event.snapshot.machine.id) ?? new Map<string, AnyEventObject>();
  machineEvents.set(type, event.event);
  lastOfType.set(event.snapshot.machine.id, machineEvents);
  entry.events = [...entry.events, { type, payload: redact(payload), at: Date.now() }].slice(-LAST_EVENTS);
  schedule(entry);
}

/** Combines the live observer with one the caller gave (none in the app today). */
export function withLiveInspect<O extends { inspect?: unknown }>(options: O | undefined): O {
  const own = options?.inspect;
  const inspect =
    typeof own === 'function'
      ? (event: InspectionEvent) => {
          liveInspect(event);
          (own as (event: InspectionEvent) => void)(event);
        }
      : liveInspect;
  return { ...(options ?? ({} as O)), inspect };
}

if (import.meta.env.DEV && import.meta.hot) {
  // An unmounted view stops its actor without an inspection event: look for stopped actors and say so once.
  setInterval(() => {
    for (const [sessionId, entry] of tracked) {
      if ((entry.ref as unknown as { _processingStatus?: number })._processingStatus === 2) {
        if (entry.timer) clearTimeout(entry.timer);
        report(entry, 'stopped');
        tracked.delete(sessionId);
      }
    }
  }, 1000);
  addEventListener('pagehide', () => import.meta.hot?.send(LIVE_BYE_EVENT, { pageId }));
  import.meta.hot.on(LIVE_SEND_EVENT, (message: LiveSend) => {
    const entry = message.pageId === pageId ? tracked.get(message.sessionId) : undefined;
    const type = message.event?.type;
    if (!entry || typeof type !== 'string') return;
    const snapshot = entry.ref.getSnapshot() as unknown;
    // Only what a visitor could cause and the actor accepts now; never an actor's answer or a timer.
    if (isMachineSnapshot(snapshot) && visitorEvents(snapshot).includes(type)) {
      entry.ref.send(lastOfType.get(snapshot.machine.id)?.get(type) ?? { type });
    }
  });
}
