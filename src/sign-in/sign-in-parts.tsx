/**
 * Pieces the sign-in views share: the username and password form, the error line, the dispatch hand-off notice,
 * what shows when there is no config, the status line and the way back to /ops. The form's controls are in sign-in-fields.tsx.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { KEEP_OVER_RELOAD, takeKeptFields } from '../actors/code/keep-over-reload.ts';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { PasswordField, Spinner, SubmitButton, TextField, readField, useFieldIds } from './sign-in-fields.tsx';
import './sign-in-form.css';

/** spec 8 "Compact login panel": the error in red, prefixed with an asterisk. */
export function FormError({ id, message }: { id: string; message: string | null }) {
  // Always rendered, so screen readers announce the text when it appears (a live region).
  return (
    <p id={id} className="sign-in-form__error" role="alert">
      {message ? (
        <>
          <span aria-hidden="true">* </span>
          {message}
        </>
      ) : null}
    </p>
  );
}

/**
 * The username and password form of the /ops login panel and of /ehi-login (spec 4 "Login form",
 * "Partner login"): the fields, the error line and the LOGIN button; the view's flow gets both
 * values as read at submit (spec 4 autofill). What a view shows below the button is its children.
 */
export function CredentialsForm({
  className,
  label,
  idPrefix,
  busy,
  error,
  onCredentials,
  onFocus,
  onIncomplete,
  children,
}: {
  className: string;
  label: string;
  idPrefix: string;
  busy: boolean;
  error: string | null;
  onCredentials: (credentials: { username: string; password: string }) => void;
  onFocus?: () => void;
  /** The browser refused a submit because a field is empty (it names the field): the flow drops a stale message. */
  onIncomplete?: () => void;
  children?: ReactNode;
}) {
  const ids = useFieldIds(idPrefix);
  const formElement = useRef<HTMLFormElement>(null);
  // The username typed before the page was loaded again to fetch code the browser kept as failed comes back
  // (actors/code/keep-over-reload.ts); the password never is kept.
  useEffect(() => {
    const username = takeKeptFields(idPrefix)?.username;
    const field = formElement.current?.elements.namedItem('username');
    if (typeof username === 'string' && field instanceof HTMLInputElement && field.value === '') field.value = username;
  }, [idPrefix]);
  return (
    <form
      ref={formElement}
      {...{ [KEEP_OVER_RELOAD]: idPrefix }}
      // issue 31: a submit that no script handles (the /ops form drawn into index.html, JavaScript off) posts, never
      // putting the credentials in an address.
      method="post"
      className={`sign-in-form ${className}`}
      aria-label={label}
      onFocus={onFocus}
      // React's invalid event bubbles: one per empty field, the flow takes the first.
      onInvalid={onIncomplete}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        onCredentials({ username: readField(form, 'username'), password: readField(form, 'password') });
      }}
    >
      <TextField id={ids.username} name="username" label="Username" autoComplete="username" invalid={error !== null} errorId={ids.error} />
      <PasswordField id={ids.password} name="password" label="Password" invalid={error !== null} errorId={ids.error} />
      <FormError id={ids.error} message={error} />
      <SubmitButton busy={busy}>LOGIN</SubmitButton>
      {children}
    </form>
  );
}

/** spec 4 userType 4: the dispatch application opened in a new tab, or the link when it was blocked. */
export function DispatchHandOff({ opened, offeredUrl }: { opened: boolean; offeredUrl: string | null }) {
  if (offeredUrl) {
    return (
      <p className="sign-in-form__notice" role="status">
        Your browser blocked the new tab.{' '}
        <a href={offeredUrl} target="_blank" rel="noopener noreferrer">
          Open the dispatch application
        </a>
      </p>
    );
  }
  if (opened) {
    return (
      <p className="sign-in-form__notice" role="status">
        The dispatch application opened in a new tab.
      </p>
    );
  }
  return null;
}

/** No config (spec 8: the site still renders): the sign-in cannot reach its services. */
export function SignInUnavailable() {
  return (
    <p className="sign-in-form__notice" role="status">
      Sign-in is not available right now because the site settings could not be loaded. Please reload the page in a moment.
    </p>
  );
}

/** A status line for flows that run by themselves (token in the address, /redirect). */
export function SigningIn({ label = 'Signing you in…' }: { label?: string }) {
  return (
    <p className="sign-in-status" role="status">
      <Spinner />
      {label}
    </p>
  );
}

export function BackToSignIn() {
  return (
    <p>
      <Link className="button button--ghost" to={paths.ops}>
        Go to the sign-in page
      </Link>
    </p>
  );
}
