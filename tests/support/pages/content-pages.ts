/**
 * The content pages (spec 2, route table): one address of each page that shows content rather than
 * a sign-in flow or a form, as the accessibility sweep and the responsive checks visit them.
 */
import type { Locator, Page } from '@playwright/test';
import { SiteChrome } from './site-chrome.ts';

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

/**
 * A page whose content comes from a data file (careers, news, product: spec 8's load / failed / retry): in its
 * main area a status while the file loads, an alert with Retry when it cannot, the page's heading once it has.
 */
export class ContentPage {
  readonly main: Locator;
  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }
  /** The page's first-level heading, in its main area. */
  heading() {
    return this.main.getByRole('heading', { level: 1 });
  }
  /** The status that says the file is loading ("Loading the news"). */
  loading(label: string) {
    return this.main.getByRole('status').filter({ hasText: label });
  }
  /** The alert that says the file could not be loaded (any alert of the main area: none while it loads or shows). */
  failure() {
    return this.main.getByRole('alert');
  }
  retry() {
    return this.failure().getByRole('button', { name: 'Retry' });
  }
  /** The page-not-found page an unknown name is sent to (address #/page-not-found): the site's own (SiteChrome). */
  notFound() {
    return new SiteChrome(this.page).notFound();
  }
}
