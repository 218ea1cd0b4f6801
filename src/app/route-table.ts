/**
 * Every route of the spec's route table (spec 2) with its page title and its layout. The router is
 * built from this table, the e2e tests walk it, and each page is its own chunk (code-split). The rest
 * of a route's page head, its description and keywords, travels with the page's code: every first
 * visit loads this table, and needs one route's head, not thirty (docs/decisions/route-heads-with-page-code.md).
 */
import { matchRoutes } from 'react-router-dom';
import { routePatterns } from '../config/paths.ts';
import { routeOfHash } from '../config/route-address.ts';
import { brand } from '../content/brand.ts';
import { ARTICLE_NAME, careersUrl, newsFeedUrl, productsUrl, newsArticleUrl } from '../content/content-urls.ts';
import { titleCase } from '../lib/title-case.ts';

export type RouteParams = Readonly<Record<string, string | undefined>>;

/** The part of a page head (spec 2) that a page module gives: see `PAGE_META_EXPORT`. */
export interface PageMeta {
  description: string;
  keywords: string;
}

/**
 * Every page module exports its description and keywords under this name: an object, or a function of
 * the route's parameters where the text depends on them (the product page). Routes sharing a module
 * share it.
 */
export const PAGE_META_EXPORT = 'pageMeta';
export type PageMetaExport = PageMeta | ((params: RouteParams) => PageMeta);

/** `site`: navigation bar and footer; `landing`: navigation bar, page brings its own footer; `bare`: none. */
export type Chrome = 'site' | 'landing' | 'bare';

export interface RouteEntry {
  /** Path relative to the hash root, in React Router syntax. */
  path: string;
  chrome: Chrome;
  /** The document title: here, not with the page's code, so it is right while that code loads or when it fails. */
  title: string | ((params: RouteParams) => string);
  /** The content file the page loads first, if any: requested with the page's code (src/content/prefetch.ts). */
  content?: (params: Record<string, string | undefined>) => string | null;
  /** Loads the page's chunk; the module exports the component under `exportName` and its `PageMetaExport`. */
  load: () => Promise<Record<string, unknown>>;
  exportName: string;
}

const suffix = ` | ${brand.company}`;
const title = (text: string) => `${text}${suffix}`;

