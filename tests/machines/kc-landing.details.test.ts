/**
 * What the /kc landing's walk did not tell apart (found by `npm run test:mutation`, docs/mutation.md): the
 * screen's step while the token is exchanged and while routing decides are two different words.
 */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { kcLandingMachine, selectKcStep, type KcSignIn, type SessionCheck } from '../../machines/kc-landing.machine.ts';
import { modelSession } from '../support/sign-in-fixtures.ts';

describe('kc landing: the step the screen describes', () => {
  it('exchanging, then routing', async () => {
    let exchanged: (signIn: KcSignIn) => void = () => {};
    const actor = createActor(
      kcLandingMachine.provide({
        actors: {
          checkSession: fromPromise<SessionCheck, { attempt: number }>(async () => 'authenticated'),
          loadUserName: fromPromise<string | null, void>(() => new Promise(() => {})),
          exchangeToken: fromPromise<KcSignIn, void>(() => new Promise((resolve) => (exchanged = resolve))),
          routeUser: fromPromise(() => new Promise(() => {})) as never,
        },
      }),
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ signingIn: 'exchanging' })).toBe(true));
    expect(selectKcStep(actor.getSnapshot())).toBe('exchanging');
    exchanged({ session: modelSession(), storedProductId: null });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ signingIn: 'routing' })).toBe(true));
    expect(selectKcStep(actor.getSnapshot())).toBe('routing');
    actor.stop();
  });
});
