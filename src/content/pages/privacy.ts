/**
 * The privacy policy's and the California notice's shared facts (spec 2 "Privacy policy", spec 6
 * privacy text, spec 9 privacy constants) and the privacy policy's text. The sections `cookies` and
 * `ccpa` are the anchors of /privacy-policy/{anchor} (highlighted for 11 s).
 */
import { brand } from '../brand.ts';
import { list, p, type LegalBlock, type LegalSection } from './legal.ts';

/** spec 9: rights requests are answered within 45 days, extendable once to 90 days in all. */
export const RESPONSE_DAYS = 45;
export const EXTENDED_RESPONSE_DAYS = 90;
/** spec 9: disclosures cover the previous 12 months; access or portability requests: 2 per 12 months. */
export const LOOKBACK_MONTHS = 12;
export const ACCESS_REQUESTS_PER_YEAR = 2;
/** spec 9: the site is not for under-16s; data from under-13s without parental consent is removed. */
export const MINIMUM_AGE = 16;
export const PARENTAL_CONSENT_AGE = 13;

export const POLICY_UPDATED = 'January 15, 2025';

export interface PersonalInformationCategory {
  category: string;
  examples: string;
  collected: boolean;
}

/** spec 2: the category table, each marked collected or not. */
export const categories: readonly PersonalInformationCategory[] = [
  { category: 'Identifiers', examples: 'Name, postal address, e-mail address, phone number, account name, IP address', collected: true },
  { category: 'Customer records', examples: 'Company name, job title, billing and shipping details', collected: true },
  { category: 'Protected classifications', examples: 'Age, race, religion, sex, veteran or military status', collected: false },
  { category: 'Commercial information', examples: 'Orders, quotes, returns, invoices and subscription history', collected: true },
  { category: 'Biometric information', examples: 'Fingerprints, face or voice prints', collected: false },
  {
    category: 'Internet or network activity',
    examples: 'Pages visited, links followed, browser type, interactions with our applications',
    collected: true,
  },
  { category: 'Geolocation data', examples: 'The location of a delivery driver’s device while a route is active', collected: true },
  { category: 'Sensory data', examples: 'Audio, electronic, visual or similar information', collected: false },
  {
    category: 'Professional or employment information',
    examples: 'Employer, role and work contact details of business users',
    collected: true,
  },
  { category: 'Education information', examples: 'Non-public education records', collected: false },
  { category: 'Inferences', examples: 'Profiles reflecting preferences, characteristics or behaviour', collected: false },
];

const categoryTable: LegalBlock = {
  kind: 'table',
  caption: 'Categories of personal information and whether we collect them',
  head: ['Category', 'Examples', 'Collected'],
  rows: categories.map((row) => [row.category, row.examples, row.collected ? 'Yes' : 'No']),
};

/** The section on what is collected, in the policy and the California notice alike: its lead, the category table, then any more blocks. */
export const collectedSection = (id: string, title: string, lead: string, ...more: LegalBlock[]): LegalSection => ({
  id,
  title,
  blocks: [p(lead), categoryTable, ...more],
});

export const contactLines = [
  `${brand.company}, ${brand.address.street}, ${brand.address.city}, ${brand.address.state} ${brand.address.zip}`,
  `Phone: ${brand.phone}`,
  `E-mail: ${brand.supportEmail}`,
];

export const privacyIntro: readonly string[] = [
  `This privacy policy explains how ${brand.company} (“we”, “us”) collects, uses, shares and protects personal information when you visit this site or use our applications, and the choices and rights you have.`,
  `Last updated: ${POLICY_UPDATED}.`,
];

