/**
 * The admin-panel token sign-in of /adminpanel-login (spec 2, 4 "Admin-panel token login", 5
 * "Token login", 8 "Token login failure").
 *
 * `checking` first removes the token from the address bar and history (a token is a credential;
 * it must not stay in a history entry), then a token from the query logs in at once
 * (`loggingIn`), else the Token form is shown (`editing`). The identity service answers
 * contactType and access_token: contactType 1 goes to app 27 and 2 to app 25, both through
 * clientid-login with jwt, by the user-type routing machine with that application forced
 * (`routing`), which ends `leaving`. A refusal, an unknown contactType or a failed navigation go
 * to `error` ('Invalid token' for a refusal; an outage says so), where the form can be sent again.
 *
 * Input: `{ token }` (the query's token, or null). Provide: actors `logInWithToken` ({ token } →
 * { session, contactType }), `scrubAddress` and `routeUser`; action `storeSession`.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  APP_CUSTOMER,
  APP_SUPPLIER,
  userTypeRoutingMachine,
  type AppId,
  type RoutingOutcome,
  type SignInSession,
} from './user-type-routing.machine.ts';
import { errorOf, outcomeOf, routingOutcomeGuards, scrubAddressPlaceholder } from './sign-in-shared.ts';

/** spec 8: the text of a token login failure. */
export const INVALID_TOKEN_MESSAGE = 'Invalid token';
export const EMPTY_TOKEN_MESSAGE = 'Enter the token you were given.';

export interface TokenLoginInput {
  token: string | null;
}

export interface TokenLoginResult {
  session: SignInSession;
  contactType: number;
}

export interface TokenLoginContext {
  token: string | null;
  session: SignInSession | null;
  appId: AppId | null;
  error: string | null;
}

export type TokenLoginEvent = { type: 'token.submit'; token: string };

/** spec 4: contactType 1 → app 27, 2 → app 25. */
export const appForContactType = (contactType: number): AppId | null =>
  contactType === 1 ? APP_CUSTOMER : contactType === 2 ? APP_SUPPLIER : null;

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : INVALID_TOKEN_MESSAGE);

export const tokenLoginMachine = setup({
  types: {
    input: {} as TokenLoginInput,
    context: {} as TokenLoginContext,
    events: {} as TokenLoginEvent,
  },
  actors: {
    logInWithToken: fromPromise<TokenLoginResult, { token: string }>(async () => {
      throw new Error('logInWithToken is not provided');
    }),
    scrubAddress: scrubAddressPlaceholder,
    routeUser: userTypeRoutingMachine,
  },
  actions: {
    /** Effect: keep the session. */
    storeSession: (_, _params: { session: SignInSession }) => {},
    assignToken: assign({ token: (_, params: { token: string }) => params.token.trim(), error: null }),
    assignResult: assign({
      session: (_, params: { result: TokenLoginResult }) => params.result.session,
      appId: (_, params: { result: TokenLoginResult }) => appForContactType(params.result.contactType),
      // The token has been used; it is not kept.
      token: null,
    }),
    assignError: assign({ error: (_, params: { error: unknown }) => errorText(params.error), token: null }),
    assignInvalidToken: assign({ error: INVALID_TOKEN_MESSAGE, token: null }),
    assignEmptyToken: assign({ error: EMPTY_TOKEN_MESSAGE }),
    assignOutcomeError: assign({
      error: (_, params: { outcome: RoutingOutcome }) => ('message' in params.outcome ? params.outcome.message : INVALID_TOKEN_MESSAGE),
    }),
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token?.trim()),
    isTokenGiven: (_, params: { token: string }) => params.token.trim().length > 0,
    isKnownContactType: (_, params: { result: TokenLoginResult }) => appForContactType(params.result.contactType) !== null,
    ...routingOutcomeGuards,
  },
}).createMachine({
  id: 'tokenLogin',
  context: ({ input }) => ({ token: input.token, session: null, appId: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Removes the token from the address, then: a token logs in at once, else the Token form (spec 2, 5).',
      invoke: {
        id: 'scrubAddress',
        src: 'scrubAddress',
        // A history that cannot be rewritten does not stop the sign-in.
        onDone: [{ guard: 'hasToken', target: 'loggingIn' }, { target: 'editing' }],
        onError: [{ guard: 'hasToken', target: 'loggingIn' }, { target: 'editing' }],
      },
    },
    editing: {
      description: 'The Token form.',
      on: {
        'token.submit': [
          {
            guard: { type: 'isTokenGiven', params: ({ event }) => ({ token: event.token }) },
            target: 'loggingIn',
            actions: { type: 'assignToken', params: ({ event }) => ({ token: event.token }) },
          },
          { target: 'error', actions: 'assignEmptyToken' },
        ],
      },
    },
    loggingIn: {
      description: 'Sends the token to the identity service (grant adminpanel).',
      tags: ['busy'],
      invoke: {
        id: 'logInWithToken',
        src: 'logInWithToken',
        input: ({ context }) => ({ token: context.token?.trim() ?? '' }),
        onDone: [
          {
            guard: { type: 'isKnownContactType', params: ({ event }) => ({ result: event.output }) },
            target: 'routing',
            actions: [
              { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
              { type: 'storeSession', params: ({ event }) => ({ session: event.output.session }) },
            ],
          },
          { target: 'error', actions: 'assignInvalidToken' },
        ],
        onError: { target: 'error', actions: { type: 'assignError', params: errorOf } },
      },
    },
    routing: {
      description: 'contactType 1 → app 27, 2 → app 25, via clientid-login with jwt (spec 4).',
      tags: ['busy'],
      invoke: {
        id: 'routeUser',
        src: 'routeUser',
        input: ({ context }) => ({
          session: context.session as SignInSession,
          roNumber: null,
          storedProductId: null,
          forcedAppId: context.appId ?? APP_CUSTOMER,
        }),
        onDone: [
          { guard: { type: 'isLeaving', params: outcomeOf }, target: 'leaving' },
          { target: 'error', actions: { type: 'assignOutcomeError', params: outcomeOf } },
        ],
        onError: { target: 'error', actions: { type: 'assignError', params: errorOf } },
      },
    },
    leaving: {
      description: 'The browser is on its way to app 27 or 25.',
      tags: ['busy'],
    },
    error: {
      description: "The message is shown ('Invalid token' for a refused token, spec 8); the form is usable.",
      tags: ['error'],
      on: {
        'token.submit': [
          {
            guard: { type: 'isTokenGiven', params: ({ event }) => ({ token: event.token }) },
            target: 'loggingIn',
            actions: { type: 'assignToken', params: ({ event }) => ({ token: event.token }) },
          },
          { target: 'error', actions: 'assignEmptyToken' },
        ],
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof tokenLoginMachine>;

export const selectTokenBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectTokenError = (snapshot: Snapshot) => (snapshot.hasTag('error') ? snapshot.context.error : null);
