/**
 * The single-sign-on session of this page (spec 4 "Single-sign-on session", "Identity-provider
 * mode"; spec 8 single-sign-on library messages; spec 9 token minimum validity).
 *
 * `initialising` loads keycloak-js and runs its check-sso (actor `initialise`): it ends
 * `authenticated` with a token, `unauthenticated` without one, or `unavailable` when the provider
 * cannot be reached or the check fails (the problem is kept; `session.retry` starts over with a new
 * keycloak-js instance). A start is bounded, because keycloak-js has no time-out of its own for the
 * silent check or the code exchange: meanwhile the provider's discovery document is asked for
 * (`probing`, actor `probeProvider`): a provider that cannot be reached fails the start at once, one
 * that has not answered after `probeTimeout` (8 s) fails it then; once it answered (`probed`) the
 * check goes on, and the whole start gives up after `startTimeout` (20 s). From `unauthenticated`,
 * `session.login` sends the browser to the provider's login page (`redirecting`; the page leaves).
 *
 * `authenticated` holds the token and the local time it expires. A `token.request` carries the time
 * it was asked: with less than the wrapper's minimum validity (20 s) left it starts `refreshing`;
 * with more, nothing happens and the caller takes the token. When keycloak-js reports the token ran
 * out (`token.expired`) the session is `tokenExpired`, where the next request refreshes. There is
 * one `refreshing` at a time: requests arriving meanwhile change nothing and wait for its outcome,
 * at most `tokenWait` (30 s): a refresh with no answer by then fails this round (`tokenExpired`).
 * A refresh refused with status 400 ends the session (`unauthenticated`, spec 8 'Failed to refresh
 * token' in the log); any other failure (the provider unreachable) leaves `tokenExpired` with the
 * problem, and the next request tries again. keycloak-js clears its token by itself only inside
 * `initialising` (a nonce mismatch: the start fails) and `refreshing` (the 400 above): with its login
 * iframe off (docs/decisions/sso-session-changes.md) nothing else can end a session behind the machine.
 *
 * Every busy state but `redirecting` (the page is leaving) ends by itself: a caller that waits for
 * the session to settle never waits without an end.
 *
 * Provide: actors `initialise` (→ SessionTokens, or null when not signed in; stopped, it lets go of
 * its keycloak-js instance), `probeProvider` (resolves when the provider answers at all, rejects
 * when it cannot be reached), `refreshToken` (→ SessionTokens), `redirectToLogin` (never resolves:
 * the browser leaves); action `log` ({ problem }: spec 8, every problem goes to the log; views show
 * it only where the user can act). The delays may be provided shorter for tests.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/** spec 4, 9: the wrapper refreshes when less than 20 s of validity remain (the library default is 5 s). */
export const TOKEN_MIN_VALIDITY_MS = 20_000;

/** How long the provider's discovery document may take to answer before the start fails (spec 9). */
export const SSO_PROBE_TIMEOUT_MS = 8_000;
/** A whole start (3rd-party check, silent check, code exchange) gives up after this long. */
export const SSO_START_TIMEOUT_MS = 20_000;
/** A refresh the callers wait for gives up after this long (they then get the time-out problem). */
export const SSO_TOKEN_WAIT_MS = 30_000;

/** spec 8: the single-sign-on library's messages, word for word (they go to the log). */
export const SSO_LIBRARY_MESSAGES = {
  invalidNonce: 'Invalid nonce, clearing token',
  thirdPartyCheckTimeout: 'Timeout when waiting for 3rd party check iframe message.',
  refreshFailed: 'Failed to refresh token',
  notAuthenticated: 'Not authenticated',
  notSupported: 'Not supported by the OIDC server',
  profileNotLoaded: 'User not logged in or user profile was not loaded.',
  sessionExpired: 'Failed to refresh the token, or the session is expired',
  profileNotLoggedIn: 'The user profile was not loaded as the user is not logged in.',
} as const;

export type SsoProblemKind =
  /** No answer from the provider (refused, reset, offline). */
  | 'unreachable'
  /** The provider answered too late (spec 8: the 3rd-party check timeout). */
  | 'timeout'
  /** The provider answered with an error (5xx, a refused callback). */
  | 'refused'
  /** The session at the provider is over: a refresh answered 400, or the token was cleared. */
  | 'sessionEnded'
  /** There is no token to give. */
  | 'notAuthenticated'
  /** The ID token's nonce did not match (spec 8). */
  | 'invalidNonce'
  | 'failed';

/** What a failure carries: a sentence for the person, the library's words for the log. */
export interface SsoProblem {
  kind: SsoProblemKind;
  message: string;
  logMessage: string;
}

export function isSsoProblem(value: unknown): value is SsoProblem {
  const candidate = value as Partial<SsoProblem> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.kind === 'string' &&
    typeof candidate.message === 'string' &&
    typeof candidate.logMessage === 'string'
  );
}

/** True when the error says the session is over (a 400 refresh, a cleared token). */
export const isSessionEnded = (error: unknown): boolean => isSsoProblem(error) && error.kind === 'sessionEnded';

