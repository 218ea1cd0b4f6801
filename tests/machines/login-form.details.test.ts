/**
 * The login form hands the token actor exactly what the inputs held (spec 4's autofill rule: the view
 * reads the fields themselves); a field the event leaves out is sent empty, never as some other text.
 * Found by `npm run test:mutation` (docs/mutation.md): no test read the token actor's input.
 */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { type Credentials, loginFormMachine } from '../../machines/login-form.machine.ts';
import type { SignInSession } from '../../machines/user-type-routing.machine.ts';

function submitted(event: { username?: string; password?: string }) {
  const requested = vi.fn();
  const actor = createActor(
    loginFormMachine.provide({
      actors: {
        requestToken: fromPromise<SignInSession, Credentials>(({ input }) => {
          requested(input);
          return new Promise(() => {});
        }),
      },
    }),
    { input: { storedProductId: null } },
  ).start();
  actor.send({ type: 'credentials.submit', ...event });
  actor.stop();
  return requested;
}

describe('login form: what the token request carries', () => {
  it('the username and password as submitted', () => {
    expect(submitted({ username: 'shop.demo', password: 'Demo-Pass-1' })).toHaveBeenCalledExactlyOnceWith({
      username: 'shop.demo',
      password: 'Demo-Pass-1',
    });
  });

  it('empty fields when the event carries none', () => {
    expect(submitted({})).toHaveBeenCalledExactlyOnceWith({ username: '', password: '' });
    expect(submitted({ username: 'shop.demo' })).toHaveBeenCalledExactlyOnceWith({ username: 'shop.demo', password: '' });
  });
});
