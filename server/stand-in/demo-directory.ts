/**
 * The stand-ins' demo accounts (docs/contracts.md "Demo accounts"). Each contact exists to
 * reach one branch of spec 4 "Next step after a successful login" and spec 6: userType 1 → app 27,
 * 2 → app 25, 3 with or without an admin feature code, 4 → dispatch, 7 → insights. Every value is
 * fictional.
 */

/** The one password of every demo account; case-sensitive (spec 5). */
export const DEMO_PASSWORD = 'Demo-Pass-1';

/** Spec 6 feature codes that change where an internal user (type 3) goes. */
export const FEATURE_ADMIN_TOOL = 'TRX_CNFG_MSO_ADMN_TOOL';
export const FEATURE_LOGISTIX = 'ADMN_TRAX_LOGISTIX';

export type UserType = 1 | 2 | 3 | 4 | 7;

export interface Contact {
  contactId: number;
  userName: string;
  /** Password at the identity service; absent for the SSO-only account. */
  password?: string;
  userType: UserType;
  /** Feature codes, published as the `role` claim (spec 3 "Current user": featuresCodes). */
  role: string[];
  companyId: number;
  companyName: string;
  firstName: string;
  lastName: string;
  shippingVendorId: number;
  /** Subject of this person at the stand-in single sign-on provider. */
  ssoSubject?: string;
}

const SHOP = { companyId: 2001, companyName: 'Blue Ridge Collision (demo)' };
const SUPPLIER = { companyId: 2002, companyName: 'Cedar Valley Parts (demo)' };
const OPS = { companyId: 3000, companyName: 'OPS Parts Network (demo)' };
const DELIVERY = { companyId: 2003, companyName: 'Harbor Point Delivery (demo)' };
const ANALYTICS = { companyId: 2004, companyName: 'Prairie Line Group (demo)' };
/** The partner company of /ehi-login (spec 4). */
export const PARTNER_COMPANY = { companyId: 1001, companyName: 'Example Rental Partner (demo)', token: 'ehi-token-1001' };

export const CONTACTS: readonly Contact[] = [
  {
    contactId: 5001,
    userName: 'shop.demo',
    password: DEMO_PASSWORD,
    userType: 1,
    role: ['TRX_SHOP_ORDERING'],
    ...SHOP,
    firstName: 'Sam',
    lastName: 'Shop',
    shippingVendorId: 0,
  },
  {
    contactId: 5002,
    userName: 'supplier.demo',
    password: DEMO_PASSWORD,
    userType: 2,
    role: ['TRX_SUPPLIER_FULFILMENT'],
    ...SUPPLIER,
    firstName: 'Sue',
    lastName: 'Supplier',
    shippingVendorId: 7002,
  },
  {
    contactId: 5003,
    userName: 'admin.demo',
    password: DEMO_PASSWORD,
    userType: 3,
    role: [FEATURE_ADMIN_TOOL],
    ...OPS,
    firstName: 'Ada',
    lastName: 'Admin',
    shippingVendorId: 0,
  },
  {
    contactId: 5004,
    userName: 'logistix.demo',
    password: DEMO_PASSWORD,
    userType: 3,
    role: [FEATURE_LOGISTIX],
    ...OPS,
    firstName: 'Lou',
    lastName: 'Logistix',
    shippingVendorId: 0,
  },
  {
    contactId: 5005,
    userName: 'internal.demo',
    password: DEMO_PASSWORD,
    userType: 3,
    role: ['TRX_REPORTS_VIEW'],
    ...OPS,
    firstName: 'Ines',
    lastName: 'Internal',
    shippingVendorId: 0,
  },
  {
    contactId: 5006,
    userName: 'dispatch.demo',
    password: DEMO_PASSWORD,
    userType: 4,
    role: ['TRX_DISPATCH'],
    ...DELIVERY,
    firstName: 'Dan',
    lastName: 'Dispatch',
    shippingVendorId: 7006,
  },
  {
    contactId: 5007,
    userName: 'insights.demo',
    password: DEMO_PASSWORD,
    userType: 7,
    role: ['TRX_INSIGHTS'],
    ...ANALYTICS,
    firstName: 'Ivy',
    lastName: 'Insights',
    shippingVendorId: 0,
  },
  {
    contactId: 5008,
    userName: 'sso.demo',
    userType: 1,
    role: ['TRX_SHOP_ORDERING'],
    ...SHOP,
    firstName: 'Sasha',
    lastName: 'Single-Sign-On',
    shippingVendorId: 0,
    ssoSubject: 'sso.demo',
  },
  // Signs in only at the single sign-on provider and stays on /kc (the dispatch tab opens): where the portal offers sign-out.
  {
    contactId: 5010,
    userName: 'sso.dispatch',
    userType: 4,
    role: ['TRX_DISPATCH'],
    ...DELIVERY,
    firstName: 'Dana',
    lastName: 'Single-Sign-On',
    shippingVendorId: 7006,
    ssoSubject: 'sso.dispatch',
  },
  {
    contactId: 5009,
    userName: 'ehi.demo',
    password: DEMO_PASSWORD,
    userType: 1,
    role: ['TRX_SHOP_ORDERING'],
    companyId: PARTNER_COMPANY.companyId,
    companyName: PARTNER_COMPANY.companyName,
    firstName: 'Eli',
    lastName: 'Partner',
    shippingVendorId: 0,
  },
];

/** Admin-panel tokens (spec 3 "Admin-panel login response"): contactType 1 → app 27, 2 → app 25. */
export const ADMIN_PANEL_TOKENS: ReadonlyMap<string, { contactType: 1 | 2; contactId: number }> = new Map([
  ['admin-token-1', { contactType: 1, contactId: 5001 }],
  ['admin-token-2', { contactType: 2, contactId: 5002 }],
]);

/** The single sign-on provider's own accounts (docs/contracts.md "Demo accounts": `sso.demo` / Demo-Pass-1, `sso.dispatch`). */
export const SSO_ACCOUNTS: ReadonlyMap<string, { password: string; email: string }> = new Map([
  ['sso.demo', { password: DEMO_PASSWORD, email: 'sso.demo@example.com' }],
  ['sso.dispatch', { password: DEMO_PASSWORD, email: 'sso.dispatch@example.com' }],
]);

export const fullName = (contact: Contact): string => `${contact.firstName} ${contact.lastName}`;

export function findByUserName(userName: string): Contact | undefined {
  const wanted = userName.trim().toLowerCase();
  return CONTACTS.find((contact) => contact.userName === wanted);
}

export function findById(contactId: number): Contact | undefined {
  return CONTACTS.find((contact) => contact.contactId === contactId);
}

export function findBySsoSubject(subject: string): Contact | undefined {
  return CONTACTS.find((contact) => contact.ssoSubject === subject);
}

/** spec 5: the password is case sensitive; the user name is not. */
export function checkPassword(userName: string, password: string): Contact | undefined {
  const contact = findByUserName(userName);
  return contact?.password !== undefined && contact.password === password ? contact : undefined;
}
