/**
 * The sign-in's service calls, as the actors need them (src/actors/auth/sign-in-actors.ts). This
 * module carries the heavy code (ky, crypto-js, jose) and is loaded on first use, so the
 * /ops landing does not download it until someone starts to sign in.
 *
 * Each function rejects with an Error whose message is what the visitor reads (./messages.ts);
 * what counts as an error is listed in sign-in-actors.ts.
 */
import type { PartnerToken } from '../../../machines/partner-login.machine.ts';
import type { TokenLoginResult } from '../../../machines/token-login.machine.ts';
import type { AppId, SignInSession } from '../../../machines/user-type-routing.machine.ts';
import type { AppConfig } from '../../../shared/config-schema.ts';
import { decodeCurrentUser } from '../../lib/claims.ts';
import { createAuthService, type AuthService } from './auth-service.ts';
import { applicationOrigins, assertDestination, clientIdLoginUrl, dispatchJumpUrl, externalLoginUrl, shoppingUrl } from './destinations.ts';
import { loginFailureMessage, partnerLookupFailureMessage, routingFailureMessage, tokenLoginFailureMessage } from './messages.ts';
import { clearSession, saveSession, sessionFromToken } from './session.ts';

/** Rejects with an Error carrying the visitor-facing message. */
async function withMessage<T>(work: () => Promise<T>, word: (error: unknown) => string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new Error(word(error), { cause: error });
  }
}

export function createSignInCalls(config: AppConfig, service: AuthService = createAuthService(config)) {
  return {
    saveSession,
    clearSession,

    /** Username and password → session (grant {product}). */
    requestToken: (input: { username: string; password: string }): Promise<SignInSession> =>
      withMessage(
        async () => sessionFromToken(await service.login(input.username, input.password), config.productGrant),
        loginFailureMessage,
      ),

    /** The identity provider's token → session (grant keycloak). */
    exchangeKeycloakToken: (input: { jwt: string }): Promise<SignInSession> =>
      withMessage(async () => sessionFromToken(await service.exchangeKeycloakToken(input.jwt), 'keycloak'), loginFailureMessage),

    /** Admin-panel token → session and contactType (grant adminpanel). */
    logInWithToken: (input: { token: string }): Promise<TokenLoginResult> =>
      withMessage(async () => {
        const answer = await service.adminPanelLogin(input.token);
        return { session: sessionFromToken(answer, 'adminpanel'), contactType: answer.contactType };
      }, tokenLoginFailureMessage),

    resolveContact: (input: { companyId: number; token: string }): Promise<number | null> =>
      withMessage(async () => (await service.ehiContact(input.companyId, input.token))?.contactId ?? null, partnerLookupFailureMessage),

    partnerLogin: async (input: {
      companyId: number;
      token: string;
      contactId: number;
      uniqueId: string | null;
    }): Promise<{ session: SignInSession; url: string }> => {
      const session = sessionFromToken(await service.ehiLogin(input), 'ehi');
      return { session, url: shoppingUrl(config.apps.shopping, session.accessToken, input.uniqueId) };
    },

    requestPartnerToken: (input: { companyId: number; username: string; password: string }): Promise<PartnerToken | null> =>
      withMessage(() => service.ehiToken(input.companyId, input.username, input.password), partnerLookupFailureMessage),

    /** spec 4, 7: the navigation link of app 27 or 25 → {url}clientid-login?jwt= (or the ronumber variant). */
    resolveAppLink: (input: { session: SignInSession; appId: AppId; roNumber: string | null }): Promise<string> =>
      withMessage(async () => {
        const links = await service.navigation(input.appId, input.session.accessToken);
        const link = links.find((item) => item.app_id === input.appId);
        if (!link) throw new Error(`No navigation link for app ${input.appId}`);
        return clientIdLoginUrl(assertDestination(link.url, applicationOrigins(config)), input.session.accessToken, input.roNumber);
      }, routingFailureMessage),

    /** spec 6, 7: POST {identity}redirect → {logistix}external-login?guid=. */
    resolveLogistixLink: (input: { session: SignInSession }): Promise<string> =>
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

    /** spec 4: POST {common}redirect → {dispatch}/crossAppAuth/jump?token=. */
    requestDispatchLink: (input: { session: SignInSession }): Promise<string> =>
      withMessage(
        async () => dispatchJumpUrl(config.apps.dispatch, await service.commonRedirect(config.apps.dispatch, input.session.accessToken)),
        routingFailureMessage,
      ),
  };
}

export type SignInCalls = ReturnType<typeof createSignInCalls>;
