/**
 * The controls of the sign-in forms (spec 4 "Login form", "Token login", "Partner login"): the username and the
 * password with show/hide, the submit button with its spinner, the ids that tie a form's fields to its error
 * line, and the values as read at submit.
 */
import { useId, useState, type ReactNode } from 'react';
import { BusyStatus } from '../components/live/busy-status.tsx';
import './sign-in-form.css';

export function Spinner() {
  return <span className="sign-in-spinner" aria-hidden="true" />;
}

/** The submit button: disabled with a spinner while busy (spec 4 "loading"), "Signing in…" said at once. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <>
      <button type="submit" className="button button--primary sign-in-form__submit" disabled={busy} aria-busy={busy}>
        {busy ? <Spinner /> : null}
        {children}
      </button>
      <BusyStatus busy={busy} text="Signing in…" />
    </>
  );
}

interface FieldProps {
  id: string;
  name: string;
  label: string;
  autoComplete: string;
  invalid: boolean;
  errorId: string;
  type?: 'text' | 'password';
}

export function TextField({ id, name, label, autoComplete, invalid, errorId }: FieldProps) {
  return (
    <div className={`sign-in-form__field${invalid ? ' is-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        required
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
      />
    </div>
  );
}

/** The password with a show/hide toggle (spec 2). Whether it is shown is the view's own, not the flow's. */
export function PasswordField({ id, name, label, invalid, errorId }: Omit<FieldProps, 'autoComplete' | 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={`sign-in-form__field${invalid ? ' is-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="sign-in-form__password">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete="current-password"
          required
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
        />
        <button
          type="button"
          className="sign-in-form__reveal"
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
          <span className="visually-hidden"> password</span>
        </button>
      </div>
    </div>
  );
}

/** Ids for one form's fields, unique per mounted form. */
export function useFieldIds(prefix: string) {
  const base = `${prefix}-${useId().replace(/:/g, '')}`;
  return { username: `${base}-username`, password: `${base}-password`, token: `${base}-token`, error: `${base}-error` };
}

/**
 * spec 4 autofill: the values are read from the input fields themselves at submit, so what a
 * password manager filled in without typing counts.
 */
export function readField(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
}
