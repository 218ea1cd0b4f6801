/**
 * The /kc landing's real actors (src/actors/sso/kc-landing-actors.ts) around a fake session and a
 * fake identity service: a provider error shown once with a retry, the retry restarting the
 * session, the keycloak grant with the provider's token (spec 7), its failures worded as the
 * sign-in words them (spec 8), and a profile that cannot load never stopping the sign-in.
 */
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { userTypeRoutingMachine } from '../../machines/user-type-routing.machine.ts';
import type { AuthService } from '../../src/actors/auth/auth-service.ts';
import { ServiceError } from '../../src/actors/auth/service-error.ts';
import type { SignInActors } from '../../src/actors/auth/sign-in-actors.ts';
import { providerErrorOf, type ProviderError } from '../../src/actors/sso/provider-error.ts';
import { recordReturnedError } from '../../src/actors/sso/provider-return.ts';
import { createKcLandingActors } from '../../src/actors/sso/kc-landing-actors.ts';
import type { AppConfig } from '../../shared/config-schema.ts';
import { SsoError } from '../../src/actors/sso/sso-problems.ts';
import type { SsoSession } from '../../src/actors/sso/sso-wrapper.ts';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const portalToken = `${base64url({ alg: 'ES256' })}.${base64url({ contactId: 5008, userType: 1, unique_name: 'sso.demo', role: ['TRX_SHOP_ORDERING'] })}.sig`;

function fakeSession(overrides: Partial<SsoSession> = {}): SsoSession {
  return {
    actor: {} as SsoSession['actor'],
    start: vi.fn(),
    retry: vi.fn(),
    settled: vi.fn(async () => 'authenticated' as const),
    getToken: vi.fn(async () => 'provider-jwt'),
    login: vi.fn(() => new Promise<void>(() => {})),
    logout: vi.fn(() => new Promise<void>(() => {})),
    loadUserName: vi.fn(async () => 'Sam Demo'),
    hasRealmRole: () => false,
    hasResourceRole: () => false,
    stop: vi.fn(),
    ...overrides,
  };
}

function setUp(
  session: SsoSession,
  service: Partial<AuthService> = {},
  providerError: ProviderError | null = null,
  storedProductId: () => number | null = () => null,
) {
  const logged: string[] = [];
  const actors = createKcLandingActors({} as AppConfig, {
    session: () => session,
    service: service as AuthService,
    signIn: { routeUser: userTypeRoutingMachine, actions: { storeSession: vi.fn() } } as unknown as SignInActors,
    providerError: () => providerError,
    log: (message) => logged.push(message),
    storedProductId,
  });
  const run = <T>(logic: AnyActorLogic, input?: unknown) => toPromise(createActor(logic, { input }).start()) as Promise<T>;
  return { actors: actors.actors, logged, run };
}

describe('/kc landing actors', () => {
  it('an error the provider sent back is shown on the first check only, and logged', async () => {
    const session = fakeSession();
    const { actors, logged, run } = setUp(
      session,
      {},
      providerErrorOf({ error: 'access_denied', description: 'End-user aborted interaction' }),
    );
    await expect(run(actors.checkSession, { attempt: 0 })).rejects.toMatchObject({
      message: 'Sign-in was cancelled at the single sign-on service.',
    });
    expect(session.settled).not.toHaveBeenCalled();
    expect(logged).toEqual(['Single sign-on returned access_denied: End-user aborted interaction']);
    await expect(run(actors.checkSession, { attempt: 1 })).resolves.toBe('authenticated');
    expect(session.retry).toHaveBeenCalledTimes(1);
  });

  it('by default, the error the start-up recorded from the address is judged here: a sentence of our own, the code logged', async () => {
    recordReturnedError({ error: 'ACCESS_DENIED', description: 'Call 555-0100\nnow' });
    try {
      const session = fakeSession();
      const logged: string[] = [];
      const actors = createKcLandingActors({} as AppConfig, {
        session: () => session,
        service: {} as AuthService,
        signIn: { routeUser: userTypeRoutingMachine, actions: { storeSession: vi.fn() } } as unknown as SignInActors,
        log: (message) => logged.push(message),
      }).actors;
      await expect(toPromise(createActor(actors.checkSession, { input: { attempt: 0 } }).start())).rejects.toMatchObject({
        message: 'Sign-in was cancelled at the single sign-on service.',
      });
      expect(logged).toEqual(['Single sign-on returned access_denied: Call 555-0100 now']);
      expect(session.settled).not.toHaveBeenCalled();
    } finally {
      recordReturnedError(null);
    }
  });

  it('a first check waits for the session as it is; the provider unreachable rejects with its message', async () => {
    const unreachable = new SsoError('unreachable', 'The single sign-on service could not be reached.', 'no answer');
    const session = fakeSession({ settled: vi.fn(async () => Promise.reject(unreachable)) });
    const { actors, run } = setUp(session, {});
    await expect(run(actors.checkSession, { attempt: 0 })).rejects.toBe(unreachable);
    expect(session.retry).not.toHaveBeenCalled();
  });

  it("exchanges the provider's token with grant keycloak and reads the portal user", async () => {
    const exchangeKeycloakToken = vi.fn(async () => ({
      access_token: portalToken,
      refresh_token: 'r',
      userName: 'sso.demo',
      '.expires': 'Sat, 21 Nov 2026 13:27:34 GMT',
    }));
    // spec 4: the stored product id is read as the sign-in completes (the view reads no storage).
    let stored: number | null = null;
    const { actors, run } = setUp(fakeSession(), { exchangeKeycloakToken }, null, () => stored);
    stored = 27;
    const { session, storedProductId } = await run<{
      session: { accessToken: string; user: { userType: number; grantType: string } };
      storedProductId: number | null;
    }>(actors.exchangeToken);
    expect(exchangeKeycloakToken).toHaveBeenCalledWith('provider-jwt');
    expect(session.accessToken).toBe(portalToken);
    expect(session.user).toMatchObject({ userType: 1, grantType: 'keycloak' });
    expect(storedProductId).toBe(27);
  });

  it('a refused exchange reads as the sign-in reads it; an ended session is passed on as such', async () => {
    const refused = new ServiceError({
      kind: 'rejected',
      service: 'sign-in service',
      status: 400,
      oauthError: 'invalid_grant',
      oauthDescription: 'The single sign-on token is not valid.',
    });
    const { actors, run } = setUp(fakeSession(), { exchangeKeycloakToken: vi.fn(async () => Promise.reject(refused)) });
    await expect(run(actors.exchangeToken)).rejects.toThrow('The single sign-on token is not valid.');
    const ended = new SsoError('sessionEnded', 'Your single sign-on session has ended.', 'Failed to refresh token (400)');
    const exchange = vi.fn();
    const second = setUp(fakeSession({ getToken: vi.fn(async () => Promise.reject(ended)) }), { exchangeKeycloakToken: exchange });
    await expect(second.run(second.actors.exchangeToken)).rejects.toBe(ended);
    expect(exchange).not.toHaveBeenCalled();
  });

  it('a profile that cannot load is logged and gives no name, never an error', async () => {
    const session = fakeSession({
      loadUserName: vi.fn(async () => Promise.reject(new SsoError('failed', 'x', 'User not logged in or user profile was not loaded.'))),
    });
    const { actors, logged, run } = setUp(session, {});
    await expect(run(actors.loadUserName)).resolves.toBeNull();
    expect(logged).toEqual(['User not logged in or user profile was not loaded.']);
  });
});
