/**
 * What the sign-in maps share about the user-type routing child machine (login form, automatic
 * sign-in, token login, /kc landing): its outcome events, the outage sentences, the session fixture
 * and the check that the dispatch jump opened in a tab.
 */
import type { Page, Route } from '@playwright/test';
import {
  INTERNAL_REJECTED_MESSAGE,
  UNKNOWN_TYPE_MESSAGE,
  type RoutingOutcome,
  type SignInSession,
} from '../../../machines/user-type-routing.machine.ts';
import { CALLS } from '../../support/faults.ts';
import { Destination } from '../../support/pages/login-panel.ts';
import { alertsSaying } from '../../support/pages/sign-in-page.ts';
import { errorWith, setFaults, standIn } from './portal.ts';
import type { EventDriver, PathContext } from './types.ts';

/** spec 8 / docs/decisions/sign-in-error-messages.md: an outage is said as one, never as wrong credentials. */
export const SIGN_IN_OUTAGE = 'The sign-in service is not available right now. Please try again in a moment.';
/** The same when the identity service's redirect call (the Logistix guid) is what failed. */
export const IDENTITY_REDIRECT_OUTAGE =
  'Your application could not be opened, so you were signed out: the sign-in service is not available right now. Please try again in a moment.';
export const APPLICATION_OUTAGE =
  'Your application could not be opened, so you were signed out: the application service is not available right now. Please try again in a moment.';

/** The session a token call's outcome carries in the model (the page gets the stand-in's real one). */
export const session: SignInSession = { accessToken: 'token', refreshToken: null, expires: null, user: { userType: 1, featuresCodes: [] } };

/** The sign-in call of `actorId` fails: the identity service answers 500 (fault switch identity:500), `hold` being that call. */
export function identity500(actorId: string, hold: (url: URL) => boolean): EventDriver {
  return {
    kind: 'outcome',
    event: { type: `xstate.error.actor.${actorId}`, error: errorWith(SIGN_IN_OUTAGE) },
    name: 'token:500',
    does: 'the identity service answers 500 (fault switch identity:500)',
    arrange: async ({ page }) => setFaults(page, 'identity:500'),
    hold,
  };
}

/**
 * What the page's sign-in had that the outcome alone does not say, so the coverage (child-coverage.ts) replays the
 * routing as the page ran it: `account`, the account signed in with (a failure, or a `left` whose url names the
 * application); `storedProductId`, the product id the visitor's choice stored (spec 4: 27 overrides the type);
 * `userType`, the user type the token claimed when it was not the account's (a fabricated answer).
 */
export interface RoutedAs {
  account?: string;
  storedProductId?: number;
  userType?: number;
}

/** The event the routing child's outcome sends to the sign-in machine, with what the replay must know (`RoutedAs`). */
export const routed = (output: RoutingOutcome & RoutedAs) => ({ type: 'xstate.done.actor.routeUser', output });

/** routing → leaving for App 27 (a navigation: the page is gone, so nothing is held or checked before it). */
export function routedToApp27(name: string, does: string): EventDriver {
  return { kind: 'outcome', event: routed({ kind: 'left', url: 'app27' }), name, does };
}

/**
 * routing → failed: the common API answers 500 (fault switch common:500) while the account is routed;
 * `username`: the account the sign-in gesture types (its user type decides which call fails), else the map's own.
 */
export function routedCommon500(does: string, username?: string): EventDriver {
  return {
    kind: 'outcome',
    event: routed({ kind: 'failed', message: APPLICATION_OUTAGE, ...(username === undefined ? {} : { account: username }) }),
    name: username === undefined ? 'routed:common-500' : `routed:common-500:${username}`,
    does,
    arrange: async ({ page, scenario }) => {
      if (username !== undefined) scenario.username = username;
      await setFaults(page, 'common:500');
    },
    hold: CALLS.common,
  };
}

/**
 * routing → tabOpened: the common API gives a redirect token and the dispatch jump opens in a new tab,
 * where `user` arrives. `username`: the account the sign-in gesture types.
 */
export function routedDispatchTab({ does, username, user }: { does: string; username?: string; user?: string }): EventDriver {
  return {
    kind: 'outcome',
    event: routed({ kind: 'tabOpened', url: 'dispatch' }),
    name: 'routed:dispatch-tab',
    does,
    arrange: ({ page, scenario }) => {
      if (username !== undefined) scenario.username = username;
      scenario.tab = page.context().waitForEvent('page');
    },
    hold: standIn('common/redirect'),
    verify: (ctx) => verifyDispatchTab(ctx, user),
  };
}

/**
 * routing → tabBlocked: the browser refuses new tabs (window.open returns null): from an init script
 * when the outcome follows the page opening (the page is still blank), else on the open page.
 * `username`: the account the sign-in gesture types.
 */
