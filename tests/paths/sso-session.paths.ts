/**
 * Path map of the page's single-sign-on session (machines/sso-session.machine.ts; spec 4
 * "Single-sign-on session", spec 8, 9) where the UI shows it: the /kc landing (src/sign-in/kc-page.tsx)
 * is the one view that reflects the session (src/actors/sso/kc-landing-actors.ts asks it to settle,
 * to log in and for tokens). Elsewhere the session runs without a view: with the identity-provider
 * flag on, a page starts it silently (src/app/start-up/sso-bootstrap.ts) and shows nothing of it.
 *
 * The session starts with the page (the kc address starts it at once), so every start is a page
 * load of /kc. What the landing sends the session by itself (the login as soon as it settled
 * signed out, the first token request of the exchange) are outcomes that follow at once; the
 * visitor's "Try again" is a gesture; the token running out is a clock step (`page.clock`, installed
 * before the page loads, so keycloak-js's expiry timer is on it).
 *
 * Fabricated: a browser whose Web Crypto refuses the login's PKCE digest (as in kc-landing.paths.ts);
 * the fault switch turned on only when the refresh is sent, so the provider's sign-in and code
 * exchange before it are not broken; a provider that never answers (its discovery document and
 * silent check, its code exchange, or a refresh), for the session's three waits, which are clock
 * steps (the page clock installed before the page loads, so the machine's timers are on it). Real: the provider's session ending (the
 * person signs out at the provider in another tab while the refresh is held: the provider answers 400).
 */
import type { Page } from '@playwright/test';
import {
  SESSION_ENDED_MESSAGE,
  SSO_FAILED_MESSAGE,
  SSO_PROBE_TIMEOUT_MS,
  SSO_START_TIMEOUT_MS,
  SSO_TOKEN_WAIT_MS,
  type SsoProblem,
} from '../../machines/sso-session.machine.ts';
import { ssoSessionMachine } from '../../machines/sso-session.machine.ts';
import { gotoRoute, setFaults, faultOutcome } from './support/portal.ts';
import { KcLandingPage, ProviderPage } from '../support/pages/kc-landing.ts';
import * as sso from './support/sso.ts';
import { pressOn } from './support/keyboard.ts';
import type { PathContext, PathMap } from './support/types.ts';

const REFUSED = 'The single sign-on service is not available right now. Please try again in a moment.';
const NAME = 'Dana Single-Sign-On';
/** The stand-in provider's token lifetime (SSO_ACCESS_TTL=20, playwright.config.ts). */
const TOKEN_TTL_MS = 20_000;

const problemOf = (kind: SsoProblem['kind'], message: string, logMessage: string): SsoProblem => ({ kind, message, logMessage });
const tokens = (token: string, expiresAt: number) => ({ token, expiresAt, subject: 'sso.dispatch' });

// The landing's page object (tests/support/pages/kc-landing.ts): one place that knows where its parts are.
const kc = (page: Page) => new KcLandingPage(page);

/** The session's problem on /kc: the message, "Try again" focused, no progress. */
async function showsProblem(ctx: PathContext) {
  const message = (ctx.snapshot.context.problem as SsoProblem).message;
  await sso.onKc(ctx);
  await ctx.expect(kc(ctx.page).status()).toHaveText('Single sign-on did not complete.');
  await ctx.expect(kc(ctx.page).problemSays(message)).toBeVisible();
  await ctx.expect(kc(ctx.page).retry()).toBeFocused();
  await ctx.expect(kc(ctx.page).progress()).toHaveCount(0);
}

/** Signed in at the provider and still on /kc (sso.dispatch's application opened in its own tab). */
async function showsSignedIn(ctx: PathContext) {
  await sso.onKc(ctx);
  await ctx.expect(kc(ctx.page).status()).toHaveText('You are signed in.');
  await ctx.expect(kc(ctx.page).signOut()).toBeVisible();
  await ctx.expect(kc(ctx.page).problem()).toHaveCount(0);
  await ctx.expect(kc(ctx.page).progress()).toHaveCount(0);
}

/**
 * Turns the fault switch on when the refresh reaches the page's routes: the browser adds the
 * context's cookies when an intercepted request goes on, so the refresh carries the fault and the
 * code exchange before it did not.
 */
