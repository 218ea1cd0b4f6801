/**
 * What the user-type routing's walks did not look at (found by `npm run test:mutation`, docs/mutation.md):
 * what each link actor is given, each one's failure, a tab that could not be opened at all, and the session
 * forgotten wherever routing ends without the user getting anywhere.
 */
import { createActor, fromPromise, toPromise, type AnyActorLogic } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  FEATURE_ADMIN_TOOL,
  FEATURE_LOGISTIX,
  ROUTING_FAILED_MESSAGE,
  userTypeRoutingMachine,
  type SignInSession,
  type UserTypeRoutingInput,
} from '../../machines/user-type-routing.machine.ts';
import { modelSession } from '../support/sign-in-fixtures.ts';

type ActorName = 'resolveAppLink' | 'resolveAdminToolLink' | 'resolveLogistixLink' | 'resolveInsightsLink' | 'requestDispatchLink';
const NAMES: ActorName[] = ['resolveAppLink', 'resolveAdminToolLink', 'resolveLogistixLink', 'resolveInsightsLink', 'requestDispatchLink'];

const signedIn = (userType: number, featuresCodes: string[] = []): SignInSession => modelSession({ user: { userType, featuresCodes } });
const routing = (session: SignInSession, extra: Partial<UserTypeRoutingInput> = {}): UserTypeRoutingInput => ({
  session,
  roNumber: null,
  storedProductId: null,
  ...extra,
});

/** Runs routing; `answer` gives each link actor's result (a URL by default), `openTab` the tab's. */
async function route(input: UserTypeRoutingInput, answer: Partial<Record<ActorName, () => Promise<string>>> = {}, openTab?: AnyActorLogic) {
  const calls: Array<[string, unknown]> = [];
  const forgetSession = vi.fn();
  const actors = Object.fromEntries(
    NAMES.map((name) => [
      name,
      fromPromise(async ({ input: given }) => {
        calls.push([name, given]);
        return (answer[name] ?? (async () => `https://apps.example.com/${name}`))();
      }),
    ]),
  );
  const tab =
    openTab ??
    fromPromise(async ({ input: given }) => {
      calls.push(['openTab', given]);
      return true;
    });
  const actor = createActor(userTypeRoutingMachine.provide({ actors: { ...actors, openTab: tab } as never, actions: { forgetSession } }), {
    input,
  }).start();
  const outcome = await toPromise(actor);
  return { outcome, calls, forgetSession };
}

describe('user-type routing: what each link actor is given', () => {
  it('the app link: the session, the app and (app 27 only) the repair order', async () => {
    const session = signedIn(1);
    expect((await route(routing(session, { roNumber: 'RO-1' }))).calls).toEqual([
      ['resolveAppLink', { session, appId: 27, roNumber: 'RO-1' }],
    ]);
  });

  it.each([
    ['admin tool', signedIn(3, [FEATURE_ADMIN_TOOL]), 'resolveAdminToolLink'],
    ['logistix', signedIn(3, [FEATURE_LOGISTIX]), 'resolveLogistixLink'],
    ['insights', signedIn(7), 'resolveInsightsLink'],
  ] as const)('%s: the session', async (_, session, name) => {
    const { calls, outcome } = await route(routing(session));
    expect(calls).toEqual([[name, { session }]]);
    expect(outcome).toEqual({ kind: 'left', url: `https://apps.example.com/${name}` });
  });

  it('dispatch: the session for the redirect token, then the jump address for the tab', async () => {
    const session = signedIn(4);
    expect((await route(routing(session))).calls).toEqual([
      ['requestDispatchLink', { session }],
      ['openTab', { url: 'https://apps.example.com/requestDispatchLink' }],
    ]);
  });
});

describe('user-type routing: a failed call ends failed with its message, and the session is forgotten', () => {
  it.each([
    [signedIn(1), 'resolveAppLink'],
    [signedIn(3, [FEATURE_ADMIN_TOOL]), 'resolveAdminToolLink'],
    [signedIn(3, [FEATURE_LOGISTIX]), 'resolveLogistixLink'],
    [signedIn(7), 'resolveInsightsLink'],
    [signedIn(4), 'requestDispatchLink'],
  ] as const)('%#: %s', async (session, name) => {
    const failing = { [name]: async () => Promise.reject(new Error(`${name} did not answer.`)) };
    const { outcome, forgetSession } = await route(routing(session), failing);
    expect(outcome).toEqual({ kind: 'failed', message: `${name} did not answer.` });
    expect(forgetSession).toHaveBeenCalledTimes(1);
  });

  it('an error without words: the general message', async () => {
    const { outcome } = await route(routing(signedIn(1)), { resolveAppLink: async () => Promise.reject(new Error('')) });
    expect(outcome).toEqual({ kind: 'failed', message: ROUTING_FAILED_MESSAGE });
  });

  it('the session is kept where the user gets somewhere, forgotten when rejected', async () => {
    expect((await route(routing(signedIn(1)))).forgetSession).not.toHaveBeenCalled();
    expect((await route(routing(signedIn(4)))).forgetSession).not.toHaveBeenCalled();
    expect((await route(routing(signedIn(3, ['TRX_REPORTS_VIEW'])))).forgetSession).toHaveBeenCalledTimes(1);
  });
});

describe('user-type routing: a tab that could not be opened at all', () => {
  it('is a blocked tab: the link is offered', async () => {
    const { outcome } = await route(
      routing(signedIn(4)),
      {},
      fromPromise(async () => Promise.reject(new Error('window.open threw'))),
    );
    expect(outcome).toEqual({ kind: 'tabBlocked', url: 'https://apps.example.com/requestDispatchLink' });
  });
});
