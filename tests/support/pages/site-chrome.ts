/** Page object for the shared navigation bar and footer (spec 2). */
import type { Locator, Page } from '@playwright/test';

export class SiteChrome {
  readonly nav: Locator;
  readonly footer: Locator;
  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Main' });
    this.footer = page.locator('footer');
  }
  signIn() {
    return this.nav.getByRole('button', { name: 'SIGN IN' });
  }
  phone() {
    return this.page.getByTestId('nav-phone');
  }
  menuButton(name: 'About' | 'Solutions') {
    return this.nav.getByRole('button', { name });
  }
  menuPanel(name: 'About' | 'Solutions') {
    return this.page.locator(name === 'About' ? '#nav-about' : '#nav-solutions');
  }
  ccpaLink() {
    return this.footer.getByRole('link', { name: 'CCPA policy' });
  }
}
