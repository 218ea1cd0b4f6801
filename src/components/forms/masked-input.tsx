import type { ComponentType, InputHTMLAttributes } from 'react';
import { createCodeLoader } from '../../actors/code/code-loader.ts';
import { CodeUnavailable } from '../code-unavailable.tsx';
import type { DigitMask } from './digit-masks.ts';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onFocus'> & {
  digitMask: DigitMask;
};

/** What a form with a masked field gives its fields (only such a form's page loads this module). */
export type MaskedInputControl = ComponentType<Props>;

type MaskModule = typeof import('./mask.ts');

/**
 * The masking code (with @react-input/mask), loaded on the field's first focus or keystroke through its
 * code loader (machines/code-loader.machine.ts): a form without a masked field never loads it. Offline the
 * field stays unmasked and keeps what was typed; the form says the format did not load and offers Retry.
 */
const maskCode = createCodeLoader<MaskModule>('The phone number format', () => import('./mask.ts'));
/**
 * Shows the field's digits through its mask, keeping the caret after the digit just typed (also
 * in the middle): the caret's place is counted in digits, which the mask never changes.
 */
function maskInPlace(node: HTMLInputElement, digitMask: DigitMask, { applyMask, caretAfterDigits }: MaskModule) {
  const typed = node.value;
  const caret = node.selectionStart ?? typed.length;
  const digitsBefore = typed.slice(0, caret).replace(/\D/g, '').length;
  const masked = applyMask(typed, digitMask);
  if (masked === typed) return;
  node.value = masked;
  const at = caret >= typed.length ? masked.length : caretAfterDigits(masked, digitsBefore);
  if (document.activeElement === node) node.setSelectionRange(at, at);
}

/**
 * A text input that shows its digits through a mask as the visitor types or pastes. The input holds
 * its own value (the form reads it): each change is masked in place, in the same event, so no
 * keystroke can land between the typed and the masked text. The masking code loads when the field
 * is first focused (or typed into without focus, as autofill does); what is typed before it arrives
 * is masked as soon as it does, with the caret kept after the same digit and focus where it is.
 */
export function MaskedInput({ digitMask, ...rest }: Props) {
  return (
    <>
      <input
        {...rest}
        onFocus={maskCode.request}
        onChange={(event) => {
          const node = event.currentTarget;
          const loaded = maskCode.code();
          if (loaded) return maskInPlace(node, digitMask, loaded);
          // The field's value, caret and focus are read when the code arrives, not now: later keystrokes count.
          maskCode.get().then(
            (module) => maskInPlace(node, digitMask, module),
            () => {},
          );
        }}
      />
      <CodeUnavailable loader={maskCode} />
    </>
  );
}