async function faultOnRefresh(page: Page, fault: `sso:${'500' | 'down'}`) {
  let used = false;
  await page.route(sso.tokenEndpoint, async (route) => {
    if (!used && sso.isRefresh(route.request().postData())) {
      used = true;
      await setFaults(page, fault);
    }
    await route.fallback();
  });
}

/** The silent check-sso: the provider's authorization request with prompt=none, in the hidden frame. */
const silentCheck = (url: URL) => url.pathname.endsWith('/protocol/openid-connect/auth') && url.searchParams.get('prompt') === 'none';

/** Fabricated: the provider never answers these requests (they stay open until the page closes). */
async function neverAnswered(page: Page, ...requests: Array<(url: URL) => boolean>) {
  for (const request of requests) await page.route(request, () => {});
}

/** Fabricated: the provider never answers a refresh (the code exchange before it goes through). */
async function refreshNeverAnswered(page: Page) {
  await page.route(sso.tokenEndpoint, async (route) => {
    if (sso.isRefresh(route.request().postData())) return;
    await route.fallback();
  });
}

/** "Checking your single sign-on session…" with the progress bar: every step of the start looks alike. */
async function showsChecking(ctx: PathContext) {
  await sso.onKc(ctx);
  await ctx.expect(kc(ctx.page).status()).toHaveText('Checking your single sign-on session…');
  await ctx.expect(kc(ctx.page).progress()).toBeVisible();
  await ctx.expect(kc(ctx.page).problem()).toHaveCount(0);
}

/** Turns the fault switch (sso:500) on when keycloak-js sends the code exchange, as faultOnRefresh does for a refresh. */
async function faultOnCodeExchange(page: Page) {
  let used = false;
  await page.route(sso.tokenEndpoint, async (route) => {
    if (!used && new URLSearchParams(route.request().postData() ?? '').get('grant_type') === 'authorization_code') {
      used = true;
      await setFaults(page, 'sso:500');
    }
    await route.fallback();
  });
}

