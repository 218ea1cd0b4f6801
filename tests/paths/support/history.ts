/**
 * A browser that refuses to rewrite the history entry (history.replaceState throws a SecurityError,
 * as a browser does when it throttles history changes), for the sign-in pages whose address scrub
 * must not stop the sign-in. The scrub only calls the history when the address still carries the
 * credentials, which it does after an in-app change of the hash: the page is already running, so
 * the start-up hold (src/actors/auth/address.ts) did not take them. No Playwright at run time.
 */
import type { Page } from '@playwright/test';
import { gotoRoute } from './portal.ts';

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
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await page.evaluate((hash) => {
    location.hash = hash;
  }, route);
}
