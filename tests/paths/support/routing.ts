/**
 * What the sign-in maps share about the user-type routing child machine (login form, automatic
 * sign-in, token login): its outcome event, and the check that the dispatch jump opened in a tab.
 */
import type { Page } from '@playwright/test';
import type { RoutingOutcome } from '../../../machines/user-type-routing.machine.ts';
import type { PathContext } from './types.ts';

/** The event the routing child's outcome sends to the sign-in machine. */
export const routed = (output: RoutingOutcome) => ({ type: 'xstate.done.actor.routeUser', output });

/** The dispatch jump opened in the tab the outcome's arrange started waiting for (`scenario.tab`), as `user`. */
export async function verifyDispatchTab({ expect, scenario }: Pick<PathContext, 'expect' | 'scenario'>, user = 'dispatch.demo') {
  const tab = await (scenario.tab as Promise<Page>);
  await tab.waitForURL(/\/stand-in\/apps\/dispatch\/crossAppAuth\/jump\?token=[\w-]+$/);
  await expect(tab.getByTestId('user')).toHaveText(user);
  await tab.close();
}
