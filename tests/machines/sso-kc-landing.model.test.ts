import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  kcLandingMachine,
  type KcSignIn,
  type SessionCheck,
  selectKcBusy,
  selectKcError,
  selectKcOfferedUrl,
  selectKcStep,
  selectKcUserName,
} from '../../machines/kc-landing.machine.ts';
import { userTypeRoutingMachine, type UserTypeRoutingInput } from '../../machines/user-type-routing.machine.ts';
import { walkMachine } from '../support/model.ts';
import { actorError as fail, done, modelSession, sessionEnded as ended, unreachable } from '../support/sign-in-fixtures.ts';

const session = modelSession({ expires: 'Sat, 21 Nov 2026 13:27:34 GMT' });

describe('/kc landing machine (spec 2 /kc, spec 4, 6)', () => {
  it('walks every state and transition', async () => {
    const report = await walkMachine(kcLandingMachine, {
      events: [
        done('checkSession', 'authenticated'),
        done('checkSession', 'unauthenticated'),
        fail('checkSession', unreachable),
        fail('redirectToProvider', unreachable),
        done('loadUserName', 'Sam Demo'),
        done('exchangeToken', { session, storedProductId: null }),
        fail('exchangeToken', ended),
        fail('exchangeToken', new Error('The sign-in service is not available right now.')),
        done('routeUser', { kind: 'left', url: 'https://apps.example.com/app27/clientid-login?jwt=x' }),
        done('routeUser', { kind: 'tabOpened', url: 'https://apps.example.com/dispatch/crossAppAuth/jump?token=t' }),
        done('routeUser', { kind: 'tabBlocked', url: 'https://apps.example.com/dispatch/crossAppAuth/jump?token=t' }),
        done('routeUser', { kind: 'rejected', message: 'Invalid username or password.' }),
        fail('routeUser', new Error('Your application could not be opened.')),
        { type: 'kc.retry' },
        { type: 'kc.signOut' },
        done('signOut', undefined),
        fail('signOut', unreachable),
      ],
      // What the person sees: the step, the name, the message and the offered link.
      serializeState: (snapshot) =>
        JSON.stringify([
          snapshot.value,
          snapshot.context.userName,
          snapshot.context.error,
          snapshot.context.offeredUrl,
          snapshot.context.attempt > 0,
        ]),
      assertState: (snapshot) => {
        const step = selectKcStep(snapshot as never);
        // The progress bar runs exactly while the flow is under way; never in `failed`.
        expect(selectKcBusy(snapshot as never)).toBe(
          ['checking', 'redirecting', 'exchanging', 'routing', 'leaving', 'signingOut'].includes(step),
        );
        // A failure always carries a message; nothing else shows one.
        if (step === 'failed' || step === 'signOutFailed') expect(selectKcError(snapshot as never)).toBeTruthy();
        else expect(selectKcError(snapshot as never)).toBeNull();
        if (step === 'linkOffered') expect(selectKcOfferedUrl(snapshot as never)).toMatch(/^https:/);
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    expect(report.actions).toContain('storeSession');
    expect(report.actions).toContain('clearSession');
  });

  it('sign-out (docs/decisions/session-lifecycle.md): signing out forgets the portal session first, then ends single sign-on; a failure says so and can be tried again', async () => {
    const order: string[] = [];
    let failNext = true;
    const actor = createActor(
      kcLandingMachine.provide({
        actors: {
          checkSession: fromPromise<SessionCheck, { attempt: number }>(async () => 'authenticated'),
          loadUserName: fromPromise<string | null, void>(async () => 'Sam Demo'),
          exchangeToken: fromPromise<KcSignIn, void>(async () => ({
            session: { ...session, user: { userType: 4, featuresCodes: [] } },
            storedProductId: null,
          })),
          routeUser: fromPromise(async () => ({
            kind: 'tabOpened',
            url: 'https://apps.example.com/dispatch/crossAppAuth/jump?token=t',
          })) as never,
          signOut: fromPromise<void, void>(async () => {
            order.push('signOut');
            if (failNext) {
              failNext = false;
              throw unreachable;
            }
            return new Promise<void>(() => {});
          }),
        },
        actions: { storeSession: () => order.push('storeSession'), clearSession: () => order.push('clearSession') },
      }),
    ).start();
    await vi.waitFor(() => expect(selectKcStep(actor.getSnapshot())).toBe('handedOff'));
    actor.send({ type: 'kc.signOut' });
    await vi.waitFor(() => expect(selectKcStep(actor.getSnapshot())).toBe('signOutFailed'));
    expect(selectKcError(actor.getSnapshot())).toBe(unreachable.message);
    // "Try again" sends the one retry: the machine knows it was the sign-out that failed.
    expect(actor.getSnapshot().can({ type: 'kc.signOut' })).toBe(false);
    actor.send({ type: 'kc.retry' });
    expect(selectKcStep(actor.getSnapshot())).toBe('signingOut');
    expect(selectKcError(actor.getSnapshot())).toBeNull();
    expect(order).toEqual(['storeSession', 'clearSession', 'signOut', 'clearSession', 'signOut']);
  });

  it('signed in: exchanges, stores and routes by userType; the name is loaded at the same time', async () => {
    const order: string[] = [];
    const actor = createActor(
      kcLandingMachine.provide({
        actors: {
          checkSession: fromPromise<SessionCheck, { attempt: number }>(async () => 'authenticated'),
          loadUserName: fromPromise<string | null, void>(async () => {
            order.push('loadUserName');
            return 'Sam Demo';
          }),
          exchangeToken: fromPromise<KcSignIn, void>(async () => {
            order.push('exchangeToken');
            return { session, storedProductId: null };
          }),
          routeUser: userTypeRoutingMachine.provide({
            actors: { resolveAppLink: fromPromise(async () => 'https://apps.example.com/app27/clientid-login?jwt=x') },
            actions: { leaveFor: (_, { url }) => order.push(`leaveFor:${url}`) },
          }),
        },
        actions: { storeSession: () => order.push('storeSession') },
      }),
    ).start();
    await vi.waitFor(() => expect(selectKcStep(actor.getSnapshot())).toBe('leaving'));
    expect(order.slice(0, 2).sort()).toEqual(['exchangeToken', 'loadUserName']);
    expect(order.slice(2)).toEqual(['storeSession', 'leaveFor:https://apps.example.com/app27/clientid-login?jwt=x']);
    expect(selectKcUserName(actor.getSnapshot())).toBe('Sam Demo');
  });

  it('not signed in: the guard sends the person to the provider', async () => {
    const redirect = vi.fn(() => new Promise<void>(() => {}));
    const actor = createActor(
      kcLandingMachine.provide({
        actors: {
          checkSession: fromPromise<SessionCheck, { attempt: number }>(async () => 'unauthenticated'),
          redirectToProvider: fromPromise(redirect),
        },
      }),
    ).start();
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    expect(selectKcStep(actor.getSnapshot())).toBe('redirecting');
  });

  it('a session that ended when the token was asked for leads to the provider, not to an error', async () => {
    const attempts: number[] = [];
    const redirect = vi.fn(() => new Promise<void>(() => {}));
    const actor = createActor(
      kcLandingMachine.provide({
        actors: {
          checkSession: fromPromise<SessionCheck, { attempt: number }>(async ({ input }) => {
            attempts.push(input.attempt);
            return input.attempt === 0 ? 'authenticated' : 'unauthenticated';
          }),
          loadUserName: fromPromise<string | null, void>(async () => null),
          exchangeToken: fromPromise<KcSignIn, void>(async () => {
            throw ended;
          }),
          redirectToProvider: fromPromise(redirect),
        },
      }),
    ).start();
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    expect(attempts).toEqual([0, 1]);
    expect(selectKcError(actor.getSnapshot())).toBeNull();
  });

  it('the provider unreachable: a message and a retry, which checks again', async () => {
    const checks = vi.fn(async ({ input }: { input: { attempt: number } }): Promise<SessionCheck> => {
      if (input.attempt === 0) throw unreachable;
      return 'unauthenticated';
    });
    const actor = createActor(
      kcLandingMachine.provide({
        actors: { checkSession: fromPromise(checks), redirectToProvider: fromPromise(() => new Promise<void>(() => {})) },
      }),
    ).start();
    await vi.waitFor(() => expect(selectKcStep(actor.getSnapshot())).toBe('failed'));
    expect(selectKcError(actor.getSnapshot())).toBe(unreachable.message);
    expect(selectKcBusy(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'kc.retry' });
    await vi.waitFor(() => expect(selectKcStep(actor.getSnapshot())).toBe('redirecting'));
    expect(checks).toHaveBeenCalledTimes(2);
  });

  it('spec 4: the product id stored in the browser, as the exchange read it, goes to the routing', async () => {
    const routed: UserTypeRoutingInput[] = [];
    const actor = createActor(
      kcLandingMachine.provide({
        actors: {
          checkSession: fromPromise<SessionCheck, { attempt: number }>(async () => 'authenticated'),
          loadUserName: fromPromise<string | null, void>(async () => null),
          exchangeToken: fromPromise<KcSignIn, void>(async () => ({ session, storedProductId: 27 })),
          routeUser: fromPromise(async ({ input }: { input: UserTypeRoutingInput }) => {
            routed.push(input);
            return new Promise<never>(() => {});
          }) as never,
        },
        actions: { storeSession: () => {} },
      }),
    ).start();
    await vi.waitFor(() => expect(routed).toHaveLength(1));
    expect(routed[0]).toMatchObject({ session, storedProductId: 27, roNumber: null });
    expect(actor.getSnapshot().context.storedProductId).toBe(27);
  });
});
