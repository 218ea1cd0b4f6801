/**
 * Path map of the /kc identity-provider landing (machines/kc-landing.machine.ts; spec 2 "/kc", spec 4
 * "Identity-provider mode", spec 6, 7, 8) with the outcomes of the user-type routing it invokes and
 * its sign-out (docs/decisions/session-lifecycle.md).
 *
 * A return from the provider is a new page load and so a new actor: each way of arriving is a start
 * (not signed in at the provider; signed in there as sso.demo or sso.dispatch; sign-in cancelled
 * there), and its `only` keeps the outcomes that arrival can produce. The stand-in provider is the
 * real OpenID Connect provider of server/stand-in/sso-provider.ts; tokens live 20 s
 * (SSO_ACCESS_TTL=20), so the exchange always refreshes first.
 *
 * Fabricated (answers neither the stand-ins nor the page give by themselves):
 * - a browser whose Web Crypto refuses the login's PKCE digest (an init script lets the silent
 *   check's digest through and rejects the next): the login cannot start;
 * - a generic OpenID Connect provider without a sign-out endpoint (the start-up config names the
 *   same provider as a generic issuer, and its discovery document is served without
 *   `end_session_endpoint`): keycloak-js says 'Not supported by the OIDC server' (spec 8).
 * The provider's session ending while the exchange asks for a token is real: the person signs out
 * at the provider in another tab while the refresh is held, and the provider answers it 400.
 */
import type { Page } from '@playwright/test';
import { kcLandingMachine } from '../../machines/kc-landing.machine.ts';
import { SESSION_ENDED_MESSAGE, SSO_FAILED_MESSAGE } from '../../machines/sso-session.machine.ts';
import { CALLS } from '../support/faults.ts';
import { PORTAL, errorWith, gotoRoute, faultOutcome } from './support/portal.ts';
import { Destination } from '../support/pages/login-panel.ts';
import { KcLandingPage, ProviderPage } from '../support/pages/kc-landing.ts';
import * as sso from './support/sso.ts';
import * as signIn from './support/routing.ts';
import type { PathContext, PathMap, ViewContract } from './support/types.ts';
import { tabEnterGesture } from './support/keyboard.ts';

const CANCELLED = 'Sign-in was cancelled at the single sign-on service.';

/** The people at the stand-in provider (server/stand-in/demo-directory.ts) and the name /kc greets them with. */
const NAMES = { 'sso.demo': 'Sasha Single-Sign-On', 'sso.dispatch': 'Dana Single-Sign-On' } as const;
type SsoAccount = keyof typeof NAMES;

// The landing's page object (tests/support/pages/kc-landing.ts): one place that knows where its parts are.
const kc = (page: Page) => new KcLandingPage(page);
const signOut = (page: Page) => kc(page).signOut();

async function busy(ctx: PathContext, text: string | RegExp) {
  await sso.onKc(ctx);
  await ctx.expect(kc(ctx.page).status()).toHaveText(text);
  await ctx.expect(kc(ctx.page).progress()).toBeVisible();
  await ctx.expect(kc(ctx.page).progress()).toHaveAttribute('aria-valuetext', text);
  await ctx.expect(kc(ctx.page).problem()).toHaveCount(0);
}

/** The status while signing in: with the name once the model has it; before, the name may already be there (not held). */
function named(ctx: PathContext, account: SsoAccount | undefined, without: string, withName: (name: string) => string): string | RegExp {
  const name = ctx.snapshot.context.userName as string | null;
  if (name) return withName(name);
  const candidate = account ? NAMES[account] : null;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return candidate ? new RegExp(`^(${escape(without)}|${escape(withName(candidate))})$`) : without;
}

/** A problem on /kc: its status line, "Try again" focused beside the alert, no progress bar; `more` checks the rest. */
function problemShown(shows: string, title: string, more: (ctx: PathContext) => Promise<void>): ViewContract {
  return {
    shows,
    announces: {
      focus: (page) => kc(page).retry(),
      says: 'the button "Try again" beside the alert',
    },
    check: async (ctx) => {
      await sso.onKc(ctx);
      await ctx.expect(kc(ctx.page).status()).toHaveText(title);
      await ctx.expect(kc(ctx.page).retry()).toBeFocused();
      await ctx.expect(kc(ctx.page).progress()).toHaveCount(0);
      await more(ctx);
    },
  };
}

