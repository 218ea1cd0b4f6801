/**
 * The suite of tests/unit/hostile-routes-*.test.tsx (two files, so Vitest runs the halves side by
 * side): hostile query and path parameters, at the unit layer (docs/security.md); the corpus moved
 * here from the browser (docs/decisions/hostile-input-layers.md). Every payload of the corpus, and
 * every raw URL piece, goes into every query parameter (and the path parameter) of every route of
 * the route table, and into the document's own query read at start-up; the real App renders each
 * address in happy-dom. Each time: the page settles with content (never blank, never a spinner
 * without end) or hands the browser to the single-sign-on provider, nothing dangerous reaches the DOM
 * (tests/support/hostile-markup.ts, the execution hook's own rules), nothing logs an error or throws,
 * the page stays on the portal, and its head shows what the visitor typed as text.
 *
 * A browser sample of each payload family still runs per route in tests/e2e/hostile-input.e2e.ts.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeTable, matchEntry, pathOfHash, resolveTitle, type RouteEntry } from '../../src/app/route-table.ts';
import { BASE, ORIGIN, fakeKeycloak, handOffs, localConfig, renderApp, stubFetch, watchErrors } from './hostile-app.tsx';
import { HOSTILE_PAYLOADS, QUERY_PARAMETERS, RAW_URL_PIECES, SHORT_PAYLOADS, startUpAddresses } from './hostile-corpus.ts';

/**
 * Registers the suite: `part` 'site' takes the routes with the site's chrome; 'sign-in' the landing and
 * bare routes (sign-in, single sign-on, partner, support key, registration) and the start-up addresses.
 * The calling file runs in happy-dom at http://localhost:4200/opsportal/ and mocks src/lib/keycloak.ts
 * with `fakeKeycloak` (vi.mock is hoisted per file, so it cannot live here).
 */
