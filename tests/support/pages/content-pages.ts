/**
 * The content pages (spec 2, route table): one address of each page that shows content rather than
 * a sign-in flow or a form, as the accessibility sweep and the responsive checks visit them.
 */
export const CONTENT_ROUTES = [
  '/ops',
  '/benefits',
  '/about',
  '/careers',
  '/career/senior-frontend-engineer',
  '/news-and-media',
  '/news-and-media/logistix-expands-early-delivery',
  '/product/trax',
  '/privacy-policy',
  '/ccpa-policy',
  '/sell-information',
  '/register',
  '/qr-trax-mechanical',
  '/deliverytrax-ad',
  '/traxmobile-ad',
  '/remote-connect',
  '/fast-support',
] as const;
