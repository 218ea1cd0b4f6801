/**
 * One table of paths that builds every internal link (spec 2 route table). Views never write a
 * route path by hand: they call these helpers, so a renamed route changes in one place.
 */
export const PRODUCT_KEYS = [
  'trax',
  'mechanical',
  'valutrax',
  'deliverytrax',
  'traxdrive',
  'logistix',
  'backtrax',
  'traxscan',
  'traxpod',
] as const;
export type ProductKey = (typeof PRODUCT_KEYS)[number];

/**
 * Every route's pattern, relative to the hash root in React Router syntax (spec 2 route table). Each is
 * written once, here: the router's table (src/app/route-table.ts) and every link below are built from it.
 */
export const routePatterns = {
  ops: 'ops',
  kc: 'kc',
  adminpanelLogin: 'adminpanel-login',
  ehiLogin: 'ehi-login',
  redirect: 'redirect',
  benefits: 'benefits',
  about: 'about',
  careers: 'careers',
  careersAnchor: 'careers/:anchor',
  career: 'career/:careerName',
  contactus: 'contactus',
  news: 'news-and-media',
  newsArticle: 'news-and-media/:newsName',
  product: 'product/:productName',
  privacyPolicy: 'privacy-policy',
  privacyPolicyAnchor: 'privacy-policy/:anchor',
  ccpaPolicy: 'ccpa-policy',
  sellInformation: 'sell-information',
  support: 'support',
  supportStatus: 'support/:status',
  remoteConnect: 'remote-connect',
  fastSupport: 'fast-support',
  register: 'register',
  subscribe: 'subscribe',
  deliverytraxAd: 'deliverytrax-ad',
  traxmobileAd: 'traxmobile-ad',
  qrTraxMechanical: 'qr-trax-mechanical',
  pageNotFound: 'page-not-found',
} as const;

/** The addresses the router sends to /ops (the empty path and the old /login): src/app/router.tsx. */
export const opsAliases = ['', 'login'] as const;

/** The address of `pattern` with its parameters filled in, each encoded ('product/:productName' -> '/product/trax'). */
export function linkTo(pattern: string, params: Record<string, string> = {}): string {
  return `/${pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))}`;
}

const r = routePatterns;
export const paths = {
  ops: linkTo(r.ops),
  kc: linkTo(r.kc),
  adminpanelLogin: linkTo(r.adminpanelLogin),
  ehiLogin: linkTo(r.ehiLogin),
  redirect: linkTo(r.redirect),
  benefits: linkTo(r.benefits),
  about: linkTo(r.about),
  careers: (anchor?: string) => (anchor ? linkTo(r.careersAnchor, { anchor }) : linkTo(r.careers)),
  career: (careerName: string) => linkTo(r.career, { careerName }),
  contactus: linkTo(r.contactus),
  news: linkTo(r.news),
  newsArticle: (newsName: string) => linkTo(r.newsArticle, { newsName }),
  product: (productName: string) => linkTo(r.product, { productName }),
  privacyPolicy: (anchor?: 'ccpa' | 'cookies') => (anchor ? linkTo(r.privacyPolicyAnchor, { anchor }) : linkTo(r.privacyPolicy)),
  ccpaPolicy: linkTo(r.ccpaPolicy),
  sellInformation: linkTo(r.sellInformation),
  support: (status?: string) => (status ? linkTo(r.supportStatus, { status }) : linkTo(r.support)),
  remoteConnect: linkTo(r.remoteConnect),
  fastSupport: linkTo(r.fastSupport),
  register: linkTo(r.register),
  subscribe: linkTo(r.subscribe),
  deliverytraxAd: linkTo(r.deliverytraxAd),
  traxmobileAd: linkTo(r.traxmobileAd),
  qrTraxMechanical: linkTo(r.qrTraxMechanical),
  pageNotFound: linkTo(r.pageNotFound),
} as const;

/** True when `pathname` (the hash route's path) is the privacy policy page, with or without anchor. */
export function isPrivacyPolicyPath(pathname: string): boolean {
  const page = paths.privacyPolicy();
  return pathname === page || pathname.startsWith(`${page}/`);
}
