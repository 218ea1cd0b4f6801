/** Page object for /adminpanel-login (spec 2, 4 "Admin-panel token login"). */
import type { Locator, Page } from '@playwright/test';

export class TokenLoginPage {
  readonly form: Locator;
  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Sign in with a token' });
  }
  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Token sign-in' });
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
  async signIn(token: string) {
    await this.token().fill(token);
    await this.loginButton().click();
  }
}
