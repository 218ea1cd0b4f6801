/**
 * The hash router (spec 2: hash-style URLs), built from the route table. '' and /login redirect to
 * /ops; any unknown path redirects to /page-not-found. Every page is a lazily loaded chunk.
 */
import { Navigate, createHashRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { RootLayout, RouteError, RouteLoading } from './layout/root-layout.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { prefetchContent } from '../content/prefetch.ts';
import { routeTable, type Chrome, type RouteEntry } from './route-table.ts';

function toRoute(entry: RouteEntry): RouteObject {
  return {
    path: entry.path,
    handle: { entry },
    lazy: async () => {
      const module = await entry.load();
      const Component = module[entry.exportName];
      if (typeof Component !== 'function') throw new Error(`${entry.exportName} is missing from its module`);
      return { Component: Component as React.ComponentType };
    },
  };
}

const byChrome = (chrome: Chrome) => routeTable.filter((entry) => entry.chrome === chrome).map(toRoute);

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { index: true, element: <Navigate to={paths.ops} replace /> },
      { path: 'login', element: <Navigate to={paths.ops} replace /> },
      { element: <SiteLayout chrome="site" />, children: byChrome('site') },
      { element: <SiteLayout chrome="landing" />, children: byChrome('landing') },
      { children: byChrome('bare') },
      { path: '*', element: <Navigate to={paths.pageNotFound} replace /> },
    ],
  },
];

export const router = createHashRouter(routes);

// The first page's content file (products, careers, news) is requested now, alongside the page's
// code, instead of once that code has run (issue 8: LCP). Later pages load theirs as before.
for (const match of router.state.matches) {
  const url = (match.route.handle as { entry?: RouteEntry } | undefined)?.entry?.content?.(match.params);
  if (url) prefetchContent(url);
}
