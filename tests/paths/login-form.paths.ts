/**
 * Path map of the /ops login form (machines/login-form.machine.ts) with the outcomes of the
 * user-type routing it invokes (spec 4, 6, 8): each state's view contract, each event's driver.
 */
import type { Page } from '@playwright/test';
import { loginFormMachine } from '../../machines/login-form.machine.ts';
import { Destination, LoginPanel } from '../support/pages/login-panel.ts';
import { ProductPage } from '../support/pages/product.ts';
import { CALLS } from '../support/faults.ts';
import { PASSWORD, errorWith, gotoRoute, opensRoute } from './support/portal.ts';
import * as signIn from './support/routing.ts';
import type { EventDriver, PathContext, PathMap } from './support/types.ts';
import { pressOn } from './support/keyboard.ts';

// The e2e specs' page object (tests/support/pages/login-panel.ts): one place that knows where these are.
const panel = (page: Page) => new LoginPanel(page);
const loginButton = (page: Page) => panel(page).loginButton();
const formAlert = (page: Page) => panel(page).errorLine();

/** The destinations of spec 6, by account: where `leaving` must end. */
const destinations = {
  'shop.demo': { path: '/stand-in/apps/app27/clientid-login', param: 'jwt', title: 'App 27' },
  'supplier.demo': { path: '/stand-in/apps/app25/clientid-login', param: 'jwt', title: 'App 25' },
  'admin.demo': { path: '/stand-in/apps/admin-tool/clientid-login', param: 'jwt', title: 'Admin tool' },
  'logistix.demo': { path: '/stand-in/apps/logistix/external-login', param: 'guid', title: 'Logistix' },
  'insights.demo': { path: '/stand-in/apps/insights/clientid-login', param: 'jwt', title: 'Insights' },
} as const;
type Account = keyof typeof destinations;

/** routing → leaving for one account: the hand-over page is held until `routing` was checked. */
function leavesFor(account: Account) {
  const destination = destinations[account];
  return {
    kind: 'outcome' as const,
    event: signIn.routed({ kind: 'left', url: `${account}` }),
    name: `signIn.routed:${account}`,
    does: `the account ${account} is routed to ${destination.path}?${destination.param}=…`,
    arrange: ({ scenario }: PathContext) => {
      scenario.username = account;
    },
    // No hold: Playwright waits for a held navigation before it reads the page, so `routing` is not
    // checked on these paths (it is on the dispatch and failure paths, whose calls can be held).
  };
}

/**
 * routing → leaving for App 27 whatever the type (spec 4: the stored product id 27 overrides it): supplier.demo
 * (type 2, App 25 otherwise) signs in after the visitor viewed Trax Mechanical, whose application is App 27.
 */
const PRODUCT_27_OVERRIDE = 'signIn.routed:supplier.demo@product27';
const leavesForApp27ByProduct = {
  kind: 'outcome' as const,
  event: signIn.routed({ kind: 'left', url: 'shop.demo', account: 'supplier.demo', storedProductId: 27 }),
  name: PRODUCT_27_OVERRIDE,
  does: "supplier.demo (type 2) is routed to App 27's clientid-login?jwt=…, because the stored product id is 27",
  arrange: ({ scenario }: PathContext) => {
    scenario.username = 'supplier.demo';
  },
};