async function signedIn(ctx: PathContext) {
  await sso.onKc(ctx);
  await ctx.expect(kc(ctx.page).status()).toHaveText('You are signed in.');
  await ctx.expect(kc(ctx.page).progress()).toHaveCount(0);
  await ctx.expect(kc(ctx.page).problem()).toHaveCount(0);
  await ctx.expect(signOut(ctx.page)).toBeEnabled();
}

/**
 * Fabricated: the same provider named in the start-up config as a generic OpenID Connect issuer
 * (`…/realms/NA/.`, the same address once resolved), whose discovery document has no sign-out endpoint.
 */
async function genericProviderWithoutSignOut(page: Page) {
  await page.route('**/opsportal/assets/config.release.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { sso: { url: string; realm: string; oidcIssuer?: string } };
    config.sso.oidcIssuer = `${config.sso.url.replace(/\/+$/, '')}/realms/${config.sso.realm}/.`;
    await route.fulfill({ response, json: config });
  });
  await page.route('**/stand-in/sso/realms/NA/.well-known/openid-configuration', async (route) => {
    const response = await route.fetch();
    const discovery = (await response.json()) as Record<string, unknown>;
    delete discovery.end_session_endpoint;
    await route.fulfill({ response, json: discovery });
  });
}

const leaving = ['session:signed-in', 'name:sso.demo', 'exchanged', 'exchange:500', 'exchange:session-ended', 'session:signed-out'];
const dispatch = ['session:signed-in', 'name:sso.dispatch', 'exchanged', 'routed:dispatch-tab'];

/** The account each page signed in with (the greeting depends on it; the scenario is reset after every gesture). */
const accounts = new WeakMap<Page, SsoAccount>();
const accountOf = (ctx: PathContext) => accounts.get(ctx.page);
const account = (name: SsoAccount) => async (ctx: PathContext) => {
  accounts.set(ctx.page, name);
};

