/**
 * Digit masks (spec 5, 9: the phone mask (000)-000-0000; the Support Key 000-000-000), applied
 * with @react-input/mask's `format` on every change instead of its live input hook: the hook
 * samples the caret on a timer and drops keystrokes that arrive before the timer runs (a busy or
 * slow device), and a mask must never lose what the visitor typed.
 */
import { format } from '@react-input/mask';
import type { DigitMask } from './digit-masks.ts';

const replacement = { _: /\d/ };
const slots = (mask: DigitMask) => [...mask.mask].filter((char) => char === '_').length;

/** The masked text for whatever was typed or pasted: its digits, in order, up to the mask's length. */
export function applyMask(typed: string, mask: DigitMask): string {
  const digits = typed.replace(/\D/g, '').slice(0, slots(mask));
  return digits ? format(digits, { mask: mask.mask, replacement }) : '';
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
