/**
 * Single sign-on end to end (spec 2 /kc, spec 4 "Identity-provider mode" and
 * "Single-sign-on session", spec 6, 7, 8) in Chromium against the stand-in OpenID Connect provider.
 *
 * The server runs with SSO_ACCESS_TTL=20 (playwright.config.ts): every provider token has less than
 * the wrapper's 20 s minimum validity, so any caller's token request refreshes it. The
 * identity-provider flag is set per browser with the stand-in's test cookie `stand-in-sso`.
 */
import type { BrowserContext, Page, Request, Response } from '@playwright/test';
import { axeViolations } from '../support/pages/axe-scan.ts';
import { KcLandingPage, ProviderPage } from '../support/pages/kc-landing.ts';
import { Destination } from '../support/pages/login-panel.ts';
import { ORIGIN, PORTAL, clearFault, currentRoute, expect, expectArrivedAt, fault, gotoRoute, test } from './fixtures.ts';
import { chunkPattern } from './built-files.ts';

const REALM = `${ORIGIN}/stand-in/sso/realms/NA`;
const TOKEN_ENDPOINT = `${REALM}/protocol/openid-connect/token`;
const IDENTITY_TOKEN = `${ORIGIN}/stand-in/identity/oauth2/token`;

/** Every request the page (and its frames) makes, for network-log assertions. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** Requests that talk to the identity provider or load keycloak-js (the common API flag call is not one). */
const keycloakRequests = (requests: Request[]) =>
  requests
    .map((request) => request.url())
    .filter((url) => url.startsWith(`${ORIGIN}/stand-in/sso/`) || chunkPattern('keycloak').test(url) || url.includes('silent-check-sso'));

const formField = (request: Request, name: string) => new URLSearchParams(request.postData() ?? '').get(name);

async function setFlag(context: BrowserContext, value: 'enabled' | 'disabled') {
  await context.addCookies([{ name: 'stand-in-sso', value, url: ORIGIN }]);
}

/** The /kc loading screen and the provider's login page: the page objects' (tests/support/pages/kc-landing.ts). */
class KcScreen {
  private readonly landing: KcLandingPage;
  private readonly provider: ProviderPage;
  constructor(private readonly page: Page) {
    this.landing = new KcLandingPage(page);
    this.provider = new ProviderPage(page);
  }
  logo = () => this.landing.logo();
  heading = () => this.landing.heading();
  progress = () => this.landing.progress();
  status = () => this.landing.status();
  problem = () => this.landing.problem();
  retry = () => this.landing.retry();

  async signInAtProvider(userName = 'sso.demo', password = 'Demo-Pass-1') {
    await this.provider.signIn(userName, password);
  }

  async seeApp27(userName = 'sso.demo') {
    const app = new Destination(this.page);
    await expectArrivedAt(
      this.page,
      /\/stand-in\/apps\/app27\/clientid-login\?jwt=/,
      `${userName} signed in through single sign-on lands on app 27`,
    );
    await expect(app.heading('App 27')).toBeVisible();
    await expect(app.verified()).toHaveText('valid');
    await expect(app.user()).toHaveText(userName);
  }
}

/** Signs in at the provider through /kc (the flow of the first test), ending on app 27. */
async function signInThroughKc(page: Page) {
  const kc = new KcScreen(page);
  await gotoRoute(page, '/kc');
  await kc.signInAtProvider();
  await kc.seeApp27();
}

