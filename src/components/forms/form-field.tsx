import type { FieldSpec, FormSpec } from '../../content/forms/form-specs.ts';
import { errorId, fieldId, hintId, ruleNoteId } from './field-ids.ts';
import { useFieldMessage, type FormErrorsStore } from './form-errors.ts';
import { PHONE_DIGIT_MASK } from './digit-masks.ts';
import type { MaskedInputControl } from './masked-input.tsx';

/**
 * One field with its label, "(Required)" or "(Optional)" marker, hint and error (spec 5). The error
 * shows once Send was refused and is linked to the control with aria-describedby. The control is the
 * browser's own (uncontrolled): it keeps whatever the visitor typed, from the first keystroke, with no
 * library to load first (docs/decisions/forms-browser-held-values.md).
 */
export function FormField({
  field,
  form,
  initial,
  errors,
  MaskedInput,
}: {
  field: FieldSpec;
  form: Pick<FormSpec, 'id' | 'marking' | 'ruleNote'>;
  /** What the field shows on arrival: the default choice, or a draft brought back (form-draft.ts). */
  initial: string | string[] | undefined;
  errors: FormErrorsStore;
  /** The control of a masked field, given by the form that has one. */
  MaskedInput?: MaskedInputControl;
}) {
  const message = useFieldMessage(errors, field.name);
  const id = fieldId(form.id, field.name);
  const describedBy = [
    form.ruleNote?.fields.includes(field.name) ? ruleNoteId(form.id) : null,
    field.hint ? hintId(form.id, field.name) : null,
    message ? errorId(form.id, field.name) : null,
  ]
    .filter(Boolean)
    .join(' ');
  const marker = form.marking === 'required' ? (field.required ? '(Required)' : null) : '(Optional)';
  const hint = field.hint ? (
    <p id={hintId(form.id, field.name)} className="form-field__hint">
      {field.hint}
    </p>
  ) : null;
  const error = message ? (
    <p id={errorId(form.id, field.name)} className="form-field__error">
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  ) : null;
  const label = (
    <>
      {field.label}
      {marker ? <span className="form-field__marker"> {marker}</span> : null}
    </>
  );
  const common = {
    id,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedBy || undefined,
    required: field.required || undefined,
  } as const;

  if (field.kind === 'checkboxes') {
    return (
      <fieldset
        className={`form-field form-field--checkboxes${message ? ' form-field--invalid' : ''}`}
        aria-describedby={describedBy || undefined}
        id={id}
        tabIndex={-1}
      >
        <legend className="form-field__label">{label}</legend>
        {hint}
        {error}
        <div className="form-field__options">
          {(field.options ?? []).map((option, index) => (
            <label key={option.value} className="form-field__option" htmlFor={`${id}-${index}`}>
              <input
                type="checkbox"
                name={field.name}
                value={option.value}
                defaultChecked={Array.isArray(initial) && initial.includes(option.value)}
                id={`${id}-${index}`}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  return (
    <div className={`form-field form-field--${field.kind}${message ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {hint}
      {error}
      <FieldControl field={field} common={common} initial={typeof initial === 'string' ? initial : undefined} MaskedInput={MaskedInput} />
    </div>
  );
}

/** The field's control, named for the post; it starts with `initial` and then holds what is typed. */
function FieldControl({
  field,
  common,
  initial,
  MaskedInput,
}: {
  field: FieldSpec;
  MaskedInput: MaskedInputControl | undefined;
  common: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined; required: true | undefined };
  initial: string | undefined;
}) {
  const named = { ...common, name: field.name, defaultValue: initial };
  if (field.kind === 'select') {
    return (
      <select {...named} autoComplete={field.autoComplete}>
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
    return <textarea {...named} rows={5} placeholder={field.placeholder} />;
  }
  if (field.phone === 'masked' && MaskedInput) {
    // spec 5, 9: the (000)-000-0000 mask; digits only.
    return (
      <MaskedInput
        {...named}
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
      {...named}
      type={field.kind === 'url' ? 'text' : field.kind}
      inputMode={field.kind === 'url' ? 'url' : field.phone === 'tenDigits' ? 'numeric' : undefined}
      autoComplete={field.autoComplete}
      placeholder={field.placeholder}
      spellCheck={field.kind === 'email' || field.kind === 'url' || field.supportKey ? false : undefined}
      autoCapitalize={field.supportKey ? 'off' : undefined}
    />
  );
}