export const ssoSessionPaths: PathMap<typeof ssoSessionMachine> = {
  machine: ssoSessionMachine,
  file: 'tests/paths/sso-session.paths.ts',
  starts: [
    {
      name: 'kc',
      does: 'open /#/kc, not signed in at the provider: the kc address starts the session at once',
      open: async ({ page }) => gotoRoute(page, '/kc'),
      only: ['probe:answered', 'check:signed-out', 'login', 'check:unreachable', 'retry'],
    },
    {
      name: 'code-exchange-refused',
      does: 'open /#/kc, sign in at the provider as sso.dispatch, back on /kc with the code, which the provider refuses',
      open: async ({ page }) => sso.returnSignedIn(page, 'sso.dispatch'),
      only: ['check:refused'],
    },
    {
      name: 'provider-silent',
      does: 'install the page clock, open /#/kc with a provider that answers neither its discovery document nor the silent check (fabricated)',
      open: async ({ page }) => {
        await page.clock.install();
        await neverAnswered(page, sso.discovery, silentCheck);
        await gotoRoute(page, '/kc');
      },
      only: ['probe-times-out'],
    },
    {
      name: 'exchange-unanswered',
      does: 'install the page clock, sign in at the provider as sso.dispatch, back on /kc; the provider never answers the code exchange (fabricated)',
      open: async ({ page }) => {
        await page.clock.install();
        await neverAnswered(page, sso.tokenEndpoint);
        await sso.returnSignedIn(page, 'sso.dispatch');
      },
      only: ['start-times-out'],
    },
    {
      name: 'refresh-unanswered',
      does: 'install the page clock, sign in at the provider as sso.dispatch, back on /kc; the provider never answers the refresh (fabricated)',
      open: async ({ page }) => {
        await page.clock.install();
        await refreshNeverAnswered(page);
        await sso.returnSignedIn(page, 'sso.dispatch');
      },
      only: ['check:signed-in', 'token.request', 'refresh-times-out'],
    },
    {
      name: 'login-refused',
      does: "open /#/kc in a browser whose Web Crypto refuses the login's PKCE digest (fabricated, init script)",
      open: async ({ page }) => sso.openKcRefusingLoginDigest(page),
      only: ['check:signed-out', 'login', 'login:refused'],
    },
    {
      name: 'sso.dispatch',
      does: 'install the page clock, open /#/kc, sign in at the provider as sso.dispatch (userType 4), back on /kc with the code',
      open: async ({ page }) => {
        await page.clock.install();
        await sso.returnSignedIn(page, 'sso.dispatch');
      },
      only: ['check:signed-in', 'token.request', 'refreshed', 'refresh:400', 'refresh:500', 'retry:signed-in', 'token-runs-out', 'login'],
    },
  ],
  states: {
    initialising: {
      shows: 'on #/kc: "Checking your single sign-on session…" and the progress bar; no alert',
      announces: { live: 'Checking your single sign-on session…' },
      check: showsChecking,
    },
    'initialising.probing': {
      shows: 'on #/kc: the same "Checking…" and progress bar while the provider\'s discovery document is asked for',
      announces: { live: 'Checking your single sign-on session…' },
      check: showsChecking,
    },
    'initialising.probed': {
      shows: 'on #/kc: the same "Checking…" and progress bar once the provider answered, while keycloak-js goes on',
      announces: { live: 'Checking your single sign-on session…' },
      check: showsChecking,
    },
    unavailable: {
      shows: 'on #/kc: the session\'s problem in the alert (its message), "Try again" focused; no progress bar',
      announces: {
        focus: (page) => kc(page).retry(),
        says: 'the button "Try again" beside the alert',
      },
      check: showsProblem,
    },
    unauthenticated: {
      transient:
        'the /kc landing, the one view of the session, sends session.login as soon as the session settles signed out (the page goes on to the provider at once); on other pages the session has no view',
    },
    redirecting: {
      shows: "the provider's login page (…/realms/NA/login-actions/…) with Sign In",
      announces: { page: "the provider's login page" },
      check: async ({ page, expect }) => {
        await expect(page).toHaveURL(/\/stand-in\/sso\/realms\/NA\/login-actions\/[\w-]+$/);
        await expect(new ProviderPage(page).heading()).toBeVisible();
        await expect(new ProviderPage(page).signInButton()).toBeEnabled();
      },
    },
    authenticated: {
      shows: 'on #/kc: "You are signed in." with Sign out (the portal sign-in went through with the token); no alert, no progress',
      check: showsSignedIn,
    },
    tokenExpired: {
      shows:
        'after a failed refresh: the problem in the alert with "Try again" focused; after the token ran out by itself: nothing changes, still "You are signed in." (no view shows the expiry)',
      check: async (ctx) => {
        if (ctx.snapshot.context.problem) await showsProblem(ctx);
        else await showsSignedIn(ctx);
      },
    },
    refreshing: {
      shows: 'on #/kc: "Signing you in…" and the progress bar while the one refresh is held (the name waits for it too); no alert',
      announces: { live: /^Signing you in( as .+)?…$/ },
      check: async (ctx) => {
        await sso.onKc(ctx);
        await ctx.expect(kc(ctx.page).status()).toHaveText(new RegExp(`^Signing you in( as ${NAME})?…$`));
        await ctx.expect(kc(ctx.page).progress()).toBeVisible();
        await ctx.expect(kc(ctx.page).problem()).toHaveCount(0);
      },
    },
  },
  events: [
    sso.retryGesture('session.retry', 'click "Try again" while the session is unavailable (a new keycloak-js instance)'),
    {
      kind: 'clock',
      event: { type: 'xstate.after.probeTimeout.ssoSession.initialising.probing' },
      name: 'probe-times-out',
      does: `advance the page clock by the probe's ${SSO_PROBE_TIMEOUT_MS / 1000} s: the provider has not answered, the start fails with a time-out`,
      act: async ({ page }) => page.clock.runFor(SSO_PROBE_TIMEOUT_MS),
    },
    {
      kind: 'clock',
      event: { type: 'xstate.after.startTimeout.ssoSession.initialising' },
      name: 'start-times-out',
      does: `advance the page clock by the start's ${SSO_START_TIMEOUT_MS / 1000} s: the code exchange has not answered, the start gives up`,
      act: async ({ page }) => page.clock.runFor(SSO_START_TIMEOUT_MS),
    },
    {
      kind: 'clock',
      event: { type: 'xstate.after.tokenWait.ssoSession.refreshing' },
      name: 'refresh-times-out',
      does: `advance the page clock by the token wait's ${SSO_TOKEN_WAIT_MS / 1000} s: the refresh has not answered, this round fails`,
      act: async ({ page }) => page.clock.runFor(SSO_TOKEN_WAIT_MS),
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.probeProvider', output: undefined },
      name: 'probe:answered',
      does: "the provider answers the probe of its discovery document (held), while keycloak-js's silent check goes on",
      hold: sso.discovery,
      follows: ['(open)', 'retry'],
    },
    {
      kind: 'gesture',
      event: { type: 'token.request', at: 2 * TOKEN_TTL_MS },
      name: 'retry:signed-in',
      does: 'Tab to "Try again" after a failed refresh and press Enter: the landing finds the session signed in and its exchange asks for a token again',
      when: (snapshot) => snapshot.matches('tokenExpired') && snapshot.context.problem !== null,
      keys: 'Tab, Enter',
      act: async ({ page, expect }) => pressOn({ page, expect }, kc(page).retry(), 'Enter'),
    },
    {
      kind: 'clock',
      event: { type: 'token.expired' },
      name: 'token-runs-out',
      does: "advance the page clock by the token's 20 s lifetime: keycloak-js reports it ran out",
      act: async ({ page }) => page.clock.runFor(TOKEN_TTL_MS),
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.initialise', output: null },
      name: 'check:signed-out',
      does: "the provider's silent check answers login_required (held: its authorization request with prompt=none, in the hidden frame)",
      // Not the silent-check-sso page it redirects to: Playwright does not route a redirect's target.
      hold: silentCheck,
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.initialise', output: tokens('code', TOKEN_TTL_MS - 1_000) },
      name: 'check:signed-in',
      does: "keycloak-js redeems the provider's code at the token endpoint (held): a token with less than 20 s left",
      hold: sso.tokenEndpoint,
      follows: ['(open)'],
    },
    faultOutcome('sso:down', {
      event: { type: 'xstate.error.actor.probeProvider', error: problemOf('unreachable', sso.UNREACHABLE, 'no answer') },
      name: 'check:unreachable',
      does: "the provider cannot be reached (fault switch sso:down); the wrapper's probe of its discovery document is held",
      hold: sso.discovery,
    }),
    {
      kind: 'outcome',
      event: {
        type: 'xstate.error.actor.initialise',
        error: problemOf('refused', REFUSED, 'Single sign-on start answered status 500'),
      },
      name: 'check:refused',
      does: "keycloak-js's code exchange is answered 500 (fault switch sso:500, turned on when the exchange is sent): its start fails",
      arrange: async ({ page }) => faultOnCodeExchange(page),
      hold: sso.tokenEndpoint,
      follows: ['(open)'],
    },
    {
      kind: 'outcome',
      event: { type: 'session.login' },
      name: 'login',
      does: 'the /kc landing asks the session to log in as soon as it settled signed out (spec 2: the guard)',
    },
    {
      kind: 'outcome',
      event: {
        type: 'xstate.error.actor.redirectToLogin',
        error: problemOf('failed', SSO_FAILED_MESSAGE, 'Single sign-on start failed: Failed to generate PKCE challenge.'),
      },
      name: 'login:refused',
      does: "keycloak-js's login rejects: the PKCE digest is refused (fabricated)",
    },
    {
      kind: 'outcome',
      event: { type: 'token.request', at: 0 },
      name: 'token.request',
      does: "the landing's exchange asks for the token as soon as the session settles signed in (less than 20 s left: a refresh)",
      after: ['check:signed-in'],
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.refreshToken', output: tokens('refreshed', 2 * TOKEN_TTL_MS - 1_000) },
      name: 'refreshed',
      does: 'the provider answers the refresh (held) with a new token',
      hold: sso.tokenEndpoint,
    },
    {
      kind: 'outcome',
      event: {
        type: 'xstate.error.actor.refreshToken',
        error: problemOf('sessionEnded', SESSION_ENDED_MESSAGE, 'Failed to refresh token (400)'),
      },
      name: 'refresh:400',
      does: 'the person signs out at the provider in another tab while the refresh is held; the provider answers it 400',
      arrange: async ({ page }) => sso.signOutAtProviderOnRefresh(page),
      hold: sso.tokenEndpoint,
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.error.actor.refreshToken', error: problemOf('refused', REFUSED, 'Failed to refresh token (status 500)') },
      name: 'refresh:500',
      does: 'the provider answers the refresh 500 (fault switch sso:500, turned on when the refresh is sent)',
      arrange: async ({ page }) => faultOnRefresh(page, 'sso:500'),
      hold: sso.tokenEndpoint,
    },
  ],
  excluded: [],
};