export const kcLandingPaths: PathMap<typeof kcLandingMachine> = {
  machine: kcLandingMachine,
  file: 'tests/paths/kc-landing.paths.ts',
  // `attempt` counts retries without bound and no view shows it: the planner leaves it out.
  stateKey: (snapshot) => {
    const { attempt: _attempt, ...shown } = snapshot.context as Record<string, unknown>;
    return JSON.stringify({ value: snapshot.value, context: shown });
  },
  starts: [
    {
      name: 'kc',
      does: 'open /#/kc, not signed in at the provider',
      open: async ({ page }) => gotoRoute(page, '/kc'),
      only: ['session:signed-out', 'session:unreachable', 'retry'],
    },
    {
      name: 'cancelled',
      does: "open /#/kc and press Cancel on the provider's login page: back on /kc with error=access_denied",
      open: async ({ page }) => {
        await gotoRoute(page, '/kc');
        await new ProviderPage(page).arrived();
        await new ProviderPage(page).cancel().click();
        await page.waitForURL(`${PORTAL}#/kc`);
      },
      only: ['session:cancelled', 'retry', 'session:signed-out'],
    },
    {
      name: 'sso.demo',
      does: "open /#/kc, sign in at the provider as sso.demo (userType 1), back on /kc with the provider's code",
      open: async (ctx) => {
        await account('sso.demo')(ctx);
        await sso.returnSignedIn(ctx.page, 'sso.demo');
      },
      only: [...leaving, 'routed:app27', 'routed:common-500'],
    },
    {
      name: 'sso.dispatch',
      does: 'open /#/kc, sign in at the provider as sso.dispatch (userType 4), back on /kc',
      open: async (ctx) => {
        await account('sso.dispatch')(ctx);
        await sso.returnSignedIn(ctx.page, 'sso.dispatch');
      },
      only: [...dispatch, 'routed:dispatch-blocked', 'sign-out', 'signed-out'],
    },
    {
      name: 'login-refused',
      does: "open /#/kc in a browser whose Web Crypto refuses the login's PKCE digest (fabricated, init script)",
      open: async ({ page }) => sso.openKcRefusingLoginDigest(page),
      only: ['session:signed-out', 'login:refused'],
    },
    {
      name: 'generic-provider',
      does: 'sso.dispatch through a generic OpenID Connect provider without a sign-out endpoint (fabricated: config and discovery rewritten)',
      open: async (ctx) => {
        await account('sso.dispatch')(ctx);
        await genericProviderWithoutSignOut(ctx.page);
        await sso.returnSignedIn(ctx.page, 'sso.dispatch');
      },
      only: [...dispatch, 'sign-out', 'sign-out:unsupported', 'retry'],
    },
  ],
  states: {
    checking: {
      shows: 'on #/kc: the status "Checking your single sign-on session…" and the progress bar "Signing you in"; no alert',
      check: (ctx) => busy(ctx, 'Checking your single sign-on session…'),
      announces: { live: 'Checking your single sign-on session…' },
    },
    redirecting: {
      shows: "the provider's login page (…/realms/NA/login-actions/…) with Username, Password and Sign In",
      announces: { page: "the provider's login page" },
      check: async ({ page, expect }) => {
        await expect(page).toHaveURL(/\/stand-in\/sso\/realms\/NA\/login-actions\/[\w-]+$/);
        await expect(new ProviderPage(page).heading()).toBeVisible();
        await expect(new ProviderPage(page).signInButton()).toBeEnabled();
      },
    },
    'signingIn.exchanging': {
      shows: 'on #/kc: "Signing you in…" (with the name once the provider gave it) and the progress bar; no alert',
      announces: { live: /^Signing you in( as .+)?…$/ },
      check: (ctx) =>
        busy(
          ctx,
          named(ctx, accountOf(ctx), 'Signing you in…', (name) => `Signing you in as ${name}…`),
        ),
    },
    'signingIn.routing': {
      shows: 'on #/kc: "Opening your application…" (with the name once given) and the progress bar; no alert',
      announces: { live: /^Opening your application(, .+)?…$/ },
      check: (ctx) =>
        busy(
          ctx,
          named(ctx, accountOf(ctx), 'Opening your application…', (name) => `Opening your application, ${name}…`),
        ),
    },
    leaving: {
      shows: 'App 27 at /stand-in/apps/app27/clientid-login?jwt=…, the token verified for sso.demo (contact 5008)',
      announces: { page: 'App 27' },
      check: async ({ page, expect }) => {
        await expect(page).toHaveURL(/\/stand-in\/apps\/app27\/clientid-login\?jwt=[\w.-]+$/);
        const app = new Destination(page);
        await expect(app.heading('App 27')).toBeVisible();
        await expect(app.verified()).toHaveText('valid');
        await expect(app.user()).toHaveText('sso.demo');
        await expect(app.contactId()).toHaveText('5008');
      },
    },
    handedOff: {
      shows:
        'on #/kc: "You are signed in.", the status "The dispatch application opened in a new tab." and Sign out; no progress, no alert',
      check: async (ctx) => {
        await signedIn(ctx);
        await ctx.expect(kc(ctx.page).handOff.opened()).toBeVisible();
      },
    },
    linkOffered: {
      shows:
        'on #/kc: "You are signed in.", "Your browser blocked the new tab." with the link "Open the dispatch application", and Sign out',
      check: async (ctx) => {
        await signedIn(ctx);
        await ctx
          .expect(kc(ctx.page).handOff.link())
          .toHaveAttribute('href', /\/stand-in\/apps\/dispatch\/crossAppAuth\/jump\?token=[\w-]+$/);
      },
    },
    signingOut: {
      shows: 'on #/kc: "Signing you out…" and the progress bar (the provider\'s sign-out follows at once)',
      check: (ctx) => busy(ctx, 'Signing you out…'),
      announces: { live: 'Signing you out…' },
    },
    signedOut: {
      shows:
        "back on the portal (not /kc) after the provider's sign-out, with no token or expiry stored; the machine's `signedOut` is the actor's end, which the page only reaches by leaving",
      check: async ({ page, expect }) => {
        await expect(page).toHaveURL((url) => url.href === PORTAL || (url.href.startsWith(`${PORTAL}#`) && !url.hash.startsWith('#/kc')));
        // The portal's page has drawn (its heading), not its loading placeholder: what axe reads next.
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
        await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => /token|expires/i.test(key)))).toEqual([]);
      },
    },
    signOutFailed: problemShown(
      'on #/kc: "You are signed out of the portal, but single sign-on could not be ended.", the alert with the message and "Try again" focused; no Sign out, no progress, nothing stored',
      'You are signed out of the portal, but single sign-on could not be ended.',
      async ({ page, expect, snapshot }) => {
        await expect(kc(page).problem()).toContainText(String(snapshot.context.error));
        await expect(signOut(page)).toHaveCount(0);
        expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /token|expires/i.test(key)))).toEqual([]);
      },
    ),
    failed: problemShown(
      'on #/kc: "Single sign-on did not complete.", the alert with the message, "Try again" focused and "Go to the sign-in page"; no progress bar',
      'Single sign-on did not complete.',
      async ({ page, expect, snapshot }) => {
        await expect(kc(page).problemSays(String(snapshot.context.error))).toBeVisible();
        await expect(kc(page).backLink()).toHaveAttribute('href', '#/ops');
      },
    ),
  },
  events: [
    sso.retryGesture('kc.retry', 'click "Try again"'),
    tabEnterGesture({ type: 'kc.signOut' }, 'sign-out', 'Tab to "Sign out" and press Enter', signOut),
    // Not signed in comes first: after the session ended, the planner takes it (as the page does).
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.checkSession', output: 'unauthenticated' },
      name: 'session:signed-out',
      does: "the provider's silent check answers login_required (or the session already ended): not signed in",
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.checkSession', output: 'authenticated' },
      name: 'session:signed-in',
      does: "keycloak-js redeems the provider's code at the token endpoint: signed in",
      hold: sso.tokenEndpoint,
      follows: ['(open)'],
    },
    faultOutcome('sso:down', {
      event: { type: 'xstate.error.actor.checkSession', error: errorWith(sso.UNREACHABLE) },
      name: 'session:unreachable',
      does: "the provider cannot be reached (fault switch sso:down); its discovery document (the wrapper's probe) is held",
      hold: sso.discovery,
    }),
    {
      kind: 'outcome',
      event: { type: 'xstate.error.actor.checkSession', error: errorWith(CANCELLED) },
      name: 'session:cancelled',
      does: 'the provider sent back error=access_denied (Cancel on its login page): the reason, no check',
      follows: ['(open)'],
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.error.actor.redirectToProvider', error: errorWith(SSO_FAILED_MESSAGE) },
      name: 'login:refused',
      does: "the login cannot start: the PKCE digest is refused (fabricated) and keycloak-js's login rejects",
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.loadUserName', output: NAMES['sso.demo'] },
      name: 'name:sso.demo',
      does: "the provider's account endpoint gives sso.demo's name",
      hold: (url) => url.pathname === '/stand-in/sso/realms/NA/account',
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.loadUserName', output: NAMES['sso.dispatch'] },
      name: 'name:sso.dispatch',
      does: "the provider gives sso.dispatch's name (account endpoint, or userinfo for a generic provider)",
      hold: (url) => url.pathname === '/stand-in/sso/realms/NA/account' || url.pathname.endsWith('/protocol/openid-connect/userinfo'),
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.exchangeToken', output: { session: signIn.session, storedProductId: null } },
      name: 'exchanged',
      does: "the identity service exchanges the provider's token (grant keycloak) for a portal token",
      hold: CALLS.identity,
    },
    faultOutcome('identity:500', {
      event: { type: 'xstate.error.actor.exchangeToken', error: errorWith(signIn.SIGN_IN_OUTAGE) },
      name: 'exchange:500',
      does: 'the identity service answers the keycloak grant 500 (fault switch identity:500)',
      hold: CALLS.identity,
    }),
    {
      kind: 'outcome',
      event: {
        type: 'xstate.error.actor.exchangeToken',
        error: { kind: 'sessionEnded', message: SESSION_ENDED_MESSAGE, logMessage: 'Failed to refresh token (400)' },
      },
      name: 'exchange:session-ended',
      does: "the person signs out at the provider in another tab while the exchange's refresh is held; the provider answers it 400",
      arrange: async ({ page }) => sso.signOutAtProviderOnRefresh(page),
      hold: (url) => sso.tokenEndpoint(url),
    },
    signIn.routedToApp27('routed:app27', 'sso.demo (userType 1) is sent to App 27 (a navigation: not held)'),
    signIn.routedDispatchTab({
      does: 'sso.dispatch (userType 4): the common API gives a redirect token and the dispatch jump opens in a new tab',
      user: 'sso.dispatch',
    }),
    signIn.routedDispatchBlocked({
      does: 'sso.dispatch with the browser refusing new tabs (window.open returns null, from an init script)',
    }),
    signIn.routedCommon500('sso.demo while the common API answers 500 (fault switch common:500): the destination cannot be resolved'),
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.signOut' },
      name: 'signed-out',
      does: "the provider's sign-out (ID token as hint, no question) sends the browser back to the portal (a navigation: not held)",
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.error.actor.signOut', error: errorWith(SSO_FAILED_MESSAGE) },
      name: 'sign-out:unsupported',
      does: "keycloak-js cannot sign out: the provider's discovery names no sign-out endpoint (fabricated), 'Not supported by the OIDC server'",
    },
  ],
  excluded: [signIn.routingNeverErrors('kcLanding.signingIn.routing')],
};