export function routedDispatchBlocked({ does, username }: { does: string; username?: string }): EventDriver {
  return {
    kind: 'outcome',
    event: routed({ kind: 'tabBlocked', url: 'dispatch' }),
    name: 'routed:dispatch-blocked',
    does,
    arrange: async ({ page, scenario }) => {
      if (username !== undefined) scenario.username = username;
      const refuseTabs = () => {
        window.open = () => null;
      };
      if (page.url() === 'about:blank') await page.addInitScript(refuseTabs);
      else await page.evaluate(refuseTabs);
    },
    hold: standIn('common/redirect'),
  };
}

/**
 * routing → rejected: internal.demo (type 3 without admin features) is refused with a toast (spec 6).
 * `username`: the account the sign-in gesture types; `alsoOnPage`: the page shows the message in an
 * alert of its own too, so the toast is the first alert with it (else it must be the only one).
 */
export function routedInternalRejected({ username, alsoOnPage = false }: { username?: string; alsoOnPage?: boolean }): EventDriver {
  return {
    kind: 'outcome',
    event: routed({ kind: 'rejected', message: INTERNAL_REJECTED_MESSAGE }),
    name: 'routed:internal-rejected',
    does: 'internal.demo (type 3 without admin features) is rejected with a toast',
    ...(username === undefined
      ? {}
      : {
          arrange: ({ scenario }: PathContext) => {
            scenario.username = username;
          },
        }),
    verify: async ({ page, expect }) => {
      const alerts = alertsSaying(page, INTERNAL_REJECTED_MESSAGE);
      await expect(alsoOnPage ? alerts.first() : alerts).toBeVisible();
    },
  };
}

/**
 * routing → failed, deciding's last branch: the token claims a user type the portal does not know (5; spec 6 knows
 * 1, 2, 3, 4 and 7), as an identity service that added a type before the portal would. Fabricated: the stand-in
 * answers shop.demo's real token once with the payload's userType set to 5 (a browser route on the context, so
 * the page's holds still see the call first). The portal only decodes the claims (src/lib/claims.ts), so the
 * token's signature does not matter to it; no call follows, and the session is forgotten.
 */
export function routedUnknownUserType(does: string): EventDriver {
  return {
    kind: 'outcome',
    event: routed({ kind: 'failed', message: UNKNOWN_TYPE_MESSAGE, account: 'shop.demo', userType: UNKNOWN_USER_TYPE }),
    name: 'routed:unknown-user-type',
    does,
    arrange: async ({ page, scenario }) => {
      scenario.username = 'shop.demo';
      await page.context().route(standIn('identity/oauth2/token'), claimUserType(UNKNOWN_USER_TYPE), { times: 1 });
    },
  };
}

/** A user type outside spec 6's table. */
export const UNKNOWN_USER_TYPE = 5;

/** A route handler that answers the token call with its access token's `userType` claim replaced (signature kept). */
function claimUserType(userType: number) {
  return async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    const [header, payload, signature] = String(body.access_token).split('.');
    const claims = JSON.parse(Buffer.from(String(payload), 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, userType })).toString('base64url');
    await route.fulfill({ response, json: { ...body, access_token: `${header}.${forged}.${signature}` } });
  };
}

/**
 * routing → failed from resolvingLogistixLink: logistix.demo signs in, and the identity service's redirect call
 * (spec 7 POST {identity}redirect, the Logistix guid) answers 500 once. Fabricated: the fault switch would fail
 * the sign-in's own token call first (both are the identity service). The call is held until `routing` was checked.
 */
export function routedLogistixRedirect500(does: string): EventDriver {
  return {
    kind: 'outcome',
    event: routed({ kind: 'failed', message: IDENTITY_REDIRECT_OUTAGE, account: 'logistix.demo' }),
    name: 'routed:logistix-redirect-500',
    does,
    arrange: async ({ page, scenario }) => {
      scenario.username = 'logistix.demo';
      await page
        .context()
        .route(
          standIn('identity/redirect'),
          (route) => route.fulfill({ status: 500, json: { error: 'server_error', error_description: 'fabricated' } }),
          { times: 1 },
        );
    },
    hold: standIn('identity/redirect'),
  };
}

/** The routing invocation's error transition of `routingState` ('loginForm.routing'), which no page can cause. */
export function routingNeverErrors(routingState: string) {
  return {
    transition: `${routingState} xstate.error.actor.routeUser #0`,
    reason:
      'the routing machine turns every failure of its own calls into its final state `failed` (an outcome), so its invocation never errors from the UI',
  };
}

/** The dispatch jump opened in the tab the outcome's arrange started waiting for (`scenario.tab`), as `user`. */
export async function verifyDispatchTab({ expect, scenario }: Pick<PathContext, 'expect' | 'scenario'>, user = 'dispatch.demo') {
  const tab = await (scenario.tab as Promise<Page>);
  await tab.waitForURL(/\/stand-in\/apps\/dispatch\/crossAppAuth\/jump\?token=[\w-]+$/);
  await expect(new Destination(tab).user()).toHaveText(user);
  await tab.close();
}
