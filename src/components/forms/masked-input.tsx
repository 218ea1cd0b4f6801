import { useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';
import type { FieldInputProps } from 'react-final-form';
import { applyMask, caretAfterDigits, type DigitMask } from './mask.ts';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'name'> & {
  input: FieldInputProps<string | undefined, HTMLInputElement>;
  digitMask: DigitMask;
};

/**
 * A text input that shows its digits through a mask as the visitor types or pastes. The caret stays
 * after the digit just typed, also when typing in the middle.
 */
export function MaskedInput({ input, digitMask, ...rest }: Props) {
  const element = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);

  // After React writes the masked value, put the caret back where the visitor was typing.
  useLayoutEffect(() => {
    const node = element.current;
    const caret = pendingCaret.current;
    if (node && caret !== null && document.activeElement === node) node.setSelectionRange(caret, caret);
    pendingCaret.current = null;
  });

  return (
    <input
      {...rest}
      ref={element}
      name={input.name}
      value={input.value ?? ''}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      onChange={(event) => {
        const typed = event.target.value;
        const caret = event.target.selectionStart ?? typed.length;
        const digitsBefore = typed.slice(0, caret).replace(/\D/g, '').length;
        const masked = applyMask(typed, digitMask);
        pendingCaret.current = caret >= typed.length ? masked.length : caretAfterDigits(masked, digitsBefore);
        input.onChange(masked);
      }}
    />
  );
}
