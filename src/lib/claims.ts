/**
 * The Current user of spec 3, decoded from the access token's claims with jose's `decodeJwt`.
 *
 * Decoding is not verification: the portal only reads the claims to decide where the user goes
 * next (spec 4); every service that acts on the token verifies its signature itself. Claim values
 * arrive as the identity service wrote them: numbers may come as numeric strings (ASP.NET writes
 * every claim as a string) and a single role as a string rather than a list, so both are read. A
 * token that is not a JWT, or has no contact id, is a `ClaimsError`: never a half-built user.
 */
import { decodeJwt } from 'jose';

export interface CurrentUser {
  id: number;
  contactId: number;
  grantType: string;
  features: string[];
  featuresCodes: string[];
  companyId: number;
  fullName: string;
  firstName: string;
  lastName: string;
  companyName: string;
  userName: string;
  /** 1, 2, 3, 4 or 7 (spec 6); any other number is kept so routing can say it is unknown. */
  userType: number;
  shippingVendorId: number;
  // spec 3 defaults: not in the token.
  defaultContact: number;
  timeZone: string;
  emailAddresses: string[];
  showTutorial: boolean;
  shopId: number;
  userGuid: string;
  marketId: number;
}

export class ClaimsError extends Error {
  override readonly name = 'ClaimsError';
}

/** The user-facing text of an unreadable token (the sign-in shows it as its error). */
export const UNREADABLE_TOKEN_MESSAGE = 'The sign-in service sent a token that could not be read. Please try again.';

function numberClaim(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value.trim());
  return null;
}

function stringClaim(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function listClaim(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string' && item.length > 0);
  return [];
}

/** Decodes the claims into the Current user (spec 3), with its defaults. Throws ClaimsError. */
export function decodeCurrentUser(accessToken: string, options: { grantType?: string } = {}): CurrentUser {
  let claims: Record<string, unknown>;
  try {
    claims = decodeJwt(accessToken) as Record<string, unknown>;
  } catch (error) {
    throw new ClaimsError(UNREADABLE_TOKEN_MESSAGE, { cause: error });
  }
  // spec 3: id and contactId both come from the contact id claim.
  const contactId = numberClaim(claims.contactId ?? claims.contact_id);
  if (contactId === null) throw new ClaimsError(UNREADABLE_TOKEN_MESSAGE, { cause: new Error('no contact id claim') });
  const roles = listClaim(claims.role ?? claims.roles);
  return {
    id: contactId,
    contactId,
    grantType: stringClaim(claims.grantType ?? claims.grant_type) || options.grantType || '',
    features: [...roles],
    featuresCodes: [...roles],
    companyId: numberClaim(claims.companyId) ?? 0,
    fullName: stringClaim(claims.fullName),
    firstName: stringClaim(claims.firstName),
    lastName: stringClaim(claims.lastName),
    companyName: stringClaim(claims.companyName),
    userName: stringClaim(claims.unique_name),
    userType: numberClaim(claims.userType) ?? 0,
    shippingVendorId: numberClaim(claims.shippingVendorId) ?? 0,
    defaultContact: 0,
    timeZone: '',
    emailAddresses: [],
    showTutorial: false,
    shopId: 0,
    userGuid: '',
    marketId: 0,
  };
}
