/**
 * The option lists of the lead forms (spec 3 "Option lists"). Values are what the lead service
 * receives; labels are what the visitor reads.
 */
import { brand } from '../brand.ts';

export interface Option {
  value: string;
  label: string;
}

const same = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

/** The 50 US states plus the District of Columbia, as two-letter codes (spec 3). */
export const US_STATES: readonly Option[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
].map(([value, label]) => ({ value: value!, label: `${value} (${label})` }));

/** spec 3: the industry list; '--None--' is the empty choice. */
export const INDUSTRY_NONE = '--None--';
export const INDUSTRIES: readonly Option[] = [
  { value: '', label: INDUSTRY_NONE },
  ...same([
    'Collision Repairer',
    'OEM Parts Vendor',
    'Specialty Parts & Accessory Vendor',
    'Biotechnology',
    'Chemicals',
    'Communications',
    'Construction',
    'Consulting',
    'Education',
    'Electronics',
    'Energy',
    'Engineering',
    'Entertainment',
    'Environmental',
    'Finance',
    'Food & Beverage',
    'Government',
    'Healthcare',
    'Hospitality',
    'Insurance',
    'Machinery',
    'Manufacturing',
    'Media',
    'Not For Profit',
    'Other',
    'Recreation',
    'Retail',
    'Shipping',
    'Technology',
    'Telecommunications',
    'Transportation',
    'Utilities',
  ]),
];

/** spec 3: lead type, only option Body Shop. */
export const LEAD_TYPES: readonly Option[] = same(['Body Shop']);

/** spec 3: number of users; 'none' is a real answer (no users yet), not an empty choice. */
export const NUMBER_OF_USERS: readonly Option[] = same(['none', '1-5', '5-10', '10+']);

export const ESTIMATING_SYSTEMS: readonly Option[] = same([
  'ADP (Audatex)',
  'CCC (Pathways, CCC One)',
  'Mitchell (Ultramate, Mitchell Repair Center)',
  'Other',
]);

/**
 * spec 3 lists UCS twice (after Lightyear and at the end); a list of choices shows it once, in its
 * first place, so the visitor never sees two identical options.
 */
export const DMS_TYPES: readonly Option[] = same([
  'ADP/CDK',
  'Arkona/Opentrack',
  'DPC Integrations',
  'ADP Alliance',
  'Automate',
  'Autosoft',
  'IBS (ASW)',
  'Lightyear',
  'UCS',
  'PBS',
  'InfinitiNet',
  'Reynolds',
]);

/** spec 3: products of interest; the first is the ordering platform ({product}). */
export const PRODUCTS_OF_INTEREST: readonly Option[] = same([
  brand.product,
  'ValuTrax',
  'TraxPod',
  'DeliveryTrax',
  'TraxDrive',
  'BackTrax',
  'TraxScan',
  'OPSLogistix',
  'OPSFly',
  'OPS Analytics',
  'Integrations',
  'Consultation',
  'Training',
]);
