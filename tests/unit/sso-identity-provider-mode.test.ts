/**
 * spec 4 "Identity-provider mode": the check runs unless the address is the adminpanel-login or
 * ehi-login page or carries an `error` parameter; with the flag off, only on the kc address. And the
 * provider's query-form return onto #/kc (docs/decisions/sso-redirect-uri.md).
 */
import { describe, expect, it } from 'vitest';
import {
  decideSsoCheck,
  isProviderReturn,
  kcReturnUrl,
  mapProviderReturn,
  silentCheckUrl,
} from '../../src/actors/sso/identity-provider-mode.ts';
import { providerErrorOf } from '../../src/actors/sso/provider-error.ts';

const BASE = '/opsportal/';
const ORIGIN = 'https://portal.example.com';
const at = (path: string) => `${ORIGIN}${path}`;

describe('decideSsoCheck', () => {
  it.each([
    // [address, flag, runs, reason]
    ['/opsportal/#/kc', false, true, 'kc'],
    ['/opsportal/#/kc', null, true, 'kc'],
    ['/opsportal/#/KC/', false, true, 'kc'],
    ['/opsportal/?sso=kc&code=abc&state=s', false, true, 'kc'],
    ['/opsportal/index.html?sso=kc&code=abc&state=s', null, true, 'kc'],
    ['/opsportal/#/ops', true, true, 'flag'],
    ['/opsportal/#/benefits', true, true, 'flag'],
    ['/opsportal/', true, true, 'flag'],
    ['/opsportal/#/ops', false, false, 'flagOff'],
    ['/opsportal/#/ops', null, false, 'flagOff'],
    ['/opsportal/#/kcx', false, false, 'flagOff'],
    ['/opsportal/?sso=other#/ops', false, false, 'flagOff'],
    ['/opsportal/#/adminpanel-login', true, false, 'excluded'],
    ['/opsportal/#/adminpanel-login?token=t', true, false, 'excluded'],
    ['/opsportal/#/ehi-login?companyId=1001', true, false, 'excluded'],
    ['/opsportal/ehi-login?companyId=1001', true, false, 'excluded'],
    ['/opsportal/ehi-login#/ehi-login?companyId=1001', true, false, 'excluded'],
    ['/opsportal/?error=x#/ops', true, false, 'error'],
    ['/opsportal/#/ops?error=x', true, false, 'error'],
    ['/opsportal/#/kc?error=access_denied', true, false, 'error'],
    ['/opsportal/?sso=kc&error=access_denied&state=s', false, false, 'error'],
  ] as const)('%s with the flag %s: runs=%s (%s)', (path, flag, runs, reason) => {
    expect(decideSsoCheck({ href: at(path), base: BASE, flag })).toEqual({ runs, reason });
  });

  it('the kc route on another document is not the provider return, but still the kc address', () => {
    expect(isProviderReturn(at('/elsewhere/?sso=kc'), BASE)).toBe(false);
    expect(decideSsoCheck({ href: at('/elsewhere/?sso=kc'), base: BASE, flag: false }).runs).toBe(false);
  });
});

describe('the provider return', () => {
  it('registers <portalUrl>?sso=kc and <portalUrl>silent-check-sso.html, with or without the slash', () => {
    expect(kcReturnUrl('https://portal.example.com/opsportal/')).toBe('https://portal.example.com/opsportal/?sso=kc');
    expect(kcReturnUrl('https://portal.example.com/opsportal')).toBe('https://portal.example.com/opsportal/?sso=kc');
    expect(silentCheckUrl('https://portal.example.com/opsportal/')).toBe('https://portal.example.com/opsportal/silent-check-sso.html');
  });

  it('maps ?sso=kc&code=…&state=… onto #/kc, keeping every OAuth parameter for keycloak-js', () => {
    const mapped = mapProviderReturn(at('/opsportal/?sso=kc&state=s-1&session_state=x&iss=https%3A%2F%2Fsso&code=c.1-2'), BASE);
    expect(mapped).toEqual({ url: '/opsportal/?state=s-1&session_state=x&iss=https%3A%2F%2Fsso&code=c.1-2#/kc', returnedError: null });
  });

  it('replaces whatever fragment the address had with #/kc', () => {
    expect(mapProviderReturn(at('/opsportal/?sso=kc&code=c&state=s#/ops'), BASE)?.url).toBe('/opsportal/?code=c&state=s#/kc');
  });

  it('an error return keeps no OAuth parameter and hands the error on, judged into a plain message', () => {
    const mapped = mapProviderReturn(
      at('/opsportal/?sso=kc&error=access_denied&error_description=End-user+aborted+interaction&state=s&iss=x&keep=1'),
      BASE,
    );
    expect(mapped?.url).toBe('/opsportal/?keep=1#/kc');
    expect(mapped?.returnedError).toEqual({ error: 'access_denied', description: 'End-user aborted interaction' });
    expect(providerErrorOf(mapped!.returnedError!)).toEqual({
      code: 'access_denied',
      message: 'Sign-in was cancelled at the single sign-on service.',
      logMessage: 'Single sign-on returned access_denied: End-user aborted interaction',
    });
  });

  it('leaves every other address alone', () => {
    expect(mapProviderReturn(at('/opsportal/#/kc'), BASE)).toBeNull();
    expect(mapProviderReturn(at('/opsportal/?sso=kcx'), BASE)).toBeNull();
    expect(mapProviderReturn(at('/opsportal/silent-check-sso.html?sso=kc'), BASE)).toBeNull();
  });
});

describe('providerErrorOf', () => {
  it('never shows text that came in the address', () => {
    const error = providerErrorOf({ error: '<script>alert(1)</script>', description: 'Call 555-0100 to unlock your account' });
    expect(error.code).toBe('unknown');
    expect(error.message).toBe('The single sign-on service could not sign you in (unknown).');
    expect(error.message).not.toContain('555');
  });

  it('names a plain unknown code and keeps the log line on one line', () => {
    const error = providerErrorOf({ error: 'invalid_scope', description: 'line one\nline two' });
    expect(error.message).toBe('The single sign-on service could not sign you in (invalid_scope).');
    expect(error.logMessage).toBe('Single sign-on returned invalid_scope: line one line two');
  });
});
