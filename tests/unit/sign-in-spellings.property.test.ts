/**
 * Issue 40, property tests of the app's one reading of a sign-in route's credentials (src/actors/auth/address.ts):
 * generated spellings of /redirect, /adminpanel-login and /ehi-login (case, one or two rounds of percent-encoding,
 * dot segments, doubled slashes, the `?` encoded) arriving in a running page. Whenever react-router, reading the
 * address as the app's router does (src/app/router.tsx: the canonical form), would open the sign-in page, the
 * address it reads carries no secret and the page gets the secret once: after the machine took it, no later arrival
 * reads it again. Each property runs PROPERTY_RUNS cases; a failure prints its seed (FC_SEED replays it).
 */
// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:4200/opsportal/#/benefits"}
import fc from 'fast-check';
import { matchRoutes, parsePath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { credentialFor, dropHeldCredentials, holdCredentialsFromAddress } from '../../src/actors/auth/address.ts';
import { canonicalRoute } from '../../src/config/route-address.ts';
import { checkProperty, spellingOf } from '../support/spellings.ts';

const SECRET = 'S3cret-Value-9';
const ROUTES: ReadonlyArray<{ route: string; names: readonly string[] }> = [
  { route: '/redirect', names: ['username', 'password', 'ronumber'] },
  { route: '/adminpanel-login', names: ['token'] },
  { route: '/ehi-login', names: ['token'] },
];
const ROUTER = [...ROUTES.map(({ route }) => ({ path: route })), { path: '/benefits' }, { path: '*' }];

/** The route react-router opens for a hash, read as the app's router reads it (the canonical form of the address). */
function routedTo(hash: string): string | null {
  const location = parsePath(hash.replace(/^#/, '') || '/');
  const canonical = canonicalRoute(location.pathname ?? '/', location.search ?? '');
  return matchRoutes(ROUTER, canonical.pathname)?.[0]?.route.path ?? null;
}

/** A fragment navigation in the running page: a new entry, then `popstate`; returns the address the router read. */
function arrive(hash: string): string {
  history.pushState(null, '', hash);
  let read = '';
  window.addEventListener('popstate', () => (read = location.href), { once: true });
  window.dispatchEvent(new PopStateEvent('popstate'));
  return read;
}

const arrival = fc.constantFrom(...ROUTES).chain(({ route, names }) =>
  fc
    .tuple(
      spellingOf(route, { suffix: false, escapes: false }),
      fc.subarray([...names], { minLength: 1 }),
      fc.constantFrom('?', '%3F', '%3f'),
      fc.constantFrom('&', '%26'),
      fc.constantFrom('', 'companyId=1001', 'lang=en'),
    )
    .map(([path, sent, questionMark, ampersand, other]) => {
      const pairs = [...(other ? [other] : []), ...sent.map((name) => `${name}=${SECRET}-${name}`)];
      // An encoded `&` only separates where the `?` was encoded too (the path's query, decoded with it).
      const separator = questionMark === '?' ? '&' : ampersand;
      return { route, sent, hash: `#${path}${questionMark}${pairs.join(separator)}` };
    }),
);

describe('generated spellings of a sign-in route arriving in a running page', () => {
  holdCredentialsFromAddress();

  it('what the router reads carries no secret, and the page reads each one sent', async () => {
    await checkProperty(
      'sign-in arrival',
      fc.property(arrival, ({ route, sent, hash }) => {
        dropHeldCredentials();
        arrive('#/benefits');
        const read = arrive(hash);
        if (routedTo(new URL(read).hash) !== route) return;
        expect(read, hash).not.toContain(SECRET);
        const query = new URLSearchParams(canonicalRoute(...(splitHash(new URL(read).hash) as [string, string])).search);
        for (const name of sent) expect(credentialFor(route, query, name), `${hash} ${name}`).toBe(`${SECRET}-${name}`);
      }),
    );
  });

  it('once the machine took them, no later arrival reads them again, however the route is spelled', async () => {
    await checkProperty(
      'used once',
      fc.property(arrival, spellingOf('/ehi-login', { suffix: false, escapes: false }), ({ route, sent, hash }, again) => {
        arrive('#/benefits');
        arrive(hash);
        // The sign-in machine's first state drops the held copy (scrubAddressActor): it has them in its context.
        dropHeldCredentials();
        arrive('#/benefits');
        const read = arrive(`#${again}?companyId=2002`);
        const query = new URLSearchParams(canonicalRoute(...(splitHash(new URL(read).hash) as [string, string])).search);
        for (const name of sent) expect(credentialFor(route, query, name), `${hash} then #${again}`).toBeNull();
        expect(credentialFor('/ehi-login', query, 'token')).toBeNull();
      }),
    );
  });
});

/** A hash route split at its `?` into path and query, as the hash router parses it. */
function splitHash(hash: string): [string, string] {
  const route = hash.replace(/^#/, '');
  const at = route.indexOf('?');
  return at >= 0 ? [route.slice(0, at), route.slice(at)] : [route, ''];
}
