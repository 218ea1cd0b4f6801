/**
 * What the sign-in maps share about the user-type routing child machine (login form, automatic
 * sign-in, token login, /kc landing): its outcome events, the outage sentences, the session fixture
 * and the check that the dispatch jump opened in a tab.
 */
import type { Page } from '@playwright/test';
import { INTERNAL_REJECTED_MESSAGE, type RoutingOutcome, type SignInSession } from '../../../machines/user-type-routing.machine.ts';
import { errorWith, setFaults, standIn } from './portal.ts';
import type { EventDriver, PathContext } from './types.ts';

/** spec 8 / docs/decisions/sign-in-error-messages.md: an outage is said as one, never as wrong credentials. */
export const SIGN_IN_OUTAGE = 'The sign-in service is not available right now. Please try again in a moment.';
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
 * The event the routing child's outcome sends to the sign-in machine. `account`: the account the page signed in
 * with, when the outcome alone does not say it (a failure), so the coverage replays the routing with its user type.
 */
export const routed = (output: RoutingOutcome & { account?: string }) => ({ type: 'xstate.done.actor.routeUser', output });

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
    hold: (url) => standIn('common/')(url) && !url.pathname.endsWith('/application/keycloak'),
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
      const alerts = page.getByRole('alert').filter({ hasText: INTERNAL_REJECTED_MESSAGE });
      await expect(alsoOnPage ? alerts.first() : alerts).toBeVisible();
    },
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
  await expect(tab.getByTestId('user')).toHaveText(user);
  await tab.close();
}
