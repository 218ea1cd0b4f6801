/**
 * The live view's wire (docs/decisions/statechart-live-view.md): in `npm run dev` only, the app reports each
 * running machine actor's state to the dev server over Vite's HMR socket, and the catalogue the dev server
 * serves at CATALOGUE_PATH follows it through a server-sent event stream. Nothing here is in the production
 * build: the modules of src/dev-live/ are reached only through the dev server's plugin (server/dev-live.ts).
 */

/** The HMR custom events (app → dev server): an actor's state, and a page that went away. */
export const LIVE_REPORT_EVENT = 'portal:live-report';
export const LIVE_BYE_EVENT = 'portal:live-bye';
/** dev server → app: send this event to that actor (a transition clicked on the catalogue's diagram). */
export const LIVE_SEND_EVENT = 'portal:live-send';

/** Where the dev server serves docs/statecharts/ with the live view in it. */
export const CATALOGUE_PATH = '/__statecharts/';
/** The catalogue's event stream of reports (text/event-stream) and where it posts an event to send. */
export const LIVE_STREAM_PATH = `${CATALOGUE_PATH}live/events`;
export const LIVE_SEND_PATH = `${CATALOGUE_PATH}live/send`;

/** How many of an actor's last events a report carries. */
export const LAST_EVENTS = 8;

/** One machine actor as it is now; context and events are redacted (redact.ts) before they leave the page. */
export interface LiveReport {
  /** The page (document) the actor runs in: a reload or a second tab is another page. */
  pageId: string;
  /** The actor's session id, unique in its page. */
  sessionId: string;
  /** The machine's id (its section in the catalogue: data-machine). */
  machine: string;
  /** The invoking actor's session id when this one is a child (the routing under a sign-in). */
  parent: string | null;
  /** 'active', 'done', 'error' or 'stopped'. */
  status: string;
  /** The active states, each a dotted path from the root ('open.playing'); atomic ones only. */
  states: string[];
  context: unknown;
  /** The last events it received, oldest first. */
  events: Array<{ type: string; payload: unknown; at: number }>;
  /** The events it accepts now that a visitor could cause (no xstate.* internal event). */
  accepts: string[];
  at: number;
}

/** What the catalogue may ask the app to send. */
export interface LiveSend {
  pageId: string;
  sessionId: string;
  event: { type: string };
}
