import { createActor, fromPromise, toPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  APP_CUSTOMER,
  APP_SUPPLIER,
  FEATURE_ADMIN_TOOL,
  FEATURE_LOGISTIX,
  INTERNAL_REJECTED_MESSAGE,
  UNKNOWN_TYPE_MESSAGE,
  userTypeRoutingMachine,
  type SignInSession,
  type UserTypeRoutingInput,
} from '../../machines/user-type-routing.machine.ts';
import { walkMachine } from '../support/model.ts';

const session = (userType: number, featuresCodes: string[] = []): SignInSession => ({
  accessToken: 'header.payload.signature',
  refreshToken: 'refresh',
  expires: 'Sat, 21 Nov 2026 13:27:34 GMT',
  user: { userType, featuresCodes },
});
const input = (userType: number, extra: Partial<UserTypeRoutingInput> = {}, features: string[] = []): UserTypeRoutingInput => ({
  session: session(userType, features),
  roNumber: null,
  storedProductId: null,
  ...extra,
});

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const fail = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(`${id} failed`) }) as never;

/**
 * The route spec 4 gives each kind of user, written down independently of the machine's guards: the
 * states it may pass through and, for apps 27/25, which one.
 */
function expectedRoute(context: { session: SignInSession; storedProductId: number | null; forcedAppId: number | null }): {
  states: string[];
  appId: number | null;
} {
  const link = (state: string) => ['deciding', state, 'leaving', 'failed'];
  if (context.forcedAppId !== null) return { states: link('fetchingAppLink'), appId: context.forcedAppId };
  if (context.storedProductId === 27) return { states: link('fetchingAppLink'), appId: APP_CUSTOMER };
  const { userType, featuresCodes } = context.session.user;
  if (userType === 1) return { states: link('fetchingAppLink'), appId: APP_CUSTOMER };
  if (userType === 2) return { states: link('fetchingAppLink'), appId: APP_SUPPLIER };
  if (userType === 3) {
    const internal = ['deciding', 'internal'];
    if (featuresCodes.includes(FEATURE_ADMIN_TOOL))
      return { states: [...internal, 'resolvingAdminToolLink', 'leaving', 'failed'], appId: null };
    if (featuresCodes.includes(FEATURE_LOGISTIX))
      return { states: [...internal, 'resolvingLogistixLink', 'leaving', 'failed'], appId: null };
    return { states: [...internal, 'rejected'], appId: null };
  }
  if (userType === 4)
    return { states: ['deciding', 'requestingDispatchLink', 'openingTab', 'tabOpened', 'tabBlocked', 'failed'], appId: null };
  if (userType === 7) return { states: link('resolvingInsightsLink'), appId: null };
  return { states: ['deciding', 'failed'], appId: null };
}

