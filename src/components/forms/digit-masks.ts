/**
 * The digit masks of the forms (spec 5, 9), apart from the code that applies them (mask.ts, with
 * @react-input/mask), which a masked field loads when it is first focused or typed in.
 */
export interface DigitMask {
  /** `_` marks a digit; every other character is added for the visitor. */
  mask: string;
}

export const PHONE_DIGIT_MASK: DigitMask = { mask: '(___)-___-____' };