test.describe('/kc (spec 2, 4, 6)', () => {
  test('unauthenticated → provider login → back to /kc → sso.demo lands on app 27', async ({ page }) => {
    const kc = new KcScreen(page);
    const requests = recordRequests(page);
    await gotoRoute(page, '/kc');
    // The guard sends the person to the provider, with PKCE S256 and the query-form return to /kc.
    await kc.signInAtProvider();
    const authorize = requests.find(
      (request) => request.url().startsWith(`${REALM}/protocol/openid-connect/auth`) && request.frame() === page.mainFrame(),
    );
    const params = new URL(authorize?.url() ?? 'http://x/').searchParams;
    expect(params.get('redirect_uri')).toBe(`${PORTAL}?sso=kc`);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('response_mode')).toBe('query');
    expect(params.get('client_id')).toBe('ops-portal');
    // sso.demo has no portal password: only the keycloak grant can have made this portal token.
    await kc.seeApp27();
    await expect(page.getByTestId('contact-id')).toHaveText('5008');
    expect(requests.filter((request) => request.url() === IDENTITY_TOKEN)).toHaveLength(1);
  });

  test('the loading screen shows the logo, the progress bar and who is being signed in; the callback state is kept 1 hour', async ({
    page,
  }) => {
    const kc = new KcScreen(page);
    await gotoRoute(page, '/kc');
    await new ProviderPage(page).arrived();
    // spec 4: keycloak-js keeps the login callback state for 1 hour in local storage (same origin here).
    const callback = await page.evaluate(() =>
      Object.entries(localStorage)
        .filter(([key]) => key.startsWith('kc-callback-'))
        .map(([, value]) => (JSON.parse(value) as { expires: number }).expires - Date.now()),
    );
    expect(callback).toHaveLength(1);
    expect(callback[0]).toBeGreaterThan(59 * 60 * 1000);
    expect(callback[0]).toBeLessThanOrEqual(60 * 60 * 1000);

    // Hold the portal's own token call so the loading screen can be looked at.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(IDENTITY_TOKEN, async (route) => {
      await held;
      await route.continue();
    });
    await kc.signInAtProvider();
    await page.waitForURL(/\/opsportal\/#\/kc$/);
    await expect(kc.logo()).toBeVisible();
    await expect(kc.heading()).toBeVisible();
    await expect(kc.progress()).toBeVisible();
    await expect(kc.status()).toHaveText('Signing you in as Sasha Single-Sign-On…');
    // keycloak-js took the code out of the address when it read it.
    expect(page.url()).toBe(`${PORTAL}#/kc`);
    release();
    await kc.seeApp27();
  });

  test('an expired token is refreshed once when several callers ask at once', async ({ page }) => {
    const kc = new KcScreen(page);
    const requests = recordRequests(page);
    // The order in which the token calls and the two callers' requests happened.
    const timeline: string[] = [];
    const refreshAnswers: Response[] = [];
    const isRefresh = (request: Request) => request.url() === TOKEN_ENDPOINT && formField(request, 'grant_type') === 'refresh_token';
    page.on('request', (request) => {
      if (isRefresh(request)) timeline.push('refresh sent');
      if (request.url() === `${REALM}/account`) timeline.push('account sent');
      if (request.url() === IDENTITY_TOKEN) timeline.push('exchange sent');
    });
    page.on('response', (response) => {
      if (!isRefresh(response.request())) return;
      timeline.push('refresh answered');
      refreshAnswers.push(response);
    });
    // The keycloak grant waits until the refresh answer has been read (the page then leaves for app 27).
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let exchangeHeld: () => void = () => {};
    const exchangeArrived = new Promise<void>((resolve) => (exchangeHeld = resolve));
    await page.route(IDENTITY_TOKEN, async (route) => {
      exchangeHeld();
      await held;
      await route.continue();
    });
    await gotoRoute(page, '/kc');
    await kc.signInAtProvider();
    await exchangeArrived;
    await expect.poll(() => requests.some((request) => request.url() === `${REALM}/account`)).toBe(true);
    const tokenCalls = requests.filter((request) => request.url() === TOKEN_ENDPOINT).map((request) => formField(request, 'grant_type'));
    // The code exchange, then exactly one refresh (the token had less than 20 s left).
    expect(tokenCalls).toEqual(['authorization_code', 'refresh_token']);
    expect(refreshAnswers).toHaveLength(1);
    const refreshed = ((await refreshAnswers[0]!.json()) as { access_token: string }).access_token;
    // Two callers asked at the same moment (the profile and the keycloak grant): both waited for
    // the one refresh, and the profile call carried the refreshed token.
    expect(timeline.slice(0, 2)).toEqual(['refresh sent', 'refresh answered']);
    expect(timeline.slice(2).sort()).toEqual(['account sent', 'exchange sent']);
    const account = requests.find((request) => request.url() === `${REALM}/account`);
    expect(await account?.headerValue('authorization')).toBe(`bearer ${refreshed}`);
    release();
    await kc.seeApp27();
    expect(requests.filter((request) => isRefresh(request))).toHaveLength(1);
  });

  test('sign-in cancelled at the provider: the reason and a retry, not a loop', async ({ page }) => {
    const kc = new KcScreen(page);
    const requests = recordRequests(page);
    await gotoRoute(page, '/kc');
    await new ProviderPage(page).arrived();
    await new ProviderPage(page).cancel().click();
    await expect(kc.problem()).toContainText('Sign-in was cancelled at the single sign-on service.');
    await expect(kc.progress()).toHaveCount(0);
    await expect(kc.retry()).toBeFocused();
    // The error return carries no code and starts no check (spec 4: not with an error parameter).
    expect(page.url()).toBe(`${PORTAL}#/kc`);
    const afterReturn = requests.findIndex((request) => request.url().startsWith(`${PORTAL}?sso=kc`));
    expect(keycloakRequests(requests.slice(afterReturn + 1))).toEqual([]);
    await kc.retry().click();
    await kc.signInAtProvider();
    await kc.seeApp27();
  });

  test('the provider unreachable: a clear message with a retry, not an endless progress bar', async ({ page, context }) => {
    const kc = new KcScreen(page);
    await fault(context, 'sso:down');
    await gotoRoute(page, '/kc');
    await expect(kc.problem()).toContainText('The single sign-on service could not be reached. Check your connection and try again.');
    await expect(kc.progress()).toHaveCount(0);
    await expect(kc.retry()).toBeFocused();
    expect(currentRoute(page)).toBe('/kc');
    // The provider is back: the retry goes on to its login page.
    await clearFault(context);
    await kc.retry().click();
    await kc.signInAtProvider();
    await kc.seeApp27();
  });
  test('the /kc screen has no axe violations while loading and when it failed', async ({ page, context }) => {
    const kc = new KcScreen(page);
    // The shared gate (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) over the screen's main.
    const axe = () => axeViolations(page, { include: 'main' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Loading: the provider's 3rd-party check is held, so the screen stays as it is.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/3p-cookies/step1.html', async (route) => {
      await held;
      await route.abort();
    });
    await gotoRoute(page, '/kc');
    await expect(kc.progress()).toBeVisible();
    expect(await axe()).toEqual([]);
    // Failed: the provider cannot be reached.
    release();
    await page.unrouteAll({ behavior: 'wait' });
    await fault(context, 'sso:down');
    await page.reload();
    await expect(kc.problem()).toBeVisible();
    expect(await axe()).toEqual([]);
  });
});

