/**
 * The single-sign-on wrapper (src/actors/sso/sso-wrapper.ts, src/lib/keycloak.ts) with a fake keycloak-js: init once per instance
 * with the spec 4 options, the token getter's 20 s minimum validity, one refresh in flight however
 * many callers ask (spec 4), a 400 refresh clearing the session, spec 8 messages in the log, a
 * bounded start, realm and resource role checks (spec 6).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SSO_LIBRARY_MESSAGES, type SsoProblem } from '../../machines/sso-session.machine.ts';
import { keycloakSettingsFor, realmUrl } from '../../src/actors/sso/keycloak-settings.ts';
import { createSsoSession, tokensOf, type SsoSession } from '../../src/actors/sso/sso-wrapper.ts';
import { toSsoProblem } from '../../src/actors/sso/sso-problems.ts';
import type { KeycloakFactory, KeycloakLike } from '../../src/lib/keycloak.ts';

const NOW = 1_800_000_000_000;
const config = {
  portalUrl: 'https://portal.example.com/opsportal/',
  sso: {
    url: 'https://portal.example.com/stand-in/sso/',
    realm: 'NA',
    clientId: 'ops-portal',
    oidcIssuer: 'https://portal.example.com/stand-in/sso/realms/NA',
  },
};
const settings = keycloakSettingsFor(config);

/** keycloak-js's NetworkError shape: a failed fetch answer. */
const httpError = (status: number) => Object.assign(new Error('Server responded with an invalid status.'), { response: { status } });

interface FakeOptions {
  authenticated?: boolean;
  /** Seconds of validity of each token. */
  validity?: number;
  init?: (kc: FakeKeycloak) => Promise<boolean>;
  refresh?: (kc: FakeKeycloak) => Promise<void>;
  logout?: (kc: FakeKeycloak) => Promise<void>;
}

class FakeKeycloak implements KeycloakLike {
  authenticated = false;
  token?: string;
  tokenParsed?: { exp?: number };
  timeSkew: number | null = 0;
  subject?: string;
  onTokenExpired?: () => void;
  initCalls = 0;
  refreshCalls: number[] = [];
  loginCalls: Array<{ redirectUri?: string } | undefined> = [];
  logoutCalls: Array<{ redirectUri?: string } | undefined> = [];
  tokenCount = 0;
  roles = ['default-roles-na'];
  resourceRoles: Record<string, string[]> = { 'ops-portal': ['viewer'] };

  constructor(private readonly options: FakeOptions) {}

  issue() {
    this.tokenCount += 1;
    this.token = `token-${this.tokenCount}`;
    this.tokenParsed = { exp: Math.floor(NOW / 1000) + (this.options.validity ?? 300) };
    this.subject = 'sso.demo';
    this.authenticated = true;
  }

  clearToken() {
    if (!this.token) return;
    this.token = undefined;
    this.tokenParsed = undefined;
    this.authenticated = false;
  }

  async init() {
    this.initCalls += 1;
    if (this.initCalls > 1) throw new Error("A 'Keycloak' instance can only be initialized once.");
    if (this.options.init) return this.options.init(this);
    if (this.options.authenticated) this.issue();
    return this.authenticated;
  }

  async login(options?: { redirectUri?: string }) {
    this.loginCalls.push(options);
    return new Promise<void>(() => {});
  }

  async logout(options?: { redirectUri?: string }) {
    this.logoutCalls.push(options);
    if (this.options.logout) return this.options.logout(this);
    return new Promise<void>(() => {});
  }

  async updateToken(minValidity: number) {
    this.refreshCalls.push(minValidity);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (this.options.refresh) await this.options.refresh(this);
    this.issue();
    return true;
  }

  async loadUserProfile() {
    if (!this.token) throw new Error('Unable to build authorization header, token is not set');
    return { username: 'sso.demo', firstName: 'Sam', lastName: 'Demo' };
  }

  async loadUserInfo() {
    return { name: 'Sam Demo' };
  }

  hasRealmRole(role: string) {
    return this.roles.includes(role);
  }

  hasResourceRole(role: string, resource = 'ops-portal') {
    return this.resourceRoles[resource]?.includes(role) ?? false;
  }
}

const sessions: SsoSession[] = [];
afterEach(() => {
  sessions.splice(0).forEach((session) => session.stop());
  vi.useRealTimers();
});

