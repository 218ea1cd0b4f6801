/**
 * The next step after a successful sign-in, by user type (spec 4 "Next step after a successful
 * login", spec 6 "Roles and permissions"). Every sign-in path invokes it once it holds a session:
 * the /ops form, /redirect, /adminpanel-login, and the /kc page after it exchanges the
 * identity-provider token (grant keycloak).
 *
 * It starts `deciding` where the user goes: a forced application (the admin-panel token's
 * contactType), then a stored product id 27 (it overrides the type), then the userType: 1 and 2
 * fetch the link of application 27 or 25 (`fetchingAppLink`; with a repair-order number the app-27
 * link is the atoken/ronumber variant); 3 is an `internal` user, sent to the admin tool
 * (`resolvingAdminToolLink`) or, through the identity redirect guid, into the logistics app
 * (`resolvingLogistixLink`), or `rejected` with the toast 'Invalid username or password.' when
 * neither feature code is present; 4 asks the common API for a redirect token
 * (`requestingDispatchLink`; the invoking sign-in stored the session before routing began, spec 4
 * "store the token", machines/sign-in-shared.ts), then `openingTab` opens the dispatch jump in a new tab: it ends
 * `tabOpened`, or `tabBlocked` when the browser refused the tab (the view then offers the link);
 * 7 goes to the insights app (`resolvingInsightsLink`). `leaving` sends the whole browser to the
 * resolved URL. An unknown type or a failed call ends `failed` with a message: never a hang.
 *
 * Every final state has an output (`RoutingOutcome`), which the invoking machine reads from
 * `xstate.done.actor.routeUser`.
 *
 * Input: `{ session, roNumber, storedProductId, forcedAppId? }` (see `UserTypeRoutingInput`).
 * Provide, actors (each resolves to a URL unless said otherwise): `resolveAppLink` ({ session,
 * appId, roNumber }), `resolveAdminToolLink`, `resolveLogistixLink`, `resolveInsightsLink`
 * ({ session }), `requestDispatchLink` ({ session }), `openTab` ({ url } → true when the tab
 * opened). Actions: `leaveFor` ({ url }: navigate the whole browser), `showToast` ({ message }), `forgetSession`
 * (on entry to `rejected` and `failed`: the session stored before routing is not left behind).
 */
import { assign, setup } from 'xstate';
import { messageOf, notProvided } from './sign-in-shared.ts';

/** spec 9 "Navigation app ids". */
export const APP_CUSTOMER = 27;
export const APP_SUPPLIER = 25;
export type AppId = typeof APP_CUSTOMER | typeof APP_SUPPLIER;

/** spec 6 feature codes of internal users. */
export const FEATURE_ADMIN_TOOL = 'TRX_CNFG_MSO_ADMN_TOOL';
export const FEATURE_LOGISTIX = 'ADMN_TRAX_LOGISTIX';

/** spec 6 / spec 8: the toast shown to an internal user without an admin feature. */
export const INTERNAL_REJECTED_MESSAGE = 'Invalid username or password.';
export const UNKNOWN_TYPE_MESSAGE = 'Your account is not set up for any application yet. Please contact support.';
/** The session is forgotten on every failure (`failed` runs forgetSession), so the message says so (issue 40 note 7). */
export const ROUTING_FAILED_MESSAGE = 'Your application could not be opened, so you were signed out. Please try again.';

/** What routing needs to know of the signed-in user (spec 3 "Current user" has more). */
export interface RoutingUser {
  userType: number;
  featuresCodes: readonly string[];
}

/** The tokens of a successful sign-in (spec 3 "Token response") and the user decoded from them. */
export interface SignInSession {
  accessToken: string;
  refreshToken: string | null;
  /** The '.expires' of the token response, as the service sent it. */
  expires: string | null;
  user: RoutingUser;
}

export interface UserTypeRoutingInput {
  session: SignInSession;
  /** The repair-order number of /redirect (spec 2), or null. */
  roNumber: string | null;
  /** The stored product id (spec 4: 27 overrides the type), or null. */
  storedProductId: number | null;
  /** The admin-panel token login decides the application by contactType (spec 4). */
  forcedAppId?: AppId | null;
}

export interface UserTypeRoutingContext {
  session: SignInSession;
  roNumber: string | null;
  storedProductId: number | null;
  forcedAppId: AppId | null;
  appId: AppId | null;
  url: string | null;
  message: string | null;
}

/** How routing ended; the invoking machine decides what the visitor sees next. */
export type RoutingOutcome =
  | { kind: 'left'; url: string }
  | { kind: 'tabOpened'; url: string }
  | { kind: 'tabBlocked'; url: string }
  | { kind: 'rejected'; message: string }
  | { kind: 'failed'; message: string };

