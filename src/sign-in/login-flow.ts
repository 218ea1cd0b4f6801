/**
 * The /ops login form's flow: the loginForm machine with the real sign-in actors (the user-type routing
 * machine, destinations, partner messaging). It comes with the /ops page's code, so the form's states are
 * the machine's from the first frame (docs/decisions/login-flow-with-the-page.md); only the service calls
 * behind it arrive later, through their own code loader (src/actors/auth/sign-in-actors.ts).
 */
import { loginFormMachine } from '../../machines/login-form.machine.ts';
import { createSignInActors } from '../actors/auth/sign-in-actors.ts';
import type { AppConfig } from '../../shared/config-schema.ts';

/** The loginForm machine with the real actors for this config, and a way to fetch the service calls ahead of a submit. */
export function loginFlowFor(config: AppConfig) {
  const actors = createSignInActors(config);
  return {
    logic: loginFormMachine.provide({
      actors: { requestToken: actors.requestToken, routeUser: actors.routeUser },
      actions: { storeSession: actors.actions.storeSession },
    }),
    preload: actors.preload,
  };
}
