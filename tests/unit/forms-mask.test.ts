import { describe, expect, it } from 'vitest';
import { PHONE_DIGIT_MASK } from '../../src/components/forms/digit-masks.ts';
import { applyMask, caretAfterDigits } from '../../src/components/forms/mask.ts';
import { PHONE_MASK_PATTERN } from '../../src/content/forms/validation.ts';

describe('digit masks (spec 5, 9)', () => {
  it('shows typed or pasted digits as (000)-000-0000', () => {
    expect(applyMask('', PHONE_DIGIT_MASK)).toBe('');
    expect(applyMask('5', PHONE_DIGIT_MASK)).toBe('(5');
    expect(applyMask('5550', PHONE_DIGIT_MASK)).toBe('(555)-0');
    expect(applyMask('5550100199', PHONE_DIGIT_MASK)).toBe('(555)-010-0199');
    expect(applyMask('(555) 010-0199', PHONE_DIGIT_MASK)).toBe('(555)-010-0199');
    expect(applyMask('+1 555 010 0199', PHONE_DIGIT_MASK)).toBe('(155)-501-0019');
    expect(applyMask('55a5010x0199', PHONE_DIGIT_MASK)).toBe('(555)-010-0199');
    expect(applyMask('abc', PHONE_DIGIT_MASK)).toBe('');
    expect(PHONE_MASK_PATTERN.test(applyMask('5550100199', PHONE_DIGIT_MASK))).toBe(true);
  });

  it('lets a deleted separator take its digit-less tail with it, so Backspace never sticks', () => {
    expect(applyMask('(555)-', PHONE_DIGIT_MASK)).toBe('(555');
    expect(applyMask('(555)-010-', PHONE_DIGIT_MASK)).toBe('(555)-010');
  });

  it('puts the caret after the digit just typed, skipping separators', () => {
    expect(caretAfterDigits('(555)-010-0199', 3)).toBe(4);
    expect(caretAfterDigits('(555)-010-0199', 4)).toBe(7);
    expect(caretAfterDigits('(555)-010-0199', 10)).toBe(14);
    expect(caretAfterDigits('(555)-010-0199', 0)).toBe(1);
    expect(caretAfterDigits('123-456-789', 0)).toBe(0);
    expect(caretAfterDigits('', 0)).toBe(0);
  });
});
