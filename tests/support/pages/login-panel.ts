/** Page object for the /ops compact login panel (spec 2, 4 "Login form", 8). */
import type { Locator, Page } from '@playwright/test';
import { DispatchHandOff, SignInFormParts } from './sign-in-page.ts';

export class LoginPanel extends SignInFormParts {
  readonly root: Locator;
  /** The dispatch hand-off notice below LOGIN (spec 4 userType 4). */
  readonly handOff: DispatchHandOff;
  constructor(readonly page: Page) {
    const root = page.locator('#login-panel');
    super(root.getByRole('form', { name: 'Sign in to your account' }));
    this.root = root;
    this.handOff = new DispatchHandOff(this.form);
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
  /** The status while LOGIN sends (spec 4: "Signing in…"). */
  signingIn() {
    return this.form.getByRole('status').filter({ hasText: 'Signing in…' });
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
  contactId() {
    return this.page.getByTestId('contact-id');
  }
  /** The application's level-1 heading: its name (App 27, Logistix...). */
  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }
}
