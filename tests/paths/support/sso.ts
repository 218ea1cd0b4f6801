/** Starts shared by the /kc landing's and the SSO session's path maps. */
import type { Page } from '@playwright/test';
import { gotoRoute } from './portal.ts';

/**
 * Opens /#/kc in a browser whose Web Crypto refuses the login's PKCE digest (fabricated, init script): the silent
 * check's digest goes through, the login's is refused, so the login cannot start.
 */
export async function openKcRefusingLoginDigest(page: Page) {
  await page.addInitScript(() => {
    const digest = SubtleCrypto.prototype.digest;
    let calls = 0;
    SubtleCrypto.prototype.digest = function (this: SubtleCrypto, ...args: Parameters<SubtleCrypto['digest']>) {
      calls += 1;
      return calls > 1 ? Promise.reject(new DOMException('The operation failed', 'OperationError')) : digest.apply(this, args);
    };
  });
  await gotoRoute(page, '/kc');
}
