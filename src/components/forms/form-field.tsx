import { Field, useField } from 'react-final-form';
import type { FieldSpec, FormSpec } from '../../content/forms/form-specs.ts';
import { FieldControl } from './field-control.tsx';
import { errorId, fieldId, hintId, ruleNoteId } from './field-ids.ts';
import type { MaskedInputControl } from './masked-input.tsx';

/**
 * One field with its label, "(Required)" or "(Optional)" marker, hint and error (spec 5). The error
 * shows once Send was refused by the rules, follows what is typed from then on (final-form checks
 * every change), and is linked to the control with aria-describedby.
 */
export function FormField({
  field,
  form,
  MaskedInput,
}: {
  field: FieldSpec;
  form: Pick<FormSpec, 'id' | 'marking' | 'ruleNote'>;
  /** The control of a masked field, given by the form that has one. */
  MaskedInput?: MaskedInputControl;
}) {
  const { meta } = useField(field.name, { subscription: { error: true, submitFailed: true } });
  const message = meta.submitFailed ? (meta.error as string | undefined) : undefined;
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
            <Field key={option.value} name={field.name} type="checkbox" value={option.value} subscription={{ value: true }}>
              {({ input }) => (
                <label className="form-field__option" htmlFor={`${id}-${index}`}>
                  <input {...input} id={`${id}-${index}`} />
                  {option.label}
                </label>
              )}
            </Field>
          ))}
        </div>
      </fieldset>
    );
  }

  const common = {
    id,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedBy || undefined,
    required: field.required || undefined,
  } as const;
  return (
    <div className={`form-field form-field--${field.kind}${message ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {hint}
      {error}
      <FieldControl field={field} common={common} MaskedInput={MaskedInput} />
    </div>
  );
}
