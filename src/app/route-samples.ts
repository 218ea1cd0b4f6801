/**
 * A sample address of every route, for the tests and scripts that walk them all (e2e, the bench, the
 * screenshots). Kept out of the route table, which every visitor's start-up runs: no visitor's page reads a
 * sample.
 */
import { paths, routePatterns } from '../config/paths.ts';
import { routeTable, type RouteEntry } from './route-table.ts';

const ROUTE_SAMPLES: Record<string, string> = {
  [routePatterns.ops]: paths.ops,
  [routePatterns.kc]: paths.kc,
  [routePatterns.adminpanelLogin]: paths.adminpanelLogin,
  [routePatterns.ehiLogin]: `${paths.ehiLogin}?companyId=1001`,
  [routePatterns.redirect]: paths.redirect,
  [routePatterns.benefits]: paths.benefits,
  [routePatterns.about]: paths.about,
  [routePatterns.careers]: paths.careers(),
  [routePatterns.careersAnchor]: paths.careers('opportunities'),
  [routePatterns.career]: paths.career('senior-frontend-engineer'),
  [routePatterns.contactus]: paths.contactus,
  [routePatterns.news]: paths.news,
  [routePatterns.newsArticle]: paths.newsArticle('logistix-expands-early-delivery'),
  [routePatterns.product]: paths.product('trax'),
  [routePatterns.privacyPolicy]: paths.privacyPolicy(),
  [routePatterns.privacyPolicyAnchor]: paths.privacyPolicy('cookies'),
  [routePatterns.ccpaPolicy]: paths.ccpaPolicy,
  [routePatterns.sellInformation]: paths.sellInformation,
  [routePatterns.support]: paths.support(),
  [routePatterns.supportStatus]: paths.support('0'),
  [routePatterns.remoteConnect]: paths.remoteConnect,
  [routePatterns.fastSupport]: paths.fastSupport,
  [routePatterns.register]: paths.register,
  [routePatterns.subscribe]: paths.subscribe,
  [routePatterns.deliverytraxAd]: paths.deliverytraxAd,
  [routePatterns.traxmobileAd]: paths.traxmobileAd,
  [routePatterns.qrTraxMechanical]: paths.qrTraxMechanical,
  [routePatterns.pageNotFound]: paths.pageNotFound,
};

/** The route table with each route's sample address; a route without one is an error here, not a skipped test. */
export const sampledRouteTable: Array<RouteEntry & { sample: string }> = routeTable.map((entry) => {
  const sample = ROUTE_SAMPLES[entry.path];
  if (sample === undefined) throw new Error(`No sample address for the route ${entry.path}`);
  return { ...entry, sample };
});
