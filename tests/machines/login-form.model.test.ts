import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import * as loginForm from '../../machines/login-form.machine.ts';
import { LOGIN_FAILED_MESSAGE, type Credentials, loginFormMachine } from '../../machines/login-form.machine.ts';
import { userTypeRoutingMachine, type SignInSession } from '../../machines/user-type-routing.machine.ts';
import { walkMachine } from '../support/model.ts';
import { actorError, done, modelSession, routingOutcomes } from '../support/sign-in-fixtures.ts';

const session = modelSession({ expires: 'Sat, 21 Nov 2026 13:27:34 GMT' });
const fail = (id: string, message = 'The sign-in service is not available right now.') => actorError(id, new Error(message));

describe('login form machine (spec 4 "Login form", spec 8)', () => {
  it('walks every state and transition', async () => {
    const report = await walkMachine(loginFormMachine, {
      input: { storedProductId: null },
      events: [
        { type: 'credentials.submit', username: 'shop.demo', password: 'Demo-Pass-1' },
        { type: 'credentials.incomplete' },
        done('requestToken', session),
        fail('requestToken'),
        ...routingOutcomes('https://apps.example.com/app27/clientid-login?jwt=x'),
        fail('routeUser'),
      ],
      // What the visitor sees: the state, the message and the offered link (not the session).
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.error, snapshot.context.offeredUrl]),
      assertState: (snapshot) => {
        // The button is disabled exactly while busy; an error is visible only in `failed`.
        expect(loginForm.selectLoginBusy(snapshot as never)).toBe(['loading', 'routing', 'leaving'].includes(String(snapshot.value)));
        if (!snapshot.matches('failed')) expect(loginForm.selectLoginError(snapshot as never)).toBeNull();
        else expect(loginForm.selectLoginError(snapshot as never)).toBeTruthy();
        // The password is never kept once the token call has answered.
        if (!snapshot.matches('loading')) expect(snapshot.context.credentials).toBeNull();
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    expect(report.actions).toContain('storeSession');
  });

  it('submit clears the error and sets loading; failure shows the message and stops loading', async () => {
    let reject: (error: Error) => void = () => {};
    const actor = createActor(
      loginFormMachine.provide({
        actors: {
          requestToken: fromPromise(
            () =>
              new Promise<SignInSession>((_, rejectWith) => {
                reject = rejectWith;
              }),
          ),
        },
      }),
      { input: { storedProductId: null } },
    ).start();
    actor.send({ type: 'credentials.submit', username: 'shop.demo', password: 'wrong' });
    expect(loginForm.selectLoginBusy(actor.getSnapshot())).toBe(true);
    expect(loginForm.selectLoginError(actor.getSnapshot())).toBeNull();
    reject(new Error('The user name or password is incorrect.'));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(loginForm.selectLoginBusy(actor.getSnapshot())).toBe(false);
    expect(loginForm.selectLoginError(actor.getSnapshot())).toBe('The user name or password is incorrect.');

    actor.send({ type: 'credentials.submit', username: 'shop.demo', password: 'wrong' });
    expect(loginForm.selectLoginError(actor.getSnapshot())).toBeNull();
  });

  it('a Login refused by the browser for an empty field after a failure takes the old message away (issue 42)', async () => {
    const actor = createActor(
      loginFormMachine.provide({
        actors: { requestToken: fromPromise(async () => Promise.reject(new Error('The user name or password is incorrect.'))) },
      }),
      { input: { storedProductId: null } },
    ).start();
    actor.send({ type: 'credentials.incomplete' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'credentials.submit', username: 'shop.demo', password: 'wrong' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    actor.send({ type: 'credentials.incomplete' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(loginForm.selectLoginError(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('an error without a message shows the spec default', async () => {
    const actor = createActor(
      loginFormMachine.provide({ actors: { requestToken: fromPromise(async () => Promise.reject(new Error(''))) } }),
      { input: { storedProductId: null } },
    ).start();
    actor.send({ type: 'credentials.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(loginForm.selectLoginError(actor.getSnapshot())).toBe(LOGIN_FAILED_MESSAGE);
    expect(LOGIN_FAILED_MESSAGE).toBe('Invalid username or password. Your password is case sensitive.');
  });

  it('hands the session and the stored product id to the routing machine, and stores the session first', async () => {
    const order: string[] = [];
    const routed = vi.fn();
    const actor = createActor(
      loginFormMachine.provide({
        actors: {
          requestToken: fromPromise(async () => session),
          routeUser: userTypeRoutingMachine.provide({
            actors: {
              resolveAppLink: fromPromise(async ({ input }) => {
                order.push('resolveAppLink');
                routed(input);
                return 'https://apps.example.com/app27/clientid-login?jwt=x';
              }),
            },
            actions: { leaveFor: () => order.push('leaveFor') },
          }),
        },
        actions: { storeSession: () => order.push('storeSession') },
      }),
      { input: { storedProductId: 27 } },
    ).start();
    actor.send({ type: 'credentials.submit', username: 'supplier.demo', password: 'Demo-Pass-1' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('leaving'));
    expect(order).toEqual(['storeSession', 'resolveAppLink', 'leaveFor']);
    expect(routed).toHaveBeenCalledWith(expect.objectContaining({ appId: 27 }));
  });

  it('a dispatch hand-off keeps the form usable; a blocked tab offers the link', async () => {
    const dispatchSession: SignInSession = { ...session, user: { userType: 4, featuresCodes: [] } };
    const run = async (opened: boolean) => {
      const actor = createActor(
        loginFormMachine.provide({
          actors: {
            requestToken: fromPromise(async () => dispatchSession),
            routeUser: userTypeRoutingMachine.provide({
              actors: {
                requestDispatchLink: fromPromise(async () => 'https://apps.example.com/dispatch/crossAppAuth/jump?token=t'),
                openTab: fromPromise(async () => opened),
              },
            }),
          },
        }),
        { input: { storedProductId: null } },
      ).start();
      actor.send({ type: 'credentials.submit', username: 'dispatch.demo', password: 'Demo-Pass-1' });
      await vi.waitFor(() => expect(loginForm.selectLoginBusy(actor.getSnapshot())).toBe(false));
      return actor.getSnapshot();
    };
    const opened = await run(true);
    expect(loginForm.selectHandedOff(opened)).toBe(true);
    expect(loginForm.selectOfferedUrl(opened)).toBeNull();
    const blocked = await run(false);
    expect(loginForm.selectOfferedUrl(blocked)).toBe('https://apps.example.com/dispatch/crossAppAuth/jump?token=t');
  });

  it('an internal user without features goes back to idle with the toast, not a form error', async () => {
    const showToast = vi.fn();
    const actor = createActor(
      loginFormMachine.provide({
        actors: {
          requestToken: fromPromise<SignInSession, Credentials>(async () => ({
            ...session,
            user: { userType: 3, featuresCodes: ['TRX_REPORTS_VIEW'] },
          })),
          routeUser: userTypeRoutingMachine.provide({ actions: { showToast } }),
        },
      }),
      { input: { storedProductId: null } },
    ).start();
    actor.send({ type: 'credentials.submit', username: 'internal.demo', password: 'Demo-Pass-1' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(showToast).toHaveBeenCalledWith(expect.anything(), { message: 'Invalid username or password.' });
    expect(loginForm.selectLoginError(actor.getSnapshot())).toBeNull();
  });
});
