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
 * SignInSession) and `routeUser`; action `storeSession` ({ session }). The token request, the
 * stored session, the routing and its outcomes are the shared sign-in states (sign-in-shared.ts).
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { userTypeRoutingMachine, type RoutingOutcome, type SignInSession } from './user-type-routing.machine.ts';
import * as shared from './sign-in-shared.ts';

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

export const autoSignInMachine = setup({
  types: {
    input: {} as AutoSignInInput,
    context: {} as AutoSignInContext,
  },
  actors: {
    requestToken: shared.notProvided<SignInSession, { username: string; password: string }>('requestToken'),
    scrubAddress: shared.scrubAddressPlaceholder,
    routeUser: userTypeRoutingMachine,
  },
  actions: {
    ...shared.signInEffects,
    assignSession: assign({ session: (_, params: { session: SignInSession }) => params.session, credentials: null }),
    assignError: assign({
      error: (_, params: { error: unknown }) => shared.messageOf(params.error, AUTO_SIGN_IN_FAILED_MESSAGE),
      credentials: null,
    }),
    assignOutcome: assign({
      error: (_, params: { outcome: RoutingOutcome }) => shared.outcomeMessage(params.outcome, AUTO_SIGN_IN_FAILED_MESSAGE),
      offeredUrl: (_, params: { outcome: RoutingOutcome }) => shared.outcomeUrl(params.outcome),
    }),
  },
  guards: {
    hasCredentials: ({ context }) => Boolean(context.credentials?.username && context.credentials.password),
    ...shared.routingOutcomeGuards,
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
    checking: shared.scrubState({
      description: 'Removes the credentials from the address and history first, then checks they were given.',
      guard: 'hasCredentials',
      then: 'signingIn',
      otherwise: 'missingCredentials',
    }),
    missingCredentials: {
      description: 'No username or password in the address: the page says so and links to the sign-in.',
      type: 'final',
    },
    ...shared.signInStates({
      token: {
        state: 'signingIn',
        description: 'Asks the identity service for a token with the given username and password.',
        src: 'requestToken',
        input: ({ context }: { context: AutoSignInContext }) => context.credentials ?? { username: '', password: '' },
      },
      routing: {
        description: 'The user-type routing machine decides, with the ronumber (spec 4).',
        input: ({ context }) => ({
          session: context.session as SignInSession,
          roNumber: context.roNumber,
          storedProductId: context.storedProductId,
        }),
      },
      targets: { leaving: 'leaving', handedOff: 'handedOff', linkOffered: 'linkOffered', rejected: 'rejected', failed: 'failed' },
    }),
    // The page has nothing more to do once the dispatch tab opened or its link is offered.
    ...shared.outcomeStates({ type: 'final' }),
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

export const selectAutoBusy = shared.selectBusy;
export const selectAutoError = shared.selectError;
export const selectAutoMissing = (snapshot: Snapshot) => snapshot.matches('missingCredentials');
export const selectAutoHandedOff = (snapshot: Snapshot) => snapshot.matches('handedOff');
export const selectAutoOfferedUrl = (snapshot: Snapshot) => (snapshot.matches('linkOffered') ? snapshot.context.offeredUrl : null);
