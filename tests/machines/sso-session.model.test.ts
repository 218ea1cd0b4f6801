import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  SSO_LIBRARY_MESSAGES,
  TOKEN_MIN_VALIDITY_MS,
  selectSsoBusy,
  selectSsoMessage,
  selectSsoSignedIn,
  selectSsoStatus,
  ssoSessionMachine,
  type SessionTokens,
} from '../../machines/sso-session.machine.ts';
import { walkMachine } from '../support/model.ts';
import { actorError as fail, done, sessionEnded as ended, unreachable } from '../support/sign-in-fixtures.ts';

const EXPIRES_AT = 1_000_000;
const first: SessionTokens = { token: 'token-1', expiresAt: EXPIRES_AT, subject: 'sso.demo' };
const refreshed: SessionTokens = { token: 'token-2', expiresAt: EXPIRES_AT + 300_000, subject: 'sso.demo' };
/** 100 s of validity left, and 10 s left (less than the 20 s minimum). */
const freshRequest = { type: 'token.request', at: EXPIRES_AT - 100_000 } as const;
const staleRequest = { type: 'token.request', at: EXPIRES_AT - 10_000 } as const;

/**
 * A session actor signed in with `first` (it waits for that), whose refreshes `refreshToken` answers;
 * the log messages of its problems go into `logged`.
 */
async function signedIn(refreshToken: () => Promise<SessionTokens>, logged: string[] = []) {
  const actor = createActor(
    ssoSessionMachine.provide({
      actors: {
        initialise: fromPromise<SessionTokens | null, void>(async () => first),
        refreshToken: fromPromise<SessionTokens, void>(refreshToken),
      },
      actions: { log: (_, { problem }) => logged.push(problem.logMessage) },
    }),
  ).start();
  await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('authenticated'));
  return actor;
}

describe('single-sign-on session machine (spec 4 "Single-sign-on session", spec 8, 9)', () => {
  it('walks every state and transition', async () => {
    const report = await walkMachine(ssoSessionMachine, {
      events: [
        done('initialise', first),
        done('initialise', null),
        fail('initialise', unreachable),
        fail('initialise', new Error('something else')),
        { type: 'session.retry' },
        { type: 'session.login' },
        fail('redirectToLogin', unreachable),
        freshRequest,
        staleRequest,
        { type: 'token.expired' },
        done('refreshToken', refreshed),
        fail('refreshToken', ended),
        fail('refreshToken', unreachable),
      ],
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.token, snapshot.context.problem?.kind ?? null]),
      assertState: (snapshot) => {
        const status = selectSsoStatus(snapshot as never);
        // The busy states are exactly the ones a caller waits through.
        expect(selectSsoBusy(snapshot as never)).toBe(['initialising', 'redirecting', 'refreshing'].includes(status));
        // A token is held exactly while signed in (fresh, expired or being refreshed).
        expect(snapshot.context.token !== null).toBe(selectSsoSignedIn(snapshot as never));
        // An unavailable session always says why.
        if (status === 'unavailable') expect(selectSsoMessage(snapshot as never)).toBeTruthy();
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    expect(report.actions).toContain('log');
  });

  it("the minimum validity is the wrapper's 20 s (spec 4, 9: the library default is 5 s)", () => {
    expect(TOKEN_MIN_VALIDITY_MS).toBe(20_000);
  });

  it('refreshes once however many callers ask while the refresh is in flight', async () => {
    let finish: (tokens: SessionTokens) => void = () => {};
    const refreshToken = vi.fn(() => new Promise<SessionTokens>((resolve) => (finish = resolve)));
    const actor = await signedIn(refreshToken);
    for (let caller = 0; caller < 5; caller += 1) actor.send(staleRequest);
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(refreshToken).toHaveBeenCalledTimes(1);
    finish(refreshed);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('authenticated'));
    expect(actor.getSnapshot().context.token).toBe('token-2');
    expect(refreshToken).toHaveBeenCalledTimes(1);
  });

  it('a token with more than 20 s left is handed out without a refresh', async () => {
    const refreshToken = vi.fn(async () => refreshed);
    const actor = await signedIn(refreshToken);
    actor.send({ type: 'token.request', at: EXPIRES_AT - TOKEN_MIN_VALIDITY_MS });
    expect(actor.getSnapshot().value).toBe('authenticated');
    actor.send({ type: 'token.request', at: EXPIRES_AT - TOKEN_MIN_VALIDITY_MS + 1 });
    expect(actor.getSnapshot().value).toBe('refreshing');
  });

  it('a 400 refresh clears the token and logs the library message; another failure keeps trying later', async () => {
    const logged: string[] = [];
    let attempt = 0;
    const actor = await signedIn(async () => {
      attempt += 1;
      throw attempt === 1 ? unreachable : ended;
    }, logged);
    actor.send(staleRequest);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('tokenExpired'));
    expect(actor.getSnapshot().context.token).toBe('token-1');
    actor.send(staleRequest);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('unauthenticated'));
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(selectSsoMessage(actor.getSnapshot())).toBe(ended.message);
    expect(logged).toEqual(['no answer', `${SSO_LIBRARY_MESSAGES.refreshFailed} (400)`]);
  });
});