export const routeTable: RouteEntry[] = [
  {
    path: routePatterns.ops,
    chrome: 'landing',
    title: title('Sign in'),
    load: () => import('../sign-in/ops-page.tsx'),
    exportName: 'OpsPage',
  },
  {
    path: routePatterns.kc,
    chrome: 'bare',
    title: title('Signing in'),
    load: () => import('../sign-in/kc-page.tsx'),
    exportName: 'KcPage',
  },
  {
    path: routePatterns.adminpanelLogin,
    chrome: 'bare',
    title: title('Token sign-in'),
    load: () => import('../sign-in/adminpanel-login-page.tsx'),
    exportName: 'AdminpanelLoginPage',
  },
  {
    path: routePatterns.ehiLogin,
    chrome: 'bare',
    title: title('Partner sign-in'),
    load: () => import('../sign-in/ehi-login-page.tsx'),
    exportName: 'EhiLoginPage',
  },
  {
    path: routePatterns.redirect,
    chrome: 'bare',
    title: title('Signing you in'),
    load: () => import('../sign-in/redirect-page.tsx'),
    exportName: 'RedirectPage',
  },
  {
    path: routePatterns.benefits,
    chrome: 'site',
    title: title('Benefits'),
    load: () => import('../pages/benefits-page.tsx'),
    exportName: 'BenefitsPage',
  },
  {
    path: routePatterns.about,
    chrome: 'site',
    title: title('About us'),
    load: () => import('../pages/about-page.tsx'),
    exportName: 'AboutPage',
  },
  {
    path: routePatterns.careers,
    chrome: 'site',
    title: title('Careers'),
    content: () => careersUrl(),
    load: () => import('../pages/careers-page.tsx'),
    exportName: 'CareersPage',
  },
  {
    path: routePatterns.careersAnchor,
    chrome: 'site',
    title: title('Careers'),
    content: () => careersUrl(),
    load: () => import('../pages/careers-page.tsx'),
    exportName: 'CareersPage',
  },
  {
    path: routePatterns.career,
    chrome: 'site',
    title: (params) => title(`${titleCase(params.careerName) || 'Career'} - Careers`),
    content: () => careersUrl(),
    load: () => import('../pages/career-detail-page.tsx'),
    exportName: 'CareerDetailPage',
  },
  {
    path: routePatterns.contactus,
    chrome: 'site',
    title: title('Contact Us'),
    load: () => import('../pages/contact-page.tsx'),
    exportName: 'ContactPage',
  },
  {
    path: routePatterns.news,
    chrome: 'site',
    title: title('News & Media'),
    content: () => newsFeedUrl(),
    load: () => import('../pages/news-page.tsx'),
    exportName: 'NewsPage',
  },
  {
    path: routePatterns.newsArticle,
    chrome: 'site',
    title: (params) => title(`${titleCase(params.newsName) || 'Article'} - News`),
    content: (params) => (ARTICLE_NAME.test(params.newsName ?? '') ? newsArticleUrl(params.newsName ?? '') : null),
    load: () => import('../pages/news-article-page.tsx'),
    exportName: 'NewsArticlePage',
  },
  {
    path: routePatterns.product,
    chrome: 'site',
    title: (params) => title(`${titleCase(params.productName) || 'Product'} - Solutions`),
    content: () => productsUrl(),
    load: () => import('../pages/product-page.tsx'),
    exportName: 'ProductPage',
  },
  {
    path: routePatterns.privacyPolicy,
    chrome: 'site',
    title: title('Privacy policy'),
    load: () => import('../pages/privacy-policy-page.tsx'),
    exportName: 'PrivacyPolicyPage',
  },
  {
    path: routePatterns.privacyPolicyAnchor,
    chrome: 'site',
    title: title('Privacy policy'),
    load: () => import('../pages/privacy-policy-page.tsx'),
    exportName: 'PrivacyPolicyPage',
  },
  {
    path: routePatterns.ccpaPolicy,
    chrome: 'site',
    title: title('California consumer privacy notice'),
    load: () => import('../pages/ccpa-policy-page.tsx'),
    exportName: 'CcpaPolicyPage',
  },
  {
    path: routePatterns.sellInformation,
    chrome: 'site',
    title: title('Cookie policy'),
    load: () => import('../pages/sell-information-page.tsx'),
    exportName: 'SellInformationPage',
  },
  {
    path: routePatterns.support,
    chrome: 'site',
    title: title('Help & Support'),
    load: () => import('../pages/support-page.tsx'),
    exportName: 'SupportPage',
  },
  {
    path: routePatterns.supportStatus,
    chrome: 'site',
    title: title('Help & Support'),
    load: () => import('../pages/support-page.tsx'),
    exportName: 'SupportPage',
  },
  {
    path: routePatterns.remoteConnect,
    chrome: 'site',
    title: title('Remote Connect'),
    load: () => import('../pages/remote-connect-page.tsx'),
    exportName: 'RemoteConnectPage',
  },
  {
    path: routePatterns.fastSupport,
    chrome: 'bare',
    title: title('Fast support'),
    load: () => import('../pages/fast-support-page.tsx'),
    exportName: 'FastSupportPage',
  },
  {
    path: routePatterns.register,
    chrome: 'bare',
    title: title('Registration'),
    load: () => import('../pages/register-page.tsx'),
    exportName: 'RegisterPage',
  },
  {
    path: routePatterns.subscribe,
    chrome: 'site',
    title: title('Subscribe'),
    load: () => import('../pages/subscribe-page.tsx'),
    exportName: 'SubscribePage',
  },
  {
    path: routePatterns.deliverytraxAd,
    chrome: 'site',
    title: title('DeliveryTrax add-on'),
    load: () => import('../pages/deliverytrax-ad-page.tsx'),
    exportName: 'DeliverytraxAdPage',
  },
  {
    path: routePatterns.traxmobileAd,
    chrome: 'site',
    title: title('TraxMobile driver app'),
    load: () => import('../pages/traxmobile-ad-page.tsx'),
    exportName: 'TraxmobileAdPage',
  },
  {
    path: routePatterns.qrTraxMechanical,
    chrome: 'site',
    title: title('Trax Mechanical'),
    load: () => import('../pages/qr-trax-mechanical-page.tsx'),
    exportName: 'QrTraxMechanicalPage',
  },
  {
    path: routePatterns.pageNotFound,
    chrome: 'site',
    title: title('Page not found'),
    load: () => import('../pages/page-not-found-page.tsx'),
    exportName: 'PageNotFoundPage',
  },
];

let matchable: Array<{ path: string; entry: RouteEntry }> | null = null;

type EntryMatch = { entry: RouteEntry; params: Readonly<Record<string, string | undefined>> } | undefined;
/**
 * Answers by path: the start-up asks for the first page's entry three times before it draws (its code,
 * its content file, again under the config's assets address) and each matchRoutes call flattens and
 * ranks the whole table (about 45 ms of the start-up at 4× CPU). The table never
 * changes, so an answer never does; a handful of paths per visit, bounded all the same.
 */
const matches = new Map<string, EntryMatch>();
const MATCH_CACHE_SIZE = 64;

/** The route-table entry a hash path opens, with its parameters; undefined for redirects and unknown paths. */
export function matchEntry(pathname: string): EntryMatch {
  if (matches.has(pathname)) return matches.get(pathname);
  matchable ??= routeTable.map((entry) => ({ path: entry.path, entry }));
  const match = matchRoutes(matchable, pathname)?.at(-1);
  const found: EntryMatch = match ? { entry: match.route.entry, params: Object.freeze({ ...match.params }) } : undefined;
  if (matches.size >= MATCH_CACHE_SIZE) matches.clear();
  matches.set(pathname, found);
  return found;
}

/** The route path of a hash address, in the canonical form the router matches ('#//Product/trax/?x=1' -> '/Product/trax'). */
export const pathOfHash = (hash: string): string => routeOfHash(hash).pathname;

export const entryFor = (pathname: string): RouteEntry | undefined => matchEntry(pathname)?.entry;

export function resolveTitle(entry: Pick<RouteEntry, 'title'>, params: RouteParams): string {
  return typeof entry.title === 'function' ? entry.title(params) : entry.title;
}
