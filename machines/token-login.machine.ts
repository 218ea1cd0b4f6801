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
 * to `failed` ('Invalid token' for a refusal; an outage says so), where the form can be sent again.
 * The token request, the stored session and the routing are the shared sign-in states
 * (sign-in-shared.ts).
 *
 * Input: `{ token }` (the query's token, or null). Provide: actors `logInWithToken` ({ token } →
 * { session, contactType }), `scrubAddress` and `routeUser`; action `storeSession`.
 */
import { assign, setup } from 'xstate';
import {
  APP_CUSTOMER,
  APP_SUPPLIER,
  userTypeRoutingMachine,
  type AppId,
  type RoutingOutcome,
  type SignInSession,
} from './user-type-routing.machine.ts';
import * as shared from './sign-in-shared.ts';

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

/** The admin-panel answer read from the token request's done event. */
const resultOf = ({ event }: { event: { output: TokenLoginResult } }) => ({ result: event.output });

/** The Token form is sent the same way wherever it is usable. */
const submit = {
  'token.submit': [
    {
      guard: { type: 'isTokenGiven', params: ({ event }: { event: TokenLoginEvent }) => ({ token: event.token }) },
      target: 'loggingIn',
      actions: { type: 'assignToken', params: ({ event }: { event: TokenLoginEvent }) => ({ token: event.token }) },
    },
    { target: 'failed', actions: 'assignEmptyToken' },
  ],
} as const;

export const tokenLoginMachine = setup({
  types: {
    input: {} as TokenLoginInput,
    context: {} as TokenLoginContext,
    events: {} as TokenLoginEvent,
  },
  actors: {
    logInWithToken: shared.notProvided<TokenLoginResult, { token: string }>('logInWithToken'),
    scrubAddress: shared.scrubAddressPlaceholder,
    routeUser: userTypeRoutingMachine,
  },
  actions: {
    ...shared.signInEffects,
    assignToken: assign({ token: (_, params: { token: string }) => params.token.trim(), error: null }),
    // The token has been used; it is not kept.
    assignSession: assign({ session: (_, params: { session: SignInSession }) => params.session, token: null }),
    assignApp: assign({ appId: (_, params: { result: TokenLoginResult }) => appForContactType(params.result.contactType) }),
    assignError: assign({ error: (_, params: { error: unknown }) => shared.messageOf(params.error, INVALID_TOKEN_MESSAGE), token: null }),
    assignInvalidToken: assign({ error: INVALID_TOKEN_MESSAGE, token: null }),
    assignEmptyToken: assign({ error: EMPTY_TOKEN_MESSAGE }),
    assignOutcome: assign({
      error: (_, params: { outcome: RoutingOutcome }) => shared.outcomeMessage(params.outcome, INVALID_TOKEN_MESSAGE),
    }),
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token?.trim()),
    isTokenGiven: (_, params: { token: string }) => params.token.trim().length > 0,
    isUnknownContactType: (_, params: { result: TokenLoginResult }) => appForContactType(params.result.contactType) === null,
    ...shared.routingOutcomeGuards,
  },
}).createMachine({
  id: 'tokenLogin',
  context: ({ input }) => ({ token: input.token, session: null, appId: null, error: null }),
  initial: 'checking',
  states: {
    checking: shared.scrubState({
      description: 'Removes the token from the address, then: a token logs in at once, else the Token form (spec 2, 5).',
      guard: 'hasToken',
      then: 'loggingIn',
      otherwise: 'editing',
    }),
    editing: {
      description: 'The Token form.',
      on: submit,
    },
    ...shared.signInStates({
      token: {
        state: 'loggingIn',
        description: 'Sends the token to the identity service (grant adminpanel).',
        src: 'logInWithToken',
        input: ({ context }: { context: TokenLoginContext }) => ({ token: context.token?.trim() ?? '' }),
        // spec 4: only contactType 1 and 2 have an application; anything else is not a valid token.
        refuse: [{ guard: { type: 'isUnknownContactType', params: resultOf }, target: 'failed', actions: 'assignInvalidToken' }],
        session: (output: TokenLoginResult) => output.session,
        withOutput: [{ type: 'assignApp', params: resultOf }],
      },
      routing: {
        description: 'contactType 1 → app 27, 2 → app 25, via clientid-login with jwt (spec 4).',
        input: ({ context }) => ({
          session: context.session as SignInSession,
          roNumber: null,
          storedProductId: null,
          forcedAppId: context.appId ?? APP_CUSTOMER,
        }),
      },
      // The application is forced: routing leaves or fails.
      targets: { leaving: 'leaving', failed: 'failed' },
    }),
    ...shared.leavingState('The browser is on its way to app 27 or 25.'),
    failed: {
      description: "The message is shown ('Invalid token' for a refused token, spec 8); the form is usable.",
      tags: ['error'],
      on: submit,
    },
  },
});

export const selectTokenBusy = shared.selectBusy;
export const selectTokenError = shared.selectError;
