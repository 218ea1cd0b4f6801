import { describe, expect, it } from 'vitest';
import { splitCredentials } from '../../src/actors/auth/address.ts';

describe('credentials in the address are held before start-up (spec 2 /redirect, /adminpanel-login)', () => {
  it('takes username, password and ronumber out of the /redirect route, keeping other parameters', () => {
    const split = splitCredentials(
      'http://localhost:4200/opsportal/#/redirect?username=shop.demo&password=Demo-Pass-1&ronumber=RO-7&lang=en',
    );
    expect(split?.cleanHref).toBe('http://localhost:4200/opsportal/#/redirect?lang=en');
    expect(split?.route).toBe('/redirect');
    expect(Object.fromEntries(split?.values ?? [])).toEqual({ username: 'shop.demo', password: 'Demo-Pass-1', ronumber: 'RO-7' });
  });

  it('removes credentials from the real query too, and the admin token', () => {
    const split = splitCredentials('http://localhost:4200/opsportal/?password=x#/adminpanel-login?token=admin-token-1');
    expect(split?.cleanHref).toBe('http://localhost:4200/opsportal/?password=x#/adminpanel-login');
    expect(split?.values.get('token')).toBe('admin-token-1');
    const redirect = splitCredentials('http://localhost:4200/opsportal/?password=x#/redirect');
    expect(redirect?.cleanHref).toBe('http://localhost:4200/opsportal/#/redirect');
  });

  it("takes the partner's company token out of /ehi-login, keeping the company id (docs/security.md, credentials in the address)", () => {
    const split = splitCredentials('http://localhost:4200/opsportal/ehi-login#/ehi-login?companyId=42&token=company-token-1&uniqueId=F-1');
    expect(split?.cleanHref).toBe('http://localhost:4200/opsportal/ehi-login#/ehi-login?companyId=42&uniqueId=F-1');
    expect(split?.values.get('token')).toBe('company-token-1');
  });

  it('leaves other routes and credential-free addresses alone', () => {
    expect(splitCredentials('http://localhost:4200/opsportal/#/ops?username=a')).toBeNull();
    expect(splitCredentials('http://localhost:4200/opsportal/#/redirect')).toBeNull();
  });
});