export function hostileRouteSuite(part: 'site' | 'sign-in') {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

  const config = localConfig();
  let errors: string[] = [];
  let navigations: string[] = [];
  /** Called by any payload that runs (happy-dom runs no script; the DOM rules are the finding here). */
  const pwned = vi.fn();

  beforeAll(() => {
    expect(fakeKeycloak).toBeTypeOf('function');
    (window as unknown as { __pwned: unknown }).__pwned = pwned;
  });
  beforeEach(() => {
    stubFetch();
    errors = watchErrors();
    navigations = [];
    for (const method of ['assign', 'replace'] as const) {
      vi.spyOn(window.location, method).mockImplementation((url: string | URL) => void navigations.push(String(url)));
    }
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  /**
   * The portal's modules as a new load gets them: a fresh module graph (its own single-sign-on session,
   * held credentials and router), as the browser tests' page.goto gave each address.
   */
  async function newLoad() {
    vi.resetModules();
    const [{ App }, heldCredentials, entryPath, ssoBootstrap, { storage }] = await Promise.all([
      import('../../src/app/app.tsx'),
      import('../../src/actors/auth/address.ts'),
      import('../../src/app/start-up/entry-path.ts'),
      import('../../src/app/start-up/sso-bootstrap.ts'),
      import('../../src/lib/storage.ts'),
    ]);
    return { App, heldCredentials, entryPath, ssoBootstrap, storage };
  }
  afterAll(() => {
    expect(pwned).not.toHaveBeenCalled();
  });

  /** The route with each `:param` replaced by `encoded`, e.g. /career/<encoded>. */
  const withPathValue = (entry: RouteEntry, encoded: string) => `/${entry.path.replace(/:[A-Za-z]+/g, encoded)}`;
  const queryWith = (encoded: string) => QUERY_PARAMETERS.map((name) => `${encodeURIComponent(name)}=${encoded}`).join('&');

  /** Every payload, then the raw URL pieces, as they go into an address (as the browser tests did). */
  const URL_PIECES = [
    ...HOSTILE_PAYLOADS.map((payload) => ({ id: payload.id, encoded: encodeURIComponent(payload.value) })),
    ...RAW_URL_PIECES.map((raw) => ({ id: `raw ${raw}`, encoded: raw })),
  ];

  /** What every hostile address must leave behind, once rendered. */
  async function expectHarmless(
    what: string,
    options: { partnerDocument?: boolean; App: Awaited<ReturnType<typeof newLoad>>['App']; mayLeave: boolean },
  ) {
    const handOffsBefore = handOffs.length;
    const page = await renderApp(config, options);
    try {
      // Only an address that may hand the browser to the single-sign-on provider (/kc, the start-up addresses) may leave.
      expect(page.state, `${what}: the page settles with content`).toMatch(options.mayLeave ? /^(settled|left)$/ : /^settled$/);
      expect(page.findings(), `${what}: nothing dangerous in the DOM`).toEqual([]);
      expect(errors, `${what}: nothing logged as an error or thrown`).toEqual([]);
      // No open redirect: the document stays on the portal; the only hand-off is to the provider, returning here.
      expect(`${location.origin}${location.pathname}`, `${what}: still on the portal`).toMatch(new RegExp(`^${ORIGIN}${BASE}`));
      for (const target of [...navigations, ...handOffs.slice(handOffsBefore)]) {
        expect(new URL(target, location.href).origin, `${what}: a navigation to ${target.slice(0, 80)}`).toBe(ORIGIN);
      }
      // The page head shows the route's parameters as the visitor typed them (decoded), as text: on every page that
      // settled (one that left for the provider has no head of ours to read).
      if (page.state === 'left') return;
      const match = matchEntry(pathOfHash(location.hash));
      expect(match, `${what}: the address is a route of the route table`).not.toBeNull();
      // (A browser's document.title strips and collapses ASCII white space; happy-dom's keeps it.)
      const collapse = (text: string) => text.replace(/[\t\n\f\r ]+/g, ' ').trim();
      expect(collapse(document.title), `${what}: the title`).toBe(collapse(resolveTitle(match!.entry, match!.params)));
    } finally {
      page.unmount();
    }
  }

  describe('hostile query and path parameters on every route (unit layer)', () => {
    for (const entry of routeTable.filter((item) => (item.chrome === 'site') === (part === 'site'))) {
      const hasPathParameter = entry.path.includes(':');
      it(`/${entry.path}: every payload in every query parameter${hasPathParameter ? ' and in the path' : ''}`, async () => {
        // One module graph per route (pages load theirs on demand from the registry of the latest load);
        // /kc hands the browser to the provider, so there, as in the browser, every payload is a new load.
        let { App } = await newLoad();
        for (const { id, encoded } of URL_PIECES) {
          const route = hasPathParameter ? withPathValue(entry, encoded) : `/${entry.path}`;
          if (entry.path === 'kc') ({ App } = await newLoad());
          history.replaceState(null, '', `${BASE}#${route}?${queryWith(encoded)}`);
          await expectHarmless(`/${entry.path} with ${id}`, { App, mayLeave: entry.path === 'kc' });
        }
      }, 60_000);
    }
  });

  if (part === 'sign-in')
    describe("the document's own query (before the #), read at start-up (unit layer)", () => {
      /** What the start-up (src/app/start-up/start.tsx) does before the router mounts, with this address (its steps, in its order). */
      async function load(address: string, what: string) {
        const { App, heldCredentials, entryPath, ssoBootstrap, storage } = await newLoad();
        history.replaceState(null, '', address);
        const mapped = entryPath.mapEntryPath(location, BASE);
        if (mapped) history.replaceState(null, '', mapped);
        storage.clearExpiredTokens();
        heldCredentials.holdCredentialsFromAddress();
        const env = {
          href: () => location.href,
          replaceUrl: (url: string) => history.replaceState(history.state, '', url),
          base: BASE,
        };
        const addressAtLoad = ssoBootstrap.mapProviderReturnAtStart(env);
        ssoBootstrap.bootstrapSingleSignOn(config, addressAtLoad, {
          ...env,
          readFlag: () => storage.getSsoEnabled(),
          saveFlag: (enabled) => storage.setSsoEnabled(enabled),
          fetchFlag: () => Promise.reject(new Error('the common API answers 503 here')),
          startSession: async (settings) => (await import('../../src/actors/sso/session.ts')).ssoSessionFor(settings),
        });
        await expectHarmless(what, { partnerDocument: entryPath.isPartnerDocument(location, BASE), App, mayLeave: true });
      }

      // The server reads this part of the address (its length is capped), so the long payloads stay out.
      for (const payload of SHORT_PAYLOADS) {
        it(`every start, as a new load: ${payload.id}`, async () => {
          for (const { address, what } of startUpAddresses(payload.value)) await load(`${BASE}${address}`, `${what} with ${payload.id}`);
        });
      }
    });
}
