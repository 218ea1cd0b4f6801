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
import { Destination } from '../support/pages/login-panel.ts';
import { TokenLoginPage } from '../support/pages/token-login.ts';
import { errorWith, opensRoute, standIn } from './support/portal.ts';
import { expectOnScrubbedRoute, openByHashRefusingScrub, scrubOutcomes } from './support/history.ts';
import * as signIn from './support/routing.ts';
import type { PathContext, PathMap } from './support/types.ts';
import { pressOn } from './support/keyboard.ts';

// The e2e specs' page object (tests/support/pages/token-login.ts): one place that knows where these are.
const tokenLogin = (page: Page) => new TokenLoginPage(page);
const tokenField = (page: Page) => tokenLogin(page).token();
const loginButton = (page: Page) => tokenLogin(page).loginButton();
const signingIn = (page: Page) => tokenLogin(page).signingIn();
const alertOf = (page: Page) => tokenLogin(page).errorLine();
const grantCall = standIn('identity/oauth2/token');

const onPage = (ctx: PathContext) => expectOnScrubbedRoute(ctx, tokenLogin(ctx.page).heading(), '/adminpanel-login', 'token');

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
      ...opensRoute('/adminpanel-login?token=admin-token-1', 'taken out of the address at start-up'),
      only: normal,
    },
    {
      name: 'form',
      input: { token: null },
      ...opensRoute('/adminpanel-login', 'the Token form'),
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
    loggingIn: {
      shows: 'the status "Signing you in…", LOGIN disabled and aria-busy, no error',
      check: busy,
      announces: { live: 'Signing you in…' },
    },
    routing: {
      shows: 'still "Signing you in…", LOGIN disabled and aria-busy, no error',
      check: busy,
      announces: { live: 'Signing you in…' },
    },
    leaving: {
      shows: 'App 27 at /stand-in/apps/app27/clientid-login?jwt=…, the token verified',
      announces: { page: 'App 27' },
      check: async ({ page, expect }) => {
        await expect(page).toHaveURL(/\/stand-in\/apps\/app27\/clientid-login\?jwt=[\w.-]+$/);
        await expect(new Destination(page).heading('App 27')).toBeVisible();
        await expect(new Destination(page).verified()).toHaveText('valid');
      },
    },
    failed: {
      shows: 'the alert "* {message}", Token aria-invalid, LOGIN enabled',
      check: usable,
      announces: { live: ({ snapshot }) => String(snapshot.context.error) },
    },
  },
  events: [
    ...scrubOutcomes({
      scrubbed: 'the address carries no token any more (taken at start-up): nothing to rewrite',
      refused: 'history.replaceState throws (fabricated by an init script): the sign-in goes on, the token stays in the address',
    }),
    {
      kind: 'gesture',
      event: { type: 'token.submit', token: 'admin-token-1' },
      name: 'submit',
      does: 'type admin-token-1 (or the token an outcome chose) and press Enter in the field',
      keys: 'Enter',
      act: async ({ page, expect, scenario }) => {
        await tokenField(page).fill(String(scenario.token ?? 'admin-token-1'));
        await pressOn({ page, expect }, tokenField(page), 'Enter');
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
      event: { type: 'xstate.done.actor.logInWithToken', output: { session: signIn.session, contactType: 1 } },
      name: 'token:app27',
      does: 'the identity service accepts admin-token-1 (contactType 1)',
      hold: grantCall,
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.logInWithToken', output: { session: signIn.session, contactType: 9 } },
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
    signIn.identity500('logInWithToken', grantCall),
    signIn.routedToApp27('routed:app27', 'contactType 1 is routed to App 27 (clientid-login with jwt)'),
    signIn.routedCommon500('the common API answers 500 (fault switch common:500): the link cannot be resolved'),
  ],
  excluded: [signIn.routingNeverErrors('tokenLogin.routing')],
};
