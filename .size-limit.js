/**
 * The byte guard (docs/decisions/speed-budgets.md): each route's first-visit JavaScript, gzip, within its limit in
 * size-limits.json (the figure measured when the limits were last set, plus 2 KB). Which files a first visit of a
 * route fetches is read from the build (scripts/first-visit-scripts.ts), never listed by hand.
 * Run by `npm test` after the build, or `npm run build && npm run size`; re-measure with `npm run size:measure`.
 */
import { firstVisitScripts, readLimits } from './scripts/first-visit-scripts.ts';

const limits = readLimits();
const routes = firstVisitScripts();
const unlimited = routes.filter(({ route }) => limits[route] === undefined).map(({ route }) => route);
const unknown = Object.keys(limits).filter((route) => !routes.some((entry) => entry.route === route));
if (unlimited.length > 0 || unknown.length > 0)
  throw new Error(
    `size-limits.json does not match the route table: no limit for ${unlimited.join(', ') || 'none'}; a limit for no route: ${unknown.join(', ') || 'none'}. ` +
      'Set them with `npm run build && npm run size:measure -- --write`.',
  );

export default routes.map(({ route, files }) => ({
  name: `first visit of ${route}`,
  path: files.map((file) => `dist/${file}`),
  gzip: true,
  limit: `${limits[route]} B`,
}));
