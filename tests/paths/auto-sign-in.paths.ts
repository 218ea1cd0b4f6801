/**
 * Path map of the automatic sign-in of /redirect (machines/auto-sign-in.machine.ts, spec 2, 4) with
 * the outcomes of the user-type routing it invokes. The account is in the address, so each routing
 * outcome has its own start (`only` keeps the outcomes that account can produce).
 *
 * Fabricated: a browser that refuses the address scrub (support/history.ts: replaceState throws).
 */
import type { Page } from '@playwright/test';
import { autoSignInMachine } from '../../machines/auto-sign-in.machine.ts';
import { INTERNAL_REJECTED_MESSAGE, type SignInSession } from '../../machines/user-type-routing.machine.ts';
import { openByHashRefusingScrub, scrubRefused } from './support/history.ts';
import { PASSWORD, errorWith, gotoRoute, setFaults, standIn } from './support/portal.ts';
import { routed, verifyDispatchTab } from './support/routing.ts';
import type { PathContext, PathMap } from './support/types.ts';

const signingIn = (page: Page) => page.getByRole('status').filter({ hasText: 'Signing you in…' });
const errorAlert = (page: Page) => page.locator('main').getByRole('alert');
const backLink = (page: Page) => page.getByRole('link', { name: 'Go to the sign-in page' });
const grantCall = standIn('identity/oauth2/token');

const SIGN_IN_OUTAGE = 'The sign-in service is not available right now. Please try again in a moment.';
const APPLICATION_OUTAGE = 'You are signed in, but the application service is not available right now. Please try again in a moment.';
const session: SignInSession = { accessToken: 'token', refreshToken: null, expires: null, user: { userType: 1, featuresCodes: [] } };
const query = (username: string) => `/redirect?username=${username}&password=${PASSWORD}`;

