import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  EMPTY_TOKEN_MESSAGE,
  INVALID_TOKEN_MESSAGE,
  appForContactType,
  selectTokenBusy,
  selectTokenError,
  tokenLoginMachine,
} from '../../machines/token-login.machine.ts';
import { userTypeRoutingMachine, type SignInSession } from '../../machines/user-type-routing.machine.ts';
import { walkMachine } from '../support/model.ts';

const session: SignInSession = {
  accessToken: 'header.payload.signature',
  refreshToken: null,
  expires: null,
  user: { userType: 1, featuresCodes: [] },
};
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const fail = (id: string, message = 'Invalid token') => ({ type: `xstate.error.actor.${id}`, error: new Error(message) }) as never;

describe('token login machine (spec 2 /adminpanel-login, spec 4, 5, 8)', () => {
  it('walks every state and transition, with and without a token in the query', async () => {
    const report = await walkMachine(tokenLoginMachine, {
      inputs: [{ token: 'admin-token-1' }, { token: null }, { token: '   ' }],
      events: [
        done('scrubAddress', undefined),
        fail('scrubAddress', 'The history cannot be rewritten'),
        { type: 'token.submit', token: 'admin-token-2' },
        { type: 'token.submit', token: '  ' },
        done('logInWithToken', { session, contactType: 1 }),
        done('logInWithToken', { session, contactType: 9 }),
        fail('logInWithToken'),
        done('routeUser', { kind: 'left', url: 'https://apps.example.com/app27/clientid-login?jwt=x' }),
        done('routeUser', { kind: 'failed', message: 'The application service is not available right now.' }),
        fail('routeUser'),
      ],
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.error]),
      assertState: (snapshot) => {
        expect(selectTokenBusy(snapshot as never)).toBe(['loggingIn', 'routing', 'leaving'].includes(String(snapshot.value)));
        // An error message shows exactly in `failed`, and nowhere else.
        if (snapshot.matches('failed')) expect(selectTokenError(snapshot as never)).toBeTruthy();
        else expect(selectTokenError(snapshot as never)).toBeNull();
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });

  it('contactType 1 → app 27, 2 → app 25, anything else is not a destination', () => {
    expect(appForContactType(1)).toBe(27);
    expect(appForContactType(2)).toBe(25);
    expect(appForContactType(3)).toBeNull();
  });

  it('a token in the query logs in at once and forces the app of its contactType', async () => {
    const order: string[] = [];
    const resolveAppLink = vi.fn(async (_input: unknown) => 'https://apps.example.com/app25/clientid-login?jwt=x');
    const actor = createActor(
      tokenLoginMachine.provide({
        actors: {
          scrubAddress: fromPromise(async () => {
            order.push('scrubAddress');
          }),
          logInWithToken: fromPromise(async ({ input }) => {
            order.push(`logInWithToken:${input.token}`);
            // A type-1 user whose token says contactType 2 still goes to app 25 (spec 4).
            return { session, contactType: 2 };
          }),
          routeUser: userTypeRoutingMachine.provide({
            actors: { resolveAppLink: fromPromise(async ({ input }) => resolveAppLink(input)) },
            actions: { leaveFor: () => order.push('leaveFor') },
          }),
        },
        actions: { storeSession: () => order.push('storeSession') },
      }),
      { input: { token: 'admin-token-2' } },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('leaving'));
    expect(order).toEqual(['scrubAddress', 'logInWithToken:admin-token-2', 'storeSession', 'leaveFor']);
    expect(resolveAppLink).toHaveBeenCalledWith(expect.objectContaining({ appId: 25 }));
  });

  it("a refused token reads 'Invalid token'; an empty form asks for one", async () => {
    const actor = createActor(
      tokenLoginMachine.provide({ actors: { logInWithToken: fromPromise(async () => ({ session, contactType: 7 })) } }),
      { input: { token: null } },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    actor.send({ type: 'token.submit', token: ' ' });
    expect(selectTokenError(actor.getSnapshot())).toBe(EMPTY_TOKEN_MESSAGE);
    actor.send({ type: 'token.submit', token: 'bad-token' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(selectTokenError(actor.getSnapshot())).toBe(INVALID_TOKEN_MESSAGE);
    expect(actor.getSnapshot().context.token).toBeNull();
  });
});
