/**
 * The one shared piece of the sign-in machines (login-form, auto-sign-in, kc-landing, token-login;
 * partner-login shares the session effect): "request a token, store the session, route the user,
 * act on the outcome", written once and built into each machine's chart by `signInStates`.
 *
 * - The token state invokes the machine's own token actor (its id is the machine's, so a model
 *   test's `xstate.done.actor.<id>` still reaches it); with a session it assigns it and stores it
 *   (`storeSession`: the only place a signed-in session is stored, spec 3 and spec 4 userType 4
 *   "store the token" before the redirect token is asked for) and goes to `routing`.
 * - `routing` invokes the user-type routing machine (`routeUser`) and acts on its outcome:
 *   `leaving` (final: the browser goes away), `handedOff` (the dispatch tab opened), `linkOffered`
 *   (the tab was blocked: the link is offered), a rejected internal user (spec 6: the routing
 *   machine showed the toast) where the machine says, and everything else to `failed`.
 * - `failed` is the one name of the state that shows a sign-in's error, in every machine.
 *
 * The built states are typed exactly (literal action, guard and actor names with their params), so
 * each machine's `createMachine` checks them against its own `setup` like states written inline.
 *
 * Also here: `notProvided` (the actor stub of every machine's `setup`, STYLE.md), `messageOf` (the
 * error-to-text fallback of every machine), the guard and action params read from a finished
 * invocation. Pure: no effects here; the real ones are provided from src/actors.
 */
import { fromPromise } from 'xstate';
import type { RoutingOutcome, SignInSession, UserTypeRoutingInput } from './user-type-routing.machine.ts';

