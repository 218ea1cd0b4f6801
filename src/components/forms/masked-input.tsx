import type { ComponentType, InputHTMLAttributes } from 'react';
import type { FieldInputProps } from 'react-final-form';
import { createCodeLoader } from '../../actors/code/code-loader.ts';
import { CodeUnavailable } from '../code-unavailable.tsx';
import type { DigitMask } from './digit-masks.ts';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onFocus' | 'onBlur' | 'name'> & {
  /** The field the input shows and reports to (final-form's). */
  input: FieldInputProps<string | undefined, HTMLInputElement>;
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
 * A text input that shows its digits through a mask as the visitor types or pastes. The field's value
 * is final-form's: each change is masked in place, in the same event, and the masked text is what the
 * field receives, so no keystroke can land between the typed and the masked text and the caret stays
 * where the masking put it. The masking code loads when the field is first focused (or typed into
 * without focus, as autofill does); what is typed before it arrives is masked as soon as it does, with
 * the caret kept after the same digit and focus where it is.
 */
export function MaskedInput({ digitMask, input, ...rest }: Props) {
  const show = (node: HTMLInputElement, module: MaskModule) => {
    maskInPlace(node, digitMask, module);
    input.onChange(node.value);
  };
  return (
    <>
      <input
        {...rest}
        name={input.name}
        value={input.value ?? ''}
        onBlur={input.onBlur}
        onFocus={(event) => {
          input.onFocus(event);
          maskCode.request();
        }}
        onChange={(event) => {
          const node = event.currentTarget;
          const loaded = maskCode.code();
          if (loaded) return show(node, loaded);
          input.onChange(node.value);
          // Failed: the alert's Retry asks again; a keystroke does not (a second failure may load the page again).
          if (maskCode.actor.getSnapshot().matches('failed')) return;
          // The field's value, caret and focus are read when the code arrives, not now: later keystrokes count.
          maskCode.get().then(
            (module) => show(node, module),
            () => {},
          );
        }}
      />
      <CodeUnavailable loader={maskCode} />
    </>
  );
}