async function onPage({ page, expect }: PathContext) {
  await expect(page.getByRole('heading', { level: 1, name: 'Signing you in' })).toBeVisible();
  if (scrubRefused.has(page)) await expect(page).toHaveURL(/#\/redirect\?username=/);
  else await expect(page).toHaveURL(/#\/redirect$/);
}

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
      does: `open /#${query('shop.demo')}`,
      open: async ({ page }) => gotoRoute(page, query('shop.demo')),
      only: shop,
    },
    {
      name: 'dispatch',
      input: { username: 'dispatch.demo', password: PASSWORD, roNumber: null, storedProductId: null },
      does: `open /#${query('dispatch.demo')}`,
      open: async ({ page }) => gotoRoute(page, query('dispatch.demo')),
      only: ['scrubbed', 'token', 'routed:dispatch-tab', 'routed:dispatch-blocked'],
    },
    {
      name: 'internal',
      input: { username: 'internal.demo', password: PASSWORD, roNumber: null, storedProductId: null },
      does: `open /#${query('internal.demo')}`,
      open: async ({ page }) => gotoRoute(page, query('internal.demo')),
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
        await ctx.expect(ctx.page.getByRole('status').filter({ hasText: 'This sign-in link has no username or password' })).toBeVisible();
      },
    },
    signingIn: { shows: 'the status "Signing you in…"; no error, no link back; the address without the credentials', check: busy },
    routing: { shows: 'still "Signing you in…"; no error, no link back', check: busy },
    leaving: {
      shows: 'App 27 at /stand-in/apps/app27/clientid-login?jwt=…, the token verified for shop.demo',
      check: async ({ page, expect }) => {
        await expect(page).toHaveURL(/\/stand-in\/apps\/app27\/clientid-login\?jwt=[\w.-]+$/);
        await expect(page.getByTestId('verified')).toHaveText('valid');
        await expect(page.getByTestId('user')).toHaveText('shop.demo');
      },
    },
    handedOff: {
      shows: 'the status "The dispatch application opened in a new tab." and the link back; no error',
      check: async (ctx) => {
        await ended(ctx);
        await ctx.expect(ctx.page.getByRole('status').filter({ hasText: 'The dispatch application opened in a new tab.' })).toBeVisible();
        await ctx.expect(errorAlert(ctx.page)).toHaveCount(0);
      },
    },
    linkOffered: {
      shows: 'the status "Your browser blocked the new tab." with the link "Open the dispatch application" to the jump address',
      check: async (ctx) => {
        await ended(ctx);
        const notice = ctx.page.getByRole('status').filter({ hasText: 'Your browser blocked the new tab.' });
        await ctx
          .expect(notice.getByRole('link', { name: 'Open the dispatch application' }))
          .toHaveAttribute('href', /\/stand-in\/apps\/dispatch\/crossAppAuth\/jump\?token=[\w-]+$/);
      },
    },
    rejected: {
      shows: 'the alert "* {the internal-user message}" and the link back',
      check: async (ctx) => {
        await ended(ctx);
        await ctx.expect(errorAlert(ctx.page)).toHaveText(`* ${String(ctx.snapshot.context.error)}`);
      },
    },
    failed: {
      shows: 'the alert "* {message}" and the link back',
      check: async (ctx) => {
        await ended(ctx);
        await ctx.expect(errorAlert(ctx.page)).toHaveText(`* ${String(ctx.snapshot.context.error)}`);
      },
    },
  },
  events: [
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.scrubAddress' },
      name: 'scrubbed',
      does: 'the address carries no credentials any more (held at start-up): nothing to rewrite',
      follows: ['(open)'],
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.error.actor.scrubAddress', error: {} },
      name: 'scrub-refused',
      does: 'history.replaceState throws (fabricated by an init script): the page goes on, the address keeps the credentials',
      follows: ['(open)'],
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.requestToken', output: session },
      name: 'token',
      does: 'the identity service gives a token for the account in the address',
      hold: grantCall,
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.error.actor.requestToken', error: errorWith(SIGN_IN_OUTAGE) },
      name: 'token:500',
      does: 'the identity service answers 500 (fault switch identity:500)',
      arrange: async ({ page }) => setFaults(page, 'identity:500'),
      hold: grantCall,
    },
    {
      kind: 'outcome',
      event: routed({ kind: 'left', url: 'app27' }),
      name: 'routed:shop',
      does: 'shop.demo is routed to App 27 (a navigation: not held)',
    },
    {
      kind: 'outcome',
      event: routed({ kind: 'tabOpened', url: 'dispatch' }),
      name: 'routed:dispatch-tab',
      does: 'dispatch.demo: the common API gives a redirect token and the dispatch jump opens in a new tab',
      arrange: ({ page, scenario }) => {
        scenario.tab = page.context().waitForEvent('page');
      },
      hold: standIn('common/redirect'),
      verify: verifyDispatchTab,
    },
    {
      kind: 'outcome',
      event: routed({ kind: 'tabBlocked', url: 'dispatch' }),
      name: 'routed:dispatch-blocked',
      does: 'dispatch.demo with the browser refusing new tabs (window.open returns null, from an init script)',
      arrange: async ({ page }) => {
        await page.addInitScript(() => {
          window.open = () => null;
        });
      },
      hold: standIn('common/redirect'),
    },
    {
      kind: 'outcome',
      event: routed({ kind: 'rejected', message: INTERNAL_REJECTED_MESSAGE }),
      name: 'routed:internal-rejected',
      does: 'internal.demo (type 3 without admin features) is rejected with a toast',
      verify: async ({ page, expect }) => {
        await expect(page.getByRole('alert').filter({ hasText: INTERNAL_REJECTED_MESSAGE }).first()).toBeVisible();
      },
    },
    {
      kind: 'outcome',
      event: routed({ kind: 'failed', message: APPLICATION_OUTAGE }),
      name: 'routed:common-500',
      does: 'shop.demo while the common API answers 500 (fault switch common:500)',
      arrange: async ({ page }) => setFaults(page, 'common:500'),
      hold: (url) => standIn('common/')(url) && !url.pathname.endsWith('/application/keycloak'),
    },
  ],
  excluded: [
    {
      transition: 'autoSignIn.routing xstate.error.actor.routeUser #0',
      reason:
        'the routing machine turns every failure of its own calls into its final state `failed` (an outcome), so its invocation never errors from the UI',
    },
  ],
};
