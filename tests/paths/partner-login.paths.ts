/**
 * Path map of the partner sign-in on /ehi-login (machines/partner-login.machine.ts, spec 2, 4, 5, 8):
 * by company token into the shopping application, by username and password to the partner's
 * window, and the addresses it refuses.
 *
 * Fabricated answers (page.route), because the stand-in identity service never gives them: the
 * falsy 200 answers (`null`) of oauth2/ehi-contact and oauth2/ehi-token, which the machine turns
 * into 'Invalid Company or Token' / 'Invalid username or password' (the stand-in says 400 instead),
 * and a failing partner login (the `ehi` grant of oauth2/token) after a contact was found (the
 * fault switch would fail the contact lookup first). Everything else is the real stand-in.
 */
import type { Page } from '@playwright/test';
import { partnerLoginMachine } from '../../machines/partner-login.machine.ts';
import { Destination } from '../support/pages/login-panel.ts';
import { PartnerLoginPage } from '../support/pages/partner-login.ts';
import { PASSWORD, errorWith, gotoRoute, standIn, faultOutcome } from './support/portal.ts';
import { openByHashRefusingScrub, scrubOutcomes, scrubRefused } from './support/history.ts';
import { session } from './support/routing.ts';
import type { PathContext, PathMap } from './support/types.ts';
import { tabEnterGesture } from './support/keyboard.ts';
import { SiteChrome } from '../support/pages/site-chrome.ts';

// The e2e specs' page object (tests/support/pages/partner-login.ts): one place that knows where these are.
const partner = (page: Page) => new PartnerLoginPage(page);
const form = (page: Page) => partner(page).form;
const loginButton = (page: Page) => partner(page).loginButton();
const tryAgain = (page: Page) => partner(page).tryAgain();
const signingIn = (page: Page) => partner(page).signingIn();
const alertOf = (page: Page) => partner(page).errorLine();

const contactLookup = standIn('identity/oauth2/ehi-contact');
const partnerToken = standIn('identity/oauth2/ehi-token');
const grantCall = standIn('identity/oauth2/token');

/** One fabricated answer for the next call matching `matches`. */
async function answerOnce(page: Page, matches: (url: URL) => boolean, answer: { status: number; json: unknown }) {
  await page.route(
    (url) => matches(url),
    (route) => route.fulfill(answer),
    { times: 1 },
  );
}

