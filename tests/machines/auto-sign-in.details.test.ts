/**
 * What the automatic sign-in's walks did not look at (found by `npm run test:mutation`, docs/mutation.md):
 * which address values count as credentials, what the token request and the routing are given, and that
 * the password is not kept once the token call answered.
 */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { autoSignInMachine, selectAutoMissing, type AutoSignInInput } from '../../machines/auto-sign-in.machine.ts';
import { userTypeRoutingMachine, type SignInSession } from '../../machines/user-type-routing.machine.ts';
import { modelSession } from '../support/sign-in-fixtures.ts';

const session: SignInSession = modelSession();
const query = (extra: Partial<AutoSignInInput>): AutoSignInInput => ({
  username: 'shop.demo',
  password: 'Demo-Pass-1',
  roNumber: null,
  storedProductId: null,
  ...extra,
});

/** The machine with a recorded token request (answered by `answer`) and a recorded routing. */
function started(input: AutoSignInInput, answer: () => Promise<SignInSession> = async () => session) {
  const requested = vi.fn();
  const routed = vi.fn();
  const actor = createActor(
    autoSignInMachine.provide({
      actors: {
        scrubAddress: fromPromise(async () => {}),
        requestToken: fromPromise(async ({ input: credentials }) => {
          requested(credentials);
          return answer();
        }),
        routeUser: userTypeRoutingMachine.provide({
          actors: {
            resolveAppLink: fromPromise(async ({ input: given }) => {
              routed(given);
              return new Promise<string>(() => {});
            }),
          },
        }),
      },
    }),
    { input },
  ).start();
  return { actor, requested, routed };
}

describe('automatic sign-in: what counts as credentials', () => {
  it.each([
    ['no username', { username: null }],
    ['an empty username', { username: '' }],
    ['no password', { password: null }],
    ['an empty password', { password: '' }],
  ])('%s: missing, nothing requested', async (_, extra) => {
    const { actor, requested } = started(query(extra));
    await vi.waitFor(() => expect(selectAutoMissing(actor.getSnapshot())).toBe(true));
    expect(actor.getSnapshot().context.credentials).toBeNull();
    expect(requested).not.toHaveBeenCalled();
  });

  it('both given: the token request carries them as the address gave them', async () => {
    const { actor, requested } = started(query({}), () => new Promise(() => {}));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('signingIn'));
    expect(requested).toHaveBeenCalledExactlyOnceWith({ username: 'shop.demo', password: 'Demo-Pass-1' });
  });
});

describe('automatic sign-in: what routing is given, and what is forgotten', () => {
  it('the session, the repair order and the stored product id go to routing; the password is not kept', async () => {
    const { actor, routed } = started(query({ roNumber: 'RO-77', storedProductId: 27 }));
    await vi.waitFor(() => expect(routed).toHaveBeenCalled());
    expect(routed).toHaveBeenCalledExactlyOnceWith({ session, appId: 27, roNumber: 'RO-77' });
    expect(actor.getSnapshot().context.credentials).toBeNull();
    expect(actor.getSnapshot().context.session).toEqual(session);
  });

  it('an empty repair order is none', async () => {
    const { routed } = started(query({ roNumber: '' }));
    await vi.waitFor(() => expect(routed).toHaveBeenCalled());
    expect(routed).toHaveBeenCalledWith(expect.objectContaining({ roNumber: null }));
  });

  it('a stored product id 27 reaches routing (it overrides the user type)', async () => {
    const supplier = modelSession({ user: { userType: 2, featuresCodes: [] } });
    const { routed } = started(query({ storedProductId: 27 }), async () => supplier);
    await vi.waitFor(() => expect(routed).toHaveBeenCalled());
    expect(routed).toHaveBeenCalledWith(expect.objectContaining({ appId: 27 }));
  });

  it('a refused sign-in forgets the password too', async () => {
    const { actor } = started(query({}), async () => Promise.reject(new Error('The user name or password is incorrect.')));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context.credentials).toBeNull();
  });
});
