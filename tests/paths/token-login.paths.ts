/**
 * Path map of the admin-panel token sign-in on /adminpanel-login (machines/token-login.machine.ts,
 * spec 2, 4, 5, 8) with the outcomes of the user-type routing it invokes.
 *
 * Fabricated answers (page.route / an init script), because the stand-ins and the browser never
 * give them: an unknown contactType (the identity service's real answer rewritten with contactType
 * 9), and a browser that refuses to rewrite the history entry (history.replaceState throws a
 * SecurityError: support/history.ts, whose starts open /#/ops and then change the hash).
 */
import type { Page } from '@playwright/test';
import { INVALID_TOKEN_MESSAGE, tokenLoginMachine } from '../../machines/token-login.machine.ts';
import type { SignInSession } from '../../machines/user-type-routing.machine.ts';
import { errorWith, gotoRoute, setFaults, standIn } from './support/portal.ts';
import { openByHashRefusingScrub, scrubRefused } from './support/history.ts';
import { routed } from './support/routing.ts';
import type { PathContext, PathMap } from './support/types.ts';

const form = (page: Page) => page.getByRole('form', { name: 'Sign in with a token' });
const tokenField = (page: Page) => form(page).getByLabel('Token');
const loginButton = (page: Page) => form(page).getByRole('button', { name: 'LOGIN' });
const signingIn = (page: Page) => page.getByRole('status').filter({ hasText: 'Signing you in…' });
const alertOf = (page: Page) => form(page).getByRole('alert', { includeHidden: true });
const grantCall = standIn('identity/oauth2/token');

const SIGN_IN_OUTAGE = 'The sign-in service is not available right now. Please try again in a moment.';
const APPLICATION_OUTAGE = 'You are signed in, but the application service is not available right now. Please try again in a moment.';
const session: SignInSession = { accessToken: 'token', refreshToken: null, expires: null, user: { userType: 1, featuresCodes: [] } };

