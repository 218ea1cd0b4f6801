import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import * as autoSignIn from '../../machines/auto-sign-in.machine.ts';
import { autoSignInMachine, type AutoSignInInput } from '../../machines/auto-sign-in.machine.ts';
import { userTypeRoutingMachine, type SignInSession } from '../../machines/user-type-routing.machine.ts';
import { walkMachine } from '../support/model.ts';
import { actorError, done, modelSession, routingOutcomes } from '../support/sign-in-fixtures.ts';

const session: SignInSession = modelSession();
const fail = (id: string, message = 'The user name or password is incorrect.') => actorError(id, new Error(message));
const input = (username: string | null, password: string | null, roNumber: string | null = null): AutoSignInInput => ({
  username,
  password,
  roNumber,
  storedProductId: null,
});

describe('automatic sign-in machine (spec 2 /redirect, spec 4)', () => {
  it('walks every state and transition, with and without credentials', async () => {
    const report = await walkMachine(autoSignInMachine, {
      inputs: [input('shop.demo', 'Demo-Pass-1', 'RO-77'), input(null, null), input('shop.demo', null)],
      events: [
        done('scrubAddress', undefined),
        fail('scrubAddress', 'history is read-only'),
        done('requestToken', session),
        fail('requestToken'),
        ...routingOutcomes('https://apps.example.com/app27/clientid-login?atoken=x&ronumber=RO-77'),
        fail('routeUser', 'The application service took too long to answer.'),
      ],
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.error, snapshot.context.offeredUrl]),
      assertState: (snapshot) => {
        // What each state shows, written down independently of the machine's tags.
        const views: Record<string, { busy: boolean; error: boolean; over: boolean }> = {
          checking: { busy: false, error: false, over: false },
          missingCredentials: { busy: false, error: false, over: true },
          signingIn: { busy: true, error: false, over: false },
          routing: { busy: true, error: false, over: false },
          leaving: { busy: true, error: false, over: true },
          handedOff: { busy: false, error: false, over: true },
          linkOffered: { busy: false, error: false, over: true },
          rejected: { busy: false, error: true, over: true },
          failed: { busy: false, error: true, over: true },
        };
        const view = views[snapshot.value as string];
        expect(view, `no expectation for state ${JSON.stringify(snapshot.value)}`).toBeDefined();
        expect(autoSignIn.selectAutoBusy(snapshot as never)).toBe(view?.busy);
        expect(Boolean(autoSignIn.selectAutoError(snapshot as never))).toBe(view?.error);
        expect(snapshot.status === 'done').toBe(view?.over);
        expect(autoSignIn.selectAutoMissing(snapshot as never)).toBe(snapshot.value === 'missingCredentials');
        expect(autoSignIn.selectAutoHandedOff(snapshot as never)).toBe(snapshot.value === 'handedOff');
        expect(Boolean(autoSignIn.selectAutoOfferedUrl(snapshot as never))).toBe(snapshot.value === 'linkOffered');
        // Every end shows something: busy, an error, a hand-off, a link, or the missing-details page.
        if (snapshot.status === 'done' && !snapshot.matches('leaving')) {
          const shown = [
            autoSignIn.selectAutoError,
            autoSignIn.selectAutoHandedOff,
            autoSignIn.selectAutoMissing,
            autoSignIn.selectAutoOfferedUrl,
          ].some((select) => Boolean(select(snapshot as never)));
          expect(shown, `nothing shown in ${JSON.stringify(snapshot.value)}`).toBe(true);
        }
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });

  it('scrubs the address before the token request starts, and passes the ronumber to routing', async () => {
    const order: string[] = [];
    const resolveAppLink = vi.fn(async (_input: unknown) => 'https://apps.example.com/app27/clientid-login?atoken=x&ronumber=RO-77');
    const actor = createActor(
      autoSignInMachine.provide({
        actors: {
          scrubAddress: fromPromise(async () => {
            order.push('scrubAddress');
          }),
          requestToken: fromPromise(async ({ input: credentials }) => {
            order.push(`requestToken:${credentials.username}`);
            return session;
          }),
          routeUser: userTypeRoutingMachine.provide({
            actors: { resolveAppLink: fromPromise(async ({ input: linkInput }) => resolveAppLink(linkInput)) },
            actions: { leaveFor: () => order.push('leaveFor') },
          }),
        },
        actions: { storeSession: () => order.push('storeSession') },
      }),
      { input: input('shop.demo', 'Demo-Pass-1', 'RO-77') },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('leaving'));
    expect(order).toEqual(['scrubAddress', 'requestToken:shop.demo', 'storeSession', 'leaveFor']);
    expect(resolveAppLink).toHaveBeenCalledWith(expect.objectContaining({ appId: 27, roNumber: 'RO-77' }));
    expect(actor.getSnapshot().context.credentials).toBeNull();
  });

  it('missing credentials: the address is still scrubbed and nothing is requested', async () => {
    const scrubbed = vi.fn();
    const requestToken = vi.fn();
    const actor = createActor(
      autoSignInMachine.provide({
        actors: {
          scrubAddress: fromPromise(async () => scrubbed()),
          requestToken: fromPromise(async () => requestToken()),
        },
      }),
      { input: input('shop.demo', null) },
    ).start();
    await vi.waitFor(() => expect(autoSignIn.selectAutoMissing(actor.getSnapshot())).toBe(true));
    expect(scrubbed).toHaveBeenCalledTimes(1);
    expect(requestToken).not.toHaveBeenCalled();
    expect(autoSignIn.selectAutoBusy(actor.getSnapshot())).toBe(false);
  });

  it('a refused sign-in shows its message', async () => {
    const actor = createActor(
      autoSignInMachine.provide({
        actors: { requestToken: fromPromise(async () => Promise.reject(new Error('The user name or password is incorrect.'))) },
      }),
      { input: input('shop.demo', 'wrong') },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(autoSignIn.selectAutoError(actor.getSnapshot())).toBe('The user name or password is incorrect.');
  });
});
