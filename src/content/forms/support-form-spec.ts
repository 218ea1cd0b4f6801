import { brandPhoneDigits } from '../brand.ts';
import { LONG_TEXT, type FormSpec } from './form-specs.ts';

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
      hint: `Ten digits, no spaces or dashes, like ${brandPhoneDigits}.`,
    },
    { name: 'email', label: 'E-mail', kind: 'email', required: true, maxLength: 40, autoComplete: 'email' },
    { name: 'subject', label: 'Subject', kind: 'text', required: true, maxLength: 40 },
    { name: 'description', label: 'Message', kind: 'textarea', required: true, maxLength: LONG_TEXT },
  ],
};