function setUp(
  options: FakeOptions = {},
  extra: {
    probe?: (issuer: string, signal: AbortSignal) => Promise<void>;
    initTimeout?: number;
    probeTimeout?: number;
    tokenWait?: number;
  } = {},
) {
  const instances: FakeKeycloak[] = [];
  const factory: KeycloakFactory = () => {
    const kc = new FakeKeycloak(options);
    instances.push(kc);
    return kc;
  };
  const loadKeycloak = vi.fn(async () => factory);
  const logged: SsoProblem[] = [];
  const session = createSsoSession({
    settings,
    loadKeycloak,
    probe: extra.probe ?? (async () => {}),
    now: () => NOW,
    log: (problem) => logged.push(problem),
    timeouts: {
      init: extra.initTimeout ?? 2_000,
      tokenWait: extra.tokenWait ?? 2_000,
      ...(extra.probeTimeout ? { probe: extra.probeTimeout } : {}),
    },
  });
  sessions.push(session);
  return { session, instances, loadKeycloak, logged };
}

describe('settings (spec 4 "Identity-provider mode", spec 9)', () => {
  it('check-sso, silently, PKCE S256, back to /kc, no login iframe, answers in the query, realm NA, client id from config', () => {
    expect(settings.keycloak).toEqual({ url: config.sso.url, realm: 'NA', clientId: 'ops-portal' });
    expect(settings.init).toMatchObject({
      onLoad: 'check-sso',
      silentCheckSsoRedirectUri: 'https://portal.example.com/opsportal/silent-check-sso.html',
      pkceMethod: 'S256',
      redirectUri: 'https://portal.example.com/opsportal/?sso=kc',
      checkLoginIframe: false,
      responseMode: 'query',
      messageReceiveTimeout: 10_000,
    });
    expect(settings.loginRedirectUri).toBe('https://portal.example.com/opsportal/?sso=kc');
    // Registered with the provider as the post-logout address (server/stand-in/sso-provider.ts).
    expect(settings.logoutRedirectUri).toBe('https://portal.example.com/opsportal/');
    expect(settings.issuer).toBe('https://portal.example.com/stand-in/sso/realms/NA');
    expect(realmUrl(config.sso)).toBe(settings.issuer);
  });

  it('an issuer that is not the realm address is a generic OpenID Connect provider', () => {
    const generic = keycloakSettingsFor({ ...config, sso: { ...config.sso, oidcIssuer: 'https://login.example.org/tenant/' } });
    expect(generic.keycloak).toEqual({ oidcProvider: 'https://login.example.org/tenant', clientId: 'ops-portal' });
    expect(generic.issuer).toBe('https://login.example.org/tenant');
  });
});

describe('start', () => {
  it('loads keycloak-js only when started, and initialises the instance once', async () => {
    const { session, instances, loadKeycloak } = setUp({ authenticated: true });
    expect(loadKeycloak).not.toHaveBeenCalled();
    session.start();
    session.start();
    await expect(session.settled()).resolves.toBe('authenticated');
    expect(loadKeycloak).toHaveBeenCalledTimes(1);
    expect(instances).toHaveLength(1);
    expect(instances[0]?.initCalls).toBe(1);
  });

  it('without a session at the provider: unauthenticated, and login goes to <portalUrl>?sso=kc', async () => {
    const { session, instances } = setUp();
    await expect(session.settled()).resolves.toBe('unauthenticated');
    void session.login();
    await vi.waitFor(() => expect(instances[0]?.loginCalls).toEqual([{ redirectUri: 'https://portal.example.com/opsportal/?sso=kc' }]));
    expect(session.actor.getSnapshot().value).toBe('redirecting');
  });

  it('the provider unreachable: the start fails fast with a message, a retry uses a new instance', async () => {
    let reachable = false;
    const { session, instances, logged } = setUp(
      { init: () => new Promise<boolean>(() => {}) },
      {
        probe: async () => {
          if (!reachable) throw new TypeError('Failed to fetch');
        },
      },
    );
    const started = Date.now();
    await expect(session.settled()).rejects.toMatchObject({ kind: 'unreachable', message: expect.stringMatching(/could not be reached/) });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(logged.map((entry) => entry.kind)).toEqual(['unreachable']);
    // The failed instance is cut off: its late callbacks cannot reach the session.
    expect(instances[0]?.onTokenExpired).toBeUndefined();
    reachable = true;
    session.retry();
    await vi.waitFor(() => expect(instances).toHaveLength(2));
    expect(instances.every((kc) => kc.initCalls === 1)).toBe(true);
    expect(session.actor.getSnapshot().matches('initialising')).toBe(true);
  });

  it('a start that never ends gives up with a message (never an endless wait)', async () => {
    const { session, instances, logged } = setUp({ init: () => new Promise<boolean>(() => {}) }, { initTimeout: 50 });
    await expect(session.settled()).rejects.toMatchObject({ kind: 'timeout' });
    // The session machine's startTimeout gave up; the wrapper let go of the instance it was starting.
    expect(logged.map((entry) => entry.logMessage)).toEqual([expect.stringMatching(/startTimeout/)]);
    expect(instances[0]?.onTokenExpired).toBeUndefined();
  });

  it('a provider that does not answer the probe: the start gives up at the probe time-out, and the probe is aborted', async () => {
    let probeSignal: AbortSignal | null = null;
    const { session, logged } = setUp(
      { init: () => new Promise<boolean>(() => {}) },
      {
        initTimeout: 5_000,
        probeTimeout: 50,
        probe: (_, signal) => {
          probeSignal = signal;
          return new Promise<void>(() => {});
        },
      },
    );
    const started = Date.now();
    await expect(session.settled()).rejects.toMatchObject({ kind: 'timeout', message: expect.stringMatching(/did not answer in time/) });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(logged.map((entry) => entry.logMessage)).toEqual([expect.stringMatching(/probeTimeout/)]);
    expect((probeSignal as AbortSignal | null)?.aborted).toBe(true);
  });

  it("spec 8: the 3rd-party check timeout and an invalid nonce are logged in the library's words", async () => {
    expect(toSsoProblem(new Error(SSO_LIBRARY_MESSAGES.thirdPartyCheckTimeout), 'start')).toMatchObject({
      kind: 'timeout',
      logMessage: 'Timeout when waiting for 3rd party check iframe message.',
    });
    expect(toSsoProblem(new Error('Invalid nonce.'), 'start')).toMatchObject({
      kind: 'invalidNonce',
      logMessage: 'Invalid nonce, clearing token',
    });
    expect(toSsoProblem(new Error('Not supported by the OIDC server'), 'start').logMessage).toBe('Not supported by the OIDC server');
    expect(toSsoProblem({ error: 'access_denied', error_description: 'no' }, 'start').kind).toBe('refused');
  });
});

