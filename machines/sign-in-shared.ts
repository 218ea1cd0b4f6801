/**
 * What the sign-in machines (login-form, auto-sign-in, token-login, kc-landing, partner-login) share
 * around the user-type routing machine they invoke and the address they clean: guard and action
 * params read from a finished invocation, the guards on a routing outcome, and the placeholder of
 * the address-scrubbing actor. Pure: no effects here.
 */
import { fromPromise } from 'xstate';
import type { RoutingOutcome, SignInSession } from './user-type-routing.machine.ts';

/** Params `{ outcome }` from the `routeUser` invocation's done event. */
export const outcomeOf = ({ event }: { event: { output: RoutingOutcome } }) => ({ outcome: event.output });

/** Params `{ session }` from a token request's done event. */
export const sessionOf = ({ event }: { event: { output: SignInSession } }) => ({ session: event.output });

/** Params `{ error }` from an invocation's error event. */
export const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** Guards on a routing outcome (spread into a machine's `setup({ guards })`). */
export const routingOutcomeGuards = {
  isLeaving: (_: unknown, params: { outcome: RoutingOutcome }) => params.outcome.kind === 'left',
  isTabOpened: (_: unknown, params: { outcome: RoutingOutcome }) => params.outcome.kind === 'tabOpened',
  isTabBlocked: (_: unknown, params: { outcome: RoutingOutcome }) => params.outcome.kind === 'tabBlocked',
  isRejected: (_: unknown, params: { outcome: RoutingOutcome }) => params.outcome.kind === 'rejected',
};

/**
 * Removes credentials or a token from the address bar and history (replaceState). An actor, not an
 * entry action, so the request that uses them provably starts after it: XState runs a start state's
 * entry actions after the actors it invokes have started. Provided by the view.
 */
export const scrubAddressPlaceholder = fromPromise<void, void>(async () => {
  throw new Error('scrubAddress is not provided');
});
