/**
 * Issue 40: a sign-in route's credentials are read one way for a page load and an in-app arrival alike
 * (src/actors/auth/address.ts). The start-up's hold listens to `popstate` before the router does: a hash set in a
 * running page (a pasted link, a partner re-pointing its frame) leaves the address before the router reads it, and
 * a copy no page took is dropped when the address moves on.
 */
// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:4200/opsportal/#/benefits"}
import { describe, expect, it } from 'vitest';
import { credentialFor, dropHeldCredentials, heldCredential, holdCredentialsFromAddress } from '../../src/actors/auth/address.ts';

/** What a fragment navigation does: a new entry, then `popstate` (the router's listener comes after ours). */
function arrive(hash: string): string {
  history.pushState(null, '', hash);
  let seenByRouter = '';
  const router = () => (seenByRouter = location.href);
  window.addEventListener('popstate', router, { once: true });
  window.dispatchEvent(new PopStateEvent('popstate'));
  return seenByRouter;
}

describe('in-app arrivals on a sign-in route', () => {
  it('#//ehi-login//?companyId=1001&token=…: the router hears the clean address, the token is held for the page', () => {
    expect(holdCredentialsFromAddress()).toBe(false);
    const seen = arrive('#//ehi-login//?companyId=1001&token=Wrong-Pass-9');
    expect(seen).toBe('http://localhost:4200/opsportal/#/ehi-login?companyId=1001');
    expect(location.href).not.toContain('Wrong-Pass-9');
    expect(credentialFor('/ehi-login', new URLSearchParams('companyId=1001'), 'token')).toBe('Wrong-Pass-9');
    dropHeldCredentials();
  });

  it('a held copy no page took is dropped when the address moves to another route', () => {
    holdCredentialsFromAddress();
    arrive('#/ehi-login?companyId=1001&token=HELD-COMPANY-TOKEN');
    expect(heldCredential('/ehi-login', 'token')).toBe('HELD-COMPANY-TOKEN');
    arrive('#/benefits');
    arrive('#/ehi-login?companyId=2002');
    expect(credentialFor('/ehi-login', new URLSearchParams('companyId=2002'), 'token')).toBeNull();
  });

  it('the /redirect password in any spelling leaves the address before the router reads it', () => {
    holdCredentialsFromAddress();
    const seen = arrive('#/%72edirect?username=shop.demo&password=Wrong-Pass-9');
    expect(seen).toBe('http://localhost:4200/opsportal/#/redirect');
    expect(heldCredential('/redirect', 'password')).toBe('Wrong-Pass-9');
    dropHeldCredentials();
  });
});
