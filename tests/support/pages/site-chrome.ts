/**
 * Page object for what every route shares (spec 2): the navigation bar, the footer, and the main area a
 * route draws into, with what it says while the route's code is on its way or cannot be fetched.
 */
import type { Locator, Page } from '@playwright/test';

export class SiteChrome {
  readonly nav: Locator;
  readonly footer: Locator;
  /** The main area every route draws into (the skip link's target). */
  readonly main: Locator;
  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Main' });
    this.footer = page.locator('footer');
    this.main = page.locator('#main');
  }
  /** The page's first-level heading. */
  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
  /** Any status of the main area: "Loading…" while a route's code is on its way. */
  mainStatus() {
    return this.main.getByRole('status');
  }
  /** What the main area says when a route's code cannot be fetched (components/code-unavailable.tsx), with Try again. */
  routeFailure() {
    return this.main.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
  }
  /** The failure's own heading (the route's first-level heading while it shows). */
  routeFailureHeading() {
    return this.routeFailure().getByRole('heading', { level: 1 });
  }
  tryAgain() {
    return this.routeFailure().getByRole('button', { name: 'Try again' });
  }
  /** The page-not-found page ("Oh! 404", address #/page-not-found) an unknown name or a refused address is sent to. */
  notFound() {
    return this.page.getByRole('heading', { name: 'Oh! 404' });
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
