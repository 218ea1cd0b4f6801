/**
 * What the sign-in machines' walks did not look at (found by `npm run test:mutation`, docs/mutation.md):
 * when routing fails with its own words, the sign-in shows those words, not its default.
 */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { LOGIN_FAILED_MESSAGE, loginFormMachine, selectLoginError } from '../../machines/login-form.machine.ts';
import { outcomeMessage } from '../../machines/sign-in-shared.ts';
import type { RoutingOutcome } from '../../machines/user-type-routing.machine.ts';
import { modelSession } from '../support/sign-in-fixtures.ts';

describe("sign-in: the routing outcome's message", () => {
  it('a failed or rejected outcome carries its own words; the others fall back', () => {
    expect(outcomeMessage({ kind: 'failed', message: 'Your application could not be opened.' }, 'fallback')).toBe(
      'Your application could not be opened.',
    );
    expect(outcomeMessage({ kind: 'rejected', message: 'Invalid username or password.' }, 'fallback')).toBe(
      'Invalid username or password.',
    );
    expect(outcomeMessage({ kind: 'tabBlocked', url: 'https://apps.example.com/jump' }, 'fallback')).toBe('fallback');
  });

  it("the login form shows routing's failure in routing's words", async () => {
    const failed: RoutingOutcome = { kind: 'failed', message: 'Your account is not set up for any application yet.' };
    const actor = createActor(
      loginFormMachine.provide({
        actors: { requestToken: fromPromise(async () => modelSession()), routeUser: fromPromise(async () => failed) as never },
      }),
      { input: { storedProductId: null } },
    ).start();
    actor.send({ type: 'credentials.submit', username: 'shop.demo', password: 'Demo-Pass-1' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(selectLoginError(actor.getSnapshot())).toBe(failed.message);
    expect(selectLoginError(actor.getSnapshot())).not.toBe(LOGIN_FAILED_MESSAGE);
  });
});
