/**
 * Every route of the spec's route table (spec 2) with its page head and its layout. The router is
 * built from this table, the e2e tests walk it, and each page is its own chunk (code-split).
 */
import { matchRoutes, parsePath } from 'react-router-dom';
import { routePatterns } from '../config/paths.ts';
import { brand } from '../content/brand.ts';
import { ARTICLE_NAME, careersUrl, newsFeedUrl, productsUrl, newsArticleUrl } from '../content/content-urls.ts';

export interface PageHead {
  title: string;
  description: string;
  keywords: string;
}

/** `site`: navigation bar and footer; `landing`: navigation bar, page brings its own footer; `bare`: none. */
export type Chrome = 'site' | 'landing' | 'bare';

export interface RouteEntry {
  /** Path relative to the hash root, in React Router syntax. */
  path: string;
  chrome: Chrome;
  head: PageHead | ((params: Record<string, string | undefined>) => PageHead);
  /** The content file the page loads first, if any: requested with the page's code (src/content/prefetch.ts). */
  content?: (params: Record<string, string | undefined>) => string | null;
  /** Loads the page's chunk; the module exports the component under `exportName`. */
  load: () => Promise<Record<string, unknown>>;
  exportName: string;
}

const suffix = ` | ${brand.company}`;
const head = (title: string, description: string, keywords: string): PageHead => ({
  title: `${title}${suffix}`,
  description,
  keywords,
});
const titleCase = (value: string | undefined) =>
  (value ?? '')
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

