/**
 * Path map of the automatic sign-in of /redirect (machines/auto-sign-in.machine.ts, spec 2, 4) with
 * the outcomes of the user-type routing it invokes. The account is in the address, so each routing
 * outcome has its own start (`only` keeps the outcomes that account can produce).
 *
 * Fabricated: a browser that refuses the address scrub (support/history.ts: replaceState throws).
 */
import type { Page } from '@playwright/test';
import { autoSignInMachine } from '../../machines/auto-sign-in.machine.ts';
import { Destination } from '../support/pages/login-panel.ts';
import { RedirectSignInPage } from '../support/pages/sign-in-page.ts';
import { expectOnScrubbedRoute, openByHashRefusingScrub, scrubOutcomes } from './support/history.ts';
import { PASSWORD, gotoRoute, opensRoute, standIn } from './support/portal.ts';
import * as signIn from './support/routing.ts';
import type { PathContext, PathMap } from './support/types.ts';

// The e2e specs' page objects (tests/support/pages/): one place that knows where these are.
const redirect = (page: Page) => new RedirectSignInPage(page);
const signingIn = (page: Page) => redirect(page).signingIn();
const errorAlert = (page: Page) => redirect(page).error();
const backLink = (page: Page) => redirect(page).backLink();
const grantCall = standIn('identity/oauth2/token');

const query = (username: string) => `/redirect?username=${username}&password=${PASSWORD}`;

const onPage = (ctx: PathContext) => expectOnScrubbedRoute(ctx, redirect(ctx.page).heading(), '/redirect', 'username');

async function busy(ctx: PathContext) {
  await onPage(ctx);
  await ctx.expect(signingIn(ctx.page)).toBeVisible();
  await ctx.expect(errorAlert(ctx.page)).toHaveCount(0);
  await ctx.expect(backLink(ctx.page)).toHaveCount(0);
}

async function ended(ctx: PathContext) {
  await onPage(ctx);
  await ctx.expect(signingIn(ctx.page)).toHaveCount(0);
  await ctx.expect(backLink(ctx.page)).toBeVisible();
}

const shop = ['scrubbed', 'token', 'token:500', 'routed:shop', 'routed:common-500'];

