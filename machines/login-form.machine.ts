/**
 * The username and password sign-in of the /ops login panel (spec 4 "Login form", spec 8 "Login
 * failure", "Compact login panel").
 *
 * The form is `idle` until it is submitted. `credentials.submit` carries what the inputs hold at
 * that moment (the view reads the input fields themselves, so values a password manager filled
 * in without typing count: spec 4's autofill rule). `loading` asks the identity service for a
 * token (button disabled with a spinner, the error cleared). A refusal or an outage goes to `failed`
 * (tagged `error`) with the message to show (the server's message, invalid_grant's error_description, or the
 * default; the actor decides, see src/actors/auth). With a token the session is stored and
 * `routing` hands over to the user-type routing machine, which sends the browser away (`leaving`),
 * opens the dispatch tab (`handedOff`, the form is usable again), finds the tab blocked
 * (`linkOffered`: the view shows the link), rejects an internal user with a toast (back to `idle`),
 * or fails (`failed`). From `failed`, `handedOff` and `linkOffered` the form can be sent again. A Login pressed in
 * `failed` with a field left empty (`credentials.incomplete`: the browser refused the submit and names the empty
 * fields) goes back to `idle`: the old refusal would no longer be about what the form holds (issue 42).
 *
 * Input: `{ storedProductId }` (spec 4: a stored product id 27 overrides the user type).
 * Provide: actors `requestToken` ({ username, password } → SignInSession) and `routeUser` (the
 * user-type routing machine with its own actors); action `storeSession` ({ session }).
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { userTypeRoutingMachine, type RoutingOutcome, type SignInSession } from './user-type-routing.machine.ts';
import * as shared from './sign-in-shared.ts';

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

export type LoginFormEvent = { type: 'credentials.submit'; username?: string; password?: string } | { type: 'credentials.incomplete' };

/** Every state where the form is usable sends it again the same way. */
const submit = { 'credentials.submit': { target: 'loading', actions: 'startAttempt' } } as const;

export const loginFormMachine = setup({
  types: {
    input: {} as LoginFormInput,
    context: {} as LoginFormContext,
    events: {} as LoginFormEvent,
  },
  actors: {
    requestToken: shared.notProvided<SignInSession, Credentials>('requestToken'),
    routeUser: userTypeRoutingMachine,
  },
  actions: {
    ...shared.signInEffects,
    // spec 4: "Submit sets loading and clears the error."
    startAttempt: assign({
      credentials: ({ event }) =>
        event.type === 'credentials.submit' ? { username: event.username ?? '', password: event.password ?? '' } : null,
      error: null,
      offeredUrl: null,
    }),
    // issue 42: the message was about credentials the form no longer holds.
    clearError: assign({ error: null }),
    assignSession: assign({ session: (_, params: { session: SignInSession }) => params.session }),
    // The password is not kept once it has been used.
    forgetPassword: assign({ credentials: null }),
    assignError: assign({ error: (_, params: { error: unknown }) => shared.messageOf(params.error, LOGIN_FAILED_MESSAGE) }),
    assignOutcome: assign({
      error: (_, params: { outcome: RoutingOutcome }) => shared.outcomeMessage(params.outcome, LOGIN_FAILED_MESSAGE),
      offeredUrl: (_, params: { outcome: RoutingOutcome }) => shared.outcomeUrl(params.outcome),
    }),
  },
  guards: {
    ...shared.routingOutcomeGuards,
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
      on: submit,
    },
    ...shared.signInStates({
      token: {
        state: 'loading',
        description: 'Asks the identity service for a token; the button is disabled and shows a spinner (spec 4).',
        src: 'requestToken',
        input: ({ context }: { context: LoginFormContext }) => context.credentials ?? { username: '', password: '' },
        after: ['forgetPassword'],
      },
      routing: {
        description: 'Signed in: the user-type routing machine decides where the user goes (spec 4, 6).',
        input: ({ context }) => ({
          // `routing` is entered only with a session (assigned on the way in).
          session: context.session as SignInSession,
          roNumber: null,
          storedProductId: context.storedProductId,
        }),
      },
      // spec 6: a rejected internal user got the toast; the form just stops loading.
      targets: { leaving: 'leaving', handedOff: 'handedOff', linkOffered: 'linkOffered', rejected: 'idle', failed: 'failed' },
    }),
    ...shared.outcomeStates({ on: submit }),
    failed: {
      description: 'The message is shown; label and input are styled as errors (spec 4).',
      tags: ['error'],
      on: {
        ...submit,
        'credentials.incomplete': {
          target: 'idle',
          actions: 'clearError',
          description: 'Login pressed with a field empty: the browser names it, the old message goes (issue 42).',
        },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof loginFormMachine>;

export const selectLoginBusy = shared.selectBusy;
export const selectLoginError = shared.selectError;
export const selectHandedOff = (snapshot: Snapshot) => snapshot.matches('handedOff');
export const selectOfferedUrl = (snapshot: Snapshot) => (snapshot.matches('linkOffered') ? snapshot.context.offeredUrl : null);