describe('getToken (spec 4: 20 s minimum validity, one refresh in flight)', () => {
  it('hands out a token with more than 20 s left without refreshing', async () => {
    const { session, instances } = setUp({ authenticated: true, validity: 300 });
    await expect(session.getToken()).resolves.toBe('token-1');
    expect(instances[0]?.refreshCalls).toEqual([]);
  });

  it('refreshes once when several callers ask at once with less than 20 s left', async () => {
    const { session, instances } = setUp({ authenticated: true, validity: 15 });
    await session.settled();
    const tokens = await Promise.all([
      session.getToken(),
      session.getToken(),
      session.getToken(),
      session.getToken(),
      session.loadUserName(),
    ]);
    expect(tokens).toEqual(['token-2', 'token-2', 'token-2', 'token-2', 'Sam Demo']);
    expect(instances[0]?.refreshCalls).toEqual([-1]);
  });

  it('keycloak-js reporting the token expired makes the next caller refresh', async () => {
    const { session, instances } = setUp({ authenticated: true, validity: 300 });
    await session.settled();
    instances[0]?.onTokenExpired?.();
    expect(session.actor.getSnapshot().value).toBe('tokenExpired');
    await expect(session.getToken()).resolves.toBe('token-2');
    expect(instances[0]?.refreshCalls).toEqual([-1]);
  });

  it("a 400 refresh clears the session: 'Failed to refresh token' in the log, no token for anyone after", async () => {
    const { session, instances, logged } = setUp({
      authenticated: true,
      validity: 10,
      refresh: async (kc) => {
        kc.clearToken();
        throw httpError(400);
      },
    });
    await session.settled();
    const results = await Promise.allSettled([session.getToken(), session.getToken()]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason).toMatchObject({ kind: 'sessionEnded' });
    expect(instances[0]?.refreshCalls).toHaveLength(1);
    expect(session.actor.getSnapshot().value).toBe('unauthenticated');
    expect(logged.map((entry) => entry.logMessage)).toEqual([
      'Failed to refresh token (400): Failed to refresh the token, or the session is expired',
    ]);
    await expect(session.getToken()).rejects.toMatchObject({ kind: 'sessionEnded' });
    expect(instances[0]?.refreshCalls).toHaveLength(1);
    expect(session.hasRealmRole('default-roles-na')).toBe(false);
  });

  it('a refresh that never ends: the callers get a time-out at the token wait, and the next caller tries again', async () => {
    let hang = true;
    const { session, instances } = setUp(
      { authenticated: true, validity: 15, refresh: () => (hang ? new Promise<void>(() => {}) : Promise.resolve()) },
      { tokenWait: 50 },
    );
    await session.settled();
    await expect(Promise.all([session.getToken(), session.getToken()])).rejects.toMatchObject({ kind: 'timeout' });
    expect(session.actor.getSnapshot().value).toBe('tokenExpired');
    hang = false;
    await expect(session.getToken()).resolves.toBe('token-2');
    expect(instances[0]?.refreshCalls).toEqual([-1, -1]);
  });

  it('a refresh that gets no answer fails this round and is tried again by the next caller', async () => {
    let failures = 1;
    const { session, instances } = setUp({
      authenticated: true,
      validity: 10,
      refresh: async () => {
        if (failures-- > 0) throw new TypeError('Failed to fetch');
      },
    });
    await session.settled();
    await expect(session.getToken()).rejects.toMatchObject({ kind: 'unreachable' });
    expect(session.actor.getSnapshot().value).toBe('tokenExpired');
    await expect(session.getToken()).resolves.toBe('token-2');
    expect(instances[0]?.refreshCalls).toHaveLength(2);
  });

  it("without a session: 'Not authenticated', in the log too", async () => {
    const { session, instances, logged } = setUp();
    await expect(session.getToken()).rejects.toMatchObject({ kind: 'notAuthenticated', logMessage: 'Not authenticated' });
    expect(instances[0]?.refreshCalls).toEqual([]);
    expect(logged.map((entry) => entry.logMessage)).toEqual(['Not authenticated']);
  });
});