describe('user-type routing machine (spec 4 "Next step", spec 6)', () => {
  it('walks every state and transition, from every kind of user', async () => {
    const ids = ['resolveAppLink', 'resolveAdminToolLink', 'resolveLogistixLink', 'resolveInsightsLink', 'requestDispatchLink'];
    const report = await walkMachine(userTypeRoutingMachine, {
      inputs: [
        input(1),
        input(2),
        input(3, {}, [FEATURE_ADMIN_TOOL]),
        input(3, {}, [FEATURE_LOGISTIX]),
        input(3, {}, ['TRX_REPORTS_VIEW']),
        input(4),
        input(7),
        input(9),
        input(2, { storedProductId: 27 }),
        input(7, { forcedAppId: APP_SUPPLIER }),
      ],
      events: [
        ...ids.flatMap((id) => [done(id, `https://apps.example.com/${id}`), fail(id)]),
        done('openTab', true),
        done('openTab', false),
        fail('openTab'),
      ],
      assertState: (snapshot, executed) => {
        const context = snapshot.context as {
          session: SignInSession;
          storedProductId: number | null;
          forcedAppId: number | null;
          appId: number | null;
          url: string | null;
        };
        const route = expectedRoute(context);
        const state = snapshot.value as string;
        // Only the states of this user's route (spec 4 table, written down here) are ever entered.
        expect(route.states, `${state} is not on the route of user type ${context.session.user.userType}`).toContain(state);
        const busy = !['tabOpened', 'tabBlocked', 'rejected', 'failed'].includes(state);
        expect(snapshot.hasTag('busy')).toBe(busy);
        expect(snapshot.hasTag('error')).toBe(state === 'rejected' || state === 'failed');
        if (state === 'fetchingAppLink' || (state === 'leaving' && route.appId !== null)) expect(context.appId).toBe(route.appId);
        if (state === 'leaving') {
          expect(executed).toContain('leaveFor');
          expect(snapshot.output).toEqual({ kind: 'left', url: context.url });
        }
        // Routing stores no session: the sign-in that invokes it stored it once, before routing began
        // (machines/sign-in-shared.ts; tests/machines/sign-in-shared.test.ts checks that a dispatch
        // user's session is stored exactly once, before the redirect token is asked for).
        expect(executed).not.toContain('storeSession');
        if (state === 'tabOpened' || state === 'tabBlocked') expect(snapshot.output).toEqual({ kind: state, url: context.url });
        if (state === 'rejected') expect(snapshot.output).toEqual({ kind: 'rejected', message: INTERNAL_REJECTED_MESSAGE });
        if (state === 'failed') expect(snapshot.output).toEqual({ kind: 'failed', message: expect.any(String) });
        if (snapshot.status !== 'done') expect(snapshot.output).toBeUndefined();
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    expect(report.actions).toContain('leaveFor');
    expect(report.actions).toContain('showToast');
  });

  /** Runs the machine with recorded actors; returns the outcome and what was asked of them. */
  async function route(routingInput: UserTypeRoutingInput, opened = true) {
    const calls: Array<[string, unknown]> = [];
    const link = <TInput>(name: string) =>
      fromPromise<string, TInput>(async ({ input: actorInput }) => {
        calls.push([name, actorInput]);
        return `https://apps.example.com/${name}`;
      });
    const leaveFor = vi.fn();
    const showToast = vi.fn();
    const actor = createActor(
      userTypeRoutingMachine.provide({
        actors: {
          resolveAppLink: link('resolveAppLink'),
          resolveAdminToolLink: link('resolveAdminToolLink'),
          resolveLogistixLink: link('resolveLogistixLink'),
          resolveInsightsLink: link('resolveInsightsLink'),
          requestDispatchLink: link('requestDispatchLink'),
          openTab: fromPromise(async ({ input: actorInput }: { input: { url: string } }) => {
            calls.push(['openTab', actorInput]);
            return opened;
          }),
        },
        actions: { leaveFor, showToast },
      }),
      { input: routingInput },
    );
    actor.start();
    const outcome = await toPromise(actor);
    return { outcome, calls, leaveFor, showToast };
  }

  it('sends types 1 and 2 to apps 27 and 25, and only app 27 carries the ronumber', async () => {
    const customer = await route(input(1, { roNumber: 'RO-1' }));
    expect(customer.calls).toEqual([['resolveAppLink', expect.objectContaining({ appId: APP_CUSTOMER, roNumber: 'RO-1' })]]);
    expect(customer.outcome).toEqual({ kind: 'left', url: 'https://apps.example.com/resolveAppLink' });
    expect(customer.leaveFor).toHaveBeenCalledWith(expect.anything(), { url: 'https://apps.example.com/resolveAppLink' });

    const supplier = await route(input(2, { roNumber: 'RO-1' }));
    expect(supplier.calls).toEqual([['resolveAppLink', expect.objectContaining({ appId: APP_SUPPLIER, roNumber: null })]]);
  });

  it('a stored product id 27 overrides the type; a forced app (admin token) overrides both', async () => {
    expect((await route(input(7, { storedProductId: 27 }))).calls[0]).toEqual(['resolveAppLink', expect.objectContaining({ appId: 27 })]);
    expect((await route(input(7, { storedProductId: 25 }))).calls[0]?.[0]).toBe('resolveInsightsLink');
    expect((await route(input(1, { storedProductId: 27, forcedAppId: 25 }))).calls[0]).toEqual([
      'resolveAppLink',
      expect.objectContaining({ appId: 25 }),
    ]);
  });

  it('internal users: admin tool, logistix, else the toast and no navigation', async () => {
    expect((await route(input(3, {}, [FEATURE_ADMIN_TOOL, FEATURE_LOGISTIX]))).calls[0]?.[0]).toBe('resolveAdminToolLink');
    expect((await route(input(3, {}, [FEATURE_LOGISTIX]))).calls[0]?.[0]).toBe('resolveLogistixLink');
    const internal = await route(input(3, {}, ['TRX_REPORTS_VIEW']));
    expect(internal.outcome).toEqual({ kind: 'rejected', message: INTERNAL_REJECTED_MESSAGE });
    expect(internal.showToast).toHaveBeenCalledWith(expect.anything(), { message: 'Invalid username or password.' });
    expect(internal.leaveFor).not.toHaveBeenCalled();
  });

  it('dispatch users: the redirect token is asked for, then a new tab (the session was stored before: sign-in-shared.test.ts)', async () => {
    const dispatch = await route(input(4));
    expect(dispatch.calls.map(([name]) => name)).toEqual(['requestDispatchLink', 'openTab']);
    expect(dispatch.outcome).toEqual({ kind: 'tabOpened', url: 'https://apps.example.com/requestDispatchLink' });
    expect(dispatch.leaveFor).not.toHaveBeenCalled();
    expect((await route(input(4), false)).outcome).toEqual({ kind: 'tabBlocked', url: 'https://apps.example.com/requestDispatchLink' });
  });

  it('an unknown type ends in a shown error, and so does a failed call', async () => {
    expect((await route(input(5))).outcome).toEqual({ kind: 'failed', message: UNKNOWN_TYPE_MESSAGE });
    const actor = createActor(
      userTypeRoutingMachine.provide({
        actors: { resolveAppLink: fromPromise(async () => Promise.reject(new Error('The navigation service is not answering.'))) },
      }),
      { input: input(1) },
    ).start();
    expect(await toPromise(actor)).toEqual({ kind: 'failed', message: 'The navigation service is not answering.' });
  });
});
