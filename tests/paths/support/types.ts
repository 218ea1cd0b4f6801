/**
 * The shape of a path map (tests/paths/<machine>.paths.ts): for one machine, what each state looks
 * like on the page (its view contract) and how each event is produced in the browser (its driver).
 * Pure types and data: the maps are read by the Vitest completeness check too, so nothing here
 * imports Playwright at run time (its `expect` is handed to contracts and drivers).
 */
import type { Expect, Locator, Page } from '@playwright/test';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';

/** A machine event with its payload (gesture data, an actor's output or error). */
export interface EventObject {
  type: string;
  [key: string]: unknown;
}

/** What a path hands to every contract and driver. */
export interface PathContext {
  page: Page;
  expect: Expect;
  /** The machine's snapshot the page must match now (after the step). */
  snapshot: AnyMachineSnapshot;
  /** The machine event of the step just taken (`xstate.init` at the start). */
  event: EventObject;
  /**
   * Per-gesture choices the outcomes of that gesture make before it runs (for example the user
   * name that produces a given user type, a fault of the stand-ins): reset after every gesture.
   */
  scenario: Record<string, unknown>;
}

/**
 * How a screen-reader user learns of a state they must notice (busy, sent, failed, refused, loaded
 * after a wait), asserted after the contract (support/a11y.ts):
 * - `live`: the text a live region (role status, alert or log, or aria-live polite/assertive) holds;
 * - `focus`: the element focus has moved to (a dialog, an error summary), with its words in `says`;
 * - `page`: the browser loads another document, whose title the screen reader reads (`says` why).
 */
export type Announcement =
  { live: string | RegExp | ((ctx: PathContext) => string | RegExp) } | { focus: (page: Page) => Locator; says: string } | { page: string };

/** A state's view contract: asserted on the page whenever the machine is in that state. */
export interface ViewContract {
  /** What the page shows, in words: written into the report as the expected contract. */
  shows: string;
  check: (ctx: PathContext) => Promise<void>;
  /**
   * How the state is announced. Required for the states a visitor must notice: tagged busy, slow
   * or error in the machine (tests/unit/path-maps.test.ts); welcome on any other (sent, loaded).
   */
  announces?: Announcement;
}

/** A state passed through by `always` only: the page never rests there, so there is nothing to see. */
export interface TransientState {
  transient: string;
}

/** How one machine event is produced in the browser. */
export type EventDriver =
  | {
      /** A visitor's gesture (click, type, key) or a clock advance (`page.clock.runFor`). */
      kind: 'gesture' | 'clock';
      event: EventObject;
      /** Short, unique within the map: names the step in paths and the report. */
      name: string;
      does: string;
      act: (ctx: PathContext) => Promise<void>;
      /**
       * When the view can send this event at all (the machine's state before it): e.g. an address
       * edit sends nothing when it names the product already requested. Absent: whenever accepted.
       */
      when?: (snapshot: AnyMachineSnapshot) => boolean;
      /** Checks that belong to the transition rather than the state (where it navigated, a toast). */
      verify?: (ctx: PathContext) => Promise<void>;
      /**
       * The keys a keyboard driver presses (e.g. 'Tab, Enter'): the gesture is made from the keyboard
       * alone, so a control only a mouse can reach fails the path. Each map with gestures has one.
       */
      keys?: string;
    }
  | {
      /**
       * A service outcome (an answer of a stand-in, shaped by the fault switch or the account used)
       * or a browser outcome (a blocked tab). It follows the gesture (or the page opening) that
       * started the request: `arrange` runs before that gesture, `hold` names the one request whose
       * answer produces the outcome, held until the page's in-between state has been checked.
       */
      kind: 'outcome';
      event: EventObject;
      name: string;
      does: string;
      arrange?: (ctx: PathContext) => Promise<void> | void;
      hold?: (url: URL) => boolean;
      /**
       * The steps that can lead to this outcome, by driver name ('(open)' for the page opening),
       * when only some can (e.g. an unknown article only as the page opens). Absent: any.
       */
      follows?: string[];
      /**
       * The steps this outcome can come right after, by name, when only those (not just the last
       * gesture) lead to it: e.g. a request the page makes by itself as soon as another outcome
       * arrived. Absent: any.
       */
      after?: string[];
      /** Checks that belong to the transition rather than the state (a toast, a new tab). */
      verify?: (ctx: PathContext) => Promise<void>;
    };

/** One way to open the page: the machine's input and the navigation that creates its actor. */
export interface PathStart {
  name: string;
  input?: unknown;
  does: string;
  open: (ctx: PathContext) => Promise<void>;
  /** The names of the drivers usable from this start (all when absent), e.g. only the phone-sized gestures. */
  only?: string[];
  /** Events the view itself sends its actor when it mounts (e.g. the status it was opened with). */
  mountEvents?: EventObject[];
}

export interface PathMap<M extends AnyStateMachine = AnyStateMachine> {
  machine: M;
  /** The file of the map (named in the messages of the completeness check). */
  file: string;
  starts: PathStart[];
  /** Keyed by the state's path ('idle', 'open.playing'); every atomic state needs one. */
  states: Record<string, ViewContract | TransientState>;
  events: EventDriver[];
  /**
   * How the planner tells two snapshots apart (default: the state value and the whole context). A
   * machine whose context counts something without bound (an attempt counter) leaves it out here,
   * or its graph never ends; what the views show must stay in the key.
   */
  stateKey?: (snapshot: AnyMachineSnapshot) => string;
  /**
   * Parts of the page axe does not check in this map's states (support/a11y.ts), each with its reason
   * (a third-party frame, say): a CSS selector as axe's `exclude` takes it.
   */
  axeExcluded?: Array<{ selector: string; reason: string }>;
  /** Transitions not driven from the UI, by key ('loginForm.routing xstate.error.actor.routeUser #0'). */
  excluded?: Array<{ transition: string; reason: string }>;
}

export function isTransient(contract: ViewContract | TransientState | undefined): contract is TransientState {
  return contract !== undefined && 'transient' in contract;
}