test.describe('identity-provider mode (spec 4)', () => {
  test('with the flag off no keycloak request is made outside /kc', async ({ page, context }) => {
    await setFlag(context, 'disabled');
    const requests = recordRequests(page);
    for (const route of ['/ops', '/benefits', '/about', '/adminpanel-login']) {
      // A page load each time (a hash change alone would not load the page again).
      await page.goto('about:blank');
      const flag = page.waitForResponse((response) => response.url().endsWith('/application/keycloak'));
      await gotoRoute(page, route);
      await flag;
      await page.waitForLoadState('networkidle');
    }
    expect(requests.some((request) => request.url().endsWith('/stand-in/common/application/keycloak'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('ls.keycloakEnabled'))).toBe('false');
    expect(keycloakRequests(requests)).toEqual([]);
    // On /kc (here reached inside the app) the check runs whatever the flag says.
    await gotoRoute(page, '/kc');
    await new ProviderPage(page).arrived();
    expect(keycloakRequests(requests).some((url) => chunkPattern('keycloak').test(url))).toBe(true);
  });

  test('with the flag on, a page load runs the silent check without a visible redirect', async ({ page, context }) => {
    await setFlag(context, 'enabled');
    const requests = recordRequests(page);
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    const mainFrameUrls: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) mainFrameUrls.push(frame.url());
    });

    // No session at the provider: the silent check answers login_required inside its hidden frame.
    const silentAnswer = page.waitForRequest((request) => request.url().startsWith(`${PORTAL}silent-check-sso.html?`));
    await gotoRoute(page, '/benefits');
    expect(new URL((await silentAnswer).url()).searchParams.get('error')).toBe('login_required');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(currentRoute(page)).toBe('/benefits');
    expect(mainFrameUrls.every((url) => url.startsWith(PORTAL))).toBe(true);
    const silent = requests.find((request) => request.url().startsWith(`${REALM}/protocol/openid-connect/auth`));
    expect(silent?.frame()).not.toBe(page.mainFrame());
    expect(new URL(silent?.url() ?? 'http://x/').searchParams.get('prompt')).toBe('none');
    expect(await page.evaluate(() => localStorage.getItem('ls.keycloakEnabled'))).toBe('true');

    // With a session at the provider: signed in silently, the page never leaves.
    await signInThroughKc(page);
    mainFrameUrls.length = 0;
    const exchanged = page.waitForResponse(
      (response) => response.url() === TOKEN_ENDPOINT && formField(response.request(), 'grant_type') === 'authorization_code',
    );
    await gotoRoute(page, '/benefits');
    const response = await exchanged;
    expect(response.status()).toBe(200);
    expect(formField(response.request(), 'redirect_uri')).toBe(`${PORTAL}silent-check-sso.html`);
    expect(currentRoute(page)).toBe('/benefits');
    expect(mainFrameUrls.every((url) => url.startsWith(PORTAL))).toBe(true);
    // The silent check page's script is a file: the portal's CSP allows it, nothing is blocked.
    expect(cspViolations).toEqual([]);
  });

  test('with the flag on, /adminpanel-login, /ehi-login and an error parameter make no keycloak request', async ({ page, context }) => {
    await setFlag(context, 'enabled');
    const requests = recordRequests(page);
    for (const address of [`${PORTAL}#/adminpanel-login`, `${PORTAL}ehi-login?companyId=1001`, `${PORTAL}?error=x#/ops`]) {
      await page.goto('about:blank');
      const flag = page.waitForResponse((response) => response.url().endsWith('/application/keycloak'));
      await page.goto(address);
      await flag;
      await page.waitForLoadState('networkidle');
    }
    // The partner document opened its route (the address is mapped before the router reads it).
    await page.goto(`${PORTAL}ehi-login?companyId=1001`);
    await expect(page.getByRole('heading', { name: 'Partner sign-in' })).toBeVisible();
    expect(currentRoute(page)).toBe('/ehi-login?companyId=1001');
    expect(keycloakRequests(requests)).toEqual([]);
  });

  test('a 400 on refresh clears the session and the person signs in again', async ({ page, context }) => {
    await setFlag(context, 'enabled');
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await signInThroughKc(page);
    // Signed in silently on a page of the portal.
    const exchanged = page.waitForResponse((response) => response.url() === TOKEN_ENDPOINT && response.status() === 200);
    await gotoRoute(page, '/benefits');
    await exchanged;

    // The person signs out at the provider in another tab: its refresh tokens are revoked.
    const other = await context.newPage();
    await other.goto(`${REALM}/protocol/openid-connect/logout?client_id=ops-portal&post_logout_redirect_uri=${encodeURIComponent(PORTAL)}`);
    await other.getByRole('button', { name: 'Yes, sign me out' }).click();
    await other.waitForURL(new RegExp(`^${PORTAL}`));
    await other.close();

    // /kc asks for the token: the refresh answers 400, the session is cleared, nothing is exchanged.
    const requests = recordRequests(page);
    const refused = page.waitForResponse(
      (response) => response.url() === TOKEN_ENDPOINT && formField(response.request(), 'grant_type') === 'refresh_token',
    );
    await page.evaluate(() => {
      window.location.hash = '#/kc';
    });
    expect((await refused).status()).toBe(400);
    await new ProviderPage(page).arrived();
    expect(requests.filter((request) => request.url() === IDENTITY_TOKEN)).toEqual([]);
    expect(logged.some((text) => text.includes('Failed to refresh token'))).toBe(true);
  });
  test('sign-out (docs/decisions/session-lifecycle.md): signed in through /kc and still on the portal, the person signs out: the portal forgets its session and single sign-on ends', async ({
    page,
    context,
  }) => {
    const kc = new KcScreen(page);
    await gotoRoute(page, '/kc');
    const tab = context.waitForEvent('page');
    await kc.signInAtProvider('sso.dispatch');
    // userType 4: the dispatch application opens in a new tab and the portal stays on /kc, signed in.
    const dispatch = await tab;
    await dispatch.waitForURL(/\/stand-in\/apps\/dispatch\/crossAppAuth\/jump\?token=/);
    await dispatch.close();
    await expect(kc.status().filter({ hasText: 'You are signed in.' })).toBeVisible();
    const signOut = new KcLandingPage(page).signOut();
    await expect(signOut).toBeVisible();
    // Something the portal stored is there to forget (the stored token, spec 3 keys).
    await page.evaluate(() => localStorage.setItem('ls.refreshToken', JSON.stringify('left-behind')));

    const logout = page.waitForRequest((request) => request.url().startsWith(`${REALM}/protocol/openid-connect/logout`));
    await signOut.click();
    const logoutParams = new URL((await logout).url()).searchParams;
    // The provider's sign-out (with the ID token as hint, so no question) sends the browser back to the portal.
    await page.waitForURL((url) => url.href === PORTAL || (url.href.startsWith(`${PORTAL}#`) && !url.hash.startsWith('#/kc')), {
      timeout: 15_000,
    });
    expect(logoutParams.get('post_logout_redirect_uri')).toBe(PORTAL);
    expect(logoutParams.get('id_token_hint')).toBeTruthy();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /token|expires/i.test(key)))).toEqual([]);

    // Single sign-on is over: /kc sends the person to the provider's login page again.
    await gotoRoute(page, '/kc');
    await new ProviderPage(page).arrived();
  });
});
