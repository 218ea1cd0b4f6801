/**
 * The single-sign-on wrapper: the page's one keycloak-js instance and the session machine around it
 * (spec 4 "Identity-provider mode", "Single-sign-on session"; spec 6 realm and resource role checks;
 * spec 7 "Single-sign-on library calls"; spec 8 library messages; spec 9 timings).
 *
 * - keycloak-js is imported only when a session starts (its own chunk): a visitor for whom the
 *   identity-provider rules say no never downloads it. `init` runs once per instance; a retry after
 *   a failed start discards the failed instance and makes a new one, so there is never more than
 *   one live instance.
 * - Every wait is the session machine's (machines/sso-session.machine.ts: `probeTimeout`,
 *   `startTimeout`, `tokenWait`, drawn in its diagram); this wrapper only makes the keycloak-js calls
 *   and the provider's reachability probe, and lets go of an instance whose start the machine gave up.
 * - `getToken()` is the token getter for every caller: it refreshes when less than the wrapper's
 *   20 s minimum validity remains, and however many callers ask at once there is one refresh in
 *   flight (the session machine's `refreshing` state is that one refresh).
 * - Failures become `SsoProblem`s: the library's words go to the log (spec 8), a sentence goes to
 *   whoever shows it. The HTTP client never touches keycloak-js.
 */
import type { KeycloakConfig, KeycloakInitOptions } from 'keycloak-js';
import { createActor, fromPromise, waitFor, type Actor, type SnapshotFrom } from 'xstate';
import {
  SSO_FAILED_MESSAGE,
  SSO_LIBRARY_MESSAGES,
  selectSsoSignedIn,
  ssoSessionMachine,
  type SessionTokens,
  type SsoProblem,
} from '../../../machines/sso-session.machine.ts';
import { loadKeycloakJs, type KeycloakFactory, type KeycloakLike } from '../../lib/keycloak.ts';
import { NOT_AUTHENTICATED_MESSAGE, notAuthenticated, probeProvider, problem, toSsoProblem } from './sso-problems.ts';

/** What the wrapper needs to know (built from the startup config by src/actors/sso/keycloak-settings.ts). */
export interface SsoSettings {
  keycloak: KeycloakConfig;
  /** The provider's issuer (the realm URL): its discovery document is the reachability probe. */
  issuer: string;
  init: KeycloakInitOptions;
  /** Where the provider's login page sends the person back (the /kc return, `<portalUrl>?sso=kc`). */
  loginRedirectUri: string;
  /** Where the provider's sign-out sends the person back (the portal's address, registered with the provider). */
  logoutRedirectUri: string;
}

export interface SsoSessionDeps {
  settings: SsoSettings;
  /** Loads keycloak-js (a dynamic import in the browser). */
  loadKeycloak: () => Promise<KeycloakFactory>;
  /** Resolves when the provider answers at all; rejects when it cannot be reached (aborted through `signal` when the machine gives up). */
  probe?: (issuer: string, signal: AbortSignal) => Promise<void>;
  now?: () => number;
  /** spec 8: where problems are logged (console.warn by default). */
  log?: (problem: SsoProblem) => void;
  /** The session machine's waits, shorter for tests (ms; its own defaults otherwise). */
  timeouts?: Partial<{ init: number; probe: number; tokenWait: number }>;
}

export type SessionCheck = 'authenticated' | 'unauthenticated';

export interface SsoSession {
  readonly actor: Actor<typeof ssoSessionMachine>;
  /** Starts the session once (later calls do nothing). */
  start(): void;
  /** After a failed start: starts again with a new keycloak-js instance. */
  retry(): void;
  /** Waits for the session to settle; rejects with the problem when the provider is unavailable. */
  settled(): Promise<SessionCheck>;
  /** A token valid for at least 20 s, refreshed once however many callers ask at once. */
  getToken(): Promise<string>;
  /** Sends the browser to the provider's login page; rejects only if that cannot start. */
  login(): Promise<void>;
  /**
   * Ends the single-sign-on session at the provider (RP-initiated logout with the ID token as hint),
   * which sends the browser back to the portal: never resolves while the browser leaves; rejects
   * (SsoProblem) when there is no session or the sign-out cannot start.
   */
  logout(): Promise<void>;
  /** The person's name at the provider (spec 7 "GET account ... with a bearer header"). */
  loadUserName(): Promise<string>;
  /** spec 6: the wrapper's realm and resource role checks (false when not signed in). */
  hasRealmRole(role: string): boolean;
  hasResourceRole(role: string, resource?: string): boolean;
  stop(): void;
}

