/**
 * Page objects for single sign-on (spec 2 "/kc", spec 4 "Identity-provider mode"): the /kc landing, the one
 * view of the session (src/sign-in/kc-page.tsx), and the stand-in provider's own pages
 * (server/stand-in/sso-provider.ts): its login page and its sign-out question.
 */
import type { Locator, Page } from '@playwright/test';
import { expectArrivedAt } from '../portal.ts';
import { DispatchHandOff, backToSignIn, signInHeading } from './sign-in-page.ts';

export class KcLandingPage {
  readonly main: Locator;
  /** The dispatch hand-off notice, a second status in main beside the landing's own. */
  readonly handOff: DispatchHandOff;
  constructor(readonly page: Page) {
    this.main = page.locator('main');
    this.handOff = new DispatchHandOff(this.main);
  }
  /** The company's logo on the sign-in page shell (src/sign-in/sign-in-page.tsx). */
  logo() {
    return this.page.getByRole('img', { name: 'OPS Parts Network' });
  }
  heading() {
    return signInHeading(this.page, 'Signing you in');
  }
  /** The landing's own status line (the first status in main; the dispatch notice is a second one). */
  status() {
    return this.main.getByRole('status').first();
  }
  progress() {
    return this.page.getByRole('progressbar', { name: 'Signing you in' });
  }
  /** A failed sign-in or sign-out: the alert with the message, the retry and the way back. */
  problem() {
    return this.main.getByRole('alert');
  }
  /** The problem's message, exactly `text`. */
  problemSays(text: string) {
    return this.problem().getByText(text, { exact: true });
  }
  retry() {
    return this.main.getByRole('button', { name: 'Try again' });
  }
  backLink() {
    return backToSignIn(this.problem());
  }
  signOut() {
    return this.main.getByRole('button', { name: 'Sign out' });
  }
}

/** The stand-in OpenID Connect provider's pages, realm NA. */
export class ProviderPage {
  constructor(readonly page: Page) {}
  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Sign in to realm NA' });
  }
  username() {
    return this.page.getByLabel('Username');
  }
  password() {
    return this.page.getByLabel('Password');
  }
  signInButton() {
    return this.page.getByRole('button', { name: 'Sign In' });
  }
  cancel() {
    return this.page.getByRole('button', { name: 'Cancel' });
  }
  /** The provider's sign-out question (its end-session endpoint without an ID token hint). */
  confirmSignOut() {
    return this.page.getByRole('button', { name: 'Yes, sign me out' });
  }
  /** The browser is on the provider's login page. */
  async arrived() {
    await expectArrivedAt(this.page, /\/stand-in\/sso\/realms\/NA\/login-actions\//, "the browser is at the provider's login page");
  }
  /** Signs in on the provider's login page, once the browser is on it. */
  async signIn(account: string, password: string) {
    await this.arrived();
    await this.username().fill(account);
    await this.password().fill(password);
    await this.signInButton().click();
  }
}
