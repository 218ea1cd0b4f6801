/**
 * The username and password sign-in of the /ops login panel (spec 4 "Login form", spec 8 "Login
 * failure", "Compact login panel").
 *
 * The form is `idle` until it is submitted. `credentials.submit` carries what the inputs hold at
 * that moment (the view reads the input fields themselves, so values a password manager filled
 * in without typing count: spec 4's autofill rule). `loading` asks the identity service for a
 * token (button disabled with a spinner, the error cleared). A refusal or an outage goes to `error`
 * with the message to show (the server's message, invalid_grant's error_description, or the
 * default; the actor decides, see src/actors/auth). With a token the session is stored and
 * `routing` hands over to the user-type routing machine, which sends the browser away (`leaving`),
 * opens the dispatch tab (`handedOff`, the form is usable again), finds the tab blocked
 * (`linkOffered`: the view shows the link), rejects an internal user with a toast (back to `idle`),
 * or fails (`error`). From `error`, `handedOff` and `linkOffered` the form can be sent again.
 *
 * Input: `{ storedProductId }` (spec 4: a stored product id 27 overrides the user type).
 * Provide: actors `requestToken` ({ username, password } → SignInSession) and `routeUser` (the
 * user-type routing machine with its own actors); action `storeSession` ({ session }).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { userTypeRoutingMachine, type RoutingOutcome, type SignInSession } from './user-type-routing.machine.ts';
import { errorOf, outcomeOf, routingOutcomeGuards, sessionOf } from './sign-in-shared.ts';

/** spec 8: the default text of a login failure. */
export const LOGIN_FAILED_MESSAGE = 'Invalid username or password. Your password is case sensitive.';

export interface Credentials {
  username: string;
  password: string;
}

export interface LoginFormInput {
  storedProductId: number | null;
}

export interface LoginFormContext {
  storedProductId: number | null;
  credentials: Credentials | null;
  session: SignInSession | null;
  error: string | null;
  /** The dispatch jump the browser would not open in a tab (shown as a link). */
  offeredUrl: string | null;
}

export type LoginFormEvent = { type: 'credentials.submit'; username?: string; password?: string };

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : LOGIN_FAILED_MESSAGE);

export const loginFormMachine = setup({
  types: {
    input: {} as LoginFormInput,
    context: {} as LoginFormContext,
    events: {} as LoginFormEvent,
  },
  actors: {
    requestToken: fromPromise<SignInSession, Credentials>(async () => {
      throw new Error('requestToken is not provided');
    }),
    routeUser: userTypeRoutingMachine,
  },
  actions: {
    /** Effect: keep the session (spec 3: refresh token and expiry in local storage). */
    storeSession: (_, _params: { session: SignInSession }) => {},
    // spec 4: "Submit sets loading and clears the error."
    startAttempt: assign({
      credentials: ({ event }) => ({ username: event.username ?? '', password: event.password ?? '' }),
      error: null,
      offeredUrl: null,
    }),
    assignSession: assign({ session: (_, params: { session: SignInSession }) => params.session }),
    // The password is not kept once it has been used.
    forgetPassword: assign({ credentials: null }),
    assignError: assign({ error: (_, params: { error: unknown }) => errorText(params.error) }),
    assignOutcomeError: assign({
      error: (_, params: { outcome: RoutingOutcome }) => ('message' in params.outcome ? params.outcome.message : LOGIN_FAILED_MESSAGE),
    }),
    assignOfferedUrl: assign({
      offeredUrl: (_, params: { outcome: RoutingOutcome }) => ('url' in params.outcome ? params.outcome.url : null),
    }),
  },
  guards: {
    ...routingOutcomeGuards,
  },
}).createMachine({
  id: 'loginForm',
  context: ({ input }) => ({
    storedProductId: input.storedProductId,
    credentials: null,
    session: null,
    error: null,
    offeredUrl: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The form waits for username and password.',
      on: { 'credentials.submit': { target: 'loading', actions: 'startAttempt' } },
    },
    loading: {
      description: 'Asks the identity service for a token; the button is disabled and shows a spinner (spec 4).',
      tags: ['busy'],
      invoke: {
        id: 'requestToken',
        src: 'requestToken',
        input: ({ context }) => context.credentials ?? { username: '', password: '' },
        onDone: {
          target: 'routing',
          actions: [{ type: 'assignSession', params: sessionOf }, { type: 'storeSession', params: sessionOf }, 'forgetPassword'],
        },
        onError: { target: 'error', actions: [{ type: 'assignError', params: errorOf }, 'forgetPassword'] },
      },
    },
    routing: {
      description: 'Signed in: the user-type routing machine decides where the user goes (spec 4, 6).',
      tags: ['busy'],
      invoke: {
        id: 'routeUser',
        src: 'routeUser',
        input: ({ context }) => ({
          // `routing` is entered only with a session (assigned on the way in).
          session: context.session as SignInSession,
          roNumber: null,
          storedProductId: context.storedProductId,
        }),
        onDone: [
          { guard: { type: 'isLeaving', params: outcomeOf }, target: 'leaving' },
          { guard: { type: 'isTabOpened', params: outcomeOf }, target: 'handedOff' },
          {
            guard: { type: 'isTabBlocked', params: outcomeOf },
            target: 'linkOffered',
            actions: { type: 'assignOfferedUrl', params: outcomeOf },
          },
          // spec 6: the toast is the message; the form just stops loading.
          { guard: { type: 'isRejected', params: outcomeOf }, target: 'idle' },
          { target: 'error', actions: { type: 'assignOutcomeError', params: outcomeOf } },
        ],
        onError: { target: 'error', actions: { type: 'assignError', params: errorOf } },
      },
    },
    leaving: {
      description: 'The browser is on its way to the destination application.',
      tags: ['busy'],
    },
    handedOff: {
      description: 'The dispatch application opened in a new tab; the form can be used again.',
      on: { 'credentials.submit': { target: 'loading', actions: 'startAttempt' } },
    },
    linkOffered: {
      description: 'The browser blocked the new tab: the view offers the dispatch link to click.',
      on: { 'credentials.submit': { target: 'loading', actions: 'startAttempt' } },
    },
    error: {
      description: 'The message is shown; label and input are styled as errors (spec 4).',
      tags: ['error'],
      on: { 'credentials.submit': { target: 'loading', actions: 'startAttempt' } },
    },
  },
});

type Snapshot = SnapshotFrom<typeof loginFormMachine>;

export const selectLoginBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectLoginError = (snapshot: Snapshot) => (snapshot.hasTag('error') ? snapshot.context.error : null);
export const selectHandedOff = (snapshot: Snapshot) => snapshot.matches('handedOff');
export const selectOfferedUrl = (snapshot: Snapshot) => (snapshot.matches('linkOffered') ? snapshot.context.offeredUrl : null);
