/**
 * A browser that refuses to rewrite the history entry (history.replaceState throws a SecurityError,
 * as a browser does when it throttles history changes), for the sign-in pages whose address scrub
 * must not stop the sign-in. The scrub only calls the history when the address still carries the
 * credentials, which it does after an in-app change of the hash: the page is already running, so
 * the start-up hold (src/actors/auth/address.ts) did not take them. No Playwright at run time.
 */
import type { Locator, Page } from '@playwright/test';
import { SiteChrome } from '../../support/pages/site-chrome.ts';
import { gotoRoute } from './portal.ts';
import type { EventDriver, PathContext } from './types.ts';

/** Pages whose history refuses the scrub: their address keeps the credentials (that is the outcome). */
export const scrubRefused = new WeakSet<Page>();

/** Opens /#/ops in a browser whose replaceState throws when it would drop `param`, then changes the hash to `route`. */
export async function openByHashRefusingScrub(page: Page, route: string, param: string) {
  scrubRefused.add(page);
  await page.addInitScript((name) => {
    const replace = History.prototype.replaceState;
    const carries = (href: string) => new RegExp(`[?&]${name}=`).test(href);
    History.prototype.replaceState = function (this: History, data: unknown, unused: string, url?: string | URL | null) {
      if (carries(location.href) && url !== undefined && url !== null && !carries(String(url))) {
        throw new DOMException('Attempt to use history.replaceState() too often', 'SecurityError');
      }
      return replace.call(this, data, unused, url);
    };
  }, param);
  await gotoRoute(page, '/ops');
  await new SiteChrome(page).nav.waitFor();
  await page.evaluate((hash) => {
    location.hash = hash;
  }, route);
}

/**
 * The scrub's two outcomes as the page opens (spec 4: credentials leave the address): nothing left to
 * rewrite, or a history that refuses (the starts of `openByHashRefusingScrub`); `does` says each for the map.
 */
export function scrubOutcomes(does: { scrubbed: string; refused: string }): EventDriver[] {
  return [
    { kind: 'outcome', event: { type: 'xstate.done.actor.scrubAddress' }, name: 'scrubbed', does: does.scrubbed, follows: ['(open)'] },
    {
      kind: 'outcome',
      event: { type: 'xstate.error.actor.scrubAddress', error: {} },
      name: 'scrub-refused',
      does: does.refused,
      follows: ['(open)'],
    },
  ];
}

/**
 * The page whose level-1 `heading` (its page object's) is shown is on `route`: without `param` in the
 * address, or, where the history refused the scrub, still with it.
 */
export async function expectOnScrubbedRoute({ page, expect }: PathContext, heading: Locator, route: string, param: string) {
  await expect(heading).toBeVisible();
  if (scrubRefused.has(page)) await expect(page).toHaveURL(new RegExp(`#${route}\\?${param}=`));
  else await expect(page).toHaveURL(new RegExp(`#${route}$`));
}
