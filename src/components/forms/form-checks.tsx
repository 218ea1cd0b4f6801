import type { Ref } from 'react';
import { useFormState } from 'react-final-form';
import type { UnavailableReason } from '../../../machines/form-submission.machine.ts';
import { brand } from '../../content/brand.ts';
import type { FormSpec } from '../../content/forms/form-specs.ts';
import { ErrorSummary, type SummaryItem } from './error-summary.tsx';
import { captchaId, fieldId } from './field-ids.ts';
import { captchaMissingMessage } from './form-messages.ts';

const UNAVAILABLE: Record<UnavailableReason, string> = {
  config: `This form cannot be sent right now: the site's settings could not be loaded. Please call ${brand.phone} or e-mail ${brand.supportEmail}. What you typed stays here.`,
  captcha: `This form cannot be sent right now: its security check (captcha) is not set up on this site. Please call ${brand.phone} or e-mail ${brand.supportEmail}. What you typed stays here.`,
};

/**
 * The summary of why Send was refused: the form's field errors (final-form's, once Send was refused
 * by them), the captcha, or why the form cannot be sent at all. Its own component, so typing
 * re-renders only this and the field being typed in, not the whole form.
 */
export function FormErrorSummary(props: {
  spec: FormSpec;
  unavailable: UnavailableReason | null;
  rejectedAttempts: number;
  captchaMissing: boolean;
  captchaFailed: boolean;
  /** Where the machine's `focusErrorSummary` moves focus. */
  summaryRef: Ref<HTMLDivElement>;
}) {
  const { spec, unavailable, rejectedAttempts, captchaMissing, captchaFailed, summaryRef } = props;
  const { errors, submitFailed } = useFormState({ subscription: { errors: true, submitFailed: true } });
  const items: SummaryItem[] = [];
  if (unavailable) items.push({ message: UNAVAILABLE[unavailable] });
  if (submitFailed) {
    for (const field of spec.fields) {
      const message = errors?.[field.name] as string | undefined;
      if (message) items.push({ message, target: fieldId(spec.id, field.name) });
    }
  }
  if (captchaMissing) items.push({ message: captchaMissingMessage(captchaFailed), target: captchaId(spec.id) });
  if (items.length === 0 || (unavailable === null && rejectedAttempts === 0)) return null;
  return (
    <ErrorSummary
      ref={summaryRef}
      formId={spec.id}
      title={unavailable ? 'This form cannot be sent' : 'Please check the form'}
      items={items}
    />
  );
}
