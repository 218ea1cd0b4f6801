/**
 * What each form asks for (spec 3 entities, spec 5 rules): the posted field names, labels, kinds,
 * required flags, lengths and option lists. Names follow what the lead service expects (Web-to-Lead
 * and Web-to-Case style), so a form posted by the browser is read there without any mapping.
 *
 * Where spec 5 gives no length for a field, the limit is the lead service's own field size (the
 * service would cut longer text): the visitor is told before sending instead of losing text.
 */
import { brand } from '../brand.ts';
import {
  DMS_TYPES,
  ESTIMATING_SYSTEMS,
  INDUSTRIES,
  LEAD_TYPES,
  NUMBER_OF_USERS,
  PRODUCTS_OF_INTEREST,
  US_STATES,
  type Option,
} from './options.ts';
import { emailOrPhone, type FormRule } from './validation.ts';

export type FieldKind = 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'select' | 'checkboxes';

export interface FieldSpec {
  /** The posted name, and the key in the form's values. */
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  maxLength?: number;
  /** `masked`: (000)-000-0000 with the input mask; `tenDigits`: ten digits, no separators. */
  phone?: 'masked' | 'tenDigits';
  /** The remote-support Support Key: any text up to 64 characters once trimmed (validation.ts). */
  supportKey?: boolean;
  options?: readonly Option[];
  /** The first, empty choice of a select ('Select a state'). */
  placeholderOption?: string;
  autoComplete?: string;
  placeholder?: string;
  /** Help shown under the label, read with the field. */
  hint?: string;
}

export interface FormSpec {
  /** Prefix of the DOM ids, unique per page. */
  id: string;
  fields: readonly FieldSpec[];
  rules?: readonly FormRule[];
  /**
   * A rule across fields, said before the visitor sends: shown above the fields and read with each
   * named field (aria-describedby), e.g. "an e-mail address or a phone number".
   */
  ruleNote?: { text: string; fields: readonly string[] };
  /** `required`: mark required fields "(Required)"; `optional`: mark every field "(Optional)". */
  marking: 'required' | 'optional';
}

/** Free text the lead service keeps in full (its description field holds 32,000 characters). */
const LONG_TEXT = 32_000;

/** The US state select of the contact and subscribe forms (spec 3, 5). */
const STATE_FIELD: FieldSpec = {
  name: 'state',
  label: 'State',
  kind: 'select',
  options: US_STATES,
  placeholderOption: 'Select a state',
  autoComplete: 'address-level1',
};

/** spec 3 "Contact lead form", spec 5 "Contact form". */
export const contactForm: FormSpec = {
  id: 'contact',
  marking: 'required',
  fields: [
    { name: 'first_name', label: 'First Name', kind: 'text', required: true, maxLength: 40, autoComplete: 'given-name' },
    { name: 'last_name', label: 'Last Name', kind: 'text', required: true, maxLength: 40, autoComplete: 'family-name' },
    {
      name: 'phone',
      label: 'Phone',
      kind: 'tel',
      required: true,
      phone: 'masked',
      autoComplete: 'tel-national',
      hint: 'Ten digits; the brackets and dashes are added for you.',
    },
    { name: 'email', label: 'Email', kind: 'email', required: true, maxLength: 40, autoComplete: 'email' },
    { name: 'title', label: 'Title', kind: 'text', maxLength: 128, autoComplete: 'organization-title' },
    { name: 'company', label: 'Company', kind: 'text', required: true, maxLength: 255, autoComplete: 'organization' },
    { name: 'URL', label: 'Website', kind: 'url', maxLength: 255, autoComplete: 'url' },
    { name: 'street', label: 'Street', kind: 'text', maxLength: 255, autoComplete: 'street-address' },
    { name: 'city', label: 'City', kind: 'text', maxLength: 40, autoComplete: 'address-level2' },
    STATE_FIELD,
    { name: 'zip', label: 'Zip', kind: 'text', maxLength: 20, autoComplete: 'postal-code' },
    { name: 'industry', label: 'Industry', kind: 'select', options: INDUSTRIES },
    {
      name: 'description',
      label: 'Which products are you interested in?',
      kind: 'textarea',
      required: true,
      maxLength: LONG_TEXT,
      hint: `For example ${brand.product}, DeliveryTrax or Logistix, and what you would like to see.`,
    },
  ],
};