/** True when signing in at the provider is the way on: the session ended, or there never was one. */
export const needsSignIn = (error: unknown): boolean =>
  isSsoProblem(error) && (error.kind === 'sessionEnded' || error.kind === 'notAuthenticated');

export const SSO_FAILED_MESSAGE = 'Single sign-on did not complete. Please try again.';
export const SESSION_ENDED_MESSAGE = 'Your single sign-on session has ended. Please sign in again.';
export const TIMEOUT_MESSAGE = 'The single sign-on service did not answer in time. Please try again.';

/** The problems of the three waits (the log names the wait; the person reads one sentence). */
export const WAIT_PROBLEMS = {
  probeTimeout: {
    kind: 'timeout',
    message: TIMEOUT_MESSAGE,
    logMessage: `The single sign-on provider did not answer within ${SSO_PROBE_TIMEOUT_MS} ms (probeTimeout)`,
  },
  startTimeout: {
    kind: 'timeout',
    message: TIMEOUT_MESSAGE,
    logMessage: `Single sign-on start gave up after ${SSO_START_TIMEOUT_MS} ms (startTimeout)`,
  },
  tokenWait: {
    kind: 'timeout',
    message: TIMEOUT_MESSAGE,
    logMessage: `Single sign-on refresh gave up after ${SSO_TOKEN_WAIT_MS} ms (tokenWait)`,
  },
} as const satisfies Record<string, SsoProblem>;

const problemOf = (error: unknown): SsoProblem =>
  isSsoProblem(error)
    ? error
    : { kind: 'failed', message: SSO_FAILED_MESSAGE, logMessage: error instanceof Error ? error.message : String(error) };

/** The token keycloak-js holds and when it expires on this computer's clock (epoch ms). */
export interface SessionTokens {
  token: string;
  expiresAt: number;
  subject: string | null;
}

export interface SsoSessionContext {
  token: string | null;
  expiresAt: number | null;
  subject: string | null;
  problem: SsoProblem | null;
}

export type SsoSessionEvent =
  /** A caller wants a token; `at` is when it asked (Date.now()). */
  | { type: 'token.request'; at: number }
  /** keycloak-js: the token ran out (onTokenExpired). */
  | { type: 'token.expired' }
  | { type: 'session.login' }
  | { type: 'session.retry' };

