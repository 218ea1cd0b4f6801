/**
 * A piece of code that arrives later (STYLE.md "Code that arrives later"): a page's chunk, the sign-in's
 * service calls, the phone mask, the sanitizer of browsers without the Sanitizer API. One chart for all
 * of them, so what a visitor sees while a piece is not there is drawn here and driven in the browser.
 *
 * `idle`: the code has not been asked for. `code.request` (the piece is needed: a page opened, a field
 * focused, a sign-in sent) starts `loading`, which runs `loadCode`. `ready`: the code is in context and
 * stays there for the page's life. `failed`: it could not be fetched (a lost connection); the view names
 * what did not load and offers Retry (`code.retry`), and a piece that is needed again (`code.request`,
 * for example a second sign-in) asks again too.
 *
 * A second try that fails again is `recovering` (invoke `recoverCode`). The newest engines fetch a module
 * again after a failed import (whatwg/html#10327), so there a second failure means the connection is still
 * down; older ones (Chromium before 156, Firefox ESR 140, Safari before its newest release) keep the first
 * failure in their module map and answer every later import with it without a request
 * (docs/decisions/code-that-arrives-later.md). `recoverCode` asks the server whether it answers now: not
 * answering, the piece is `failed` again; answering, it fetches the code at a fresh address, and the piece
 * is `ready`; where that is not possible either, the page is `reloading` (effect `reloadPage`), which
 * keeps what the visitor had: the route, what was typed (drafts, the sign-in's username) and the scroll
 * position.
 *
 * Provide: actors `loadCode` (the dynamic import; it rejects when the code cannot be fetched) and
 * `recoverCode` (after a second failure: `{ outcome: 'loaded', code }`, `'offline'` or `'reload'`);
 * action `reloadPage`.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export interface CodeLoaderInput {
  /** What the visitor is told did not load, as a noun phrase: 'This page', 'The phone number format'. */
  name: string;
}

export interface CodeLoaderContext {
  name: string;
  /** The module once fetched (what `loadCode` resolved with); the provider knows its type. */
  code: unknown;
  /** The import failed once already: a failure now may be the browser's kept failure, not the network. */
  failedBefore: boolean;
  /** Why the last import failed (the browser's error, which may name the module's address). */
  error: unknown;
}

export type CodeLoaderEvent = { type: 'code.request' } | { type: 'code.retry' };

export interface RecoverCodeInput {
  error: unknown;
}

/** What `recoverCode` found: the code at a fresh address, a server still not answering, or a page to load again. */
export type CodeRecovery = { outcome: 'loaded'; code: unknown } | { outcome: 'offline' } | { outcome: 'reload' };

export const codeLoaderMachine = setup({
  types: {
    context: {} as CodeLoaderContext,
    input: {} as CodeLoaderInput,
    events: {} as CodeLoaderEvent,
  },
  actors: {
    /** Fetches the code (a dynamic import); provided where the piece is used. */
    loadCode: fromPromise<unknown>(() => Promise.reject(new Error('loadCode is not provided'))),
    /** After a second failure: is the server answering, and can the code be had without a reload? */
    recoverCode: fromPromise<CodeRecovery, RecoverCodeInput>(() => Promise.reject(new Error('recoverCode is not provided'))),
  },
  actions: {
    /** Loads the page again, keeping the route, what was typed and the scroll position (provided by the app). */
    reloadPage: () => {},
  },
  guards: {
    hasFailedBefore: ({ context }) => context.failedBefore,
    isRecovered: ({ event }) => (event as { output?: CodeRecovery }).output?.outcome === 'loaded',
    needsReload: ({ event }) => (event as { output?: CodeRecovery }).output?.outcome === 'reload',
  },
}).createMachine({
  id: 'codeLoader',
  context: ({ input }) => ({ name: input.name, code: null, failedBefore: false, error: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The code has not been asked for yet; nothing is shown for it.',
      on: { 'code.request': 'loading' },
    },
    loading: {
      description: 'The code is being fetched; the piece shows that it is loading (busy).',
      tags: ['busy'],
      invoke: {
        id: 'loadCode',
        src: 'loadCode',
        onDone: {
          target: 'ready',
          // The module stays in context for the page's life: a later use needs no new fetch.
          actions: assign({ code: ({ event }) => event.output }),
        },
        onError: [
          // Failed before: this browser may be answering from its module map; find out before saying so.
          { guard: 'hasFailedBefore', target: 'recovering', actions: assign({ error: ({ event }) => event.error }) },
          { target: 'failed', actions: assign({ failedBefore: true, error: ({ event }) => event.error }) },
        ],
      },
    },
    recovering: {
      description:
        'A second try failed too: is the server answering? If so, the browser kept the first failure, and the code is fetched at a fresh address; the piece still shows that it is loading (busy).',
      tags: ['busy'],
      invoke: {
        id: 'recoverCode',
        src: 'recoverCode',
        input: ({ context }) => ({ error: context.error }),
        onDone: [
          { guard: 'isRecovered', target: 'ready', actions: assign({ code: ({ event }) => (event.output as { code: unknown }).code }) },
          { guard: 'needsReload', target: 'reloading' },
          { target: 'failed' },
        ],
        onError: 'failed',
      },
    },
    reloading: {
      description:
        'The server answers but this browser keeps the failed code: the page is loaded again, keeping the route, what was typed and the scroll position; the piece says so.',
      tags: ['busy'],
      entry: 'reloadPage',
    },
    ready: {
      description: 'The code is there and runs the piece.',
      tags: ['ready'],
    },
    failed: {
      description: 'The code could not be fetched: the page names what did not load and offers Retry.',
      tags: ['error'],
      on: {
        'code.retry': 'loading',
        // Needed again (a second submit, a focus): asked again, as a retry would.
        'code.request': 'loading',
      },
    },
  },
});

type CodeLoaderSnapshot = SnapshotFrom<typeof codeLoaderMachine>;
export type CodeStatus = CodeLoaderSnapshot['value'];

export const selectCodeStatus = (snapshot: CodeLoaderSnapshot): CodeStatus => snapshot.value;
export const selectCodeName = (snapshot: CodeLoaderSnapshot) => snapshot.context.name;
