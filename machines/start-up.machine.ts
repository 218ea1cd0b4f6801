/**
 * The page's start-up: from the document the build drew to the live app (STYLE.md "Before the code",
 * docs/decisions/start-up-chart.md). Before any script of ours runs, index.html's one inline script only
 * records what the visitor asks for on the drawn screen (a sign-in sent, a button pressed, an in-page link
 * followed) into a queue; the app forwards that queue here as `intent.queued` events and decides everything
 * else in this chart.
 *
 * `deciding` picks the branch at once: `drawn` when the document holds the drawn screen and the address opens
 * its route, else `loading`. `drawn`: the build's screen is what the visitor sees; queued intents are kept;
 * `loadFirstPage` waits for the page's code. When it is there and the address still opens the drawn route,
 * `takingOver` (effect `hydrate`: React takes the same elements over); otherwise (its code could not be
 * fetched, or the visitor followed a route link meanwhile) `rendering`. `loading`: nothing is drawn for this
 * route, the document's loading bar shows; the page's code is waited for at most `firstPageWait`, then
 * `rendering` (effect `render`) draws the site, with the route's own loading bar when its code is still on its
 * way. Once React has committed the first draw (`app.committed`) the app is `live`: `takenOver`, where each
 * queued intent is handed to the code it belongs to (effect `deliverIntents`: the login form gets its submit,
 * the carousel its press, an in-page link its focus), or `drawnAfresh` after a render: the drawn elements the
 * intents named are gone, and the intents are dropped. Either way `releaseDrawnScreen` removes what the document drew beside #root.
 *
 * While `drawn` and `takingOver` (tag `asBuilt`) the views draw what the build drew (no config, the build's
 * year, from `years`); React's take-over needs exactly that. Provide: actor `loadFirstPage`; actions `hydrate`, `render`,
 * `deliverIntents`, `releaseDrawnScreen`.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { AppConfig } from '../shared/config-schema.ts';

/** What the visitor asked for before the code: a form sent, a button pressed, an in-page link followed. */
export type IntentKind = 'submit' | 'press' | 'link';

export interface QueuedIntent {
  kind: IntentKind;
  /** The element of the drawn screen it names (a form, a button, a link); the app knows its type. */
  target: unknown;
}

export interface StartUpInput {
  /** The document holds the drawn screen and the address opens its route. */
  drawn: boolean;
  /** This visit's config (null when it could not be loaded): the views draw from it once the screen is live. */
  config: AppConfig | null;
  /** The years the site shows (the copyright line): this visit's, and the build's, drawn into the document. */
  years: ShownYears;
}

export interface ShownYears {
  visit: number;
  build: number;
}

export interface StartUpContext {
  drawn: boolean;
  config: AppConfig | null;
  years: ShownYears;
  /** Intents queued before the code, kept until the take-over is committed. */
  intents: QueuedIntent[];
  /** What was handed over once live (kinds, in order), and what was dropped: what the visitor's requests became. */
  handedOver: IntentKind[];
  dropped: IntentKind[];
}

export type StartUpEvent = { type: 'intent.queued'; intent: QueuedIntent } | { type: 'app.committed' };

/** `loadFirstPage`'s answer once the page's code settled: whether it `loaded`, and `takeOver` when it did and the address still opens the drawn route. */
export interface FirstPageOutcome {
  loaded: boolean;
  takeOver: boolean;
}

/** How long a route that was not drawn waits for its page's code before the site is drawn around its loading bar. */
export const FIRST_PAGE_WAIT_MS = 2000;

