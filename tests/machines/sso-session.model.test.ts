import { createActor, fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SSO_LIBRARY_MESSAGES,
  SSO_PROBE_TIMEOUT_MS,
  SSO_START_TIMEOUT_MS,
  SSO_TOKEN_WAIT_MS,
  TIMEOUT_MESSAGE,
  TOKEN_MIN_VALIDITY_MS,
  WAIT_PROBLEMS,
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
        probeProvider: fromPromise<void, void>(() => new Promise<never>(() => {})),
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
        done('probeProvider', undefined),
        fail('probeProvider', unreachable),
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
        // The start's probe steps are all one status to the views.
        if (snapshot.matches('initialising')) expect(status).toBe('initialising');
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

  describe("the waits are the machine's own timers (spec 9: never an endless wait)", () => {
    /** A session actor whose actors never answer unless given; the clock is Vitest's. */
    function withActors(actors: { initialise?: () => Promise<SessionTokens | null>; probe?: () => Promise<void> }, logged: string[] = []) {
      const never = () => new Promise<never>(() => {});
      return createActor(
        ssoSessionMachine.provide({
          actors: {
            initialise: fromPromise<SessionTokens | null, void>(actors.initialise ?? never),
            probeProvider: fromPromise<void, void>(actors.probe ?? never),
            refreshToken: fromPromise<SessionTokens, void>(never),
          },
          actions: { log: (_, { problem }) => logged.push(problem.logMessage) },
        }),
      ).start();
    }

    afterEach(() => {
      vi.useRealTimers();
    });

    it('a provider that has not answered the probe after 8 s fails the start with a time-out', async () => {
      vi.useFakeTimers();
      const logged: string[] = [];
      const actor = withActors({}, logged);
      expect(actor.getSnapshot().value).toEqual({ initialising: 'probing' });
      await vi.advanceTimersByTimeAsync(SSO_PROBE_TIMEOUT_MS - 1);
      expect(actor.getSnapshot().value).toEqual({ initialising: 'probing' });
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().value).toBe('unavailable');
      expect(actor.getSnapshot().context.problem).toEqual(WAIT_PROBLEMS.probeTimeout);
      expect(selectSsoMessage(actor.getSnapshot())).toBe(TIMEOUT_MESSAGE);
      expect(logged).toEqual([WAIT_PROBLEMS.probeTimeout.logMessage]);
      // The start's own 20 s timer went with the state: nothing more happens.
      await vi.advanceTimersByTimeAsync(SSO_START_TIMEOUT_MS);
      expect(logged).toHaveLength(1);
    });

    it('a provider that answered the probe but whose check never ends: the start gives up after 20 s', async () => {
      vi.useFakeTimers();
      const logged: string[] = [];
      const actor = withActors({ probe: async () => {} }, logged);
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toEqual({ initialising: 'probed' });
      // The probe's 8 s do not count once it answered.
      await vi.advanceTimersByTimeAsync(SSO_START_TIMEOUT_MS - 1);
      expect(actor.getSnapshot().value).toEqual({ initialising: 'probed' });
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().value).toBe('unavailable');
      expect(actor.getSnapshot().context.problem).toEqual(WAIT_PROBLEMS.startTimeout);
      expect(logged).toEqual([WAIT_PROBLEMS.startTimeout.logMessage]);
      // A retry starts over, with its own timers.
      actor.send({ type: 'session.retry' });
      expect(actor.getSnapshot().value).toEqual({ initialising: 'probing' });
      expect(actor.getSnapshot().context.problem).toBeNull();
    });

    it('a refresh with no answer after 30 s fails this round; the next request tries again', async () => {
      vi.useFakeTimers();
      const logged: string[] = [];
      const actor = withActors({ initialise: async () => first, probe: async () => {} }, logged);
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('authenticated');
      actor.send(staleRequest);
      expect(actor.getSnapshot().value).toBe('refreshing');
      await vi.advanceTimersByTimeAsync(SSO_TOKEN_WAIT_MS - 1);
      expect(actor.getSnapshot().value).toBe('refreshing');
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().value).toBe('tokenExpired');
      expect(actor.getSnapshot().context.problem).toEqual(WAIT_PROBLEMS.tokenWait);
      // The token is kept: the session is not over, the provider was only slow.
      expect(actor.getSnapshot().context.token).toBe('token-1');
      expect(logged).toEqual([WAIT_PROBLEMS.tokenWait.logMessage]);
      actor.send(staleRequest);
      expect(actor.getSnapshot().value).toBe('refreshing');
    });

    it('the waits are 8 s, 20 s and 30 s (spec 9)', () => {
      expect([SSO_PROBE_TIMEOUT_MS, SSO_START_TIMEOUT_MS, SSO_TOKEN_WAIT_MS]).toEqual([8_000, 20_000, 30_000]);
      expect(ssoSessionMachine.implementations.delays).toEqual({ probeTimeout: 8_000, startTimeout: 20_000, tokenWait: 30_000 });
    });
  });
});
