/**
 * What the sign-in views share (src/sign-in/sign-in-page.tsx, sign-in-parts.tsx): the shell's level-1
 * heading, the status line of a flow that runs by itself, the dispatch hand-off notice (spec 4 userType 4),
 * the way back to /ops and the alerts that say a message. A scope is the page, its main or a form, as each
 * view places these parts.
 */
import type { FrameLocator, Locator, Page } from '@playwright/test';

/** Where a part is looked for: the page, a part of it, or a frame (the partner sign-in embedded). */
export type Scope = Page | Locator | FrameLocator;

/** What every sign-in form of the portal's own has (the /ops panel, the token form): LOGIN and the form's error line. */
export class SignInFormParts {
  constructor(readonly form: Locator) {}
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
}

/** A sign-in page's level-1 heading (the shell's title). */
export const signInHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The status line of a flow that runs by itself (`SigningIn`: a token in the address, /redirect, the partner token). */
export const signingInStatus = (scope: Scope, label = 'Signing you in…') => scope.getByRole('status').filter({ hasText: label });

/** "Go to the sign-in page" (`BackToSignIn`). */
export const backToSignIn = (scope: Scope) => scope.getByRole('link', { name: 'Go to the sign-in page' });

/**
 * Every alert on the page that says `message`: a sign-in's toast (spec 6) and, on the pages that show the
 * message in a line of their own too, that line.
 */
export const alertsSaying = (page: Page, message: string) => page.getByRole('alert').filter({ hasText: message });

/** spec 4 userType 4 (`DispatchHandOff`): the dispatch application opened in a new tab, or the link offered instead. */
export class DispatchHandOff {
  constructor(readonly scope: Scope) {}
  opened() {
    return this.scope.getByRole('status').filter({ hasText: 'The dispatch application opened in a new tab.' });
  }
  blocked() {
    return this.scope.getByRole('status').filter({ hasText: 'Your browser blocked the new tab.' });
  }
  /** The link the blocked notice offers to the dispatch jump address. */
  link() {
    return this.blocked().getByRole('link', { name: 'Open the dispatch application' });
  }
}

/** Page object for /redirect, the automatic sign-in from an address (spec 2, 4). */
export class RedirectSignInPage {
  readonly main: Locator;
  readonly handOff: DispatchHandOff;
  constructor(readonly page: Page) {
    this.main = page.locator('main');
    this.handOff = new DispatchHandOff(page);
  }
  heading() {
    return signInHeading(this.page, 'Signing you in');
  }
  signingIn() {
    return signingInStatus(this.page);
  }
  /** The page's own error line (a toast may say the same elsewhere). */
  error() {
    return this.main.getByRole('alert');
  }
  backLink() {
    return backToSignIn(this.page);
  }
  /** The address carried no username or password. */
  missingCredentials() {
    return this.page.getByRole('status').filter({ hasText: 'This sign-in link has no username or password' });
  }
}
