/**
 * A piece of code that arrives later (STYLE.md "Code that arrives later"): a page's chunk, the sign-in's
 * service calls, the phone mask, the sanitizer of browsers without the Sanitizer API. One chart for all
 * of them, so what a visitor sees while a piece is not there is drawn here and driven in the browser.
 *
 * `idle`: the code has not been asked for. `code.request` (the piece is needed: a page opened, a field
 * focused, a sign-in sent) starts `loading`, which runs `loadCode`. `ready`: the code is in context and
 * stays there for the page's life. `failed`: it could not be fetched (a lost connection); the view names
 * what did not load and offers Retry (`code.retry`), and a piece that is needed again (`code.request`,
 * for example a second sign-in) asks again too: the browser fetches a module again after a failed
 * import (Chromium 156, docs/decisions/code-that-arrives-later.md), so a retry needs no reload.
 *
 * Provide: actor `loadCode` (the dynamic import; it rejects when the code cannot be fetched).
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
}

export type CodeLoaderEvent = { type: 'code.request' } | { type: 'code.retry' };

export const codeLoaderMachine = setup({
  types: {
    context: {} as CodeLoaderContext,
    input: {} as CodeLoaderInput,
    events: {} as CodeLoaderEvent,
  },
  actors: {
    /** Fetches the code (a dynamic import); provided where the piece is used. */
    loadCode: fromPromise<unknown>(() => Promise.reject(new Error('loadCode is not provided'))),
  },
}).createMachine({
  id: 'codeLoader',
  context: ({ input }) => ({ name: input.name, code: null }),
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
        onError: 'failed',
      },
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
