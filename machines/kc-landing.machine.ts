/**
 * The /kc identity-provider landing (spec 2 "/kc", spec 4 "Identity-provider mode", spec 6: the only
 * route that requires authentication).
 *
 * `checking` waits for the single-sign-on session to settle (actor `checkSession`; on a retry it
 * starts the session again first). A person who is not signed in at the provider is sent there
 * (`redirecting`: the guard of spec 2; the provider sends them back to /kc). A signed-in person is
 * `signingIn`: the provider's token is exchanged for a portal token with grant keycloak
 * (`exchanging`), and the user-type routing machine sends them on exactly as the sign-in form does
 * (`routing`): the browser leaves (`leaving`), the dispatch application opens in a new tab
 * (`handedOff`) or its link is offered (`linkOffered`). While signing in, the person's name is
 * loaded from the provider (`loadUserName`, spec 7 "GET account ... with a bearer header") so the
 * screen can say who is being signed in; it asks for the token at the same moment as the exchange,
 * so the session refreshes an expired token once for both. If the session turns out to be over when
 * the token is asked for (a refresh answered 400), the flow checks again, which sends the person to
 * the provider. Every other failure ends `failed` with a message the person can act on
 * (`kc.retry`): the provider unreachable, an error the provider sent back, a refused exchange or a
 * failed routing. There is no state without an exit: every actor is bounded in time.
 *
 * Signed in and still here (`handedOff`, `linkOffered`), the person can sign out (`kc.signOut`,
 * docs/decisions/session-lifecycle.md): `signingOut` forgets what the portal stored (action `clearSession`) and ends the
 * single-sign-on session at the provider (actor `signOut`, which sends the browser to the
 * provider's sign-out and back to the portal). If the provider cannot be reached the portal's own
 * session is gone all the same, and `signOutFailed` says so and offers to try again.
 *
 * The one "Try again" the page offers is `kc.retry` in both failures: the machine knows which step
 * failed, so a failed sign-in checks the session again and a failed sign-out signs out again.
 *
 * Provide: actors `checkSession` ({ attempt } → 'authenticated' | 'unauthenticated'),
 * `redirectToProvider` (never resolves: the browser leaves), `exchangeToken` (→ KcSignIn: the
 * portal session, and the product id the visitor stored, read as the sign-in completes: spec 4, a
 * stored product id 27 overrides the user type),
 * `loadUserName` (→ the name, or null; never rejects), `routeUser` (the user-type routing machine),
 * `signOut` (never resolves while the browser leaves); actions `storeSession` ({ session }) and
 * `clearSession`. The exchange, the stored session, the routing and its outcomes are the shared
 * sign-in states (sign-in-shared.ts).
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { needsSignIn, SSO_FAILED_MESSAGE } from './sso-session.machine.ts';
import { userTypeRoutingMachine, type RoutingOutcome, type SignInSession } from './user-type-routing.machine.ts';
import * as shared from './sign-in-shared.ts';

export type SessionCheck = 'authenticated' | 'unauthenticated';

/** What the exchange gives: the portal session, and the product id stored in the browser at that moment (spec 4). */
export interface KcSignIn {
  session: SignInSession;
  storedProductId: number | null;
}

export interface KcLandingContext {
  /** The stored product id, as the exchange read it (null until then). */
  storedProductId: number | null;
  /** How many times the person pressed retry (0 on arrival). */
  attempt: number;
  session: SignInSession | null;
  userName: string | null;
  error: string | null;
  offeredUrl: string | null;
}

export type KcLandingEvent = { type: 'kc.retry' } | { type: 'kc.signOut' };