export const ssoSessionMachine = setup({
  types: {
    context: {} as SsoSessionContext,
    events: {} as SsoSessionEvent,
  },
  actors: {
    initialise: fromPromise<SessionTokens | null, void>(async () => {
      throw new Error('initialise is not provided');
    }),
    probeProvider: fromPromise<void, void>(async () => {
      throw new Error('probeProvider is not provided');
    }),
    refreshToken: fromPromise<SessionTokens, void>(async () => {
      throw new Error('refreshToken is not provided');
    }),
    redirectToLogin: fromPromise<void, void>(async () => {
      throw new Error('redirectToLogin is not provided');
    }),
  },
  actions: {
    /** Effect: spec 8, the problem goes to the log (views decide whether the person sees it). */
    log: (_, _params: { problem: SsoProblem }) => {},
    assignTokens: assign((_, params: { tokens: SessionTokens }) => ({
      token: params.tokens.token,
      expiresAt: params.tokens.expiresAt,
      subject: params.tokens.subject,
      problem: null,
    })),
    clearTokens: assign({ token: null, expiresAt: null, subject: null }),
    assignProblem: assign({ problem: (_, params: { error: unknown }) => problemOf(params.error) }),
    clearProblem: assign({ problem: null }),
  },
  delays: {
    probeTimeout: SSO_PROBE_TIMEOUT_MS,
    startTimeout: SSO_START_TIMEOUT_MS,
    tokenWait: SSO_TOKEN_WAIT_MS,
  },
  guards: {
    hasTokens: (_, params: { tokens: SessionTokens | null }) => params.tokens !== null,
    // spec 4: refresh when less than the minimum validity remains.
    isWithinMinValidity: ({ context }, params: { at: number }) =>
      context.expiresAt === null || context.expiresAt - params.at < TOKEN_MIN_VALIDITY_MS,
    // spec 4: "The token is cleared on refresh failure with status 400".
    isSessionEnded: (_, params: { error: unknown }) => isSessionEnded(params.error),
  },
}).createMachine({
  id: 'ssoSession',
  context: { token: null, expiresAt: null, subject: null, problem: null },
  initial: 'initialising',
  states: {
    initialising: {
      description: 'Loads keycloak-js and runs check-sso (silently, PKCE S256, no login iframe: spec 4); gives up after 20 s.',
      tags: ['busy'],
      invoke: {
        id: 'initialise',
        src: 'initialise',
        onDone: [
          {
            guard: { type: 'hasTokens', params: ({ event }) => ({ tokens: event.output }) },
            target: 'authenticated',
            actions: { type: 'assignTokens', params: ({ event }) => ({ tokens: event.output as SessionTokens }) },
          },
          { target: 'unauthenticated' },
        ],
        onError: {
          target: 'unavailable',
          actions: [
            { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) },
            { type: 'log', params: ({ event }) => ({ problem: problemOf(event.error) }) },
          ],
        },
      },
      after: {
        // keycloak-js has no time-out of its own for the silent check or the code exchange.
        startTimeout: {
          target: 'unavailable',
          actions: [
            { type: 'assignProblem', params: { error: WAIT_PROBLEMS.startTimeout } },
            { type: 'log', params: { problem: WAIT_PROBLEMS.startTimeout } },
          ],
        },
      },
      initial: 'probing',
      states: {
        probing: {
          description: "Meanwhile the provider's discovery document is asked for: unreachable, or no answer in 8 s, fails the start.",
          invoke: {
            id: 'probeProvider',
            src: 'probeProvider',
            onDone: { target: 'probed' },
            onError: {
              target: '#ssoSession.unavailable',
              actions: [
                { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) },
                { type: 'log', params: ({ event }) => ({ problem: problemOf(event.error) }) },
              ],
            },
          },
          after: {
            probeTimeout: {
              target: '#ssoSession.unavailable',
              actions: [
                { type: 'assignProblem', params: { error: WAIT_PROBLEMS.probeTimeout } },
                { type: 'log', params: { problem: WAIT_PROBLEMS.probeTimeout } },
              ],
            },
          },
        },
        probed: {
          description: 'The provider answered: keycloak-js goes on with its check, within the 20 s of the start.',
        },
      },
    },
    unavailable: {
      description: 'The provider could not be reached or the check failed; a retry starts a new instance.',
      tags: ['error'],
      on: { 'session.retry': { target: 'initialising', actions: 'clearProblem' } },
    },
    unauthenticated: {
      description: 'No single-sign-on session: /kc sends the person to the provider (spec 2, 6).',
      on: { 'session.login': { target: 'redirecting', actions: 'clearProblem' } },
    },
    redirecting: {
      description: "The browser is on its way to the provider's login page, back to /kc (spec 4).",
      tags: ['busy'],
      invoke: {
        id: 'redirectToLogin',
        src: 'redirectToLogin',
        onError: {
          target: 'unavailable',
          actions: [
            { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) },
            { type: 'log', params: ({ event }) => ({ problem: problemOf(event.error) }) },
          ],
        },
      },
    },
    authenticated: {
      description: 'Token set; a request with less than 20 s of validity left refreshes it (spec 4, 9).',
      on: {
        'token.request': {
          guard: { type: 'isWithinMinValidity', params: ({ event }) => ({ at: event.at }) },
          target: 'refreshing',
        },
        'token.expired': { target: 'tokenExpired' },
      },
    },
    tokenExpired: {
      description: 'The token ran out (or a refresh could not reach the provider): the next request refreshes.',
      on: {
        'token.request': { target: 'refreshing' },
      },
    },
    refreshing: {
      description: 'The one refresh in flight; requests arriving meanwhile wait for it (spec 4), at most 30 s.',
      tags: ['busy'],
      invoke: {
        id: 'refreshToken',
        src: 'refreshToken',
        onDone: {
          target: 'authenticated',
          actions: { type: 'assignTokens', params: ({ event }) => ({ tokens: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isSessionEnded', params: ({ event }) => ({ error: event.error }) },
            target: 'unauthenticated',
            actions: [
              'clearTokens',
              { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) },
              { type: 'log', params: ({ event }) => ({ problem: problemOf(event.error) }) },
            ],
          },
          {
            target: 'tokenExpired',
            actions: [
              { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) },
              { type: 'log', params: ({ event }) => ({ problem: problemOf(event.error) }) },
            ],
          },
        ],
      },
      after: {
        // The callers waiting for the refresh get an answer; the next request tries again.
        tokenWait: {
          target: 'tokenExpired',
          actions: [
            { type: 'assignProblem', params: { error: WAIT_PROBLEMS.tokenWait } },
            { type: 'log', params: { problem: WAIT_PROBLEMS.tokenWait } },
          ],
        },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof ssoSessionMachine>;

export type SsoStatus =
  'initialising' | 'unavailable' | 'unauthenticated' | 'redirecting' | 'authenticated' | 'tokenExpired' | 'refreshing';

const STATUSES: readonly SsoStatus[] = [
  'initialising',
  'unavailable',
  'unauthenticated',
  'redirecting',
  'authenticated',
  'tokenExpired',
  'refreshing',
];

/** The top-level state (the start's probe steps are all `initialising`). */
export const selectSsoStatus = (snapshot: Snapshot): SsoStatus => STATUSES.find((status) => snapshot.matches(status)) ?? 'initialising';
export const selectSsoBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');
/** Signed in at the provider: a token is held, fresh or due for a refresh. */
export const selectSsoSignedIn = (snapshot: Snapshot) =>
  snapshot.matches('authenticated') || snapshot.matches('tokenExpired') || snapshot.matches('refreshing');
export const selectSsoMessage = (snapshot: Snapshot) => snapshot.context.problem?.message ?? null;