/** spec 3 "Subscribe form", spec 5 "Subscribe form" (no required flags: every field says it is optional). */
export const subscribeForm: FormSpec = {
  id: 'subscribe',
  marking: 'optional',
  fields: [
    { name: 'lead_type', label: 'Lead Type', kind: 'select', options: LEAD_TYPES },
    { name: 'first_name', label: 'First Name', kind: 'text', maxLength: 40, autoComplete: 'given-name' },
    { name: 'last_name', label: 'Last Name', kind: 'text', maxLength: 80, autoComplete: 'family-name' },
    { name: 'email', label: 'Email', kind: 'email', maxLength: 80, autoComplete: 'email' },
    { name: 'phone', label: 'Phone', kind: 'tel', maxLength: 40, autoComplete: 'tel' },
    { name: 'title', label: 'Title', kind: 'text', maxLength: 40, autoComplete: 'organization-title' },
    { name: 'number_of_users', label: 'Number of Users', kind: 'select', options: NUMBER_OF_USERS, placeholderOption: 'Select a number' },
    {
      name: 'estimating_system',
      label: 'Estimating System',
      kind: 'select',
      options: ESTIMATING_SYSTEMS,
      placeholderOption: 'Select a system',
    },
    { name: 'dms_type', label: 'DMS Type', kind: 'select', options: DMS_TYPES, placeholderOption: 'Select a DMS' },
    { name: 'company', label: 'Company', kind: 'text', maxLength: 40, autoComplete: 'organization' },
    { name: 'street', label: 'Street', kind: 'text', maxLength: 255, autoComplete: 'street-address' },
    { name: 'zip', label: 'Zip', kind: 'text', maxLength: 20, autoComplete: 'postal-code' },
    { name: 'city', label: 'City', kind: 'text', maxLength: 40, autoComplete: 'address-level2' },
    STATE_FIELD,
    { name: 'products_of_interest', label: 'Products of Interest', kind: 'checkboxes', options: PRODUCTS_OF_INTEREST },
  ],
  rules: [emailOrPhone('email', 'phone')],
  // docs/decisions/subscribe-contact-rule.md: the rule is said before the visitor sends.
  ruleNote: {
    text: 'Every field is optional, but give us an e-mail address or a phone number (or both) so a specialist can contact you within 24 hours.',
    fields: ['email', 'phone'],
  },
};

/** spec 3 "Support request form", spec 5 "Support form". */
export const supportForm: FormSpec = {
  id: 'support',
  marking: 'required',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 40, autoComplete: 'name' },
    {
      name: 'phone',
      label: 'Phone',
      kind: 'tel',
      required: true,
      phone: 'tenDigits',
      autoComplete: 'tel-national',
      hint: '10 digits, no spaces or dashes, e.g. 5550100199.',
    },
    { name: 'email', label: 'Email', kind: 'email', required: true, maxLength: 40, autoComplete: 'email' },
    { name: 'subject', label: 'Subject', kind: 'text', required: true, maxLength: 40 },
    { name: 'description', label: 'Message', kind: 'textarea', required: true, maxLength: LONG_TEXT },
  ],
};

/** spec 3 "Delivery landing form", spec 5: email up to 80 characters. */
export const emailCaptureForm = (variant: 'deliverytrax' | 'traxmobile'): FormSpec => ({
  id: `${variant}-capture`,
  marking: 'required',
  fields: [
    {
      name: 'email',
      label: 'Your work email',
      kind: 'email',
      required: true,
      maxLength: 80,
      autoComplete: 'email',
      // spec 2: the delivery add-on's placeholder.
      placeholder: variant === 'deliverytrax' ? 'Provide your email here to connect with an expert…' : 'name@yourshop.com',
    },
  ],
});

/**
 * spec 2 "Fast support page": the name and the Support Key a technician gave, posted to the
 * remote-support download service under the names that service reads.
 */
export const fastSupportForm: FormSpec = {
  id: 'fast-support',
  marking: 'required',
  fields: [
    { name: 'name', label: 'Your Name', kind: 'text', required: true, maxLength: 80, autoComplete: 'name' },
    {
      name: 'supportSessionId',
      label: 'Support Key',
      kind: 'text',
      required: true,
      supportKey: true,
      autoComplete: 'off',
      hint: 'Type the key exactly as your technician gave it to you.',
    },
  ],
};

/** spec 2: the hidden flags of the remote-support form (legal info shown, ID field masked, no embedded launcher). */
export const FAST_SUPPORT_FLAGS: ReadonlyArray<readonly [string, string]> = [
  ['showLegalInfo', '2'],
  ['maskIdField', '1'],
  ['useEmbeddedLauncher', '0'],
];