/** The token and its expiry on this computer's clock, as keycloak-js's isTokenExpired() counts it. */
export function tokensOf(kc: KeycloakLike): SessionTokens | null {
  if (!kc.token) return null;
  const exp = kc.tokenParsed?.exp;
  // keycloak-js: a token without `exp` never expires; timeSkew = local time - server time (s).
  const expiresAt = typeof exp === 'number' ? (exp + (kc.timeSkew ?? 0)) * 1000 : Number.MAX_SAFE_INTEGER;
  return { token: kc.token, expiresAt, subject: kc.subject ?? null };
}

/** The name from Keycloak's account endpoint, or from userinfo for a generic OpenID Connect provider. */
async function readUserName(kc: KeycloakLike, keycloakServer: boolean): Promise<string> {
  if (keycloakServer) {
    const profile = await kc.loadUserProfile();
    return [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.username || '';
  }
  const info = (await kc.loadUserInfo()) as { name?: unknown; preferred_username?: unknown };
  if (typeof info.name === 'string') return info.name;
  return typeof info.preferred_username === 'string' ? info.preferred_username : '';
}

const defaultLog = (entry: SsoProblem) => console.warn(`[single sign-on] ${entry.logMessage}`);

export function createSsoSession(deps: SsoSessionDeps): SsoSession {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? defaultLog;
  const probe = deps.probe ?? probeProvider;
  const { init: startTimeout, probe: probeTimeout, tokenWait } = deps.timeouts ?? {};
  const delays = {
    ...(startTimeout === undefined ? {} : { startTimeout }),
    ...(probeTimeout === undefined ? {} : { probeTimeout }),
    ...(tokenWait === undefined ? {} : { tokenWait }),
  };
  const { settings } = deps;
  let instance: KeycloakLike | null = null;
  let started = false;

  /** A failed instance is cut off: its late callbacks must not reach the session. */
  const discard = (kc: KeycloakLike) => {
    kc.onTokenExpired = undefined;
    if (instance === kc) instance = null;
  };

  const logic = ssoSessionMachine.provide({
    actors: {
      initialise: fromPromise<SessionTokens | null, void>(async ({ signal }) => {
        let create: KeycloakFactory;
        try {
          create = await deps.loadKeycloak();
        } catch (error) {
          throw problem(
            'unreachable',
            'Single sign-on could not be loaded. Check your connection and try again.',
            `keycloak-js could not be loaded: ${String(error)}`,
          );
        }
        if (signal.aborted) throw toSsoProblem(new Error('the start was given up'), 'start');
        const kc = create(settings.keycloak);
        kc.onTokenExpired = () => actor.send({ type: 'token.expired' });
        instance = kc;
        // The machine gave up the start (a time-out, the provider unreachable): this instance is done.
        const giveUp = () => discard(kc);
        signal.addEventListener('abort', giveUp);
        const init = kc.init(settings.init);
        try {
          return (await init) ? tokensOf(kc) : null;
        } catch (error) {
          discard(kc);
          throw toSsoProblem(error, 'start');
        } finally {
          signal.removeEventListener('abort', giveUp);
        }
      }),
      probeProvider: fromPromise<void, void>(async ({ signal }) => {
        try {
          await probe(settings.issuer, signal);
        } catch (error) {
          throw toSsoProblem(error, 'start');
        }
      }),
      refreshToken: fromPromise<SessionTokens, void>(async () => {
        const kc = instance;
        if (!kc) throw notAuthenticated();
        try {
          // The machine decided a refresh is due: force it (-1), keycloak-js would otherwise check again.
          await kc.updateToken(-1);
        } catch (error) {
          throw toSsoProblem(error, 'refresh');
        }
        const tokens = tokensOf(kc);
        if (!tokens) throw toSsoProblem(new Error('no refresh token'), 'refresh');
        return tokens;
      }),
      redirectToLogin: fromPromise<void, void>(async () => {
        const kc = instance;
        if (!kc) throw notAuthenticated();
        try {
          await kc.login({ redirectUri: settings.loginRedirectUri });
        } catch (error) {
          throw toSsoProblem(error, 'start');
        }
      }),
    },
    actions: {
      log: (_, { problem: entry }) => log(entry),
    },
    delays,
  });

  const actor = createActor(logic);

  // Every busy state ends by the machine's own waits; `redirecting` only by the page leaving, so no caller waits there.
  const settledSnapshot = (): Promise<SnapshotFrom<typeof ssoSessionMachine>> =>
    waitFor(actor, (snapshot) => !snapshot.hasTag('busy') || snapshot.matches('redirecting'), { timeout: Infinity });

  const session: SsoSession = {
    actor,
    start() {
      if (started) return;
      started = true;
      actor.start();
    },
    retry() {
      session.start();
      actor.send({ type: 'session.retry' });
    },
    async settled() {
      session.start();
      const snapshot = await settledSnapshot();
      if (snapshot.matches('unavailable')) throw snapshot.context.problem ?? notAuthenticated();
      return selectSsoSignedIn(snapshot) ? 'authenticated' : 'unauthenticated';
    },
    async getToken() {
      session.start();
      actor.send({ type: 'token.request', at: now() });
      const snapshot = await settledSnapshot();
      if (snapshot.matches('authenticated') && snapshot.context.token) return snapshot.context.token;
      const reason = snapshot.context.problem ?? notAuthenticated();
      if (snapshot.matches('unauthenticated') && reason.kind !== 'sessionEnded') {
        // spec 8: 'Not authenticated' to the log (the session logged every other reason when it happened).
        const missing = notAuthenticated();
        log(missing);
        throw missing;
      }
      throw reason;
    },
    async login() {
      session.start();
      actor.send({ type: 'session.login' });
      if (!actor.getSnapshot().matches('redirecting')) throw actor.getSnapshot().context.problem ?? notAuthenticated();
      // Resolves never while the browser leaves; a login that cannot start ends `unavailable`.
      const snapshot = await waitFor(actor, (state) => state.matches('unavailable')).catch(() => null);
      // A stopped session (the page is going away) has nothing more to say.
      if (!snapshot) return new Promise<void>(() => {});
      throw snapshot.context.problem ?? problem('failed', SSO_FAILED_MESSAGE, 'Single sign-on login did not start');
    },
    async logout() {
      const kc = instance;
      if (!kc || !kc.authenticated) {
        throw problem('notAuthenticated', NOT_AUTHENTICATED_MESSAGE, SSO_LIBRARY_MESSAGES.notAuthenticated);
      }
      try {
        await kc.logout({ redirectUri: settings.logoutRedirectUri });
      } catch (error) {
        throw toSsoProblem(error, 'start');
      }
      // The browser is on its way to the provider's sign-out.
      return new Promise<void>(() => {});
    },
    async loadUserName() {
      const kc = instance;
      if (!kc || !selectSsoSignedIn(actor.getSnapshot())) {
        // The caller logs it (spec 8) if it cares; a page without a session asks this only by mistake.
        throw problem('notAuthenticated', NOT_AUTHENTICATED_MESSAGE, SSO_LIBRARY_MESSAGES.profileNotLoggedIn);
      }
      await session.getToken();
      const name = await readUserName(kc, 'url' in settings.keycloak).catch((error: unknown) => {
        throw toSsoProblem(error, 'profile');
      });
      if (!name) throw problem('failed', SSO_FAILED_MESSAGE, SSO_LIBRARY_MESSAGES.profileNotLoaded);
      return name;
    },
    hasRealmRole: (role) => (selectSsoSignedIn(actor.getSnapshot()) ? (instance?.hasRealmRole(role) ?? false) : false),
    hasResourceRole: (role, resource) =>
      selectSsoSignedIn(actor.getSnapshot()) ? (instance?.hasResourceRole(role, resource) ?? false) : false,
    stop() {
      actor.stop();
      if (instance) discard(instance);
    },
  };
  return session;
}

let shared: SsoSession | null = null;

/** The page's one session (and so its one keycloak-js instance), started on first use. */
export function startSingleSignOn(settings: SsoSettings): SsoSession {
  shared ??= createSsoSession({ settings, loadKeycloak: loadKeycloakJs });
  shared.start();
  return shared;
}
