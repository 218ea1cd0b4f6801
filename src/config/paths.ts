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

export const paths = {
  ops: '/ops',
  kc: '/kc',
  adminpanelLogin: '/adminpanel-login',
  ehiLogin: '/ehi-login',
  redirect: '/redirect',
  benefits: '/benefits',
  about: '/about',
  careers: (anchor?: string) => (anchor ? `/careers/${encodeURIComponent(anchor)}` : '/careers'),
  career: (careerName: string) => `/career/${encodeURIComponent(careerName)}`,
  contactus: '/contactus',
  news: '/news-and-media',
  newsArticle: (newsName: string) => `/news-and-media/${encodeURIComponent(newsName)}`,
  product: (productName: string) => `/product/${encodeURIComponent(productName)}`,
  privacyPolicy: (anchor?: 'ccpa' | 'cookies') => (anchor ? `/privacy-policy/${anchor}` : '/privacy-policy'),
  ccpaPolicy: '/ccpa-policy',
  sellInformation: '/sell-information',
  support: (status?: string) => (status ? `/support/${encodeURIComponent(status)}` : '/support'),
  remoteConnect: '/remote-connect',
  fastSupport: '/fast-support',
  register: '/register',
  subscribe: '/subscribe',
  deliverytraxAd: '/deliverytrax-ad',
  traxmobileAd: '/traxmobile-ad',
  qrTraxMechanical: '/qr-trax-mechanical',
  pageNotFound: '/page-not-found',
} as const;

/** True when `pathname` (the hash route's path) is the privacy policy page, with or without anchor. */
export function isPrivacyPolicyPath(pathname: string): boolean {
  return pathname === '/privacy-policy' || pathname.startsWith('/privacy-policy/');
}