/** The sections before the cookies section. */
export const privacySectionsBefore: readonly LegalSection[] = [
  collectedSection(
    'information-we-collect',
    'Information we collect',
    `In the last ${LOOKBACK_MONTHS} months we have collected the categories of personal information below.`,
    p(
      'We collect it from you (forms, orders, support requests), from your devices (cookies and similar technologies, the driver app while a route is active), and from the businesses you work with on our network (a supplier that adds your shop as a customer).',
    ),
  ),
  {
    id: 'how-we-use',
    title: 'How we use information',
    blocks: [
      list(
        'To provide our applications and services: ordering, tracking, delivery, returns and invoicing.',
        'To answer your requests for demonstrations, subscriptions and support.',
        'To secure our services, prevent fraud and keep records the law requires.',
        'To improve our services and understand how they are used.',
      ),
    ],
  },
  {
    id: 'retention',
    title: 'Retention',
    blocks: [
      p(
        'We keep personal information for as long as your account is active or as needed to provide the services, and afterwards for as long as we must to meet legal, tax and accounting duties, resolve disputes and enforce our agreements. Then we delete it or make it anonymous.',
      ),
    ],
  },
  {
    id: 'sharing',
    title: 'Sharing',
    blocks: [
      p(
        'We share personal information with the shops and suppliers you trade with on our network, with service providers that work for us under contract (hosting, e-mail, customer support tools, analytics), and with authorities when the law requires it.',
      ),
      p('We do not sell personal information, and we do not share it for cross-context behavioural advertising.'),
    ],
  },
];

export const cookiesSection: LegalSection = {
  id: 'cookies',
  title: 'Cookies',
  blocks: [
    p(
      'Cookies are small files a site stores in your browser. We use a strictly necessary cookie, opsCookie, to remember that you have seen our cookie notice (it lasts 365 days), cookies that keep your session secure, and analytics cookies that tell us which pages are used (they last 2 years, 24 hours and 1 minute).',
    ),
    p(
      'You can delete or block cookies in your browser settings. If you block strictly necessary cookies, parts of the site may not work. The California consumer privacy notice lists each cookie and its duration.',
    ),
  ],
};

export const ccpaSection: LegalSection = {
  id: 'ccpa',
  title: 'California Consumer Privacy Act (CCPA)',
  blocks: [
    p('If you live in California, the California Consumer Privacy Act gives you these rights:'),
    list(
      `The right to know what personal information we collected about you in the previous ${LOOKBACK_MONTHS} months, where it came from, why we collected it and with whom we shared it.`,
      `The right to access and to receive a portable copy of it, up to ${ACCESS_REQUESTS_PER_YEAR} times in any ${LOOKBACK_MONTHS}-month period.`,
      'The right to have it deleted, subject to the exceptions the law allows.',
      'The right to correct inaccurate personal information.',
      'The right to opt out of the sale or sharing of personal information. We do not sell or share it.',
    ),
  ],
};

/** The sections after the CCPA section. */
export const privacySectionsAfter: readonly LegalSection[] = [
  {
    id: 'non-discrimination',
    title: 'Non-discrimination',
    blocks: [
      p(
        'We will not deny you services, charge you a different price or give you a different level of service because you exercised your privacy rights.',
      ),
    ],
  },
  {
    id: 'exercising-rights',
    title: 'How to exercise your rights',
    blocks: [
      p(
        `Call us at ${brand.phone} or e-mail ${brand.supportEmail}. Only you, or an authorised agent registered with the California Secretary of State whom you have authorised, may make a request about your personal information. A parent or legal guardian may make a request on behalf of a minor child.`,
      ),
      p('We will ask for enough information to confirm who you are, and we use it only for that purpose.'),
    ],
  },
  {
    id: 'response-timing',
    title: 'Response timing',
    blocks: [
      p(
        `We answer verifiable requests within ${RESPONSE_DAYS} days. If we need more time, up to ${EXTENDED_RESPONSE_DAYS} days in all, we will tell you why in writing. Disclosures cover the ${LOOKBACK_MONTHS} months before we receive the request.`,
      ),
    ],
  },
  {
    id: 'children',
    title: 'Children',
    blocks: [
      p(
        `Our site and services are not meant for anyone under ${MINIMUM_AGE}. If we learn that we collected personal information from a child under ${PARENTAL_CONSENT_AGE} without a parent’s consent, we delete it.`,
      ),
    ],
  },
  {
    id: 'changes',
    title: 'Changes to this notice',
    blocks: [
      p('We may update this policy. The date at the top says when it last changed; significant changes are announced on this site.'),
    ],
  },
  {
    id: 'contact',
    title: 'Contact us',
    blocks: [list(...contactLines)],
  },
];
