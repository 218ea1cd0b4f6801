/**
 * The /ops login form's flow: what the loginForm machine is provided with there, the real sign-in actors (the
 * user-type routing machine, destinations, partner messaging). It comes with the /ops page's code, so the form's
 * states are the machine's from the first frame (docs/decisions/login-flow-with-the-page.md); only the service
 * calls behind it arrive later, through their own code loader (src/actors/auth/sign-in-actors.ts).
 */
import type { SignInActors } from '../actors/auth/sign-in-actors.ts';

/**
 * The loginForm machine's effects for `loginFormMachine.provide(...)` in the view's render (docs/architecture.md
 * "One actor idiom"); none without a config (the form as the build draws it, never sent before one is there).
 */
export function loginFormEffects(actors: SignInActors | null) {
  if (!actors) return {};
  return {
    actors: { requestToken: actors.requestToken, routeUser: actors.routeUser },
    actions: { storeSession: actors.actions.storeSession },
  };
}
