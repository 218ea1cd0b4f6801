/**
 * Fixtures the model tests of the sign-in and single-sign-on machines share: the session a token call
 * gives, the events an invoked actor sends when it settles, the routing child's outcomes and the
 * single-sign-on problems (spec 4, 8).
 */
import { SSO_LIBRARY_MESSAGES, type SsoProblem } from '../../machines/sso-session.machine.ts';
import type { SignInSession } from '../../machines/user-type-routing.machine.ts';

/** A session for userType 1 with no features; `overrides` for what a test needs otherwise. */
export const modelSession = (overrides: Partial<SignInSession> = {}): SignInSession => ({
  accessToken: 'header.payload.signature',
  refreshToken: 'refresh',
  expires: null,
  user: { userType: 1, featuresCodes: [] },
  ...overrides,
});

/** What the invoked actor `id` sends when it resolves with `output`. */
export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
/** What the invoked actor `id` sends when it rejects with `error`. */
export const actorError = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as never;

/** Every outcome of the routing child (spec 4 "Next step", spec 6) but its invocation failing; `leftUrl` is where it leaves for. */
export const routingOutcomes = (leftUrl: string) => [
  done('routeUser', { kind: 'left', url: leftUrl }),
  done('routeUser', { kind: 'tabOpened', url: 'https://apps.example.com/dispatch/crossAppAuth/jump?token=t' }),
  done('routeUser', { kind: 'tabBlocked', url: 'https://apps.example.com/dispatch/crossAppAuth/jump?token=t' }),
  done('routeUser', { kind: 'rejected', message: 'Invalid username or password.' }),
  done('routeUser', { kind: 'failed', message: 'Your application could not be opened.' }),
];

/** The provider cannot be reached (spec 8). */
export const unreachable: SsoProblem = {
  kind: 'unreachable',
  message: 'The single sign-on service could not be reached.',
  logMessage: 'no answer',
};

/** The provider refused a refresh with 400: the session at the provider has ended (spec 8, 9). */
export const sessionEnded: SsoProblem = {
  kind: 'sessionEnded',
  message: 'Your single sign-on session has ended. Please sign in again.',
  logMessage: `${SSO_LIBRARY_MESSAGES.refreshFailed} (400)`,
};
