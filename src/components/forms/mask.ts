/**
 * Digit masks (spec 5, 9: the phone mask (000)-000-0000), applied to the whole value on every
 * change rather than by a live input hook: a hook that samples the caret on a timer drops keystrokes
 * that arrive before the timer runs (a busy or slow device), and a mask must never lose what the
 * visitor typed. Ten lines of our own instead of @react-input/mask's `format` (about 1 KB gzip on
 * every form route's first visit, docs/performance.md), with the same results.
 */
export interface DigitMask {
  /** `_` marks a digit; every other character is added for the visitor. */
  mask: string;
}

/**
 * The masked text for whatever was typed or pasted: its digits, in order, as many as the mask holds.
 * A separator shows only when a digit follows it, so Backspace over one takes it away.
 */
export function applyMask(typed: string, mask: DigitMask): string {
  const digits = typed.replace(/\D/g, '');
  let masked = '';
  let next = 0;
  // Stops as soon as the digits run out: no separator is shown without a digit after it.
  for (const char of mask.mask) {
    if (next >= digits.length) break;
    if (char === '_') {
      masked += digits[next];
      next += 1;
    } else masked += char;
  }
  return masked;
}

/** Where the caret belongs in `masked` so that `digitsBefore` digits are to its left. */
export function caretAfterDigits(masked: string, digitsBefore: number): number {
  if (digitsBefore <= 0) {
    const first = masked.search(/\d/);
    return first === -1 ? masked.length : first;
  }
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (/\d/.test(masked[index]!)) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return masked.length;
}

export const PHONE_DIGIT_MASK: DigitMask = { mask: '(___)-___-____' };