export const kcLandingMachine = setup({
  types: {
    context: {} as KcLandingContext,
    events: {} as KcLandingEvent,
  },
  actors: {
    checkSession: shared.notProvided<SessionCheck, { attempt: number }>('checkSession'),
    redirectToProvider: shared.notProvided('redirectToProvider'),
    exchangeToken: shared.notProvided<KcSignIn>('exchangeToken'),
    loadUserName: shared.notProvided<string | null>('loadUserName'),
    routeUser: userTypeRoutingMachine,
    signOut: shared.notProvided('signOut'),
  },
  actions: {
    ...shared.signInEffects,
    /** Effect: forget the portal session (the access token in memory, the stored refresh token and expiry). */
    clearSession: () => {},
    startAttempt: assign({ attempt: ({ context }) => context.attempt + 1, error: null, offeredUrl: null }),
    assignSession: assign({ session: (_, params: { session: SignInSession }) => params.session }),
    assignStoredProduct: assign({ storedProductId: (_, params: { signIn: KcSignIn }) => params.signIn.storedProductId }),
    assignUserName: assign({ userName: (_, params: { userName: string | null }) => params.userName }),
    assignError: assign({ error: (_, params: { error: unknown }) => shared.messageOf(params.error, SSO_FAILED_MESSAGE) }),
    assignOutcome: assign({
      error: (_, params: { outcome: RoutingOutcome }) => shared.outcomeMessage(params.outcome, SSO_FAILED_MESSAGE),
      offeredUrl: (_, params: { outcome: RoutingOutcome }) => shared.outcomeUrl(params.outcome),
    }),
  },
  guards: {
    isAuthenticated: (_, params: { check: SessionCheck }) => params.check === 'authenticated',
    needsSignIn: (_, params: { error: unknown }) => needsSignIn(params.error),
    ...shared.routingOutcomeGuards,
  },
}).createMachine({
  id: 'kcLanding',
  context: () => ({
    storedProductId: null,
    attempt: 0,
    session: null,
    userName: null,
    error: null,
    offeredUrl: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Waits for the single-sign-on session: signed in at the provider or not (spec 4).',
      tags: ['busy'],
      invoke: {
        id: 'checkSession',
        src: 'checkSession',
        input: ({ context }) => ({ attempt: context.attempt }),
        onDone: [
          { guard: { type: 'isAuthenticated', params: ({ event }) => ({ check: event.output }) }, target: 'signingIn' },
          { target: 'redirecting' },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: shared.errorOf } },
      },
    },
    redirecting: {
      description: "Not signed in: the guard sends the person to the provider's login page (spec 2 /kc).",
      tags: ['busy'],
      invoke: {
        id: 'redirectToProvider',
        src: 'redirectToProvider',
        onError: { target: 'failed', actions: { type: 'assignError', params: shared.errorOf } },
      },
    },
    signingIn: {
      description: "Signed in at the provider: the portal's own sign-in follows; the name is loaded meanwhile.",
      tags: ['busy'],
      invoke: {
        id: 'loadUserName',
        src: 'loadUserName',
        onDone: { actions: { type: 'assignUserName', params: ({ event }) => ({ userName: event.output }) } },
      },
      initial: 'exchanging',
      states: shared.signInStates({
        // The parent `signingIn` carries the busy tag.
        busy: false,
        token: {
          state: 'exchanging',
          description: "Exchanges the provider's token for a portal token, grant keycloak (spec 7).",
          src: 'exchangeToken',
          session: (output: KcSignIn) => output.session,
          withOutput: [{ type: 'assignStoredProduct', params: ({ event }: { event: { output: KcSignIn } }) => ({ signIn: event.output }) }],
          onError: [
            // The session ended while the token was asked for: check again, which leads to the provider.
            { guard: { type: 'needsSignIn', params: shared.errorOf }, target: '#kcLanding.checking', actions: 'startAttempt' },
          ],
        },
        routing: {
          description: 'Routes by userType exactly as the sign-in form does (spec 4, 6).',
          input: ({ context }: { context: KcLandingContext }) => ({
            // `routing` is entered only with a session (assigned on the way in).
            session: context.session as SignInSession,
            roNumber: null,
            storedProductId: context.storedProductId,
          }),
        },
        // Rejected (spec 6: the toast is shown by the routing machine) or failed: the message stays on screen.
        targets: {
          leaving: '#kcLanding.leaving',
          handedOff: '#kcLanding.handedOff',
          linkOffered: '#kcLanding.linkOffered',
          failed: '#kcLanding.failed',
        },
      }),
    },
    // Signed in and still here, the person can sign out.
    ...shared.outcomeStates({ on: { 'kc.signOut': { target: 'signingOut' } } }),
    signingOut: {
      description:
        "Forgets the portal's session, then ends single sign-on at the provider, which sends the browser back to the portal (docs/decisions/session-lifecycle.md).",
      tags: ['busy'],
      entry: ['clearSession', assign({ error: null, offeredUrl: null })],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut' },
        onError: { target: 'signOutFailed', actions: { type: 'assignError', params: shared.errorOf } },
      },
    },
    signedOut: {
      description: 'Signed out of the portal and of single sign-on.',
      type: 'final',
    },
    signOutFailed: {
      description: "The portal's session is gone, but the provider could not end single sign-on: the message and a retry.",
      tags: ['error'],
      on: { 'kc.retry': { target: 'signingOut' } },
    },
    failed: {
      description: 'A message the person can act on, with a retry: never an endless progress bar.',
      tags: ['error'],
      on: { 'kc.retry': { target: 'checking', actions: 'startAttempt' } },
    },
  },
});

type Snapshot = SnapshotFrom<typeof kcLandingMachine>;

export type KcStep =
  | 'checking'
  | 'redirecting'
  | 'exchanging'
  | 'routing'
  | 'leaving'
  | 'handedOff'
  | 'linkOffered'
  | 'failed'
  | 'signingOut'
  | 'signedOut'
  | 'signOutFailed';

/** The step the screen describes (a primitive for one `useSelector`). */
export const selectKcStep = (snapshot: Snapshot): KcStep => {
  if (snapshot.matches({ signingIn: 'exchanging' })) return 'exchanging';
  if (snapshot.matches({ signingIn: 'routing' })) return 'routing';
  return snapshot.value as KcStep;
};
export const selectKcBusy = shared.selectBusy;
export const selectKcError = shared.selectError;
export const selectKcUserName = (snapshot: Snapshot) => snapshot.context.userName;
export const selectKcOfferedUrl = (snapshot: Snapshot) => snapshot.context.offeredUrl;
