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
  /** A link of the navigation bar by its name (exact when a string: "Benefits", not "Benefits of…"). */
  navLink(name: string | RegExp) {
    return this.nav.getByRole('link', { name, exact: typeof name === 'string' });
  }
  /** A link of the footer by its name (exact when a string). */
  footerLink(name: string | RegExp) {
    return this.footer.getByRole('link', { name, exact: typeof name === 'string' });
  }
  /** Chooses a product in the navigation bar's Solutions menu ("TraxScan"). */
  async chooseSolution(name: RegExp) {
    await this.menuButton('Solutions').click();
    await this.navLink(name).click();
  }
}
