/**
 * The start-up chart's effects (machines/start-up.machine.ts), and the hand-over of the inline script's queue to
 * it (docs/decisions/start-up-chart.md). The script records intents on the drawn screen; the app forwards each,
 * those already queued and those to come, to the chart as `intent.queued`, the way jsaction's early event
 * contract is replaced by the framework's dispatcher.
 */
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { startUpMachine, type FirstPageOutcome, type QueuedIntent } from '../../../machines/start-up.machine.ts';
import type { AppConfig } from '../../../shared/config-schema.ts';
import { firstPageReady } from '../router.tsx';
import { shownYears } from '../shown-year.tsx';
import {
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_STATUS_ID,
  INTENT_QUEUE,
  PENDING_CLICK_ATTRIBUTE,
  PENDING_SUBMIT_ATTRIBUTE,
  showsFirstScreen,
} from './first-screen-guard.ts';

export type StartUpActor = ActorRefFrom<typeof startUpMachine>;

interface StartUpSetup {
  /** The document holds the drawn screen and the address opens its route. */
  drawn: boolean;
  config: AppConfig | null;
  /** Settles when the first page's code has loaded or failed. */
  firstPageCode: Promise<void>;
  /** The app's tree, given the chart (the views read its phase). */
  app: (startUp: StartUpActor) => ReactNode;
}

const opensDrawnRoute = () => {
  const { pathname, search, hash } = window.location;
  return showsFirstScreen(pathname, search, hash, import.meta.env.BASE_URL);
};

function rootElement(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('The #root element is missing from index.html');
  return root;
}

/** The chart with the browser's effects, started, and fed the inline script's queue. */
export function startStartUp({ drawn, config, firstPageCode, app }: StartUpSetup): StartUpActor {
  const logic = startUpMachine.provide({
    actors: {
      loadFirstPage: fromPromise<FirstPageOutcome>(async () => {
        await firstPageCode;
        // A route's link followed while the code loaded: that route is drawn afresh, as on any other route.
        const loaded = firstPageReady(window.location.hash);
        return { loaded, takeOver: loaded && opensDrawnRoute() };
      }),
    },
    actions: {
      // In a transition: React then takes the screen over in slices that yield to the browser (a visitor's input
      // between them), not in one long task; the drawn screen is there meanwhile (issue 31's TBT budget). The
      // mark goes first: from here the inline script records nothing, React's own handlers have every event.
      hydrate: ({ self }) => {
        const root = rootElement();
        root.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
        startTransition(
          () => void hydrateRoot(root, app(self as StartUpActor), { onRecoverableError: reportUnlessVisitorLeftFirstScreen }),
        );
      },
      // The first page draws with the rest of the site, not after it; in a transition, in slices that yield
      // (the loading bar, or the drawn screen, stays until it commits): no long task of drawing it.
      render: ({ self }) => {
        const root = rootElement();
        root.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
        startTransition(() => createRoot(root).render(app(self as StartUpActor)));
      },
      deliverIntents: (_, intents) => intents.forEach(deliverIntent),
      releaseDrawnScreen: () => {
        document.getElementById('first-screen-fallback')?.remove();
        document.getElementById(FIRST_SCREEN_STATUS_ID)?.remove();
      },
    },
  });
  const actor = createActor(logic, { input: { drawn, config, years: shownYears() } }).start();
  forwardQueue(actor);
  return actor;
}

/**
 * Each intent already queued, then each new one as it is pushed, goes to the chart (which keeps them while the
 * screen is drawn and ignores them once live: by then the inline script records none).
 */
function forwardQueue(actor: StartUpActor): void {
  const scope = globalThis as unknown as Record<string, QueuedIntent[] | undefined>;
  const queue = scope[INTENT_QUEUE] ?? [];
  scope[INTENT_QUEUE] = queue;
  for (const intent of queue.splice(0)) actor.send({ type: 'intent.queued', intent });
  queue.push = (...intents: QueuedIntent[]) => {
    for (const intent of intents) actor.send({ type: 'intent.queued', intent });
    return 0;
  };
}

/**
 * One queued intent, carried out on the taken-over screen as the visitor's gesture would be now: the event reaches
 * the app's own handler, which sends its machine an ordinary event (the login form's `credentials.submit`, the
 * carousel's `carousel.pause`). An element gone since (a config that could not be loaded replaces the form with
 * its notice) takes nothing.
 */
function deliverIntent(intent: QueuedIntent): void {
  const target = intent.target;
  if (!(target instanceof HTMLElement) || !target.isConnected) return;
  switch (intent.kind) {
    case 'submit':
      target.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
      // Through the form's own submit (the browser's checks, then React's onSubmit), with what its fields hold now.
      if (target instanceof HTMLFormElement) target.requestSubmit();
      return;
    case 'press':
      target.removeAttribute(PENDING_CLICK_ATTRIBUTE);
      target.click();
      return;
    case 'link':
      // The inline script moved focus there at once; a focus the take-over lost (back on the body) comes back.
      if (document.activeElement === null || document.activeElement === document.body) target.focus();
      return;
  }
}

/**
 * React's recoverable errors (what it reports with `reportError` by default), except one with a known cause: the
 * visitor left /ops (a route link in the drawn screen, an address opened) after the check above and before the
 * router read the address, so the router drew the new page where the drawn /ops screen was. React then draws that
 * page afresh, as it would any other route's, which is the right outcome, not a fault to report. The router
 * catches up with a change made after it read the address (src/app/layout/root-layout.tsx).
 */
function reportUnlessVisitorLeftFirstScreen(error: unknown): void {
  if (!opensDrawnRoute()) return;
  reportError(error);
}
