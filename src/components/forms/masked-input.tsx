import type { InputHTMLAttributes } from 'react';
import { applyMask, caretAfterDigits, type DigitMask } from './mask.ts';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  digitMask: DigitMask;
};

/**
 * A text input that shows its digits through a mask as the visitor types or pastes. The caret stays
 * after the digit just typed, also when typing in the middle. The input holds its own value (the
 * form reads it): each change is masked in place, in the same event, so no keystroke can land
 * between the typed and the masked text.
 */
export function MaskedInput({ digitMask, ...rest }: Props) {
  return (
    <input
      {...rest}
      onChange={(event) => {
        const node = event.currentTarget;
        const typed = node.value;
        const caret = node.selectionStart ?? typed.length;
        const digitsBefore = typed.slice(0, caret).replace(/\D/g, '').length;
        const masked = applyMask(typed, digitMask);
        if (masked === typed) return;
        node.value = masked;
        const at = caret >= typed.length ? masked.length : caretAfterDigits(masked, digitsBefore);
        if (document.activeElement === node) node.setSelectionRange(at, at);
      }}
    />
  );
}