const routing = setup({
  types: {
    input: {} as UserTypeRoutingInput,
    context: {} as UserTypeRoutingContext,
    output: {} as RoutingOutcome,
  },
  actors: {
    resolveAppLink: notProvided<string, { session: SignInSession; appId: AppId; roNumber: string | null }>('resolveAppLink'),
    resolveAdminToolLink: notProvided<string, { session: SignInSession }>('resolveAdminToolLink'),
    resolveLogistixLink: notProvided<string, { session: SignInSession }>('resolveLogistixLink'),
    resolveInsightsLink: notProvided<string, { session: SignInSession }>('resolveInsightsLink'),
    requestDispatchLink: notProvided<string, { session: SignInSession }>('requestDispatchLink'),
    openTab: notProvided<boolean, { url: string }>('openTab'),
  },
  actions: {
    /** Effect: send the whole browser to the destination (spec 4 "navigate the whole browser"). */
    leaveFor: (_, _params: { url: string }) => {},
    /** Effect: show an error toast (spec 6: internal user without admin features). */
    showToast: (_, _params: { message: string }) => {},
    /**
     * Effect: forget the session the sign-in stored before routing (refresh token, expiry, access token):
     * a refused or unfinished sign-in leaves none behind (issue 30; docs/decisions/session-lifecycle.md).
     */
    forgetSession: () => {},
    assignApp: assign({ appId: (_, params: { appId: AppId }) => params.appId }),
    assignUrl: assign({ url: (_, params: { url: string }) => params.url }),
    assignMessage: assign({ message: (_, params: { message: string }) => params.message }),
    assignFailure: assign({
      message: (_, params: { error: unknown }) => messageOf(params.error, ROUTING_FAILED_MESSAGE),
    }),
  },
  guards: {
    hasForcedApp: ({ context }) => context.forcedAppId !== null,
    // spec 4: "If the stored product id is 27, the user goes to app 27 whatever the type."
    isProductOverride: ({ context }) => context.storedProductId === APP_CUSTOMER,
    isCustomer: ({ context }) => context.session.user.userType === 1,
    isSupplier: ({ context }) => context.session.user.userType === 2,
    isInternal: ({ context }) => context.session.user.userType === 3,
    isDispatch: ({ context }) => context.session.user.userType === 4,
    isInsights: ({ context }) => context.session.user.userType === 7,
    hasAdminToolFeature: ({ context }) => context.session.user.featuresCodes.includes(FEATURE_ADMIN_TOOL),
    hasLogistixFeature: ({ context }) => context.session.user.featuresCodes.includes(FEATURE_LOGISTIX),
    isTabOpened: (_, params: { opened: boolean }) => params.opened,
  },
});

/** The actors that build a link from the session alone (issue 44: their states share one definition). */
type SessionLinkActor = 'resolveAdminToolLink' | 'resolveLogistixLink' | 'resolveInsightsLink' | 'requestDispatchLink';

/**
 * A busy state that invokes `src` with the session, keeps the URL it resolves and goes to `then`; its
 * failure ends `failed` with the failure's message. Built here once (issue 44), drawn in full per state
 * in the catalogue, since a diagram is drawn from the machine's state nodes, not from this source. The
 * description is a `description` property at the call, so the build leaves it out as it does every other
 * (scripts/strip-machine-descriptions.ts).
 */
const resolvingLink = ({ src, then, description }: { src: SessionLinkActor; then: 'leaving' | 'openingTab'; description?: string }) =>
  routing.createStateConfig({
    description,
    tags: ['busy'],
    invoke: {
      id: src,
      src,
      input: ({ context }) => ({ session: context.session }),
      onDone: { target: then, actions: { type: 'assignUrl', params: ({ event }) => ({ url: event.output }) } },
      onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
    },
  });

