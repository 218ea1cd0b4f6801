import type { CaptchaAreaProps } from './captcha-provider.ts';
import { captchaId, errorId } from './field-ids.ts';
import { captchaMissingMessage } from './form-messages.ts';

/**
 * The contact form's security check (spec 5): its label, the provider's widget, what is happening
 * (loading, failed with a retry, not available) and its error once Send was refused without it.
 */
export function CaptchaArea(props: CaptchaAreaProps) {
  const { formId, status, missing, onRetry, containerRef } = props;
  const id = captchaId(formId);
  const error = missing ? errorId(formId, 'captcha') : undefined;
  return (
    <div className={`captcha form-field${missing ? ' form-field--invalid' : ''}`}>
      <p className="form-field__label" id={`${id}-label`}>
        Security check<span className="form-field__marker"> (Required)</span>
      </p>
      {missing ? (
        <p id={error} className="form-field__error">
          <span className="visually-hidden">Error: </span>
          {captchaMissingMessage(status === 'failed')}
        </p>
      ) : null}
      <div
        ref={containerRef}
        id={id}
        className="captcha__container"
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error}
        tabIndex={-1}
      />
      {status === 'loading' ? (
        <p className="captcha__status" role="status">
          Loading the security check…
        </p>
      ) : null}
      {status === 'failed' ? (
        <p className="captcha__status" role="status">
          The security check could not be loaded.{' '}
          <button type="button" className="button button--ghost" onClick={onRetry}>
            Try the security check again
          </button>
        </p>
      ) : null}
      {status === 'unavailable' ? <p className="captcha__status">The security check is not available.</p> : null}
    </div>
  );
}
