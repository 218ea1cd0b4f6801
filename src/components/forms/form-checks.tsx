import type { UnavailableReason } from '../../../machines/form-submission.machine.ts';
import { brand } from '../../content/brand.ts';
import type { FormSpec } from '../../content/forms/form-specs.ts';
import { ErrorSummary, type SummaryItem } from './error-summary.tsx';
import { captchaId, fieldId } from './field-ids.ts';
import { useFormErrors, type FormErrorsStore } from './form-errors.ts';

const CAPTCHA_MISSING = 'Complete the security check ("I\'m not a robot") before sending.';
const CAPTCHA_FAILED = 'The security check could not be loaded. Press "Try the security check again", or call us.';
/** What the captcha area and the error summary say when Send was refused for the captcha. */
export const captchaMissingMessage = (failed: boolean) => (failed ? CAPTCHA_FAILED : CAPTCHA_MISSING);

/**
 * What a posted form needs once the visitor sends it (spec 5): the rules and the error summary.
 * Imported by posted-form.tsx, in its chunk (see there why it is not loaded later).
 */
export { validateForm } from '../../content/forms/validation.ts';

const UNAVAILABLE: Record<UnavailableReason, string> = {
  config: `This form cannot be sent right now: the site's settings could not be loaded. Please call ${brand.phone} or e-mail ${brand.supportEmail}. What you typed stays here.`,
  captcha: `This form cannot be sent right now: its security check (captcha) is not set up on this site. Please call ${brand.phone} or e-mail ${brand.supportEmail}. What you typed stays here.`,
};

/**
 * The summary of why Send was refused: the form's field errors (once Send was tried), the captcha,
 * or why the form cannot be sent at all. Its own component, so typing re-renders only this and the
 * field being typed in, not the whole form.
 */
export function FormErrorSummary(props: {
  spec: FormSpec;
  errors: FormErrorsStore;
  unavailable: UnavailableReason | null;
  rejectedAttempts: number;
  captchaMissing: boolean;
  captchaFailed: boolean;
}) {
  const { spec, unavailable, rejectedAttempts, captchaMissing, captchaFailed } = props;
  const { errors, submitFailed } = useFormErrors(props.errors);
  const items: SummaryItem[] = [];
  if (unavailable) items.push({ message: UNAVAILABLE[unavailable] });
  if (submitFailed) {
    for (const field of spec.fields) {
      const message = errors[field.name];
      if (message) items.push({ message, target: fieldId(spec.id, field.name) });
    }
  }
  if (captchaMissing) items.push({ message: captchaMissingMessage(captchaFailed), target: captchaId(spec.id) });
  if (items.length === 0 || (unavailable === null && rejectedAttempts === 0)) return null;
  return <ErrorSummary formId={spec.id} title={unavailable ? 'This form cannot be sent' : 'Please check the form'} items={items} />;
}