export const startUpMachine = setup({
  types: {
    context: {} as StartUpContext,
    input: {} as StartUpInput,
    events: {} as StartUpEvent,
  },
  actors: {
    /** Waits for the first page's code to settle (never rejects: a failure is `takeOver: false`). */
    loadFirstPage: fromPromise<FirstPageOutcome>(() => Promise.reject(new Error('loadFirstPage is not provided'))),
  },
  actions: {
    /** Effect: React takes the drawn screen over (the same elements, what was typed and the focus kept). */
    hydrate: () => {},
    /** Effect: React draws the app afresh in #root (the drawn screen, if any, goes). */
    render: () => {},
    /** Effect: hands each queued intent, in order, to the code it belongs to, as the visitor's own gesture would. */
    deliverIntents: (_, _intents: readonly QueuedIntent[]) => {},
    /** Effect: removes what the document drew beside #root (the loading bar, the "Signing in…" region). */
    releaseDrawnScreen: () => {},
    queueIntent: assign({
      intents: ({ context, event }) => (event.type === 'intent.queued' ? [...context.intents, event.intent] : context.intents),
    }),
    /** The queue handed over: noted by kind, then empty. */
    emptyQueue: assign({
      handedOver: ({ context }) => context.intents.map((intent) => intent.kind),
      intents: [],
    }),
    /** The drawn elements the intents named were replaced: nothing of them is carried out. */
    dropIntents: assign({
      dropped: ({ context }) => context.intents.map((intent) => intent.kind),
      intents: [],
    }),
  },
  guards: {
    isDrawn: ({ context }) => context.drawn,
    canTakeOver: ({ event }) => (event as { output?: FirstPageOutcome }).output?.takeOver === true,
  },
  delays: {
    firstPageWait: FIRST_PAGE_WAIT_MS,
  },
}).createMachine({
  id: 'startUp',
  context: ({ input }) => ({ drawn: input.drawn, config: input.config, years: input.years, intents: [], handedOver: [], dropped: [] }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Was the screen drawn into the document for this address? Decided at once.',
      always: [{ guard: 'isDrawn', target: 'drawn' }, { target: 'loading' }],
    },
    drawn: {
      description:
        "The build's screen shows, before the code; what the visitor asks for on it is queued (the inline script says a sign-in waits).",
      tags: ['asBuilt'],
      invoke: {
        id: 'loadFirstPage',
        src: 'loadFirstPage',
        onDone: [{ guard: 'canTakeOver', target: 'takingOver' }, { target: 'rendering' }],
      },
      on: { 'intent.queued': { actions: 'queueIntent' } },
    },
    loading: {
      description: "Nothing was drawn for this route: the document's loading bar shows while the page's code comes, for a while.",
      invoke: { id: 'loadFirstPage', src: 'loadFirstPage', onDone: 'rendering' },
      after: { firstPageWait: 'rendering' },
    },
    takingOver: {
      description: 'React takes the drawn screen over, drawing what the build drew; the inline script records nothing more.',
      tags: ['asBuilt'],
      entry: 'hydrate',
      on: {
        'app.committed': {
          target: 'live.takenOver',
          actions: ['releaseDrawnScreen', { type: 'deliverIntents', params: ({ context }) => context.intents }, 'emptyQueue'],
        },
      },
    },
    rendering: {
      description: 'React draws the app afresh: the drawn screen, if any, is replaced.',
      entry: 'render',
      on: { 'app.committed': { target: 'live.drawnAfresh', actions: ['releaseDrawnScreen', 'dropIntents'] } },
    },
    live: {
      description: "The app's own code handles everything from here; the views draw from this visit's config.",
      initial: 'takenOver',
      states: {
        takenOver: {
          description: "The drawn screen's elements are the app's now (what was typed, the focus kept); what was queued was carried out.",
        },
        drawnAfresh: {
          description: 'The app was drawn anew (another route, or the drawn page whose code failed); nothing queued was carried out.',
        },
      },
    },
  },
});

export type StartUpSnapshot = SnapshotFrom<typeof startUpMachine>;

/** The views draw what the build drew (React is taking, or about to take, the drawn screen over). */
export const selectAsBuilt = (snapshot: StartUpSnapshot): boolean => snapshot.hasTag('asBuilt');
/** This visit's config, whatever the phase (the sign-in form's flow is built with it from its first draw). */
export const selectVisitConfig = (snapshot: StartUpSnapshot): AppConfig | null => snapshot.context.config;
/** The config the views draw from: none while they draw what the build drew. */
export const selectConfigToDraw = (snapshot: StartUpSnapshot): AppConfig | null =>
  snapshot.hasTag('asBuilt') ? null : snapshot.context.config;
/** The year the site shows: the build's while the views draw what the build drew, this visit's after. */
export const selectShownYear = (snapshot: StartUpSnapshot): number =>
  snapshot.hasTag('asBuilt') ? snapshot.context.years.build : snapshot.context.years.visit;