async function onPage({ page, expect }: PathContext) {
  await expect(page).toHaveURL(/#\/ehi-login(\?|$)/);
  await expect(partner(page).heading()).toBeVisible();
  // Issue 40: the company token is out of the address, unless the history refused the rewrite.
  if (scrubRefused.has(page)) await expect(page).toHaveURL(/[?&]token=/);
  else await expect(page).not.toHaveURL(/[?&]token=/);
}

const EVENT_NAMES = [
  'contact:found',
  'contact:none',
  'contact:500',
  'login:ok',
  'login:500',
  'try-again',
  'submit',
  'token:ok',
  'token:none',
  'token:wrong-password',
];
/** The starts that open normally: nothing to rewrite or a rewrite that works. */
const normal = ['scrubbed', ...EVENT_NAMES];
const refused = ['scrub-refused', ...EVENT_NAMES];

async function busyByToken(ctx: PathContext) {
  await onPage(ctx);
  await ctx.expect(signingIn(ctx.page)).toBeVisible();
  await ctx.expect(alertOf(ctx.page)).toHaveCount(0);
  await ctx.expect(tryAgain(ctx.page)).toHaveCount(0);
}

async function formState(ctx: PathContext, busy: boolean) {
  await onPage(ctx);
  const { page, expect, snapshot } = ctx;
  await expect(partner(page).username()).toBeVisible();
  await expect(partner(page).password()).toBeVisible();
  if (busy) {
    await expect(loginButton(page)).toBeDisabled();
    await expect(loginButton(page)).toHaveAttribute('aria-busy', 'true');
    await expect(alertOf(page)).toHaveText('');
  } else {
    await expect(loginButton(page)).toBeEnabled();
    await expect(loginButton(page)).toHaveAttribute('aria-busy', 'false');
    const error = snapshot.hasTag('error') ? String(snapshot.context.error) : '';
    await expect(alertOf(page)).toHaveText(error ? `* ${error}` : '');
    await expect(partner(page).username()).toHaveAttribute('aria-invalid', error ? 'true' : 'false');
  }
}

export const partnerLoginPaths: PathMap<typeof partnerLoginMachine> = {
  machine: partnerLoginMachine,
  file: 'tests/paths/partner-login.paths.ts',
  starts: [
    {
      name: 'token',
      input: { companyId: '1001', token: 'ehi-token-1001', uniqueId: 'FILE-7731' },
      does: 'open /#/ehi-login?companyId=1001&token=ehi-token-1001&uniqueId=FILE-7731',
      open: async ({ page }) => gotoRoute(page, '/ehi-login?companyId=1001&token=ehi-token-1001&uniqueId=FILE-7731'),
      only: normal,
    },
    {
      name: 'form',
      input: { companyId: '1001', token: null, uniqueId: null },
      does: 'open /#/ehi-login?companyId=1001 (no token: the username and password form)',
      open: async ({ page }) => gotoRoute(page, '/ehi-login?companyId=1001'),
      only: normal,
    },
    {
      name: 'nothing',
      input: { companyId: null, token: null, uniqueId: null },
      does: 'open /#/ehi-login without a query',
      open: async ({ page }) => gotoRoute(page, '/ehi-login'),
      only: normal,
    },
    {
      name: 'bad-company',
      input: { companyId: 'abc', token: null, uniqueId: null },
      does: 'open /#/ehi-login?companyId=abc',
      open: async ({ page }) => gotoRoute(page, '/ehi-login?companyId=abc'),
      only: normal,
    },
    {
      name: 'bad-company-with-token',
      input: { companyId: 'abc', token: 'ehi-token-1001', uniqueId: null },
      does: 'open /#/ehi-login?companyId=abc&token=ehi-token-1001',
      open: async ({ page }) => gotoRoute(page, '/ehi-login?companyId=abc&token=ehi-token-1001'),
      only: normal,
    },
    {
      name: 'hash-token-refused',
      input: { companyId: '1001', token: 'ehi-token-1001', uniqueId: 'FILE-7731' },
      does: 'open /#/ops, then change the hash to /ehi-login?companyId=1001&token=ehi-token-1001&uniqueId=FILE-7731 in a browser refusing history rewrites',
      open: async ({ page }) => openByHashRefusingScrub(page, '/ehi-login?companyId=1001&token=ehi-token-1001&uniqueId=FILE-7731', 'token'),
      only: refused,
    },
  ],
  states: {
    scrubbing: {
      transient: 'the address is rewritten synchronously (no request): the page has moved on before it can be read',
    },
    checking: { transient: 'reads the query and goes on at once (always)' },
    checkingCompany: { transient: 'checks the company id beside a token and goes on at once (always)' },
    notFound: {
      shows: 'the "Oh! 404" page at #/page-not-found',
      check: async ({ page, expect }) => {
        await expect(new SiteChrome(page).notFound()).toBeVisible();
        await expect(page).toHaveURL(/#\/page-not-found$/);
      },
    },
    resolvingContact: {
      shows: 'the status "Signing you in…"; no error, no Try again; on #/ehi-login',
      check: busyByToken,
      announces: { live: 'Signing you in…' },
    },
    loggingIn: {
      shows: 'the status "Signing you in…"; no error, no Try again; on #/ehi-login',
      check: busyByToken,
      announces: { live: 'Signing you in…' },
    },
    leaving: {
      shows: 'the shopping application (/stand-in/apps/shopping/) with unqFile=FILE-7731 and an atoken it verified for ehi.demo',
      announces: { page: 'the shopping application' },
      check: async ({ page, expect }) => {
        await expect(page).toHaveURL(/\/stand-in\/apps\/shopping\/\?(.+&)?unqFile=FILE-7731(&|$)/);
        await expect(new Destination(page).verified()).toHaveText('valid');
        await expect(new Destination(page).user()).toHaveText('ehi.demo');
      },
    },
    loginFailed: {
      shows: 'no message (spec 8: the error flag only) and the button "Try again", focused; not busy',
      // spec 8 shows no message: focus moving to Try again is what tells a screen-reader user.
      announces: { focus: tryAgain, says: 'the button "Try again"' },
      check: async (ctx) => {
        await onPage(ctx);
        await ctx.expect(partner(ctx.page).loginFailedRetry()).toBeVisible();
        await ctx.expect(alertOf(ctx.page)).toHaveCount(0);
        await ctx.expect(signingIn(ctx.page)).toHaveCount(0);
      },
    },
    failed: {
      shows: 'the alert "* {message}" and the button "Try again"; not busy; no form',
      announces: { live: ({ snapshot }) => String(snapshot.context.error) },
      check: async (ctx) => {
        await onPage(ctx);
        await ctx.expect(alertOf(ctx.page)).toHaveText(`* ${String(ctx.snapshot.context.error)}`);
        await ctx.expect(tryAgain(ctx.page)).toBeVisible();
        await ctx.expect(signingIn(ctx.page)).toHaveCount(0);
        await ctx.expect(form(ctx.page)).toHaveCount(0);
      },
    },
    editing: {
      shows: 'the form "Partner sign in" with Username, Password and an enabled LOGIN; no error',
      check: (ctx) => formState(ctx, false),
    },
    requestingToken: {
      shows: 'LOGIN disabled and aria-busy, the status "Signing in…"; the error cleared',
      check: (ctx) => formState(ctx, true),
      announces: { live: 'Signing in…' },
    },
    formError: {
      shows: 'the form with the alert "* {message}", Username marked invalid, LOGIN enabled',
      announces: { live: ({ snapshot }) => String(snapshot.context.error) },
      check: (ctx) => formState(ctx, false),
    },
    posted: {
      shows: 'the status "You are signed in. Continue in the partner application."; no form',
      check: async ({ page, expect }) => {
        await expect(partner(page).signedIn()).toBeVisible();
        await expect(form(page)).toHaveCount(0);
      },
    },
  },
  events: [
    ...scrubOutcomes({
      scrubbed: 'the address carries no company token any more (taken at start-up), or it is rewritten away (an in-app arrival)',
      refused: 'history.replaceState throws (fabricated by an init script): the sign-in goes on, the token stays in the address',
    }),
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.resolveContact', output: 1 },
      name: 'contact:found',
      does: 'oauth2/ehi-contact answers the contact of company 1001',
      hold: contactLookup,
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.resolveContact', output: null },
      name: 'contact:none',
      does: 'oauth2/ehi-contact answers 200 null (fabricated by page.route: the stand-in answers a 400 instead)',
      arrange: async ({ page }) => answerOnce(page, contactLookup, { status: 200, json: null }),
    },
    faultOutcome('identity:500', {
      event: { type: 'xstate.error.actor.resolveContact', error: errorWith('500 --- Fault switch: 500') },
      name: 'contact:500',
      does: 'oauth2/ehi-contact answers 500 (fault switch identity:500)',
      hold: contactLookup,
    }),
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.partnerLogin', output: { session, url: 'shopping' } },
      name: 'login:ok',
      does: 'the ehi grant of oauth2/token gives a token; the shopping application opens',
      hold: grantCall,
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.error.actor.partnerLogin', error: errorWith('500') },
      name: 'login:500',
      does: 'the ehi grant answers 500 once (fabricated by page.route: the fault switch would fail the contact lookup first)',
      arrange: async ({ page }) =>
        answerOnce(page, grantCall, { status: 500, json: { error: 'server_error', error_description: 'fabricated' } }),
    },
    tabEnterGesture({ type: 'retry' }, 'try-again', 'Tab to "Try again" and press Enter', tryAgain),
    {
      kind: 'gesture',
      event: { type: 'credentials.submit', username: 'ehi.demo', password: PASSWORD },
      name: 'submit',
      does: 'type ehi.demo and the password (a wrong one if an outcome chose it), click LOGIN',
      act: async ({ page, scenario }) => {
        await partner(page).username().fill('ehi.demo');
        await partner(page)
          .password()
          .fill(String(scenario.password ?? PASSWORD));
        await loginButton(page).click();
      },
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.requestPartnerToken', output: { contactId: 1, jwtToken: 'jwt' } },
      name: 'token:ok',
      does: 'oauth2/ehi-token answers contactId and jwtToken; they are posted to the partner window',
      hold: partnerToken,
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.requestPartnerToken', output: null },
      name: 'token:none',
      does: 'oauth2/ehi-token answers 200 null (fabricated by page.route: the stand-in answers a 400 instead)',
      arrange: async ({ page }) => answerOnce(page, partnerToken, { status: 200, json: null }),
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.error.actor.requestPartnerToken', error: errorWith('400 --- Invalid username or password') },
      name: 'token:wrong-password',
      does: 'oauth2/ehi-token refuses a wrong password (400)',
      arrange: ({ scenario }) => {
        scenario.password = 'wrong-password';
      },
      hold: partnerToken,
    },
  ],
};
