import { Field, useField } from 'react-final-form';
import type { FieldSpec, FormSpec } from '../../content/forms/form-specs.ts';
import { errorId, fieldId, hintId, ruleNoteId } from './field-ids.ts';
import { PHONE_DIGIT_MASK } from './mask.ts';
import { MaskedInput } from './masked-input.tsx';

/**
 * One field with its label, "(Required)" or "(Optional)" marker, hint and error (spec 5). The error
 * shows once Send was refused and is linked to the control with aria-describedby; the control keeps
 * whatever the visitor typed.
 */
export function FormField({ field, form }: { field: FieldSpec; form: Pick<FormSpec, 'id' | 'marking' | 'ruleNote'> }) {
  const { meta } = useField(field.name, { subscription: { error: true, submitFailed: true } });
  const message: string | undefined = meta.submitFailed ? meta.error : undefined;
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
            <Field key={option.value} name={field.name} type="checkbox" value={option.value}>
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

  return (
    <div className={`form-field form-field--${field.kind}${message ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {hint}
      {error}
      <Field name={field.name} subscription={{ value: true }}>
        {({ input }) => {
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
          if (field.phone === 'masked') {
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
        }}
      </Field>
    </div>
  );
}
