/**
 * What the /kc landing's and the SSO session's path maps share: the landing as both read it (the one
 * view of the session, spec 2 "/kc"; its parts are the page object's, tests/support/pages/kc-landing.ts),
 * the stand-in provider's sign-in and token endpoint, and the browsers and people they fabricate.
 */
import type { Page } from '@playwright/test';
import { KcLandingPage, ProviderPage } from '../../support/pages/kc-landing.ts';
import { PASSWORD, PORTAL, gotoRoute } from './portal.ts';
import { pressOn } from './keyboard.ts';
import type { EventDriver, PathContext } from './types.ts';

/** spec 8: what the landing says when the provider cannot be reached. */
export const UNREACHABLE = 'The single sign-on service could not be reached. Check your connection and try again.';

const REALM = `${new URL(PORTAL).origin}/stand-in/sso/realms/NA`;

/** The provider's token endpoint: the code exchange, then every refresh. */
export const tokenEndpoint = (url: URL) => url.pathname.endsWith('/stand-in/sso/realms/NA/protocol/openid-connect/token');
export const isRefresh = (body: string | null) => new URLSearchParams(body ?? '').get('grant_type') === 'refresh_token';
/** The provider's discovery document: the session's reachability probe. */
export const discovery = (url: URL) => url.pathname.endsWith('/stand-in/sso/realms/NA/.well-known/openid-configuration');

/** The page is the /kc landing. */
export async function onKc({ page, expect }: PathContext) {
  await expect(new KcLandingPage(page).heading()).toBeVisible();
  await expect(page).toHaveURL(`${PORTAL}#/kc`);
}

/** The visitor's "Try again" on the landing, sending `type`: Tab to it, Enter (from the keyboard alone). */
export function retryGesture(type: string, does: string): EventDriver {
  return {
    kind: 'gesture',
    event: { type },
    name: 'retry',
    does,
    keys: 'Tab, Enter',
    act: async ({ page, expect }) => pressOn({ page, expect }, new KcLandingPage(page).retry(), 'Enter'),
  };
}

/** Signs in at the stand-in provider's login page (the browser is on it). */
export async function signInAtProvider(page: Page, account: string) {
  await new ProviderPage(page).signIn(account, PASSWORD);
}

/** Opens /kc, signs in at the provider and comes back to /kc (a new page: the landing starts again). */
export async function returnSignedIn(page: Page, account: string) {
  await gotoRoute(page, '/kc');
  await signInAtProvider(page, account);
  await page.waitForURL(`${PORTAL}#/kc`);
}

/**
 * Real, not fabricated: the person signs out at the provider in another tab when the first refresh
 * comes (before it reaches the provider), so the provider answers it 400.
 */
export async function signOutAtProviderOnRefresh(page: Page) {
  let done = false;
  await page.route(tokenEndpoint, async (route) => {
    if (isRefresh(route.request().postData()) && !done) {
      done = true;
      const other = await page.context().newPage();
      await other.goto(
        `${REALM}/protocol/openid-connect/logout?client_id=ops-portal&post_logout_redirect_uri=${encodeURIComponent(PORTAL)}`,
      );
      await new ProviderPage(other).confirmSignOut().click();
      await other.waitForURL((url) => url.href.startsWith(PORTAL));
      await other.close();
    }
    await route.fallback();
  });
}

/**
 * Opens /#/kc in a browser whose Web Crypto refuses the login's PKCE digest (fabricated, init script): the silent
 * check's digest goes through, the login's is refused, so the login cannot start.
 */
export async function openKcRefusingLoginDigest(page: Page) {
  await page.addInitScript(() => {
    const digest = SubtleCrypto.prototype.digest;
    let calls = 0;
    SubtleCrypto.prototype.digest = function (this: SubtleCrypto, ...args: Parameters<SubtleCrypto['digest']>) {
      calls += 1;
      return calls > 1 ? Promise.reject(new DOMException('The operation failed', 'OperationError')) : digest.apply(this, args);
    };
  });
  await gotoRoute(page, '/kc');
}
