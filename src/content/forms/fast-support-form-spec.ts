import type { FormSpec } from './form-specs.ts';

/**
 * spec 2 "Fast support page": the name and the Support Key a technician gave, posted to the
 * remote-support download service under the names that service reads.
 */
export const fastSupportForm: FormSpec = {
  id: 'fast-support',
  marking: 'required',
  fields: [
    { name: 'name', label: 'Your name', kind: 'text', required: true, maxLength: 80, autoComplete: 'name' },
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
