/** Page object for the /ops compact login panel (spec 2, 4 "Login form", 8). */
import type { Locator, Page } from '@playwright/test';

export class LoginPanel {
  readonly root: Locator;
  readonly form: Locator;
  constructor(readonly page: Page) {
    this.root = page.locator('#login-panel');
    this.form = this.root.getByRole('form', { name: 'Sign in to your account' });
  }
  username() {
    return this.form.getByLabel('Username');
  }
  password() {
    return this.form.getByLabel('Password', { exact: true });
  }
  showPassword() {
    return this.form.getByRole('button', { name: /^(Show|Hide) password$/ });
  }
  loginButton() {
    return this.form.getByRole('button', { name: 'LOGIN' });
  }
  error() {
    return this.form.getByRole('alert');
  }
  status() {
    return this.form.getByRole('status');
  }
  forgotPassword() {
    return this.form.getByRole('link', { name: 'Forgot Password' });
  }
  async signIn(username: string, password: string) {
    await this.username().fill(username);
    await this.password().fill(password);
    await this.loginButton().click();
  }
}

/** What a destination stand-in application shows about the hand-over it received. */
export class Destination {
  constructor(readonly page: Page) {}
  verified() {
    return this.page.getByTestId('verified');
  }
  user() {
    return this.page.getByTestId('user');
  }
  path() {
    return this.page.getByTestId('path');
  }
  source() {
    return this.page.getByTestId('source');
  }
}
