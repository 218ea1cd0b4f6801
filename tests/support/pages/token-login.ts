/** Page object for /adminpanel-login (spec 2, 4 "Admin-panel token login"). */
import type { Locator, Page } from '@playwright/test';
import { signInHeading, signingInStatus } from './sign-in-page.ts';

export class TokenLoginPage {
  readonly form: Locator;
  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Sign in with a token' });
  }
  heading() {
    return signInHeading(this.page, 'Token sign-in');
  }
  token() {
    return this.form.getByLabel('Token');
  }
  loginButton() {
    return this.form.getByRole('button', { name: 'LOGIN' });
  }
  error() {
    return this.form.getByRole('alert');
  }
  /** The form's error line, always in the page (a live region) and empty while there is no error. */
  errorLine() {
    return this.form.getByRole('alert', { includeHidden: true });
  }
  /** The status while the token signs in. */
  signingIn() {
    return signingInStatus(this.page);
  }
  async signIn(token: string) {
    await this.token().fill(token);
    await this.loginButton().click();
  }
}