describe('profile and roles (spec 6, 7, 8)', () => {
  it("the name comes from the account endpoint; without a session: 'The user profile was not loaded as the user is not logged in.'", async () => {
    const signedOut = setUp();
    await signedOut.session.settled();
    await expect(signedOut.session.loadUserName()).rejects.toMatchObject({ logMessage: SSO_LIBRARY_MESSAGES.profileNotLoggedIn });
    const signedIn = setUp({ authenticated: true });
    await signedIn.session.settled();
    await expect(signedIn.session.loadUserName()).resolves.toBe('Sam Demo');
  });

  it('realm and resource role checks answer from the token, and false when not signed in', async () => {
    const signedOut = setUp();
    await signedOut.session.settled();
    expect(signedOut.session.hasRealmRole('default-roles-na')).toBe(false);
    const { session } = setUp({ authenticated: true });
    await session.settled();
    expect(session.hasRealmRole('default-roles-na')).toBe(true);
    expect(session.hasRealmRole('admin')).toBe(false);
    expect(session.hasResourceRole('viewer')).toBe(true);
    expect(session.hasResourceRole('viewer', 'account')).toBe(false);
  });
});

describe('tokensOf', () => {
  it('counts the expiry as keycloak-js does: exp plus the measured time skew', () => {
    const kc = new FakeKeycloak({});
    kc.issue();
    kc.timeSkew = 3;
    expect(tokensOf(kc)).toEqual({ token: 'token-1', expiresAt: (Math.floor(NOW / 1000) + 300 + 3) * 1000, subject: 'sso.demo' });
    kc.token = undefined;
    expect(tokensOf(kc)).toBeNull();
  });
});

describe('sign-out (docs/decisions/session-lifecycle.md)', () => {
  it('ends the session at the provider and comes back to the portal; the promise stays open while the browser leaves', async () => {
    const { session, instances } = setUp({ authenticated: true });
    await expect(session.settled()).resolves.toBe('authenticated');
    let settled = false;
    void session.logout().then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.waitFor(() => expect(instances[0]?.logoutCalls).toEqual([{ redirectUri: 'https://portal.example.com/opsportal/' }]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
  });

  it('without a session: rejects with "not signed in", and asks the provider nothing', async () => {
    const { session, instances } = setUp({ authenticated: false });
    await expect(session.settled()).resolves.toBe('unauthenticated');
    await expect(session.logout()).rejects.toMatchObject({ kind: 'notAuthenticated' });
    expect(instances[0]?.logoutCalls).toEqual([]);
  });

  it('a sign-out that cannot start rejects with a message the person can read', async () => {
    const { session } = setUp({ authenticated: true, logout: async () => Promise.reject(new Error('Unable to build logout URL')) });
    await expect(session.settled()).resolves.toBe('authenticated');
    const problem = (await session.logout().catch((error: unknown) => error)) as SsoProblem;
    expect(problem.message).toEqual(expect.any(String));
    expect(problem.message.length).toBeGreaterThan(0);
    expect(problem.logMessage).toContain('Unable to build logout URL');
  });
});