/** An actor stub: the real one is given with `machine.provide` (STYLE.md). */
export function notProvided<TOutput = void, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} is not provided`);
  });
}

/**
 * The text a machine shows for a failed actor: the actor's own wording (src/actors word every
 * rejection for the visitor, spec 8), an Error's or a problem object's `message`, else `fallback`.
 */
export function messageOf(error: unknown, fallback: string): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : fallback;
}

/** Params `{ outcome }` from the `routeUser` invocation's done event. */
export const outcomeOf = ({ event }: { event: { output: RoutingOutcome } }) => ({ outcome: event.output });

/** Params `{ error }` from an invocation's error event. */
export const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** Guards on a routing outcome (spread into a machine's `setup({ guards })`). */
export const routingOutcomeGuards = {
  isLeaving: (_: unknown, params: { outcome: RoutingOutcome }) => params.outcome.kind === 'left',
  isTabOpened: (_: unknown, params: { outcome: RoutingOutcome }) => params.outcome.kind === 'tabOpened',
  isTabBlocked: (_: unknown, params: { outcome: RoutingOutcome }) => params.outcome.kind === 'tabBlocked',
  isRejected: (_: unknown, params: { outcome: RoutingOutcome }) => params.outcome.kind === 'rejected',
};

/** The message (rejected, failed) and the offered link (tab blocked) an outcome carries. */
export const outcomeMessage = (outcome: RoutingOutcome, fallback: string) => ('message' in outcome ? outcome.message : fallback);
export const outcomeUrl = (outcome: RoutingOutcome) => ('url' in outcome ? outcome.url : null);

/** The effect every sign-in machine shares (spread into `setup({ actions })`). */
export const signInEffects = {
  /** Effect: keep the session (spec 3: the access token in memory, refresh token and expiry in local storage). */
  storeSession: (_: unknown, _params: { session: SignInSession }) => {},
};

/** Removes credentials or a token from the address bar and history; see `scrub` of `signInStates`. */
export const scrubAddressPlaceholder = notProvided<void, void>('scrubAddress');

type Target = string;

/**
 * An action the built states name, with its params: a literal `type`, so the machine's own `setup`
 * types check that it declares the action with these params (and a guard the same way).
 */
interface Named<TType extends string, TParams> {
  readonly type: TType;
  readonly params: TParams;
}

/** The token state's options: its name, what it says, the actor it invokes (by the machine's id), and what follows. */
export interface TokenOptions<
  TContext,
  TState extends string,
  TSrc extends string,
  TInput,
  TOutput,
  TRefuse extends readonly object[],
  TOnError extends readonly object[],
  TAfter extends readonly string[],
  TWithOutput extends readonly object[],
> {
  state: TState;
  description: string;
  src: TSrc;
  input?: (args: { context: TContext }) => TInput;
  /** The session of the token actor's output (default: the output is the session). */
  session?: (output: TOutput) => SignInSession;
  /** Transitions tried before the session is taken (token-login: an unknown contactType). */
  refuse?: TRefuse;
  /** Transitions tried on the token actor's error before `failed` (kc-landing: the session ended). */
  onError?: TOnError;
  /** Actions after the session is stored, and with an error (login-form: forget the password). */
  after?: TAfter;
  /** Actions after the session is stored, with the token actor's output (token-login: the contactType's app). */
  withOutput?: TWithOutput;
}

/** What `signInStates` builds from: the token state (`TToken`, a TokenOptions), the routing state and the outcomes' targets. */
export interface SignInStatesOptions<TContext, TToken> {
  /** The token state: its name, what it says, and the actor it invokes (by the machine's id). */
  token: TToken;
  routing: {
    description: string;
    input: (args: { context: TContext }) => UserTypeRoutingInput;
  };
  /** Targets of the outcomes; an outcome with no target of its own ends `failed`. */
  targets: {
    leaving: Target;
    handedOff?: Target;
    linkOffered?: Target;
    rejected?: Target;
    failed: Target;
  };
  /** Whether the token and routing states carry the `busy` tag themselves (false when a parent does). */
  busy?: boolean;
}

type OutcomeGuard = keyof typeof routingOutcomeGuards;

/** A routing outcome's transition: its guard on the outcome, and the outcome assigned where the state shows it. */
function outcomeTransition<const TGuard extends OutcomeGuard>(guard: TGuard, target: Target | undefined, assign: boolean) {
  if (target === undefined) return [];
  const guarded = { guard: { type: guard, params: outcomeOf } as const, target };
  return assign ? [{ ...guarded, actions: { type: 'assignOutcome', params: outcomeOf } as const }] : [guarded];
}

/** An object with one key, typed by it (a computed key alone would widen to string). */
function keyed<const K extends string, V>(key: K, value: V) {
  return { [key]: value } as { [P in K]: V };
}

/**
 * The token state and `routing` of a sign-in machine, typed exactly: the machine's `createMachine`
 * checks every action, guard and actor they name against its own `setup` (`storeSession`,
 * `assignSession` ({ session }), `assignError` ({ error }), `assignOutcome` ({ outcome }), the
 * outcome guards, `routeUser` and the token actor), so the machine's `setup` must spread
 * `signInEffects` and `routingOutcomeGuards` and declare those.
 */
export function signInStates<
  TContext,
  const TState extends string,
  const TSrc extends string,
  TInput = undefined,
  TOutput = SignInSession,
  const TRefuse extends readonly object[] = [],
  const TOnError extends readonly object[] = [],
  const TAfter extends readonly string[] = [],
  const TWithOutput extends readonly object[] = [],
>(options: SignInStatesOptions<TContext, TokenOptions<TContext, TState, TSrc, TInput, TOutput, TRefuse, TOnError, TAfter, TWithOutput>>) {
  const { token, routing, targets } = options;
  const tags: string[] = options.busy === false ? [] : ['busy'];
  const pick = token.session;
  const sessionFromOutput = ({ event }: { event: { output: NoInfer<TOutput> } }) => ({
    // Without `session` the output is the session: the machine's createMachine checks it (the token actor's done event must carry one).
    session: pick ? pick(event.output) : (event.output as SignInSession),
  });
  const after: ReadonlyArray<TAfter[number]> = token.after ?? [];
  const withOutput: ReadonlyArray<TWithOutput[number]> = token.withOutput ?? [];
  const refuse: ReadonlyArray<TRefuse[number]> = token.refuse ?? [];
  const onError: ReadonlyArray<TOnError[number]> = token.onError ?? [];
  type SessionAction = Named<'assignSession', typeof sessionFromOutput> | Named<'storeSession', typeof sessionFromOutput>;
  const stored: { target: 'routing'; actions: Array<SessionAction | TWithOutput[number] | TAfter[number]> } = {
    target: 'routing',
    actions: [
      { type: 'assignSession', params: sessionFromOutput },
      { type: 'storeSession', params: sessionFromOutput },
      ...withOutput,
      ...after,
    ],
  };
  const tokenFailed: { target: Target; actions: Array<Named<'assignError', typeof errorOf> | TAfter[number]> } = {
    target: targets.failed,
    actions: [{ type: 'assignError', params: errorOf }, ...after],
  };
  const tokenState = {
    description: token.description,
    tags,
    invoke: {
      id: token.src,
      src: token.src,
      input: token.input,
      onDone: [...refuse, stored],
      onError: [...onError, tokenFailed],
    },
  };
  const routingState = {
    description: routing.description,
    tags,
    invoke: {
      id: 'routeUser',
      src: 'routeUser',
      input: routing.input,
      onDone: [
        ...outcomeTransition('isLeaving', targets.leaving, false),
        ...outcomeTransition('isTabOpened', targets.handedOff, false),
        ...outcomeTransition('isTabBlocked', targets.linkOffered, true),
        // spec 6: the routing machine showed the toast; the machine says where the person is left.
        ...outcomeTransition('isRejected', targets.rejected, true),
        { target: targets.failed, actions: [{ type: 'assignOutcome', params: outcomeOf } as const] },
      ],
      onError: { target: targets.failed, actions: [{ type: 'assignError', params: errorOf } as const] },
    },
  } as const;
  return { ...keyed(token.state, tokenState), routing: routingState };
}

/** `leaving`, final in every sign-in machine: the browser is on its way and nothing more happens here. */
export function leavingState(description = 'The browser is on its way to the destination application.') {
  return { leaving: { description, tags: ['busy'], type: 'final' as const } };
}

/**
 * `leaving`, and the dispatch outcomes `handedOff` and `linkOffered` with what the person can do
 * there (`{ on }`), or `{ type: 'final' }` when the page has nothing more to offer.
 */
export function outcomeStates<const TThen extends object>(then: TThen) {
  return {
    ...leavingState(),
    handedOff: { description: 'The dispatch application opened in a new tab (spec 4, userType 4).', ...then },
    linkOffered: { description: 'The browser blocked the new tab: the dispatch link is offered instead.', ...then },
  };
}

/**
 * The first state of a machine that reads credentials from the address: `scrubAddress` removes them
 * before any request (docs/decisions/sign-in-address-scrubbing.md), then `guard` decides. An
 * invoked actor, not an entry action, so the request provably starts after it (XState v5 starts a
 * state's invoked actors before its entry actions). A history that cannot be rewritten does not
 * stop the sign-in: an error goes on the same way.
 */
export function scrubState<const TGuard extends string>(options: { description: string; guard: TGuard; then: Target; otherwise: Target }) {
  const next = [{ guard: options.guard, target: options.then }, { target: options.otherwise }];
  return { description: options.description, invoke: { id: 'scrubAddress', src: 'scrubAddress' as const, onDone: next, onError: next } };
}

/** The view's two questions of every sign-in machine: is it busy, and which error does it show (only where tagged). */
export const selectBusy = (snapshot: { hasTag(tag: string): boolean }) => snapshot.hasTag('busy');
export const selectError = (snapshot: { hasTag(tag: string): boolean; context: { error: string | null } }) =>
  snapshot.hasTag('error') ? snapshot.context.error : null;
