/**
 * What the token login's walks did not look at (found by `npm run test:mutation`, docs/mutation.md): the
 * token is sent trimmed and not kept once used, an unknown contactType is refused as an invalid token, a
 * refusal shows the service's words, and a new submit clears the last error.
 */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  EMPTY_TOKEN_MESSAGE,
  INVALID_TOKEN_MESSAGE,
  selectTokenError,
  tokenLoginMachine,
  type TokenLoginResult,
} from '../../machines/token-login.machine.ts';
import { userTypeRoutingMachine } from '../../machines/user-type-routing.machine.ts';
import { modelSession } from '../support/sign-in-fixtures.ts';

const session = modelSession();

/** The machine from `token` in the query; the service answers `answer`, routing's link never comes. */
function started(token: string | null, answer: () => Promise<TokenLoginResult>) {
  const sent = vi.fn();
  const routed = vi.fn();
  const actor = createActor(
    tokenLoginMachine.provide({
      actors: {
        scrubAddress: fromPromise(async () => {}),
        logInWithToken: fromPromise(async ({ input }) => {
          sent(input);
          return answer();
        }),
        routeUser: userTypeRoutingMachine.provide({
          actors: {
            resolveAppLink: fromPromise(async ({ input }) => {
              routed(input);
              return new Promise<string>(() => {});
            }),
          },
        }),
      },
    }),
    { input: { token } },
  ).start();
  return { actor, sent, routed };
}

describe('token login: the token', () => {
  it('from the query is sent trimmed and forgotten once the service answered', async () => {
    const { actor, sent, routed } = started('  admin-token-1 ', async () => ({ session, contactType: 1 }));
    await vi.waitFor(() => expect(routed).toHaveBeenCalled());
    expect(sent).toHaveBeenCalledExactlyOnceWith({ token: 'admin-token-1' });
    expect(routed).toHaveBeenCalledWith(expect.objectContaining({ appId: 27 }));
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(actor.getSnapshot().context.appId).toBe(27);
  });

  it('from the form is sent trimmed; a blank one asks for a token and sends nothing', async () => {
    const { actor, sent } = started(null, () => new Promise(() => {}));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    actor.send({ type: 'token.submit', token: ' \t ' });
    expect(selectTokenError(actor.getSnapshot())).toBe(EMPTY_TOKEN_MESSAGE);
    actor.send({ type: 'token.submit', token: ' admin-token-2 ' });
    expect(actor.getSnapshot().value).toBe('loggingIn');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(sent).toHaveBeenCalledExactlyOnceWith({ token: 'admin-token-2' });
  });

  it('a blank token in the query is no token: the form, nothing sent', async () => {
    const { actor, sent } = started(' \t ', async () => ({ session, contactType: 1 }));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    expect(sent).not.toHaveBeenCalled();
  });

  it('what is kept while logging in is the trimmed token that was sent', async () => {
    const { actor } = started(null, () => new Promise(() => {}));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    actor.send({ type: 'token.submit', token: ' admin-token-2 ' });
    expect(actor.getSnapshot().context.token).toBe('admin-token-2');
  });

  it('a one-character token is a token', async () => {
    const { actor, sent } = started(null, () => new Promise(() => {}));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    actor.send({ type: 'token.submit', token: 'x' });
    expect(sent).toHaveBeenCalledExactlyOnceWith({ token: 'x' });
  });
});

describe('token login: refusals', () => {
  it.each([0, 3, 7])('contactType %i has no application: an invalid token, not kept, nothing routed', async (contactType) => {
    const { actor, routed } = started('admin-token-1', async () => ({ session, contactType }));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(selectTokenError(actor.getSnapshot())).toBe(INVALID_TOKEN_MESSAGE);
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(routed).not.toHaveBeenCalled();
  });

  it("a refusal in the service's words shows them, and the token is not kept", async () => {
    const { actor } = started('admin-token-1', async () => Promise.reject(new Error('This token has expired.')));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(selectTokenError(actor.getSnapshot())).toBe('This token has expired.');
    expect(actor.getSnapshot().context.token).toBeNull();
  });
});
