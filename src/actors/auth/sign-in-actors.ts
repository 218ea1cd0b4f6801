/**
 * The real actors and effects given to the sign-in machines with `machine.provide` (machines/
 * login-form, user-type-routing, token-login, partner-login, auto-sign-in; the /kc page reuses
 * `routeUser` and `exchangeKeycloakToken`). Built once per config.
 *
 * The service calls live in ./sign-in-calls.ts, loaded on first use (or on `preload()`, which the
 * /ops form calls when it gets focus) through their code loader (machines/code-loader.machine.ts),
 * so the landing page does not carry the HTTP, crypto and token code until someone signs in. When
 * that code cannot be fetched, every actor below rejects with SIGN_IN_CODE_FAILED_MESSAGE, which the
 * machine shows as its error; sending again asks for the code again (the browser fetches it anew).
 *
 * What counts as an error, actor by actor (each rejects with an Error whose message is what the
 * visitor reads; ./messages.ts words them, spec 8):
 * - `requestToken`, `exchangeKeycloakToken`: any failed token call, or claims that cannot be read.
 * - `logInWithToken`: the same for grant adminpanel ('Invalid token' for a refusal).
 * - `resolveAppLink`: a failed navigation call, or no http(s) link for the app id.
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
import type { AppConfig } from '../../../shared/config-schema.ts';
import { storage } from '../../lib/storage.ts';
import { showErrorToast } from '../toast/show-toast.ts';
import type { AuthService } from './auth-service.ts';
import { clientIdLoginUrl } from './destinations.ts';
import { browserWindows, postToPartnerWindows, type PartnerWindows } from './partner-messaging.ts';
import type { SignInCalls } from './sign-in-calls.ts';
import { createCodeLoader } from '../code/code-loader.ts';

/** What a sign-in says when its service code could not be fetched (a lost connection); sending again retries. */
export const SIGN_IN_CODE_FAILED_MESSAGE = 'The sign-in could not be started. Check your connection, then try again.';

/** What the browser does for the sign-in; tests and the /kc page may give their own. */
export interface BrowserEffects {
  /** Sends the whole browser to an address (spec 4 "navigate the whole browser"). */
  leaveFor: (url: string) => void;
  /** Opens an address in a new tab; false when the browser refused. */
  openTab: (url: string) => boolean;
  partnerWindows: () => PartnerWindows;
}

export const browserEffects: BrowserEffects = {
  leaveFor: (url) => {
    // docs/decisions/session-lifecycle.md: the hand-over is done once the token travels to the destination; what the portal
    // stored for it (spec 3: refresh token, expiry) is of no more use here and does not stay behind.
    storage.clearTokens();
    window.location.assign(url);
  },
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

export function createSignInActors(config: AppConfig, options: { service?: AuthService; browser?: BrowserEffects } = {}) {
  const browser = options.browser ?? browserEffects;
  const callsCode = createCodeLoader(
    'The sign-in',
    () => import('./sign-in-calls.ts'),
    (calls) => calls.createSignInCalls(config, options.service),
  );
  const load = (): Promise<SignInCalls> =>
    callsCode.get().catch((error: unknown) => {
      throw new Error(SIGN_IN_CODE_FAILED_MESSAGE, { cause: error });
    });
  /**
   * The one place a signed-in session is stored: the sign-in machines' shared token state calls it
   * once per sign-in (machines/sign-in-shared.ts), before routing; a session comes only from a
   * loaded calls module, so storing it is synchronous.
   */
  const storeSession = (session: SignInSession) => {
    const calls = callsCode.code();
    if (calls) calls.saveSession(session);
    else void load().then((loaded) => loaded.saveSession(session));
  };

  /** The user-type routing machine with its real actors (also for the /kc page). */
  const routeUser = userTypeRoutingMachine.provide({
    actors: {
      resolveAppLink: fromPromise<string, { session: SignInSession; appId: AppId; roNumber: string | null }>(async ({ input }) =>
        (await load()).resolveAppLink(input),
      ),
      resolveAdminToolLink: fromPromise<string, { session: SignInSession }>(async ({ input }) =>
        clientIdLoginUrl(config.apps.adminTool, input.session.accessToken),
      ),
      resolveLogistixLink: fromPromise<string, { session: SignInSession }>(async ({ input }) => (await load()).resolveLogistixLink(input)),
      resolveInsightsLink: fromPromise<string, { session: SignInSession }>(async ({ input }) =>
        clientIdLoginUrl(config.apps.insights, input.session.accessToken),
      ),
      requestDispatchLink: fromPromise<string, { session: SignInSession }>(async ({ input }) => (await load()).requestDispatchLink(input)),
      openTab: fromPromise<boolean, { url: string }>(async ({ input }) => browser.openTab(input.url)),
    },
    actions: {
      leaveFor: (_, { url }) => browser.leaveFor(url),
      showToast: (_, { message }) => {
        showErrorToast(message);
      },
      // A refused or failed routing leaves no session behind (issue 30): stored values and the access token in memory.
      forgetSession: () => {
        storage.clearTokens();
        callsCode.code()?.clearSession();
      },
    },
  });

  return {
    routeUser,
    /** Starts loading the service code ahead of the first submit. */
    preload: callsCode.request,
    requestToken: fromPromise<SignInSession, Credentials>(async ({ input }) => (await load()).requestToken(input)),
    exchangeKeycloakToken: fromPromise<SignInSession, { jwt: string }>(async ({ input }) => (await load()).exchangeKeycloakToken(input)),
    logInWithToken: fromPromise<TokenLoginResult, { token: string }>(async ({ input }) => (await load()).logInWithToken(input)),
    resolveContact: fromPromise<number | null, { companyId: number; token: string }>(async ({ input }) =>
      (await load()).resolveContact(input),
    ),
    partnerLogin: fromPromise<
      { session: SignInSession; url: string },
      { companyId: number; token: string; contactId: number; uniqueId: string | null }
    >(async ({ input }) => (await load()).partnerLogin(input)),
    requestPartnerToken: fromPromise<PartnerToken | null, { companyId: number; username: string; password: string }>(async ({ input }) =>
      (await load()).requestPartnerToken(input),
    ),
    actions: {
      storeSession: (_: unknown, { session }: { session: SignInSession }) => storeSession(session),
      leaveFor: (_: unknown, { url }: { url: string }) => browser.leaveFor(url),
      postToPartner: (_: unknown, message: { companyId: number; jwtToken: string }) => {
        postToPartnerWindows(message, config.partnerOrigins, browser.partnerWindows());
      },
    },
  };
}

export type SignInActors = ReturnType<typeof createSignInActors>;
