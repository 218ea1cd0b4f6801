/**
 * The hash router (spec 2: hash-style URLs), built from the route table. '' and /login redirect to
 * /ops; any unknown path redirects to /page-not-found. Every page is a lazily loaded chunk
 * (src/app/route-page.tsx).
 *
 * Declarative routing (<HashRouter> with route objects) rather than a data router: the portal's pages
 * load their own data through their machines, so the data router's loaders, actions and fetchers
 * would be about 13 KB gzip of unused code on every first visit.
 */
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { opsAliases, paths, routePatterns } from '../config/paths.ts';
import { canonicalRoute } from '../config/route-address.ts';
import { prefetchContent } from '../content/prefetch.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { loadPageCode, pageCodeReady, RoutePage } from './route-page.tsx';
import { matchEntry, pathOfHash, routeTable, type Chrome } from './route-table.ts';

const byChrome = (chrome: Chrome): RouteObject[] =>
  routeTable.filter((entry) => entry.chrome === chrome).map((entry) => ({ path: entry.path, element: <RoutePage entry={entry} /> }));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      ...opsAliases.map((alias) =>
        alias === ''
          ? { index: true, element: <Navigate to={paths.ops} replace /> }
          : { path: alias, element: <Navigate to={paths.ops} replace /> },
      ),
      { element: <SiteLayout chrome="site" />, children: byChrome('site') },
      { element: <SiteLayout chrome="landing" />, children: byChrome('landing') },
      { children: byChrome('bare') },
      { path: '*', element: <Navigate to={paths.pageNotFound} replace /> },
    ],
  },
];

/**
 * The partner document /opsportal/ehi-login is the one document partners may frame (docs/server.md):
 * in it only the partner sign-in (and the page-not-found it sends a bare visit to, spec 8) draws.
 * Any other route, e.g. a partner page switching the frame to #/ops, gets a plain message instead of
 * the main sign-in form inside someone else's page (docs/decisions/server-ehi-login-frame-ancestors.md).
 */
const PARTNER_DOCUMENT_ROUTES = new Set<string>([routePatterns.ehiLogin, routePatterns.pageNotFound]);

export const partnerDocumentRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      ...routeTable
        .filter((entry) => PARTNER_DOCUMENT_ROUTES.has(entry.path))
        .map((entry) => ({ path: entry.path, element: <RoutePage entry={entry} /> })),
      { path: '*', element: <PartnerDocumentOnly /> },
    ],
  },
];

function PartnerDocumentOnly() {
  return (
    <main id="main" tabIndex={-1} className="page">
      <h1>Partner sign-in</h1>
      <p>This page shows only the partner sign-in.</p>
    </main>
  );
}

/**
 * The pages, inside <HashRouter> (src/app/app.tsx); the partner document gets only its own. The routes match
 * the canonical form of the address (src/config/route-address.ts), the one the credential scrub and the
 * sign-in rules read: `#//redirect` or `#/redirect%3Fusername=…` is /redirect for all of them. An address
 * already canonical is matched as it is (the usual case: the router's own location, untouched).
 */
export function AppRoutes({ partnerDocument = false }: { partnerDocument?: boolean }) {
  const location = useLocation();
  const canonical = canonicalRoute(location.pathname, location.search);
  const same = canonical.pathname === location.pathname && canonical.search === location.search;
  return useRoutes(partnerDocument ? partnerDocumentRoutes : routes, same ? undefined : { ...location, ...canonical });
}

/**
 * The first page's code and content file (products, careers, news) are requested at start-up,
 * alongside the shell and the config, instead of once the router has drawn: the page's largest content paints sooner. The
 * content file is asked for under the default assets address, before the config is in; once it is,
 * `prefetchFirstPageContent` asks again only if the config names another address (docs/decisions/assets-address.md,
 * docs/decisions/assets-address.md). Later pages load theirs as they open.
 */
export function startFirstPage(hash: string): Promise<void> {
  const match = matchEntry(pathOfHash(hash));
  if (!match) return Promise.resolve();
  const code = loadPageCode(match.entry);
  prefetchFirstPageContent(hash);
  return code.settled;
}

/** Whether the first page's code has loaded (false when it failed, or the address names no page). */
export function firstPageReady(hash: string): boolean {
  const match = matchEntry(pathOfHash(hash));
  return match ? pageCodeReady(match.entry) : false;
}

/** How long a route that was not drawn waits for its page's code before the site draws: the start-up chart's. */
export { FIRST_PAGE_WAIT_MS } from '../../machines/start-up.machine.ts';

/** The first page's content file under the assets address now in use (a no-op when already asked for). */
export function prefetchFirstPageContent(hash: string): void {
  const match = matchEntry(pathOfHash(hash));
  const url = match?.entry.content?.(match.params);
  if (url) prefetchContent(url);
}
