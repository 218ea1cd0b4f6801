/**
 * What each form asks for (spec 3 entities, spec 5 rules): the posted field names, labels, kinds,
 * required flags, lengths and option lists. Names follow what the lead service expects (Web-to-Lead
 * and Web-to-Case style), so a form posted by the browser is read there without any mapping.
 *
 * Where spec 5 gives no length for a field, the limit is the lead service's own field size (the
 * service would cut longer text): the visitor is told before sending instead of losing text.
 *
 * This module holds what a form spec is; each form's spec is its own module (contact-form-spec.ts,
 * subscribe-form-spec.ts, ...), imported by that form alone, so a page loads only its own form.
 */
import type { Option } from './options.ts';

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
  /** The field's name in its messages where the label does not read as one (a question): "<name> must be …". */
  errorName?: string;
  /** What the field says when it is left empty, where "<name> is required." would not read (issue 42). */
  requiredMessage?: string;
}

/**
 * A rule across fields (spec 5), named here and judged with the other rules (validation.ts), so a
 * page carries its form's rules as data and the code that checks them loads once the form is used.
 * `emailOrPhone`: `field` (an e-mail) or `other` (a phone) must be given; reported on `field`.
 */
export interface FormRule {
  kind: 'emailOrPhone';
  field: string;
  other: string;
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
export const LONG_TEXT = 32_000;