export const routeTable: RouteEntry[] = [
  {
    path: routePatterns.ops,
    chrome: 'landing',
    head: head(
      'Sign In',
      `Sign in to ${brand.product} and the ${brand.company} applications.`,
      'sign in, login, parts ordering, collision repair',
    ),
    load: () => import('../pages/ops-page.tsx'),
    exportName: 'OpsPage',
  },
  {
    path: routePatterns.kc,
    chrome: 'bare',
    head: head('Signing In', 'Completing single sign-on.', 'single sign-on'),
    load: () => import('../sign-in/kc-page.tsx'),
    exportName: 'KcPage',
  },
  {
    path: routePatterns.adminpanelLogin,
    chrome: 'bare',
    head: head('Token Sign In', 'Sign in with an administration token.', 'token login, administration'),
    load: () => import('../sign-in/adminpanel-login-page.tsx'),
    exportName: 'AdminpanelLoginPage',
  },
  {
    path: routePatterns.ehiLogin,
    chrome: 'bare',
    head: head('Partner Sign In', 'Sign in from a partner application.', 'partner login'),
    load: () => import('../sign-in/ehi-login-page.tsx'),
    exportName: 'EhiLoginPage',
  },
  {
    path: routePatterns.redirect,
    chrome: 'bare',
    head: head('Signing You In', 'Automatic sign-in.', 'automatic sign in'),
    load: () => import('../sign-in/redirect-page.tsx'),
    exportName: 'RedirectPage',
  },
  {
    path: routePatterns.benefits,
    chrome: 'site',
    head: head(
      'Benefits',
      'Procurement, support, logistics and expertise for collision-repair shops and parts suppliers.',
      'parts procurement, logistics, collision repair, benefits',
    ),
    load: () => import('../pages/benefits-page.tsx'),
    exportName: 'BenefitsPage',
  },
  {
    path: routePatterns.about,
    chrome: 'site',
    head: head(
      'About Us',
      `The history, customers and services of ${brand.company}, since ${brand.foundedYear}.`,
      'about, history, company, services',
    ),
    load: () => import('../pages/about-page.tsx'),
    exportName: 'AboutPage',
  },
  {
    path: routePatterns.careers,
    chrome: 'site',
    head: head('Careers', `Current opportunities at ${brand.company}.`, 'careers, jobs, opportunities'),
    content: () => careersUrl(),
    load: () => import('../pages/careers-page.tsx'),
    exportName: 'CareersPage',
  },
  {
    path: routePatterns.careersAnchor,
    chrome: 'site',
    head: head('Careers', `Current opportunities at ${brand.company}.`, 'careers, jobs, opportunities'),
    content: () => careersUrl(),
    load: () => import('../pages/careers-page.tsx'),
    exportName: 'CareersPage',
  },
  {
    path: routePatterns.career,
    chrome: 'site',
    head: (params) =>
      head(
        `${titleCase(params.careerName) || 'Career'} - Careers`,
        `Job description and requirements at ${brand.company}.`,
        'career, job description, requirements',
      ),
    content: () => careersUrl(),
    load: () => import('../pages/career-detail-page.tsx'),
    exportName: 'CareerDetailPage',
  },
  {
    path: routePatterns.contactus,
    chrome: 'site',
    head: head('Contact Us', 'Talk to our sales and support team.', 'contact, sales, demo, support'),
    load: () => import('../pages/contact-page.tsx'),
    exportName: 'ContactPage',
  },
  {
    path: routePatterns.news,
    chrome: 'site',
    head: head('News & Media', `News and announcements from ${brand.company}.`, 'news, media, announcements'),
    content: () => newsFeedUrl(),
    load: () => import('../pages/news-page.tsx'),
    exportName: 'NewsPage',
  },
  {
    path: routePatterns.newsArticle,
    chrome: 'site',
    head: (params) => head(`${titleCase(params.newsName) || 'Article'} - News`, `News from ${brand.company}.`, 'news, article'),
    content: (params) => (ARTICLE_NAME.test(params.newsName ?? '') ? newsArticleUrl(params.newsName ?? '') : null),
    load: () => import('../pages/news-article-page.tsx'),
    exportName: 'NewsArticlePage',
  },
  {
    path: routePatterns.product,
    chrome: 'site',
    head: (params) =>
      head(
        `${titleCase(params.productName) || 'Product'} - Solutions`,
        `Product details of ${titleCase(params.productName)}.`,
        'product, solutions, parts ordering',
      ),
    content: () => productsUrl(),
    load: () => import('../pages/product-page.tsx'),
    exportName: 'ProductPage',
  },
  {
    path: routePatterns.privacyPolicy,
    chrome: 'site',
    head: head('Privacy Policy', 'How we collect, use and protect personal information.', 'privacy policy, ccpa, cookies'),
    load: () => import('../pages/privacy-policy-page.tsx'),
    exportName: 'PrivacyPolicyPage',
  },
  {
    path: routePatterns.privacyPolicyAnchor,
    chrome: 'site',
    head: head('Privacy Policy', 'How we collect, use and protect personal information.', 'privacy policy, ccpa, cookies'),
    load: () => import('../pages/privacy-policy-page.tsx'),
    exportName: 'PrivacyPolicyPage',
  },
  {
    path: routePatterns.ccpaPolicy,
    chrome: 'site',
    head: head('California Consumer Privacy Notice', 'Notice to California residents under the CCPA.', 'ccpa, california, privacy notice'),
    load: () => import('../pages/ccpa-policy-page.tsx'),
    exportName: 'CcpaPolicyPage',
  },
  {
    path: routePatterns.sellInformation,
    chrome: 'site',
    head: head('Cookie Policy', 'Our cookie policy and your choices.', 'cookie policy, do not sell'),
    load: () => import('../pages/sell-information-page.tsx'),
    exportName: 'SellInformationPage',
  },
  {
    path: routePatterns.support,
    chrome: 'site',
    head: head('Help & Support', 'Technical support, remote support and support requests.', 'support, help, remote support'),
    load: () => import('../pages/support-page.tsx'),
    exportName: 'SupportPage',
  },
  {
    path: routePatterns.supportStatus,
    chrome: 'site',
    head: head('Help & Support', 'Technical support, remote support and support requests.', 'support, help, remote support'),
    load: () => import('../pages/support-page.tsx'),
    exportName: 'SupportPage',
  },
  {
    path: routePatterns.remoteConnect,
    chrome: 'site',
    head: head('Remote Connect', 'Let a technician connect to your computer.', 'remote connect, remote support'),
    load: () => import('../pages/remote-connect-page.tsx'),
    exportName: 'RemoteConnectPage',
  },
  {
    path: routePatterns.fastSupport,
    chrome: 'bare',
    head: head('Fast Support', 'Start a remote support session with your Support Key.', 'remote support, support key'),
    load: () => import('../pages/fast-support-page.tsx'),
    exportName: 'FastSupportPage',
  },
  {
    path: routePatterns.register,
    chrome: 'bare',
    head: head('Registration', 'Register your shop or parts supplier business.', 'register, shop, parts supplier'),
    load: () => import('../pages/register-page.tsx'),
    exportName: 'RegisterPage',
  },
  {
    path: routePatterns.subscribe,
    chrome: 'site',
    head: head('Subscribe', 'Free subscription for collision-repair shops.', 'subscribe, shop, free subscription'),
    load: () => import('../pages/subscribe-page.tsx'),
    exportName: 'SubscribePage',
  },
  {
    path: routePatterns.deliverytraxAd,
    chrome: 'site',
    head: head('DeliveryTrax Add-On', 'Route and driver management for parts delivery.', 'deliverytrax, delivery, dispatch, webinar'),
    load: () => import('../pages/deliverytrax-ad-page.tsx'),
    exportName: 'DeliverytraxAdPage',
  },
  {
    path: routePatterns.traxmobileAd,
    chrome: 'site',
    head: head('TraxMobile Driver App', 'The driver mobile app for parts delivery.', 'driver app, mobile, delivery'),
    load: () => import('../pages/traxmobile-ad-page.tsx'),
    exportName: 'TraxmobileAdPage',
  },
  {
    path: routePatterns.qrTraxMechanical,
    chrome: 'site',
    head: head(
      'Trax Mechanical',
      'Order mechanical parts online, with up-front pricing and delivery estimates.',
      'mechanical parts, ordering, mobile app',
    ),
    load: () => import('../pages/qr-trax-mechanical-page.tsx'),
    exportName: 'QrTraxMechanicalPage',
  },
  {
    path: routePatterns.pageNotFound,
    chrome: 'site',
    head: head('Page Not Found', "The page you were looking for doesn't exist.", '404, not found'),
    load: () => import('../pages/page-not-found-page.tsx'),
    exportName: 'PageNotFoundPage',
  },
];

let matchable: Array<{ path: string; entry: RouteEntry }> | null = null;

type EntryMatch = { entry: RouteEntry; params: Readonly<Record<string, string | undefined>> } | undefined;
/**
 * Answers by path: the start-up asks for the first page's entry three times before it draws (its code,
 * its content file, again under the config's assets address) and each matchRoutes call flattens and
 * ranks the whole table (docs/performance.md: about 45 ms of the start-up at 4× CPU). The table never
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

/** The route path of a hash address ('#/product/trax?x=1' -> '/product/trax'). */
export const pathOfHash = (hash: string): string => parsePath(hash.replace(/^#/, '') || '/').pathname ?? '/';

export const entryFor = (pathname: string): RouteEntry | undefined => matchEntry(pathname)?.entry;

export function resolveHead(entry: Pick<RouteEntry, 'head'>, params: Record<string, string | undefined>): PageHead {
  return typeof entry.head === 'function' ? entry.head(params) : entry.head;
}