export const userTypeRoutingMachine = routing.createMachine({
  id: 'userTypeRouting',
  context: ({ input }) => ({
    session: input.session,
    roNumber: input.roNumber,
    storedProductId: input.storedProductId,
    forcedAppId: input.forcedAppId ?? null,
    appId: null,
    url: null,
    message: null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Chooses the destination: forced app, stored product 27, then the userType (spec 4, 6).',
      always: [
        {
          guard: 'hasForcedApp',
          target: 'fetchingAppLink',
          actions: { type: 'assignApp', params: ({ context }) => ({ appId: context.forcedAppId ?? APP_CUSTOMER }) },
        },
        { guard: 'isProductOverride', target: 'fetchingAppLink', actions: { type: 'assignApp', params: { appId: APP_CUSTOMER } } },
        { guard: 'isCustomer', target: 'fetchingAppLink', actions: { type: 'assignApp', params: { appId: APP_CUSTOMER } } },
        { guard: 'isSupplier', target: 'fetchingAppLink', actions: { type: 'assignApp', params: { appId: APP_SUPPLIER } } },
        { guard: 'isInternal', target: 'internal' },
        { guard: 'isDispatch', target: 'requestingDispatchLink' },
        { guard: 'isInsights', target: 'resolvingInsightsLink' },
        { target: 'failed', actions: { type: 'assignMessage', params: { message: UNKNOWN_TYPE_MESSAGE } } },
      ],
    },
    fetchingAppLink: {
      description: 'Asks the common API for the navigation link of app 27 or 25 and builds clientid-login (spec 4, 7).',
      tags: ['busy'],
      invoke: {
        id: 'resolveAppLink',
        src: 'resolveAppLink',
        input: ({ context }) => ({
          session: context.session,
          appId: context.appId ?? APP_CUSTOMER,
          // spec 4: the ronumber variant belongs to the app-27 login only.
          roNumber: context.appId === APP_CUSTOMER ? context.roNumber : null,
        }),
        onDone: { target: 'leaving', actions: { type: 'assignUrl', params: ({ event }) => ({ url: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    internal: {
      description: 'An internal user (type 3): the feature codes decide (spec 6).',
      always: [
        { guard: 'hasAdminToolFeature', target: 'resolvingAdminToolLink' },
        { guard: 'hasLogistixFeature', target: 'resolvingLogistixLink' },
        { target: 'rejected', actions: { type: 'assignMessage', params: { message: INTERNAL_REJECTED_MESSAGE } } },
      ],
    },
    resolvingAdminToolLink: resolvingLink({
      src: 'resolveAdminToolLink',
      then: 'leaving',
      description: 'Builds the admin tool address for a TRX_CNFG_MSO_ADMN_TOOL user (spec 6).',
    }),
    resolvingLogistixLink: resolvingLink({
      src: 'resolveLogistixLink',
      then: 'leaving',
      description: 'Gets an identity redirect guid and builds {logistix}external-login?guid= (spec 6, 7).',
    }),
    resolvingInsightsLink: resolvingLink({
      src: 'resolveInsightsLink',
      then: 'leaving',
      description: 'Builds the insights application address (spec 4, userType 7).',
    }),
    requestingDispatchLink: resolvingLink({
      src: 'requestDispatchLink',
      then: 'openingTab',
      description: 'Asks the common API for a redirect token with the stored session (spec 4, userType 4).',
    }),
    openingTab: {
      description: 'Opens {dispatch}/crossAppAuth/jump?token= in a new tab; the portal stays (spec 4).',
      tags: ['busy'],
      invoke: {
        id: 'openTab',
        src: 'openTab',
        input: ({ context }) => ({ url: context.url ?? '' }),
        onDone: [
          { guard: { type: 'isTabOpened', params: ({ event }) => ({ opened: event.output }) }, target: 'tabOpened' },
          { target: 'tabBlocked' },
        ],
        onError: { target: 'tabBlocked' },
      },
    },
    leaving: {
      description: 'The whole browser goes to the destination application.',
      tags: ['busy'],
      type: 'final',
      output: ({ context }): RoutingOutcome => ({ kind: 'left', url: context.url ?? '' }),
      entry: { type: 'leaveFor', params: ({ context }) => ({ url: context.url ?? '' }) },
    },
    tabOpened: {
      description: 'The dispatch application opened in a new tab.',
      type: 'final',
      output: ({ context }): RoutingOutcome => ({ kind: 'tabOpened', url: context.url ?? '' }),
    },
    tabBlocked: {
      description: 'The browser refused the new tab: the view offers the link instead.',
      type: 'final',
      output: ({ context }): RoutingOutcome => ({ kind: 'tabBlocked', url: context.url ?? '' }),
    },
    rejected: {
      description: "Internal user without admin features: toast 'Invalid username or password.' (spec 6, 8).",
      tags: ['error'],
      type: 'final',
      output: ({ context }): RoutingOutcome => ({ kind: 'rejected', message: context.message ?? INTERNAL_REJECTED_MESSAGE }),
      entry: ['forgetSession', { type: 'showToast', params: ({ context }) => ({ message: context.message ?? INTERNAL_REJECTED_MESSAGE }) }],
    },
    failed: {
      description: 'Unknown user type or a failed call: a shown error, never a hang.',
      tags: ['error'],
      type: 'final',
      output: ({ context }): RoutingOutcome => ({ kind: 'failed', message: context.message ?? ROUTING_FAILED_MESSAGE }),
      entry: 'forgetSession',
    },
  },
  // The final state's own output is the machine's output.
  output: ({ event }) => event.output as RoutingOutcome,
});
