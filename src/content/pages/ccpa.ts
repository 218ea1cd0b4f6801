/**
 * The California consumer privacy notice (spec 2 "California consumer privacy notice", spec 9
 * privacy constants and cookie durations 2 years, 24 hours, 1 minute).
 */
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from '../../config/consent-cookie.ts';
import { brand } from '../brand.ts';
import { list, p, type LegalSection } from './legal.ts';
import {
  ACCESS_REQUESTS_PER_YEAR,
  EXTENDED_RESPONSE_DAYS,
  LOOKBACK_MONTHS,
  MINIMUM_AGE,
  PARENTAL_CONSENT_AGE,
  POLICY_UPDATED,
  RESPONSE_DAYS,
  collectedSection,
  contactLines,
} from './privacy.ts';

export const ccpaIntro: readonly string[] = [
  `This notice supplements our privacy policy and applies to residents of California. It describes the personal information ${brand.company} collects, where it comes from, how it is shared, and the rights the California Consumer Privacy Act (CCPA) gives you.`,
  `Effective date: ${POLICY_UPDATED}.`,
];

/** spec 9: third-party analytics cookie durations. */
export const ANALYTICS_COOKIE_DURATIONS = ['2 years', '24 hours', '1 minute'] as const;

export const ccpaSections: readonly LegalSection[] = [
  collectedSection(
    'data-collected',
    'Personal information we collect',
    `In the preceding ${LOOKBACK_MONTHS} months we have collected the following categories of personal information.`,
  ),
  {
    id: 'sources',
    title: 'Where it comes from',
    blocks: [
      list(
        'From you, when you fill in a form, place an order, call support or use our applications.',
        'From your browser and devices, through cookies and similar technologies, and from the driver app while a route is active.',
        'From businesses on our network, such as a supplier that adds your shop as a customer.',
      ),
    ],
  },
  {
    id: 'sharing',
    title: 'How it is shared',
    blocks: [
      p(
        'We disclose personal information for business purposes to the shops and suppliers you trade with, to service providers under written contracts that forbid any other use, and to authorities when the law requires it.',
      ),
      p('We have not sold personal information, or shared it for cross-context behavioural advertising, in the preceding 12 months.'),
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies we use',
    blocks: [
      {
        kind: 'table',
        caption: 'First-party cookies: strictly necessary',
        head: ['Cookie', 'Purpose', 'Duration'],
        rows: [
          [CONSENT_COOKIE, 'Remembers that you have seen the cookie notice', `${CONSENT_COOKIE_DAYS} days`],
          ['XSRF-TOKEN', 'Protects forms and requests against cross-site request forgery', 'Session'],
        ],
      },
      {
        kind: 'table',
        caption: 'Third-party cookies: analytics',
        head: ['Cookie', 'Purpose', 'Duration'],
        rows: [
          ['an_uid', 'Tells visits apart to count unique visitors', ANALYTICS_COOKIE_DURATIONS[0]],
          ['an_sid', 'Groups the pages of one visit', ANALYTICS_COOKIE_DURATIONS[1]],
          ['an_rate', 'Limits how often analytics data is sent', ANALYTICS_COOKIE_DURATIONS[2]],
        ],
      },
      p('You can remove or block cookies in your browser settings at any time.'),
    ],
  },
  {
    id: 'right-to-disclose',
    title: 'Your right to know',
    blocks: [
      p(
        `You may ask us to disclose the categories and specific pieces of personal information we collected about you in the ${LOOKBACK_MONTHS} months before your request, the categories of sources, our purposes, and the categories of third parties with whom we shared it. You may make an access or data-portability request up to ${ACCESS_REQUESTS_PER_YEAR} times in a ${LOOKBACK_MONTHS}-month period.`,
      ),
    ],
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    blocks: [
      p(
        'We keep each category of personal information only as long as we need it to provide our services and to meet legal, tax and accounting duties; then we delete it or make it anonymous.',
      ),
    ],
  },
  {
    id: 'exercising-rights',
    title: 'Exercising your rights',
    blocks: [
      p(
        `Call ${brand.phone} or e-mail ${brand.supportEmail}. We verify each request by matching the information you give with the information we hold.`,
      ),
      p(
        'Only you, or an authorised agent registered with the California Secretary of State whom you have authorised, may make a verifiable request about your personal information. A parent or legal guardian may make one on behalf of a minor child.',
      ),
    ],
  },
  {
    id: 'deletion',
    title: 'Your right to deletion',
    blocks: [
      p('You may ask us to delete the personal information we collected from you. We may keep information when it is needed to:'),
      list(
        'Complete the transaction for which it was collected, or perform a contract with you.',
        'Detect security incidents and protect against fraud or illegal activity.',
        'Debug products to find and repair errors.',
        'Exercise free speech or ensure another consumer’s right to exercise it.',
        'Comply with a legal obligation, such as keeping tax and accounting records.',
        'Make other internal uses that are compatible with the context in which you gave the information.',
      ),
    ],
  },
  {
    id: 'opt-out',
    title: 'Opting out of communications',
    blocks: [
      p(
        'Every marketing e-mail we send has an unsubscribe link. To stop text messages (SMS), reply STOP to any message; reply HELP for help. Messages about your orders and your account continue while you use our services.',
      ),
    ],
  },
  {
    id: 'response-time',
    title: 'Response time',
    blocks: [
      p(
        `We confirm receipt of a request within 10 business days and answer within ${RESPONSE_DAYS} days. If we need more time, up to ${EXTENDED_RESPONSE_DAYS} days in all, we tell you the reason in writing.`,
      ),
    ],
  },
  {
    id: 'non-discrimination',
    title: 'Non-discrimination',
    blocks: [
      p(
        'We will not treat you differently, deny you service or charge you a different price because you exercised a right under the CCPA.',
      ),
    ],
  },
  {
    id: 'children',
    title: 'Children’s privacy',
    blocks: [
      p(
        `Our services are not directed to anyone under ${MINIMUM_AGE}, and we do not knowingly collect their personal information. If we learn that we collected personal information from a child under ${PARENTAL_CONSENT_AGE} without a parent’s consent, we delete it.`,
      ),
    ],
  },
  {
    id: 'contact',
    title: 'Contact details',
    blocks: [list(...contactLines)],
  },
];
