/**
 * Issue 30 item 5: a sign-in that routing refuses (an internal user without admin features) or cannot finish
 * (a failed link, an unknown type) forgets the session stored before routing; a finished one does not.
 */
import { createActor, fromPromise, toPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { userTypeRoutingMachine, type UserTypeRoutingInput } from '../../machines/user-type-routing.machine.ts';

const input = (userType: number, features: string[] = []): UserTypeRoutingInput => ({
  session: { accessToken: 'a', refreshToken: 'r', expires: null, user: { userType, featuresCodes: features } },
  roNumber: null,
  storedProductId: null,
});

async function route(routingInput: UserTypeRoutingInput, link: () => Promise<string> = async () => 'https://apps.example.com/x') {
  const forgetSession = vi.fn();
  const actor = createActor(
    userTypeRoutingMachine.provide({
      actors: {
        resolveAppLink: fromPromise(link),
        resolveAdminToolLink: fromPromise(link),
        resolveLogistixLink: fromPromise(link),
        resolveInsightsLink: fromPromise(link),
        requestDispatchLink: fromPromise(link),
        openTab: fromPromise(async () => true),
      },
      actions: { leaveFor: () => {}, showToast: () => {}, forgetSession },
    }),
    { input: routingInput },
  );
  actor.start();
  const outcome = await toPromise(actor);
  return { kind: (outcome as { kind: string }).kind, forgot: forgetSession.mock.calls.length };
}

describe('routing forgets the session of a sign-in it refuses or cannot finish', () => {
  it('an internal user without admin features (internal.demo): rejected, session forgotten once', async () => {
    expect(await route(input(3, ['TRX_REPORTS_VIEW']))).toEqual({ kind: 'rejected', forgot: 1 });
  });

  it('a refused destination (the link cannot be resolved) and an unknown type: failed, session forgotten', async () => {
    expect(
      await route(input(1), async () => {
        throw new Error('The application address is not on a configured origin.');
      }),
    ).toEqual({ kind: 'failed', forgot: 1 });
    expect(await route(input(99))).toEqual({ kind: 'failed', forgot: 1 });
  });

  it('a finished sign-in keeps it (left for the destination, or the dispatch tab opened)', async () => {
    expect(await route(input(1))).toEqual({ kind: 'left', forgot: 0 });
    expect(await route(input(4))).toEqual({ kind: 'tabOpened', forgot: 0 });
  });
});
