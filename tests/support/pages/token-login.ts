/** Page object for /adminpanel-login (spec 2, 4 "Admin-panel token login"). */
import type { Page } from '@playwright/test';
import { SignInFormParts, signInHeading, signingInStatus } from './sign-in-page.ts';

export class TokenLoginPage extends SignInFormParts {
  constructor(readonly page: Page) {
    super(page.getByRole('form', { name: 'Sign in with a token' }));
  }
  heading() {
    return signInHeading(this.page, 'Token sign-in');
  }
  token() {
    return this.form.getByLabel('Token');
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
