/**
 * The real actors of the /kc landing (machines/kc-landing.machine.ts), given with `machine.provide`.
 *
 * What counts as an error, actor by actor (each rejects with something whose `message` the person
 * reads):
 * - `checkSession`: the provider sent back an error on this page load (first attempt only), or the
 *   session could not start (provider unreachable, too slow, a refused check: SsoProblem).
 * - `redirectToProvider`: only a login that cannot start; otherwise the browser leaves.
 * - `exchangeToken`: no provider token (SsoProblem; a 400 refresh says the session ended), or the
 *   identity service refusing or failing the keycloak grant (spec 8 login failure wording). With the
 *   session it gives the product id stored in the browser (spec 4), read then: the view reads no storage.
 * - `loadUserName`: never; a profile that cannot be loaded is logged (spec 8) and the name is null.
 * - `routeUser`: the sign-in's user-type routing machine with its real actors.
 * - `signOut`: a sign-out the provider cannot start (SsoProblem); otherwise the browser leaves.
 */
import { fromPromise } from 'xstate';
import type { KcSignIn, SessionCheck } from '../../../machines/kc-landing.machine.ts';
import type { SsoProblem } from '../../../machines/sso-session.machine.ts';
import type { AppConfig } from '../../../shared/config-schema.ts';
import { SsoError } from './sso-problems.ts';
import type { SsoSession } from './sso-wrapper.ts';
import { createAuthService, type AuthService } from '../auth/auth-service.ts';
import { storedProductId } from '../auth/stored-product.ts';
import { loginFailureMessage } from '../auth/messages.ts';
import { clearSession, sessionFromToken } from '../auth/session.ts';
import { createSignInActors, type SignInActors } from '../auth/sign-in-actors.ts';
import { providerErrorOf, type ProviderError } from './provider-error.ts';
import { returnedErrorOfThisLoad } from './provider-return.ts';
import { ssoSessionFor } from './session.ts';

export interface KcLandingDeps {
  session: () => SsoSession;
  service: AuthService;
  signIn: SignInActors;
  providerError: () => ProviderError | null;
  log: (message: string) => void;
  /** The product id the visitor stored (spec 4), read as the sign-in completes. */
  storedProductId: () => number | null;
}

export function createKcLandingActors(config: AppConfig, deps: Partial<KcLandingDeps> = {}) {
  const session = deps.session ?? (() => ssoSessionFor(config));
  const service = deps.service ?? createAuthService(config);
  const signIn = deps.signIn ?? createSignInActors(config, { service });
  const providerError =
    deps.providerError ??
    (() => {
      const returned = returnedErrorOfThisLoad();
      return returned && providerErrorOf(returned);
    });
  const log = deps.log ?? ((message: string) => console.warn(`[single sign-on] ${message}`));
  const readStoredProduct = deps.storedProductId ?? storedProductId;

  return {
    actors: {
      checkSession: fromPromise<SessionCheck, { attempt: number }>(async ({ input }) => {
        const returned = input.attempt === 0 ? providerError() : null;
        if (returned) {
          // spec 8: to the log; the person sees a sentence and can try again.
          log(returned.logMessage);
          throw new SsoError('refused', returned.message, returned.logMessage);
        }
        const sso = session();
        if (input.attempt > 0) sso.retry();
        return sso.settled();
      }),
      redirectToProvider: fromPromise<void, void>(() => session().login()),
      exchangeToken: fromPromise<KcSignIn, void>(async () => {
        // The provider's token (refreshed first when less than 20 s remain: spec 4).
        const jwt = await session().getToken();
        let signedIn: KcSignIn['session'];
        try {
          signedIn = sessionFromToken(await service.exchangeKeycloakToken(jwt), 'keycloak');
        } catch (error) {
          throw new Error(loginFailureMessage(error), { cause: error });
        }
        return { session: signedIn, storedProductId: readStoredProduct() };
      }),
      loadUserName: fromPromise<string | null, void>(async () => {
        try {
          return await session().loadUserName();
        } catch (error) {
          log((error as Partial<SsoProblem>)?.logMessage ?? String(error));
          return null;
        }
      }),
      routeUser: signIn.routeUser,
      signOut: fromPromise<void, void>(() => session().logout()),
    },
    actions: {
      storeSession: signIn.actions.storeSession,
      clearSession: () => clearSession(),
    },
  };
}
