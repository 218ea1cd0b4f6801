/**
 * The real actors and effects given to the sign-in machines with `machine.provide` (machines/
 * login-form, user-type-routing, token-login, partner-login, auto-sign-in). Built once per config.
 *
 * What counts as an error, actor by actor (each rejects with an Error whose message is what the
 * visitor reads; src/actors/auth/messages.ts words them, spec 8):
 * - `requestToken`: any failed token call, or a token whose claims cannot be read.
 * - `logInWithToken`: the same for grant adminpanel ('Invalid token' for a refusal).
 * - `resolveAppLink`: a failed navigation call, or no link (or no http(s) link) for the app id.
 * - `resolveLogistixLink`, `requestDispatchLink`: a failed redirect call.
 * - `resolveAdminToolLink`, `resolveInsightsLink`: never (the address comes from the config).
 * - `openTab`: never; it resolves false when the browser blocked the tab.
 * - `resolveContact`, `requestPartnerToken`: a failed call ("{status} --- {body}" or the Error's
 *   message); a falsy answer is not an error but null (spec 5).
 * - `partnerLogin`: a failed call or unreadable claims (the machine shows no message, spec 8).
 */
import { fromPromise } from 'xstate';
import type { Credentials } from '../../../machines/login-form.machine.ts';
import type { PartnerToken } from '../../../machines/partner-login.machine.ts';
import type { TokenLoginResult } from '../../../machines/token-login.machine.ts';
import { userTypeRoutingMachine, type AppId, type SignInSession } from '../../../machines/user-type-routing.machine.ts';
import type { AppConfig } from '../../config/schema.ts';
import { decodeCurrentUser } from '../../lib/claims.ts';
import { showErrorToast } from '../../lib/toast.ts';
import { createAuthService, type AuthService } from './auth-service.ts';
import { assertHttpUrl, clientIdLoginUrl, dispatchJumpUrl, externalLoginUrl, shoppingUrl } from './destinations.ts';
import {
  loginFailureMessage,
  partnerLookupFailureMessage,
  routingFailureMessage,
  tokenLoginFailureMessage,
} from './messages.ts';
import { browserWindows, postToPartnerWindows, type PartnerWindows } from './partner-messaging.ts';
import { saveSession, sessionFromToken } from './session.ts';

/** What the browser does for the sign-in; tests and the /kc page may give their own. */
export interface BrowserEffects {
  /** Sends the whole browser to an address (spec 4 "navigate the whole browser"). */
  leaveFor: (url: string) => void;
  /** Opens an address in a new tab; false when the browser refused. */
  openTab: (url: string) => boolean;
  partnerWindows: () => PartnerWindows;
}

export const browserEffects: BrowserEffects = {
  leaveFor: (url) => window.location.assign(url),
  openTab: (url) => {
    // A blank tab first, so a blocked tab is seen (window.open with 'noopener' always returns null);
    // the opener is cut before the tab goes anywhere.
    const tab = window.open('about:blank', '_blank');
    if (!tab) return false;
    tab.opener = null;
    tab.location.replace(url);
    return true;
  },
  partnerWindows: browserWindows,
};

/** Rejects with an Error carrying the visitor-facing message. */
async function withMessage<T>(work: () => Promise<T>, word: (error: unknown) => string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new Error(word(error), { cause: error });
  }
}

