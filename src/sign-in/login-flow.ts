/**
 * The /ops login form's flow: the loginForm machine with the real sign-in actors (the user-type routing
 * machine, destinations, partner messaging). Fetched when the visitor first reaches for the form (focus or
 * submit), not with the landing page: the form is drawn without it (docs/decisions/login-flow-on-first-reach.md).
 */
import { createActor, type SnapshotFrom } from 'xstate';
import {
  loginFormMachine,
  selectHandedOff,
  selectLoginBusy,
  selectLoginError,
  selectOfferedUrl,
} from '../../machines/login-form.machine.ts';
import { storedProductId } from '../actors/auth/stored-product.ts';
import { createSignInActors } from '../actors/auth/sign-in-actors.ts';
import type { AppConfig } from '../config/schema.ts';

/** What the form shows of the flow. */
export interface LoginView {
  busy: boolean;
  error: string | null;
  handedOff: boolean;
  offeredUrl: string | null;
}

export type LoginFlowActor = ReturnType<typeof startLoginFlow>['actor'];

/** Starts one form's flow for this config; the caller stops the actor when the form goes. */
export function startLoginFlow(config: AppConfig) {
  const actors = createSignInActors(config);
  const actor = createActor(
    loginFormMachine.provide({
      actors: { requestToken: actors.requestToken, routeUser: actors.routeUser },
      actions: { storeSession: actors.actions.storeSession },
    }),
    // spec 4: a stored product id 27 overrides the user type; read as the flow starts.
    { input: { storedProductId: storedProductId() } },
  );
  actor.start();
  // The service code loads while the visitor types (it is not part of the landing page either).
  return { actor, preload: actors.preload };
}

export const loginView = (snapshot: SnapshotFrom<typeof loginFormMachine>): LoginView => ({
  busy: selectLoginBusy(snapshot),
  error: selectLoginError(snapshot),
  handedOff: selectHandedOff(snapshot),
  offeredUrl: selectOfferedUrl(snapshot),
});
