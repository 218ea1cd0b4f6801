/**
 * Identity-provider mode at start-up (spec 4 "Identity-provider mode"; docs/decisions/sso-redirect-uri.md,
 * docs/decisions/sso-identity-provider-flag.md).
 *
 * Two steps, both before the router mounts:
 * 1. `mapProviderReturnAtStart()` (synchronous, first thing in the start-up, src/app/start-up/start.tsx, which then moves the hash
 *    router to the rewritten route before rendering): the provider's query-form return
 *    `?sso=kc&code=…&state=…` becomes `?code=…&state=…#/kc`; the code stays in the query for
 *    keycloak-js, which reads and strips it itself. An error the provider sent back instead is
 *    recorded for the /kc page and removed from the address.
 * 2. `bootstrapSingleSignOn(config)`: when the rules say the check runs (the kc address, or the
 *    stored flag on, and never on /adminpanel-login, /ehi-login or with an `error` parameter), the
 *    session starts: keycloak-js is imported (its own chunk) and initialised once. Nothing else is
 *    loaded for a visitor the rules exclude. The flag is then asked for again in the background
 *    (spec 7 `GET {common}application/keycloak`) and saved; when it turns out to be on and the
 *    check has not run, it starts then (a first visit with the flag on), after the router has
 *    mounted, which is safe because only the kc address carries a code and it never waits for the flag.
 */
import { decideSsoCheck, mapProviderReturn } from '../../actors/sso/identity-provider-mode.ts';
import { fetchSsoFlag } from '../../actors/sso/identity-provider-flag.ts';
import { recordReturnedError } from '../../actors/sso/provider-return.ts';
import type { AppConfig } from '../../../shared/config-schema.ts';
import { storage } from '../../lib/storage.ts';

export interface SsoBootstrapEnv {
  href: () => string;
  replaceUrl: (url: string) => void;
  /** The portal's base path, e.g. /opsportal/. */
  base: string;
  readFlag: () => boolean | null;
  saveFlag: (enabled: boolean) => void;
  fetchFlag: (config: AppConfig) => Promise<boolean>;
  /** Starts the single-sign-on session (a dynamic import: keycloak-js is its own chunk). */
  startSession: (config: AppConfig) => Promise<unknown>;
}

const browserEnv = (): SsoBootstrapEnv => ({
  href: () => window.location.href,
  replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
  base: import.meta.env.BASE_URL,
  readFlag: () => storage.getSsoEnabled(),
  saveFlag: (enabled) => storage.setSsoEnabled(enabled),
  fetchFlag: (config) => fetchSsoFlag(config.commonApiUrl),
  startSession: async (config) => (await import('../../actors/sso/session.ts')).ssoSessionFor(config),
});

/**
 * Step 1: the provider's return onto #/kc. Returns the address as it was when the page loaded (the
 * rules read that one: an `error` the mapping removed still counts).
 */
export function mapProviderReturnAtStart(env: Pick<SsoBootstrapEnv, 'href' | 'replaceUrl' | 'base'> = browserEnv()): string {
  const addressAtLoad = env.href();
  const mapped = mapProviderReturn(addressAtLoad, env.base);
  if (mapped) {
    env.replaceUrl(mapped.url);
    recordReturnedError(mapped.returnedError);
  }
  return addressAtLoad;
}

export interface SsoBootstrapReport {
  /** Whether the check started at once (before the router mounts). */
  startedAtOnce: boolean;
  /** Settles when the flag has been asked for (and the check started late, if it had to). */
  flagRefreshed: Promise<void>;
}

/** Step 2: start the session when the rules say so, and refresh the stored flag. */
export function bootstrapSingleSignOn(
  config: AppConfig | null,
  addressAtLoad: string,
  env: SsoBootstrapEnv = browserEnv(),
): SsoBootstrapReport {
  if (!config) return { startedAtOnce: false, flagRefreshed: Promise.resolve() };
  const original = addressAtLoad;
  let started = false;
  const start = () => {
    started = true;
    env.startSession(config).catch((error: unknown) => {
      // A chunk that cannot be loaded (offline): /kc says so when it asks; elsewhere the log is enough.
      console.warn('[single sign-on] could not start', error);
    });
  };
  if (decideSsoCheck({ href: original, base: env.base, flag: env.readFlag() }).runs) start();
  const startedAtOnce = started;

  const flagRefreshed = env.fetchFlag(config).then(
    (enabled) => {
      env.saveFlag(enabled);
      if (started || !enabled) return;
      // Both the address of the load and where the person is now must allow the check.
      const runs = (href: string) => decideSsoCheck({ href, base: env.base, flag: enabled }).runs;
      if (runs(original) && runs(env.href())) start();
    },
    (error: unknown) => {
      // The stored value stays; the next load asks again.
      console.debug('[single sign-on] the identity-provider flag could not be read', error);
    },
  );
  return { startedAtOnce, flagRefreshed };
}
