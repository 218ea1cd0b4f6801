/**
 * The one route the build draws into index.html (docs/decisions/first-paint-prerender.md) and the addresses that
 * open it, from the route table's names (src/config/paths.ts): renaming the route changes them there, once.
 */
import { opsAliases, routePatterns } from '../../config/paths.ts';

/** The drawn route's pattern. */
export const DRAWN_ROUTE = routePatterns.ops;

/**
 * Every hash that opens the drawn route on the document itself: none, '#', the route, and the router's redirects
 * to it ('#/', '#/login'). Conservative on purpose: any other spelling (`#/OPS`, `#//ops`) is drawn afresh.
 */
export const DRAWN_ROUTE_HASHES: readonly string[] = ['', '#', ...[DRAWN_ROUTE, ...opsAliases].map((pattern) => `#/${pattern}`)];
