/**
 * Identity-provider mode at start-up (src/app/start-up/sso-bootstrap.ts): the provider's return onto #/kc, the
 * check started before the router mounts when the rules say so and not otherwise, the flag refreshed
 * and saved (spec 3, 7, 9), and a first visit with the flag on starting the check once the flag is known.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSsoFlag } from '../../src/actors/sso/identity-provider-flag.ts';
import { recordReturnedError, returnedErrorOfThisLoad } from '../../src/actors/sso/provider-return.ts';
import type { AppConfig } from '../../shared/config-schema.ts';
import { bootstrapSingleSignOn, mapProviderReturnAtStart, type SsoBootstrapEnv } from '../../src/app/start-up/sso-bootstrap.ts';

const ORIGIN = 'https://portal.example.com';
const config = { commonApiUrl: `${ORIGIN}/stand-in/common/` } as AppConfig;

function fakeEnv(path: string, options: { stored?: boolean | null; fresh?: boolean | Error } = {}) {
  let href = `${ORIGIN}${path}`;
  const saved: boolean[] = [];
  const startSession = vi.fn(async () => undefined);
  const env: SsoBootstrapEnv = {
    href: () => href,
    replaceUrl: (url) => {
      href = new URL(url, href).href;
    },
    base: '/opsportal/',
    readFlag: () => options.stored ?? null,
    saveFlag: (enabled) => saved.push(enabled),
    fetchFlag: async () => {
      if (options.fresh instanceof Error) throw options.fresh;
      return options.fresh ?? false;
    },
    startSession,
  };
  return { env, saved, startSession, href: () => href, navigate: (to: string) => (href = `${ORIGIN}${to}`) };
}

afterEach(() => {
  recordReturnedError(null);
  vi.restoreAllMocks();
});

describe('the provider return before the app loads', () => {
  it('maps ?sso=kc&code=… onto #/kc and reports the address it found', () => {
    const fake = fakeEnv('/opsportal/?sso=kc&state=s&code=c');
    expect(mapProviderReturnAtStart(fake.env)).toBe(`${ORIGIN}/opsportal/?sso=kc&state=s&code=c`);
    expect(fake.href()).toBe(`${ORIGIN}/opsportal/?state=s&code=c#/kc`);
    expect(returnedErrorOfThisLoad()).toBeNull();
  });

  it('records an error return for the /kc page and removes it from the address', () => {
    const fake = fakeEnv('/opsportal/?sso=kc&error=access_denied&state=s');
    mapProviderReturnAtStart(fake.env);
    expect(fake.href()).toBe(`${ORIGIN}/opsportal/#/kc`);
    expect(returnedErrorOfThisLoad()).toEqual({ error: 'access_denied', description: null });
  });

  it('leaves other addresses alone', () => {
    const fake = fakeEnv('/opsportal/#/benefits');
    mapProviderReturnAtStart(fake.env);
    expect(fake.href()).toBe(`${ORIGIN}/opsportal/#/benefits`);
  });
});

describe('starting the check', () => {
  it('on the kc address: at once, whatever the flag', async () => {
    const fake = fakeEnv('/opsportal/#/kc', { stored: false, fresh: false });
    const report = bootstrapSingleSignOn(config, fake.href(), fake.env);
    expect(report.startedAtOnce).toBe(true);
    await report.flagRefreshed;
    expect(fake.startSession).toHaveBeenCalledTimes(1);
    expect(fake.saved).toEqual([false]);
  });

  it('with the stored flag on: at once on any page but the excluded ones', async () => {
    for (const [path, runs] of [
      ['/opsportal/#/benefits', true],
      ['/opsportal/#/adminpanel-login', false],
      ['/opsportal/ehi-login#/ehi-login?companyId=1001', false],
      ['/opsportal/#/ops?error=x', false],
    ] as const) {
      const fake = fakeEnv(path, { stored: true, fresh: true });
      const report = bootstrapSingleSignOn(config, fake.href(), fake.env);
      await report.flagRefreshed;
      expect(fake.startSession, path).toHaveBeenCalledTimes(runs ? 1 : 0);
    }
  });

  it('with the flag off: never, and keycloak-js is not asked for', async () => {
    const fake = fakeEnv('/opsportal/#/ops', { stored: false, fresh: false });
    const report = bootstrapSingleSignOn(config, fake.href(), fake.env);
    await report.flagRefreshed;
    expect(report.startedAtOnce).toBe(false);
    expect(fake.startSession).not.toHaveBeenCalled();
    expect(fake.saved).toEqual([false]);
  });

  it('a first visit with the flag on starts the check once the flag is known, and saves it', async () => {
    const fake = fakeEnv('/opsportal/#/ops', { stored: null, fresh: true });
    const report = bootstrapSingleSignOn(config, fake.href(), fake.env);
    expect(report.startedAtOnce).toBe(false);
    await report.flagRefreshed;
    expect(fake.startSession).toHaveBeenCalledTimes(1);
    expect(fake.saved).toEqual([true]);
  });

  it('not late on an address the rules exclude, nor when the person has moved to one', async () => {
    const onErrorReturn = fakeEnv('/opsportal/#/kc', { stored: null, fresh: true });
    await bootstrapSingleSignOn(config, `${ORIGIN}/opsportal/?sso=kc&error=access_denied`, onErrorReturn.env).flagRefreshed;
    expect(onErrorReturn.startSession).not.toHaveBeenCalled();
    const moved = fakeEnv('/opsportal/#/ops', { stored: null, fresh: true });
    const report = bootstrapSingleSignOn(config, moved.href(), moved.env);
    moved.navigate('/opsportal/#/adminpanel-login');
    await report.flagRefreshed;
    expect(moved.startSession).not.toHaveBeenCalled();
  });

  it('a flag that cannot be read keeps the stored value', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    const fake = fakeEnv('/opsportal/#/ops', { stored: true, fresh: new Error('offline') });
    await bootstrapSingleSignOn(config, fake.href(), fake.env).flagRefreshed;
    expect(fake.saved).toEqual([]);
    expect(fake.startSession).toHaveBeenCalledTimes(1);
  });

  it('without a config nothing starts and nothing is asked', async () => {
    const fake = fakeEnv('/opsportal/#/kc', { stored: true, fresh: true });
    const fetchFlag = vi.spyOn(fake.env, 'fetchFlag');
    await bootstrapSingleSignOn(null, fake.href(), fake.env).flagRefreshed;
    expect(fake.startSession).not.toHaveBeenCalled();
    expect(fetchFlag).not.toHaveBeenCalled();
  });
});

describe('fetchSsoFlag (spec 7 GET {common}application/keycloak)', () => {
  const answer = (status: number, body: string) =>
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }));

  it('asks the common API without a bearer and reads enabled', async () => {
    const fetchImpl = answer(200, '{"enabled":true}');
    await expect(fetchSsoFlag(config.commonApiUrl, { fetch: fetchImpl as never })).resolves.toBe(true);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${ORIGIN}/stand-in/common/application/keycloak`);
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('refuses anything but {"enabled": boolean}', async () => {
    await expect(fetchSsoFlag(config.commonApiUrl, { fetch: answer(200, '{"enabled":"yes"}') as never })).rejects.toThrow(/boolean/);
    await expect(fetchSsoFlag(config.commonApiUrl, { fetch: answer(500, '{}') as never })).rejects.toThrow(/500/);
    await expect(fetchSsoFlag(config.commonApiUrl, { fetch: answer(200, '{not json') as never })).rejects.toThrow();
  });
});