async function usableForm({ page, expect }: PathContext) {
  await expect(loginButton(page)).toBeEnabled();
  await expect(loginButton(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(panel(page).signingIn()).toHaveCount(0);
}

async function busyForm({ page, expect }: PathContext) {
  await expect(loginButton(page)).toBeDisabled();
  await expect(loginButton(page)).toHaveAttribute('aria-busy', 'true');
  await expect(panel(page).signingIn()).toBeAttached();
  await expect(formAlert(page)).toHaveText('');
  await expect(page).toHaveURL(/#\/ops$/);
}

const events: EventDriver[] = [
  {
    kind: 'gesture',
    event: { type: 'credentials.submit', username: 'user', password: 'pass' },
    name: 'submit',
    does: 'type the account (shop.demo unless an outcome chose another) and the password, press Enter in the password (Tab reaches it)',
    keys: 'Tab, Enter',
    act: async ({ page, expect, scenario }) => {
      await panel(page)
        .username()
        .fill(String(scenario.username ?? 'shop.demo'));
      await panel(page)
        .password()
        .fill(String(scenario.password ?? PASSWORD));
      await pressOn({ page, expect }, panel(page).password(), 'Enter');
    },
  },
  {
    kind: 'gesture',
    event: { type: 'credentials.incomplete' },
    name: 'incomplete',
    does: 'empty both fields and press LOGIN: the browser refuses the submit and names the empty field (issue 42)',
    act: async ({ page }) => {
      await panel(page).username().fill('');
      await panel(page).password().fill('');
      await loginButton(page).click();
    },
  },
  {
    kind: 'outcome',
    event: { type: 'xstate.done.actor.requestToken', output: signIn.session },
    name: 'token',
    does: 'the identity service answers with a token',
    hold: CALLS.identity,
  },
  {
    kind: 'outcome',
    event: { type: 'xstate.error.actor.requestToken', error: errorWith('The user name or password is incorrect.') },
    name: 'token:wrong-password',
    does: 'the identity service refuses the password (invalid_grant)',
    arrange: ({ scenario }) => {
      scenario.password = 'demo-pass-1';
    },
    hold: CALLS.identity,
  },
  signIn.identity500('requestToken', CALLS.identity),
  leavesFor('shop.demo'),
  leavesFor('supplier.demo'),
  leavesFor('admin.demo'),
  leavesFor('logistix.demo'),
  leavesFor('insights.demo'),
  signIn.routedDispatchTab({
    does: 'dispatch.demo: the common API gives a redirect token and the dispatch jump opens in a new tab',
    username: 'dispatch.demo',
  }),
  signIn.routedDispatchBlocked({
    does: 'dispatch.demo with the browser refusing new tabs (window.open returns null)',
    username: 'dispatch.demo',
  }),
  signIn.routedInternalRejected({ username: 'internal.demo' }),
  signIn.routedCommon500('shop.demo while the common API answers 500 (fault switch common:500): the link cannot be resolved'),
  signIn.routedCommon500(
    'dispatch.demo while the common API answers 500 (fault switch common:500): the dispatch jump cannot be had',
    'dispatch.demo',
  ),
  leavesForApp27ByProduct,
  signIn.routedUnknownUserType(
    'shop.demo whose token claims userType 5, a type the portal does not know (fabricated by a browser route): "not set up"',
  ),
  signIn.routedLogistixRedirect500(
    "logistix.demo while the identity service's redirect call answers 500 (fabricated by a browser route): no guid",
  ),
];

export const loginFormPaths: PathMap<typeof loginFormMachine> = {
  machine: loginFormMachine,
  file: 'tests/paths/login-form.paths.ts',
  starts: [
    {
      name: 'ops',
      input: { storedProductId: null },
      ...opensRoute('/ops', 'consent given, no stored product'),
      only: events.map((driver) => driver.name).filter((name) => name !== PRODUCT_27_OVERRIDE),
    },
    {
      name: 'ops after Trax Mechanical',
      input: { storedProductId: 27 },
      does: 'open /#/product/mechanical (the product page stores product id 27, its application), then /#/ops',
      open: async ({ page, expect }) => {
        await gotoRoute(page, '/product/mechanical');
        await expect(new ProductPage(page).headline().filter({ hasText: /Mechanical/ })).toBeVisible();
        await expect.poll(() => page.evaluate(() => localStorage.getItem('ls.productId'))).toBe('27');
        await gotoRoute(page, '/ops');
      },
      only: ['submit', 'token', PRODUCT_27_OVERRIDE],
    },
  ],
  states: {
    idle: {
      shows: 'the form "Sign in to your account" with Username, Password and an enabled LOGIN; no error, not busy; address #/ops',
      check: async (ctx) => {
        const { page, expect } = ctx;
        await expect(panel(page).username()).toBeVisible();
        await expect(panel(page).password()).toBeVisible();
        await usableForm(ctx);
        await expect(formAlert(page)).toHaveText('');
        await expect(panel(page).password()).not.toHaveAttribute('aria-invalid', 'true');
        await expect(page).toHaveURL(/#\/ops$/);
      },
    },
    loading: {
      shows: 'LOGIN disabled and aria-busy with the status "Signing in…"; the error cleared; still on #/ops',
      check: busyForm,
      announces: { live: 'Signing in…' },
    },
    routing: {
      shows: 'still busy while the destination is resolved: LOGIN disabled, "Signing in…", no error, on #/ops',
      check: busyForm,
      announces: { live: 'Signing in…' },
    },
    leaving: {
      shows: "the browser is on the account's destination (spec 6) with only the token parameter, and the destination verified the token",
      announces: { page: "the account's destination application" },
      check: async ({ page, expect, event }) => {
        // `url` names whose destination it is; `account`, who signed in when that differs (the product-27 override).
        const { url, account = url } = event.output as { url: Account; account?: Account };
        const destination = destinations[url];
        await expect(page).toHaveURL(
          (url) => url.pathname === destination.path && [...url.searchParams.keys()].join() === destination.param,
        );
        await expect(new Destination(page).heading(destination.title)).toBeVisible();
        await expect(new Destination(page).verified()).toHaveText('valid');
        await expect(new Destination(page).user()).toHaveText(account);
      },
    },
    handedOff: {
      shows: 'the status "The dispatch application opened in a new tab."; LOGIN enabled again; still on #/ops',
      check: async (ctx) => {
        const { page, expect } = ctx;
        await expect(panel(page).handOff.opened()).toBeVisible();
        await usableForm(ctx);
        await expect(page).toHaveURL(/#\/ops$/);
      },
    },
    linkOffered: {
      shows:
        'the status "Your browser blocked the new tab." with the link "Open the dispatch application" to the jump address; LOGIN enabled',
      check: async (ctx) => {
        const { page, expect } = ctx;
        await expect(panel(page).handOff.blocked()).toBeVisible();
        await expect(panel(page).handOff.link()).toHaveAttribute('href', /\/stand-in\/apps\/dispatch\/crossAppAuth\/jump\?token=[\w-]+$/);
        await usableForm(ctx);
      },
    },
    failed: {
      shows:
        'the message in the form\'s alert after "* ", Username and Password marked invalid and described by it; LOGIN enabled; on #/ops',
      announces: { live: ({ snapshot }) => String(snapshot.context.error) },
      check: async (ctx) => {
        const { page, expect, snapshot } = ctx;
        const message = String(snapshot.context.error);
        await expect(formAlert(page)).toHaveText(`* ${message}`);
        await expect(panel(page).password()).toHaveAttribute('aria-invalid', 'true');
        await expect(panel(page).username()).toHaveAttribute('aria-invalid', 'true');
        await expect(panel(page).password()).toHaveAccessibleDescription(message);
        await usableForm(ctx);
        await expect(page).toHaveURL(/#\/ops$/);
      },
    },
  },
  events,
  excluded: [signIn.routingNeverErrors('loginForm.routing')],
};
