import { brand } from '../brand.ts';
import { LONG_TEXT, type FormSpec } from './form-specs.ts';
import { same, type Option } from './options.ts';
import { STATE_FIELD } from './us-states.ts';

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

/** spec 3 "Contact lead form", spec 5 "Contact form". */
export const contactForm: FormSpec = {
  id: 'contact',
  marking: 'required',
  fields: [
    { name: 'first_name', label: 'First name', kind: 'text', required: true, maxLength: 40, autoComplete: 'given-name' },
    { name: 'last_name', label: 'Last name', kind: 'text', required: true, maxLength: 40, autoComplete: 'family-name' },
    {
      name: 'phone',
      label: 'Phone',
      kind: 'tel',
      required: true,
      phone: 'masked',
      autoComplete: 'tel-national',
      hint: 'Ten digits; the brackets and dashes are added for you.',
    },
    { name: 'email', label: 'E-mail', kind: 'email', required: true, maxLength: 40, autoComplete: 'email' },
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
      errorName: 'Products of interest',
      requiredMessage: 'Tell us which products you are interested in.',
      hint: `For example ${brand.product}, DeliveryTrax or Logistix, and what you would like to see.`,
    },
  ],
};
