/**
 * Issue 30 item 1 (docs/security.md "Spellings"): every spelling of a route that the router opens gets what its
 * canonical form gets from every security decision: the credential scrub, the sign-in rules of single sign-on,
 * the partner document. One table of spellings; each row is checked against the router's own match.
 */
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { splitCredentials } from '../../src/actors/auth/address.ts';
import { decideSsoCheck } from '../../src/actors/sso/identity-provider-mode.ts';
import { providerErrorOf } from '../../src/actors/sso/provider-error.ts';
import { isPartnerDocument, mapEntryPath } from '../../src/app/start-up/entry-path.ts';
import { matchEntry, pathOfHash, routeTable } from '../../src/app/route-table.ts';
import { routePatterns } from '../../src/config/paths.ts';
import { canonicalRoute, documentPathOf, routeOfHash } from '../../src/config/route-address.ts';

const ORIGIN = 'http://localhost:4200/opsportal/';
const CREDENTIALS = 'username=shop.demo&password=Demo-Pass-1';

/** Spellings of a route path: [how it is written, what it is]. */
const spell = (route: string): string[] => [
  `/${route}`,
  route,
  `/${route.toUpperCase()}`,
  `/${route[0]!.toUpperCase()}${route.slice(1)}`,
  `/%${route.charCodeAt(0).toString(16)}${route.slice(1)}`,
  `/%${route.charCodeAt(0).toString(16).toUpperCase()}${route.slice(1)}`,
  `//${route}`,
  `///${route}`,
  `/${route}/`,
  `/${route}//`,
  `//${route.toUpperCase()}/`,
];

