/**
 * What the single-sign-on session's walks did not look at (found by `npm run test:mutation`, docs/mutation.md):
 * which problem each failed actor leaves in the context and in the log, what counts as a problem, which
 * problems send the person to sign in, and the message of an actor nobody provided.
 */
import { createActor, fromPromise, type AnyActorLogic } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  SSO_FAILED_MESSAGE,
  isSessionEnded,
  isSsoProblem,
  needsSignIn,
  selectSsoMessage,
  ssoSessionMachine,
  type SessionTokens,
  type SsoProblem,
} from '../../machines/sso-session.machine.ts';
import { sessionEnded, unreachable } from '../support/sign-in-fixtures.ts';

const first: SessionTokens = { token: 'token-1', expiresAt: 1_000_000, subject: 'sso.demo' };
const never = () => new Promise<never>(() => {});
const refused: SsoProblem = { kind: 'refused', message: 'The single sign-on service refused the request.', logMessage: '503' };

/** The machine with the given actors (the others never answer) and a recorded log. */
function session(actors: Partial<Record<'initialise' | 'probeProvider' | 'refreshToken' | 'redirectToLogin', AnyActorLogic>>) {
  const log = vi.fn();
  const actor = createActor(
    ssoSessionMachine.provide({
      actors: {
        initialise: fromPromise(never),
        probeProvider: fromPromise(never),
        refreshToken: fromPromise(never),
        redirectToLogin: fromPromise(never),
        ...actors,
      } as never,
      actions: { log: (_, params) => log(params.problem) },
    }),
  ).start();
  return { actor, log };
}

describe('single-sign-on session: the problem each failure leaves', () => {
  it('the check failing keeps its problem and logs it', async () => {
    const { actor, log } = session({ initialise: fromPromise(async () => Promise.reject(refused)) });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('unavailable'));
    expect(actor.getSnapshot().context.problem).toEqual(refused);
    expect(log).toHaveBeenCalledExactlyOnceWith(refused);
  });

  it('the probe finding the provider unreachable keeps that problem and logs it', async () => {
    const { actor, log } = session({ probeProvider: fromPromise(async () => Promise.reject(unreachable)) });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('unavailable'));
    expect(actor.getSnapshot().context.problem).toEqual(unreachable);
    expect(log).toHaveBeenCalledExactlyOnceWith(unreachable);
  });

  it('the redirect to the login page failing keeps its problem and logs it', async () => {
    const { actor, log } = session({
      initialise: fromPromise(async () => null),
      redirectToLogin: fromPromise(async () => Promise.reject(unreachable)),
    });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('unauthenticated'));
    actor.send({ type: 'session.login' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('unavailable'));
    expect(actor.getSnapshot().context.problem).toEqual(unreachable);
    expect(log).toHaveBeenCalledExactlyOnceWith(unreachable);
  });

  it('a 400 refresh keeps the session-ended problem', async () => {
    const { actor, log } = session({
      initialise: fromPromise(async () => first),
      refreshToken: fromPromise(async () => Promise.reject(sessionEnded)),
    });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('authenticated'));
    actor.send({ type: 'token.request', at: first.expiresAt });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('unauthenticated'));
    expect(actor.getSnapshot().context.problem).toEqual(sessionEnded);
    expect(log).toHaveBeenCalledExactlyOnceWith(sessionEnded);
  });

  it('an error that is not a problem becomes a failed one: the general sentence, its own words in the log', async () => {
    const { actor } = session({ initialise: fromPromise(async () => Promise.reject(new Error('nonce did not match'))) });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('unavailable'));
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'failed', message: SSO_FAILED_MESSAGE, logMessage: 'nonce did not match' });
  });

  it('no message before anything failed', () => {
    const { actor } = session({});
    expect(selectSsoMessage(actor.getSnapshot())).toBeNull();
    actor.stop();
  });
});

describe('single-sign-on session: an actor nobody provided fails with its name', () => {
  const tokensAt = { type: 'token.request', at: first.expiresAt } as const;
  it.each([
    ['initialise', {}, []],
    ['probeProvider', { initialise: fromPromise(never) }, []],
    ['refreshToken', { initialise: fromPromise(async () => first), probeProvider: fromPromise(never) }, [tokensAt]],
    ['redirectToLogin', { initialise: fromPromise(async () => null), probeProvider: fromPromise(never) }, [{ type: 'session.login' }]],
  ] as const)('%s', async (name, provided, events) => {
    const all = { initialise: undefined, probeProvider: undefined, refreshToken: undefined, redirectToLogin: undefined, ...provided };
    const actors = Object.fromEntries(Object.entries(all).filter(([key, logic]) => key !== name && logic)) as never;
    const actor = createActor(ssoSessionMachine.provide({ actors })).start();
    if (events.length) await vi.waitFor(() => expect(['authenticated', 'unauthenticated']).toContain(actor.getSnapshot().value));
    for (const event of events) actor.send(event);
    await vi.waitFor(() => expect(actor.getSnapshot().context.problem?.logMessage).toBe(`${name} is not provided`));
    actor.stop();
  });
});

describe('single-sign-on session: what counts as a problem', () => {
  const problem = { kind: 'timeout', message: 'Too late.', logMessage: 'probeTimeout' };

  it('an object with a kind, a message and a log message, all text', () => {
    expect(isSsoProblem(problem)).toBe(true);
    for (const key of ['kind', 'message', 'logMessage'] as const) {
      expect(isSsoProblem({ ...problem, [key]: undefined }), `${key} missing`).toBe(false);
      expect(isSsoProblem({ ...problem, [key]: 42 }), `${key} a number`).toBe(false);
    }
    expect(isSsoProblem(null)).toBe(false);
    expect(isSsoProblem(undefined)).toBe(false);
    expect(isSsoProblem('timeout')).toBe(false);
    expect(isSsoProblem(new Error('timeout'))).toBe(false);
    // Anything can be thrown: a function carrying the three fields is still not a problem object.
    expect(isSsoProblem(Object.assign(() => {}, problem))).toBe(false);
  });

  it('signing in is the way on when the session ended or there never was one, for problems only', () => {
    expect(needsSignIn(sessionEnded)).toBe(true);
    expect(needsSignIn({ ...problem, kind: 'notAuthenticated' })).toBe(true);
    expect(needsSignIn(unreachable)).toBe(false);
    expect(needsSignIn(problem)).toBe(false);
    // Something that only looks like it is not a problem.
    expect(needsSignIn({ kind: 'sessionEnded' })).toBe(false);
    expect(needsSignIn({ kind: 'notAuthenticated' })).toBe(false);
    expect(isSessionEnded(sessionEnded)).toBe(true);
    expect(isSessionEnded({ kind: 'sessionEnded' })).toBe(false);
  });
});
