/**
 * The automatic sign-in of /redirect (spec 2 "/redirect", spec 4).
 *
 * `checking` first removes username, password and ronumber from the address bar and history
 * (`scrubAddress`, history.replaceState) before any request is made: a password must never stay in
 * `location.href` or a history entry. With both username and password it signs in at once
 * (`signingIn`); without them the page says what is missing (`missingCredentials`) and offers the
 * sign-in page. With a token the session is stored and the user-type routing machine takes over
 * (`routing`, with the ronumber for the app-27 variant): the browser leaves (`leaving`), the
 * dispatch tab opens (`handedOff`) or is blocked (`linkOffered`), an internal user without admin
 * features gets the toast (`rejected`), or it fails (`failed`). Every end shows something.
 *
 * Input: `{ username, password, roNumber, storedProductId }` read from the query before the
 * machine starts. Provide: actors `scrubAddress`, `requestToken` ({ username, password } →
 * SignInSession) and `routeUser`; action `storeSession` ({ session }).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { userTypeRoutingMachine, type RoutingOutcome, type SignInSession } from './user-type-routing.machine.ts';
import { errorOf, outcomeOf, routingOutcomeGuards, scrubAddressPlaceholder, sessionOf } from './sign-in-shared.ts';

export const AUTO_SIGN_IN_FAILED_MESSAGE = 'Invalid username or password. Your password is case sensitive.';

export interface AutoSignInInput {
  username: string | null;
  password: string | null;
  roNumber: string | null;
  storedProductId: number | null;
}

export interface AutoSignInContext {
  credentials: { username: string; password: string } | null;
  roNumber: string | null;
  storedProductId: number | null;
  session: SignInSession | null;
  error: string | null;
  offeredUrl: string | null;
}

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : AUTO_SIGN_IN_FAILED_MESSAGE);

export const autoSignInMachine = setup({
  types: {
    input: {} as AutoSignInInput,
    context: {} as AutoSignInContext,
  },
  actors: {
    requestToken: fromPromise<SignInSession, { username: string; password: string }>(async () => {
      throw new Error('requestToken is not provided');
    }),
    scrubAddress: scrubAddressPlaceholder,
    routeUser: userTypeRoutingMachine,
  },
  actions: {
    /** Effect: keep the session. */
    storeSession: (_, _params: { session: SignInSession }) => {},
    assignSession: assign({ session: (_, params: { session: SignInSession }) => params.session, credentials: null }),
    assignError: assign({ error: (_, params: { error: unknown }) => errorText(params.error), credentials: null }),
    assignOutcome: assign({
      error: (_, params: { outcome: RoutingOutcome }) => ('message' in params.outcome ? params.outcome.message : null),
      offeredUrl: (_, params: { outcome: RoutingOutcome }) => ('url' in params.outcome ? params.outcome.url : null),
    }),
  },
  guards: {
    hasCredentials: ({ context }) => Boolean(context.credentials?.username && context.credentials.password),
    ...routingOutcomeGuards,
  },
}).createMachine({
  id: 'autoSignIn',
  context: ({ input }) => ({
    credentials: input.username && input.password ? { username: input.username, password: input.password } : null,
    roNumber: input.roNumber || null,
    storedProductId: input.storedProductId,
    session: null,
    error: null,
    offeredUrl: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Removes the credentials from the address and history first, then checks they were given.',
      invoke: {
        id: 'scrubAddress',
        src: 'scrubAddress',
        // A history that cannot be rewritten does not stop the sign-in.
        onDone: [{ guard: 'hasCredentials', target: 'signingIn' }, { target: 'missingCredentials' }],
        onError: [{ guard: 'hasCredentials', target: 'signingIn' }, { target: 'missingCredentials' }],
      },
    },
    missingCredentials: {
      description: 'No username or password in the address: the page says so and links to the sign-in.',
      type: 'final',
    },
    signingIn: {
      description: 'Asks the identity service for a token with the given username and password.',
      tags: ['busy'],
      invoke: {
        id: 'requestToken',
        src: 'requestToken',
        input: ({ context }) => context.credentials ?? { username: '', password: '' },
        onDone: {
          target: 'routing',
          actions: [
            { type: 'assignSession', params: sessionOf },
            { type: 'storeSession', params: sessionOf },
          ],
        },
        onError: { target: 'failed', actions: { type: 'assignError', params: errorOf } },
      },
    },
    routing: {
      description: 'The user-type routing machine decides, with the ronumber (spec 4).',
      tags: ['busy'],
      invoke: {
        id: 'routeUser',
        src: 'routeUser',
        input: ({ context }) => ({
          session: context.session as SignInSession,
          roNumber: context.roNumber,
          storedProductId: context.storedProductId,
        }),
        onDone: [
          { guard: { type: 'isLeaving', params: outcomeOf }, target: 'leaving' },
          {
            guard: { type: 'isTabOpened', params: outcomeOf },
            target: 'handedOff',
          },
          {
            guard: { type: 'isTabBlocked', params: outcomeOf },
            target: 'linkOffered',
            actions: { type: 'assignOutcome', params: outcomeOf },
          },
          {
            guard: { type: 'isRejected', params: outcomeOf },
            target: 'rejected',
            actions: { type: 'assignOutcome', params: outcomeOf },
          },
          { target: 'failed', actions: { type: 'assignOutcome', params: outcomeOf } },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: errorOf } },
      },
    },
    leaving: {
      description: 'The browser is on its way to the destination application.',
      tags: ['busy'],
      type: 'final',
    },
    handedOff: {
      description: 'The dispatch application opened in a new tab.',
      type: 'final',
    },
    linkOffered: {
      description: 'The browser blocked the new tab (no click started it): the page offers the link.',
      type: 'final',
    },
    rejected: {
      description: 'An internal user without admin features: the toast said so; the page links to the sign-in.',
      tags: ['error'],
      type: 'final',
    },
    failed: {
      description: 'The sign-in or the routing failed: the message is shown with a link to the sign-in.',
      tags: ['error'],
      type: 'final',
    },
  },
});

type Snapshot = SnapshotFrom<typeof autoSignInMachine>;

export const selectAutoBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectAutoError = (snapshot: Snapshot) => (snapshot.hasTag('error') ? snapshot.context.error : null);
export const selectAutoMissing = (snapshot: Snapshot) => snapshot.matches('missingCredentials');
export const selectAutoHandedOff = (snapshot: Snapshot) => snapshot.matches('handedOff');
export const selectAutoOfferedUrl = (snapshot: Snapshot) => (snapshot.matches('linkOffered') ? snapshot.context.offeredUrl : null);