export function createSignInActors(
  config: AppConfig,
  options: { service?: AuthService; browser?: BrowserEffects } = {},
) {
  const service = options.service ?? createAuthService(config);
  const browser = options.browser ?? browserEffects;

  /** The user-type routing machine with its real actors (also for the /kc page, issue 5). */
  const routeUser = userTypeRoutingMachine.provide({
    actors: {
      resolveAppLink: fromPromise<string, { session: SignInSession; appId: AppId; roNumber: string | null }>(({ input }) =>
        withMessage(async () => {
          const links = await service.navigation(input.appId, input.session.accessToken);
          const link = links.find((item) => item.app_id === input.appId);
          if (!link) throw new Error(`No navigation link for app ${input.appId}`);
          return clientIdLoginUrl(assertHttpUrl(link.url), input.session.accessToken, input.roNumber);
        }, routingFailureMessage),
      ),
      resolveAdminToolLink: fromPromise<string, { session: SignInSession }>(async ({ input }) =>
        clientIdLoginUrl(config.apps.adminTool, input.session.accessToken),
      ),
      resolveLogistixLink: fromPromise<string, { session: SignInSession }>(({ input }) =>
        withMessage(async () => {
          const guid = await service.identityRedirect({
            accessToken: input.session.accessToken,
            expiresToken: input.session.expires,
            refreshToken: input.session.refreshToken,
            currentUser: decodeCurrentUser(input.session.accessToken),
            url: config.apps.logistix,
          });
          return externalLoginUrl(config.apps.logistix, guid);
        }, routingFailureMessage),
      ),
      resolveInsightsLink: fromPromise<string, { session: SignInSession }>(async ({ input }) =>
        clientIdLoginUrl(config.apps.insights, input.session.accessToken),
      ),
      requestDispatchLink: fromPromise<string, { session: SignInSession }>(({ input }) =>
        withMessage(async () => {
          const token = await service.commonRedirect(config.apps.dispatch, input.session.accessToken);
          return dispatchJumpUrl(config.apps.dispatch, token);
        }, routingFailureMessage),
      ),
      openTab: fromPromise<boolean, { url: string }>(async ({ input }) => browser.openTab(input.url)),
    },
    actions: {
      leaveFor: (_, { url }) => browser.leaveFor(url),
      storeSession: (_, { session }) => saveSession(session),
      showToast: (_, { message }) => {
        showErrorToast(message);
      },
    },
  });

  return {
    routeUser,

    /** Username and password → session (grant {product}). */
    requestToken: fromPromise<SignInSession, Credentials>(({ input }) =>
      withMessage(async () => sessionFromToken(await service.login(input.username, input.password), config.productGrant), loginFailureMessage),
    ),

    /** The identity provider's token → session (grant keycloak), for the /kc page (issue 5). */
    exchangeKeycloakToken: fromPromise<SignInSession, { jwt: string }>(({ input }) =>
      withMessage(async () => sessionFromToken(await service.exchangeKeycloakToken(input.jwt), 'keycloak'), loginFailureMessage),
    ),

    /** Admin-panel token → session and contactType (grant adminpanel). */
    logInWithToken: fromPromise<TokenLoginResult, { token: string }>(({ input }) =>
      withMessage(async () => {
        const answer = await service.adminPanelLogin(input.token);
        return { session: sessionFromToken(answer, 'adminpanel'), contactType: answer.contactType };
      }, tokenLoginFailureMessage),
    ),

    resolveContact: fromPromise<number | null, { companyId: number; token: string }>(({ input }) =>
      withMessage(async () => (await service.ehiContact(input.companyId, input.token))?.contactId ?? null, partnerLookupFailureMessage),
    ),

    partnerLogin: fromPromise<
      { session: SignInSession; url: string },
      { companyId: number; token: string; contactId: number; uniqueId: string | null }
    >(async ({ input }) => {
      const session = sessionFromToken(await service.ehiLogin(input), 'ehi');
      return { session, url: shoppingUrl(config.apps.shopping, session.accessToken, input.uniqueId) };
    }),

    requestPartnerToken: fromPromise<PartnerToken | null, { companyId: number; username: string; password: string }>(({ input }) =>
      withMessage(() => service.ehiToken(input.companyId, input.username, input.password), partnerLookupFailureMessage),
    ),

    actions: {
      storeSession: (_: unknown, { session }: { session: SignInSession }) => saveSession(session),
      leaveFor: (_: unknown, { url }: { url: string }) => browser.leaveFor(url),
      postToPartner: (_: unknown, message: { companyId: number; jwtToken: string }) => {
        postToPartnerWindows(message, config.partnerOrigins, browser.partnerWindows());
      },
    },
  };
}

export type SignInActors = ReturnType<typeof createSignInActors>;