async function onPage({ page, expect }: PathContext) {
  await expect(page.getByRole('heading', { level: 1, name: 'Token Sign In' })).toBeVisible();
  if (scrubRefused.has(page)) await expect(page).toHaveURL(/#\/adminpanel-login\?token=/);
  else await expect(page).toHaveURL(/#\/adminpanel-login$/);
}

async function usable(ctx: PathContext) {
  const { page, expect, snapshot } = ctx;
  await onPage(ctx);
  await expect(tokenField(page)).toBeVisible();
  await expect(loginButton(page)).toBeEnabled();
  await expect(loginButton(page)).toHaveAttribute('aria-busy', 'false');
  await expect(signingIn(page)).toHaveCount(0);
  const error = snapshot.hasTag('error') ? String(snapshot.context.error) : '';
  await expect(alertOf(page)).toHaveText(error ? `* ${error}` : '');
  await expect(tokenField(page)).toHaveAttribute('aria-invalid', error ? 'true' : 'false');
}

async function busy(ctx: PathContext) {
  const { page, expect } = ctx;
  await onPage(ctx);
  await expect(signingIn(page)).toBeVisible();
  await expect(loginButton(page)).toBeDisabled();
  await expect(loginButton(page)).toHaveAttribute('aria-busy', 'true');
  await expect(alertOf(page)).toHaveText('');
}

const normal = [
  'scrubbed',
  'submit',
  'submit-blank',
  'token:app27',
  'token:unknown-type',
  'token:wrong',
  'token:500',
  'routed:app27',
  'routed:common-500',
];
const refused = ['scrub-refused', ...normal.filter((name) => name !== 'scrubbed')];

export const tokenLoginPaths: PathMap<typeof tokenLoginMachine> = {
  machine: tokenLoginMachine,
  file: 'tests/paths/token-login.paths.ts',
  starts: [
    {
      name: 'query-token',
      input: { token: 'admin-token-1' },
      does: 'open /#/adminpanel-login?token=admin-token-1 (taken out of the address at start-up)',
      open: async ({ page }) => gotoRoute(page, '/adminpanel-login?token=admin-token-1'),
      only: normal,
    },
    {
      name: 'form',
      input: { token: null },
      does: 'open /#/adminpanel-login (the Token form)',
      open: async ({ page }) => gotoRoute(page, '/adminpanel-login'),
      only: normal,
    },
    {
      name: 'hash-token-refused',
      input: { token: 'admin-token-1' },
      does: 'open /#/ops, then change the hash to /adminpanel-login?token=admin-token-1 in a browser refusing history rewrites',
      open: async ({ page }) => openByHashRefusingScrub(page, '/adminpanel-login?token=admin-token-1', 'token'),
      only: refused,
    },
    {
      name: 'hash-empty-token-refused',
      input: { token: '' },
      does: 'open /#/ops, then change the hash to /adminpanel-login?token= (empty) in a browser refusing history rewrites',
      open: async ({ page }) => openByHashRefusingScrub(page, '/adminpanel-login?token=', 'token'),
      only: refused,
    },
  ],
  states: {
    checking: {
      transient: 'the address is rewritten synchronously (no request): the page is in `loggingIn` or `editing` before it can be read',
    },
    editing: {
      shows: 'the form "Sign in with a token": Token, an enabled LOGIN, no error, not busy; the address without the token',
      check: usable,
    },
    loggingIn: { shows: 'the status "Signing you in…", LOGIN disabled and aria-busy, no error', check: busy },
    routing: { shows: 'still "Signing you in…", LOGIN disabled and aria-busy, no error', check: busy },
    leaving: {
      shows: 'App 27 at /stand-in/apps/app27/clientid-login?jwt=…, the token verified',
      check: async ({ page, expect }) => {
        await expect(page).toHaveURL(/\/stand-in\/apps\/app27\/clientid-login\?jwt=[\w.-]+$/);
        await expect(page.getByRole('heading', { level: 1, name: 'App 27' })).toBeVisible();
        await expect(page.getByTestId('verified')).toHaveText('valid');
      },
    },
    failed: { shows: 'the alert "* {message}", Token aria-invalid, LOGIN enabled', check: usable },
  },
  events: [
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.scrubAddress' },
      name: 'scrubbed',
      does: 'the address carries no token any more (taken at start-up): nothing to rewrite',
      follows: ['(open)'],
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.error.actor.scrubAddress', error: {} },
      name: 'scrub-refused',
      does: 'history.replaceState throws (fabricated by an init script): the sign-in goes on, the token stays in the address',
      follows: ['(open)'],
    },
    {
      kind: 'gesture',
      event: { type: 'token.submit', token: 'admin-token-1' },
      name: 'submit',
      does: 'type admin-token-1 (or the token an outcome chose) and click LOGIN',
      act: async ({ page, scenario }) => {
        await tokenField(page).fill(String(scenario.token ?? 'admin-token-1'));
        await loginButton(page).click();
      },
    },
    {
      kind: 'gesture',
      event: { type: 'token.submit', token: '   ' },
      name: 'submit-blank',
      does: 'type three spaces (the field is required, so empty is refused by the browser) and click LOGIN',
      act: async ({ page }) => {
        await tokenField(page).fill('   ');
        await loginButton(page).click();
      },
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.logInWithToken', output: { session, contactType: 1 } },
      name: 'token:app27',
      does: 'the identity service accepts admin-token-1 (contactType 1)',
      hold: grantCall,
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.logInWithToken', output: { session, contactType: 9 } },
      name: 'token:unknown-type',
      does: "the identity service's answer rewritten to contactType 9 (page.route: no stand-in account has one)",
      arrange: async ({ page }) => {
        await page.route(
          (url) => grantCall(url),
          async (route) => {
            const answer = await route.fetch();
            await route.fulfill({ response: answer, json: { ...(await answer.json()), contactType: 9 } });
          },
          { times: 1 },
        );
      },
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.error.actor.logInWithToken', error: errorWith(INVALID_TOKEN_MESSAGE) },
      name: 'token:wrong',
      does: 'the identity service refuses not-a-real-token',
      follows: ['submit'],
      arrange: ({ scenario }) => {
        scenario.token = 'not-a-real-token';
      },
      hold: grantCall,
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.error.actor.logInWithToken', error: errorWith(SIGN_IN_OUTAGE) },
      name: 'token:500',
      does: 'the identity service answers 500 (fault switch identity:500)',
      arrange: async ({ page }) => setFaults(page, 'identity:500'),
      hold: grantCall,
    },
    {
      kind: 'outcome',
      event: routed({ kind: 'left', url: 'app27' }),
      name: 'routed:app27',
      does: 'contactType 1 is routed to App 27 (clientid-login with jwt)',
    },
    {
      kind: 'outcome',
      event: routed({ kind: 'failed', message: APPLICATION_OUTAGE }),
      name: 'routed:common-500',
      does: 'the common API answers 500 (fault switch common:500): the link cannot be resolved',
      arrange: async ({ page }) => setFaults(page, 'common:500'),
      hold: (url) => standIn('common/')(url) && !url.pathname.endsWith('/application/keycloak'),
    },
  ],
  excluded: [
    {
      transition: 'tokenLogin.routing xstate.error.actor.routeUser #0',
      reason:
        'the routing machine turns every failure of its own calls into its final state `failed` (an outcome), so its invocation never errors from the UI',
    },
  ],
};
