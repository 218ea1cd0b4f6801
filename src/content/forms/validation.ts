/**
 * The client-side rules of the forms (spec 5), as pure functions of a field's description and the
 * visitor's text. Each returns the message the visitor reads, or undefined when the value passes.
 * Lengths count characters as the visitor sees them (code points), so "Zoë" and "李明" are 3 and 2.
 */
import { brandPhoneDigits } from '../brand.ts';
import type { FieldSpec } from './form-specs.ts';
import type { FormRule } from './form-specs.ts';
import { inSentence } from '../../lib/in-sentence.ts';

/** spec 5, 9: the contact form's phone, as its mask (000)-000-0000 shows it. */
export const PHONE_MASK_PATTERN = /^\(\d{3}\)-\d{3}-\d{4}$/;
/** spec 5: the support form's phone is ten digits without separators (3+3+4). */
export const TEN_DIGITS_PATTERN = /^\d{10}$/;
/**
 * The remote-support Support Key: the spec gives no format, so the portal checks only what any such
 * service needs (something typed, at most SUPPORT_KEY_MAX_LENGTH characters once trimmed) and the
 * service judges the rest (docs/decisions/support-key-format.md).
 */
export const SUPPORT_KEY_MAX_LENGTH = 64;
/**
 * An address the lead service will accept: something@something.something, no spaces, one @.
 * Deliberately loose (non-Latin local parts and domains pass): the service, not the portal, is
 * the authority on deliverability.
 */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/u;

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

export const characterCount = (value: string): number => [...value].length;

export const messages = {
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number, count: number) => `${label} must be ${max} characters or fewer: it has ${count}.`,
  email: (label: string) => `${label} must be an e-mail address, like name@example.com.`,
  // issue 42: no second way of writing a phone number beside the brand's; the mask draws the brackets and dashes.
  maskedPhone: (label: string) => `${label} must have all 10 digits; the brackets and dashes are added for you.`,
  tenDigits: (label: string) => `${label} must be exactly 10 digits with no spaces or dashes, like ${brandPhoneDigits}.`,
  supportKey: (label: string, count: number) =>
    `${label} must be ${SUPPORT_KEY_MAX_LENGTH} characters or fewer: it has ${count}. Type it as your technician gave it.`,
  notAnOption: (label: string) => `Choose ${inSentence(label)} from the list.`,
  emailOrPhone: 'Enter an e-mail address or a phone number, so a specialist can reach you.',
} as const;

/** How a field's messages name it: its label, unless that does not read as a name (a question). */
export const fieldName = (field: FieldSpec): string => field.errorName ?? field.label;

/** The message for one field's value, or undefined when it passes every rule of that field. */
export function validateField(field: FieldSpec, value: unknown): string | undefined {
  const label = fieldName(field);
  if (isBlank(value)) return field.required ? (field.requiredMessage ?? messages.required(label)) : undefined;
  if (field.kind === 'checkboxes') {
    const allowed = new Set((field.options ?? []).map((option) => option.value));
    const chosen = Array.isArray(value) ? value : [value];
    return chosen.every((item) => typeof item === 'string' && allowed.has(item)) ? undefined : messages.notAnOption(label);
  }
  const text = typeof value === 'string' ? value : String(value);
  if (field.kind === 'select') {
    // A forged or stale value (DOM edited, option list changed) is not silently posted.
    return (field.options ?? []).some((option) => option.value === text) ? undefined : messages.notAnOption(label);
  }
  const count = characterCount(text);
  if (field.maxLength !== undefined && count > field.maxLength) return messages.tooLong(label, field.maxLength, count);
  if (field.kind === 'email' && !EMAIL_PATTERN.test(text.trim())) return messages.email(label);
  if (field.phone === 'masked' && !PHONE_MASK_PATTERN.test(text)) return messages.maskedPhone(label);
  if (field.phone === 'tenDigits' && !TEN_DIGITS_PATTERN.test(text)) return messages.tenDigits(label);
  if (field.supportKey && characterCount(text.trim()) > SUPPORT_KEY_MAX_LENGTH)
    return messages.supportKey(label, characterCount(text.trim()));
  return undefined;
}

export type FormValues = Record<string, string | string[] | undefined>;
export type FormErrors = Record<string, string>;

/** Every field's message, keyed by field name; an empty object when the form may be sent. */
export function validateForm(fields: readonly FieldSpec[], values: FormValues, rules: readonly FormRule[] = []): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const message = validateField(field, values[field.name]);
    if (message) errors[field.name] = message;
  }
  for (const rule of rules) {
    if (errors[rule.field]) continue;
    const message = checkRule(rule, values);
    if (message) errors[rule.field] = message;
  }
  return errors;
}

/** A rule across fields (form-specs.ts), judged on what the form holds. */
function checkRule(rule: FormRule, values: FormValues): string | undefined {
  switch (rule.kind) {
    // Subscribe: every field is optional, but a specialist needs one way to reach the visitor (spec 2: 24 hours).
    case 'emailOrPhone':
      return isBlank(values[rule.field]) && isBlank(values[rule.other]) ? messages.emailOrPhone : undefined;
  }
}