/** The route the router opens for a hash, as HashRouter reads it (pathname '/'+…, search) then matches it canonically. */
function routerOpens(hash: string): string | undefined {
  const raw = hash.replace(/^#/, '');
  const queryAt = raw.indexOf('?');
  let pathname = queryAt >= 0 ? raw.slice(0, queryAt) : raw;
  if (!pathname.startsWith('/')) pathname = `/${pathname}`;
  const canonical = canonicalRoute(pathname, queryAt >= 0 ? raw.slice(queryAt) : '');
  return matchRoutes(
    routeTable.map((entry) => ({ path: entry.path })),
    canonical.pathname,
  )?.at(-1)?.route.path;
}

describe('the credential routes in every spelling (scrub = router)', () => {
  const cases: Array<[string, string, string, Record<string, string>]> = [];
  for (const spelling of spell('redirect')) {
    cases.push([`${spelling}?${CREDENTIALS}`, routePatterns.redirect, '#/redirect', { username: 'shop.demo', password: 'Demo-Pass-1' }]);
    // An encoded `?` starts the query all the same.
    cases.push([
      `${spelling.replace(/\/+$/, '')}%3F${CREDENTIALS}`,
      routePatterns.redirect,
      '#/redirect',
      { username: 'shop.demo', password: 'Demo-Pass-1' },
    ]);
    cases.push([
      `${spelling.replace(/\/+$/, '')}%3f${encodeURIComponent(CREDENTIALS)}`,
      routePatterns.redirect,
      '#/redirect',
      { username: 'shop.demo', password: 'Demo-Pass-1' },
    ]);
  }
  for (const spelling of spell('ehi-login')) {
    cases.push([
      `${spelling}?companyId=1001&token=ehi-token-1001`,
      routePatterns.ehiLogin,
      '#/ehi-login?companyId=1001',
      { token: 'ehi-token-1001' },
    ]);
  }
  for (const spelling of spell('adminpanel-login')) {
    cases.push([`${spelling}?token=admin-token-1`, routePatterns.adminpanelLogin, '#/adminpanel-login', { token: 'admin-token-1' }]);
  }

  it.each(cases)('#%s opens %s and leaves the address as %s', (hash, pattern, clean, values) => {
    expect(routerOpens(hash)).toBe(pattern);
    const split = splitCredentials(`${ORIGIN}#${hash}`);
    expect(split, 'the scrub sees the route').not.toBeNull();
    expect(split?.cleanHref).toBe(`${ORIGIN}${clean}`);
    expect(Object.fromEntries(split?.values ?? [])).toMatchObject(values);
    for (const secret of Object.values(values)) expect(split?.cleanHref).not.toContain(secret);
  });

  it('no credential route is opened by a spelling the scrub does not see (other routes keep their query)', () => {
    for (const hash of ['/ops?username=a&password=b', '/redirectx?password=b', '/re%64irect2?password=b']) {
      expect(routerOpens(hash)).not.toBe(routePatterns.redirect);
      expect(splitCredentials(`${ORIGIN}#${hash}`)).toBeNull();
    }
  });
});

describe('the sign-in rules and the partner document in every spelling', () => {
  it.each([...spell('adminpanel-login'), ...spell('ehi-login')])('#%s: no single-sign-on check', (spelling) => {
    expect(decideSsoCheck({ href: `${ORIGIN}#${spelling}?token=x`, base: '/opsportal/', flag: true })).toEqual({
      runs: false,
      reason: 'excluded',
    });
  });

  it.each([
    '/opsportal/ehi-login',
    '/opsportal/ehi-login/',
    '/opsportal//ehi-login',
    '/opsportal/EHI-LOGIN',
    '/opsportal/%65hi-login',
    '//opsportal/ehi-login//',
  ])('%s is the partner document', (pathname) => {
    expect(isPartnerDocument({ pathname }, '/opsportal/')).toBe(true);
    expect(documentPathOf(pathname, '/opsportal/')).toBe('ehi-login');
    expect(mapEntryPath({ pathname, search: '?companyId=1', hash: '' }, '/opsportal/')).toBe(`${pathname}#/ehi-login?companyId=1`);
    expect(mapEntryPath({ pathname, search: '', hash: '#/EHI-LOGIN?companyId=1' }, '/opsportal/')).toBeNull();
  });

  it.each(['/opsportal/', '/opsportal/index.html', '/opsportal/ehi-login2', '/other/ehi-login'])(
    '%s is not the partner document',
    (pathname) => {
      expect(isPartnerDocument({ pathname }, '/opsportal/')).toBe(false);
    },
  );
});

describe('the canonical form', () => {
  it.each([
    ['#/Redirect/?a=1', '/Redirect', '?a=1', '/redirect'],
    ['#redirect', '/redirect', '', '/redirect'],
    ['#//news-and-media//Some%20Article/', '/news-and-media/Some%20Article', '', '/news-and-media/some article'],
    ['#/redirect%3Fa=1', '/redirect', '?a=1', '/redirect'],
    ['#/redirect%3Fa=1?b=2', '/redirect', '?a=1&b=2', '/redirect'],
    ['#/careers#growth', '/careers', '', '/careers'],
    ['#/a%2Fb', '/a%2Fb', '', '/a/b'],
    ['#/bad%E0%A4', '/bad%25E0%25A4', '', '/bad%e0%a4'],
    ['', '/', '', '/'],
  ])('%s -> %s %s (key %s)', (hash, pathname, search, key) => {
    expect(routeOfHash(hash)).toEqual({ pathname, search, key });
  });

  it('the router finds the same page for a spelling as for its canonical form (product, news)', () => {
    expect(matchEntry(pathOfHash('#//Product/trax/'))?.entry.path).toBe(routePatterns.product);
    expect(matchEntry(pathOfHash('#//Product/trax/'))?.params.productName).toBe('trax');
    expect(matchEntry(pathOfHash('#/news-and-media/%41rticle'))?.params.newsName).toBe('Article');
  });
});

describe('a URL value never indexes a table through its prototype (item 5)', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])('?sso=kc&error=%s gets the generic message', (error) => {
    const { message } = providerErrorOf({ error, description: null });
    expect(message).toBe(`The single sign-on service could not sign you in (${error.toLowerCase()}).`);
    expect(message).not.toContain('native code');
  });

  it.each(['constructor', '__proto__', 'toString'])('a route named %s holds no credentials', (name) => {
    expect(splitCredentials(`${ORIGIN}#/${name}?password=x`)).toBeNull();
  });
});
