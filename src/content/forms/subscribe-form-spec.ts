import { brand } from '../brand.ts';
import type { FormSpec } from './form-specs.ts';
import { same, type Option } from './options.ts';
import { STATE_FIELD } from './us-states.ts';

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

/** spec 3 "Subscribe form", spec 5 "Subscribe form" (no required flags: every field says it is optional). */
export const subscribeForm: FormSpec = {
  id: 'subscribe',
  marking: 'optional',
  fields: [
    { name: 'lead_type', label: 'Lead type', kind: 'select', options: LEAD_TYPES },
    { name: 'first_name', label: 'First name', kind: 'text', maxLength: 40, autoComplete: 'given-name' },
    { name: 'last_name', label: 'Last name', kind: 'text', maxLength: 80, autoComplete: 'family-name' },
    { name: 'email', label: 'E-mail', kind: 'email', maxLength: 80, autoComplete: 'email' },
    { name: 'phone', label: 'Phone', kind: 'tel', maxLength: 40, autoComplete: 'tel' },
    { name: 'title', label: 'Title', kind: 'text', maxLength: 40, autoComplete: 'organization-title' },
    { name: 'number_of_users', label: 'Number of users', kind: 'select', options: NUMBER_OF_USERS, placeholderOption: 'Select a number' },
    {
      name: 'estimating_system',
      label: 'Estimating system',
      kind: 'select',
      options: ESTIMATING_SYSTEMS,
      placeholderOption: 'Select a system',
    },
    { name: 'dms_type', label: 'DMS type', kind: 'select', options: DMS_TYPES, placeholderOption: 'Select a DMS' },
    { name: 'company', label: 'Company', kind: 'text', maxLength: 40, autoComplete: 'organization' },
    { name: 'street', label: 'Street', kind: 'text', maxLength: 255, autoComplete: 'street-address' },
    { name: 'zip', label: 'Zip', kind: 'text', maxLength: 20, autoComplete: 'postal-code' },
    { name: 'city', label: 'City', kind: 'text', maxLength: 40, autoComplete: 'address-level2' },
    STATE_FIELD,
    { name: 'products_of_interest', label: 'Products of interest', kind: 'checkboxes', options: PRODUCTS_OF_INTEREST },
  ],
  rules: [{ kind: 'emailOrPhone', field: 'email', other: 'phone' }],
  // docs/decisions/subscribe-contact-rule.md: the rule is said before the visitor sends.
  ruleNote: {
    text: 'Every field is optional, but give us an e-mail address or a phone number (or both) so a specialist can contact you within 24 hours.',
    fields: ['email', 'phone'],
  },
};
