/** spec 3 "Current user": decoded from the access token's claims, with its defaults; bad tokens refused. */
import { UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ClaimsError, UNREADABLE_TOKEN_MESSAGE, decodeCurrentUser } from '../../src/lib/claims.ts';

const token = (claims: Record<string, unknown>) => new UnsecuredJWT(claims).encode();
/** spec 3 "Current user": the fields no claim carries, with the spec's defaults. */
const SPEC_DEFAULTS = { defaultContact: 0, timeZone: '', emailAddresses: [], showTutorial: false, shopId: 0, userGuid: '', marketId: 0 };

describe('decodeCurrentUser (spec 3)', () => {
  it('maps the identity service claims onto the Current user, with the spec defaults', () => {
    const user = decodeCurrentUser(
      token({
        sub: '5004',
        contactId: 5004,
        role: ['ADMN_TRAX_LOGISTIX'],
        unique_name: 'logistix.demo',
        userType: 3,
        companyId: 3000,
        fullName: 'Lou Logistix',
        firstName: 'Lou',
        lastName: 'Logistix',
        companyName: 'OPS Parts Network (demo)',
        shippingVendorId: 0,
      }),
      { grantType: 'partstrax' },
    );
    expect(user).toEqual({
      id: 5004,
      contactId: 5004,
      grantType: 'partstrax',
      features: ['ADMN_TRAX_LOGISTIX'],
      featuresCodes: ['ADMN_TRAX_LOGISTIX'],
      companyId: 3000,
      fullName: 'Lou Logistix',
      firstName: 'Lou',
      lastName: 'Logistix',
      companyName: 'OPS Parts Network (demo)',
      userName: 'logistix.demo',
      userType: 3,
      shippingVendorId: 0,
      ...SPEC_DEFAULTS,
    });
  });

  it('reads ASP.NET-style string claims: numbers as strings, a single role as a string', () => {
    const user = decodeCurrentUser(token({ contactId: '5002', userType: '2', companyId: '2002', role: 'TRX_SUPPLIER_FULFILMENT' }));
    expect(user).toMatchObject({ id: 5002, contactId: 5002, userType: 2, companyId: 2002, featuresCodes: ['TRX_SUPPLIER_FULFILMENT'] });
    expect(user).toMatchObject(SPEC_DEFAULTS);
  });

  it('keeps an unknown or missing user type as a number routing can refuse', () => {
    expect(decodeCurrentUser(token({ contactId: 1, userType: 9 })).userType).toBe(9);
    expect(decodeCurrentUser(token({ contactId: 1 })).userType).toBe(0);
    expect(decodeCurrentUser(token({ contactId: 1, userType: 'admin' })).userType).toBe(0);
  });

  it('drops role entries that are not strings', () => {
    expect(decodeCurrentUser(token({ contactId: 1, role: ['A', 7, null, '', 'B'] })).featuresCodes).toEqual(['A', 'B']);
    expect(decodeCurrentUser(token({ contactId: 1, role: { admin: true } })).featuresCodes).toEqual([]);
  });

  it.each([
    ['an empty string', ''],
    ['not a JWT', 'not-a-token'],
    ['two parts', 'eyJhbGciOiJub25lIn0.eyJjb250YWN0SWQiOjF9'],
    ['a payload that is not JSON', 'eyJhbGciOiJub25lIn0.bm90IGpzb24.'],
    ['a payload that is not base64url', 'eyJhbGciOiJub25lIn0.%%%.'],
    ['a payload that is a JSON array', `eyJhbGciOiJub25lIn0.${Buffer.from('[1,2]').toString('base64url')}.`],
  ])('refuses %s with a ClaimsError the form can show', (_label, value) => {
    expect(() => decodeCurrentUser(value)).toThrow(ClaimsError);
    expect(() => decodeCurrentUser(value)).toThrow(UNREADABLE_TOKEN_MESSAGE);
  });

  it('refuses a token without a contact id', () => {
    expect(() => decodeCurrentUser(token({ sub: 'x', userType: 1 }))).toThrow(ClaimsError);
    expect(() => decodeCurrentUser(token({ contactId: 'five', userType: 1 }))).toThrow(ClaimsError);
  });
});
