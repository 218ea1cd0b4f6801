import { useField } from 'react-final-form';
import type { FieldSpec } from '../../content/forms/form-specs.ts';
import { PHONE_DIGIT_MASK } from './digit-masks.ts';
import type { MaskedInputControl } from './masked-input.tsx';

export interface ControlAttributes {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  required: true | undefined;
}

/**
 * A field's control, named for the native post: its value is final-form's (the browser's control
 * shows it and reports each change, focus and blur), so the form's rules and drafts read one place.
 */
export function FieldControl({
  field,
  common,
  MaskedInput,
}: {
  field: FieldSpec;
  common: ControlAttributes;
  MaskedInput: MaskedInputControl | undefined;
}) {
  const { input } = useField<string | undefined>(field.name, { subscription: { value: true } });
  if (field.kind === 'select') {
    return (
      <select {...input} {...common} autoComplete={field.autoComplete}>
        {field.placeholderOption ? <option value="">{field.placeholderOption}</option> : null}
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  if (field.kind === 'textarea') {
    return <textarea {...input} {...common} rows={5} placeholder={field.placeholder} />;
  }
  if (field.phone === 'masked' && MaskedInput) {
    // spec 5, 9: the (000)-000-0000 mask; digits only.
    return (
      <MaskedInput
        input={input}
        {...common}
        digitMask={PHONE_DIGIT_MASK}
        type="tel"
        inputMode="numeric"
        autoComplete={field.autoComplete}
        placeholder="(000)-000-0000"
      />
    );
  }
  return (
    <input
      {...input}
      {...common}
      type={field.kind === 'url' ? 'text' : field.kind}
      inputMode={field.kind === 'url' ? 'url' : field.phone === 'tenDigits' ? 'numeric' : undefined}
      autoComplete={field.autoComplete}
      placeholder={field.placeholder}
      spellCheck={field.kind === 'email' || field.kind === 'url' || field.supportKey ? false : undefined}
      autoCapitalize={field.supportKey ? 'off' : undefined}
    />
  );
}
