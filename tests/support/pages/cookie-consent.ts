/**
 * Page object for the cookie consent (spec 4, 9): the modal "Cookies on this site" on a page, or inside the
 * partner's frame where it must never open, and the opsCookie it writes.
 */
import type { BrowserContext, FrameLocator, Locator, Page } from '@playwright/test';

export class CookieConsent {
  readonly dialog: Locator;
  constructor(readonly scope: Page | FrameLocator) {
    this.dialog = scope.getByRole('dialog', { name: 'Cookies on this site' });
  }
  /** The stand-in partner site's frame of /opsportal/ehi-login, where the consent is not asked. */
  static inPartnerFrame(page: Page) {
    return new CookieConsent(page.frameLocator('iframe[data-testid="partner-frame"]'));
  }
  continueButton() {
    return this.dialog.getByRole('button', { name: 'Continue' });
  }
  cookieSectionLink() {
    return this.dialog.getByRole('link', { name: 'cookie section' });
  }
  /** The page (or frame) the modal would sit over: its first-level heading, once drawn. */
  pageHeading() {
    return this.scope.getByRole('heading', { level: 1 });
  }
}

/** The consent cookie (opsCookie) of the browser context, or undefined. */
export async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'opsCookie');
}
