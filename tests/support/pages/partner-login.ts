/** Page object for /ehi-login, the partner-embedded sign-in (spec 2, 4 "Partner login"). */
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { signingInStatus } from './sign-in-page.ts';

/** What the page says once the credentials were posted to the partner's window. */
export const PARTNER_SIGNED_IN = 'You are signed in. Continue in the partner application.';

export class PartnerLoginPage {
  readonly form: Locator;
  constructor(readonly scope: Page | FrameLocator) {
    this.form = scope.getByRole('form', { name: 'Partner sign in' });
  }
  heading() {
    return this.scope.getByRole('heading', { level: 1, name: 'Partner sign-in' });
  }
  username() {
    return this.form.getByLabel('Username');
  }
  password() {
    return this.form.getByLabel('Password', { exact: true });
  }
  loginButton() {
    return this.form.getByRole('button', { name: 'LOGIN' });
  }
  error() {
    return this.scope.getByRole('alert');
  }
  /** The error line, the form's (always in the page, empty without an error) or the token flow's. */
  errorLine() {
    return this.scope.getByRole('alert', { includeHidden: true });
  }
  /** The status while the company token signs in. */
  signingIn() {
    return signingInStatus(this.scope);
  }
  tryAgain() {
    return this.scope.getByRole('button', { name: 'Try again' });
  }
  /** spec 8 "Partner login failure": the error flag, no message; its "Try again". */
  loginFailedRetry() {
    return this.scope.getByTestId('partner-login-failed').getByRole('button', { name: 'Try again' });
  }
  signedIn() {
    return this.scope.getByRole('status').filter({ hasText: PARTNER_SIGNED_IN });
  }
  async signIn(username: string, password: string) {
    await this.username().fill(username);
    await this.password().fill(password);
    await this.loginButton().click();
  }
}

/** The partner document path partners embed (server: frame-ancestors = the configured partners). */
export const partnerFrameUrl = (origin: string, query: string) => `${origin}/opsportal/ehi-login#/ehi-login?${query}`;