export const autoSignInPaths: PathMap<typeof autoSignInMachine> = {
  machine: autoSignInMachine,
  file: 'tests/paths/auto-sign-in.paths.ts',
  starts: [
    {
      name: 'shop',
      input: { username: 'shop.demo', password: PASSWORD, roNumber: null, storedProductId: null },
      ...opensRoute(query('shop.demo')),
      only: shop,
    },
    {
      name: 'dispatch',
      input: { username: 'dispatch.demo', password: PASSWORD, roNumber: null, storedProductId: null },
      ...opensRoute(query('dispatch.demo')),
      only: ['scrubbed', 'token', 'routed:dispatch-tab', 'routed:dispatch-blocked'],
    },
    {
      name: 'internal',
      input: { username: 'internal.demo', password: PASSWORD, roNumber: null, storedProductId: null },
      ...opensRoute(query('internal.demo')),
      only: ['scrubbed', 'token', 'routed:internal-rejected'],
    },
    {
      name: 'missing',
      input: { username: null, password: null, roNumber: null, storedProductId: null },
      does: 'open /#/redirect without credentials',
      open: async ({ page }) => gotoRoute(page, '/redirect'),
      only: ['scrubbed'],
    },
    {
      name: 'hash-refused',
      input: { username: 'shop.demo', password: PASSWORD, roNumber: null, storedProductId: null },
      does: `open /#/ops, then change the hash to ${query('shop.demo')} in a browser refusing history rewrites`,
      open: async ({ page }) => openByHashRefusingScrub(page, query('shop.demo'), 'username'),
      only: ['scrub-refused', 'token', 'routed:shop'],
    },
    {
      name: 'hash-username-only-refused',
      input: { username: 'shop.demo', password: null, roNumber: null, storedProductId: null },
      does: 'open /#/ops, then change the hash to /redirect?username=shop.demo in a browser refusing history rewrites',
      open: async ({ page }) => openByHashRefusingScrub(page, '/redirect?username=shop.demo', 'username'),
      only: ['scrub-refused'],
    },
  ],
  states: {
    checking: {
      transient:
        'the address is rewritten synchronously (no request): the page is in `signingIn` or `missingCredentials` before it can be read',
    },
    missingCredentials: {
      shows: 'the status "This sign-in link has no username or password…" and the link "Go to the sign-in page"; not busy',
      check: async (ctx) => {
        await ended(ctx);
        await ctx.expect(redirect(ctx.page).missingCredentials()).toBeVisible();
      },
    },
    signingIn: {
      shows: 'the status "Signing you in…"; no error, no link back; the address without the credentials',
      check: busy,
      announces: { live: 'Signing you in…' },
    },
    routing: { shows: 'still "Signing you in…"; no error, no link back', check: busy, announces: { live: 'Signing you in…' } },
    leaving: {
      shows: 'App 27 at /stand-in/apps/app27/clientid-login?jwt=…, the token verified for shop.demo',
      announces: { page: 'App 27' },
      check: async ({ page, expect }) => {
        await expect(page).toHaveURL(/\/stand-in\/apps\/app27\/clientid-login\?jwt=[\w.-]+$/);
        await expect(new Destination(page).verified()).toHaveText('valid');
        await expect(new Destination(page).user()).toHaveText('shop.demo');
      },
    },
    handedOff: {
      shows: 'the status "The dispatch application opened in a new tab." and the link back; no error',
      check: async (ctx) => {
        await ended(ctx);
        await ctx.expect(redirect(ctx.page).handOff.opened()).toBeVisible();
        await ctx.expect(errorAlert(ctx.page)).toHaveCount(0);
      },
    },
    linkOffered: {
      shows: 'the status "Your browser blocked the new tab." with the link "Open the dispatch application" to the jump address',
      check: async (ctx) => {
        await ended(ctx);
        await ctx
          .expect(redirect(ctx.page).handOff.link())
          .toHaveAttribute('href', /\/stand-in\/apps\/dispatch\/crossAppAuth\/jump\?token=[\w-]+$/);
      },
    },
    rejected: {
      shows: 'the alert "* {the internal-user message}" and the link back',
      announces: { live: ({ snapshot }) => String(snapshot.context.error) },
      check: async (ctx) => {
        await ended(ctx);
        await ctx.expect(errorAlert(ctx.page)).toHaveText(`* ${String(ctx.snapshot.context.error)}`);
      },
    },
    failed: {
      shows: 'the alert "* {message}" and the link back',
      announces: { live: ({ snapshot }) => String(snapshot.context.error) },
      check: async (ctx) => {
        await ended(ctx);
        await ctx.expect(errorAlert(ctx.page)).toHaveText(`* ${String(ctx.snapshot.context.error)}`);
      },
    },
  },
  events: [
    ...scrubOutcomes({
      scrubbed: 'the address carries no credentials any more (held at start-up): nothing to rewrite',
      refused: 'history.replaceState throws (fabricated by an init script): the page goes on, the address keeps the credentials',
    }),
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.requestToken', output: signIn.session },
      name: 'token',
      does: 'the identity service gives a token for the account in the address',
      hold: grantCall,
    },
    signIn.identity500('requestToken', grantCall),
    signIn.routedToApp27('routed:shop', 'shop.demo is routed to App 27 (a navigation: not held)'),
    signIn.routedDispatchTab({ does: 'dispatch.demo: the common API gives a redirect token and the dispatch jump opens in a new tab' }),
    signIn.routedDispatchBlocked({
      does: 'dispatch.demo with the browser refusing new tabs (window.open returns null, from an init script)',
    }),
    signIn.routedInternalRejected({ alsoOnPage: true }),
    signIn.routedCommon500('shop.demo while the common API answers 500 (fault switch common:500)'),
  ],
  excluded: [signIn.routingNeverErrors('autoSignIn.routing')],
};
