/** Page object for /ehi-login, the partner-embedded sign-in (spec 2, 4 "Partner login"). */
import type { FrameLocator, Locator, Page } from '@playwright/test';

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
  signedIn() {
    return this.scope.getByRole('status').filter({ hasText: 'You are signed in' });
  }
  async signIn(username: string, password: string) {
    await this.username().fill(username);
    await this.password().fill(password);
    await this.loginButton().click();
  }
}

/** The partner document path partners embed (server: frame-ancestors = the configured partners). */
export const partnerFrameUrl = (origin: string, query: string) => `${origin}/opsportal/ehi-login#/ehi-login?${query}`;
