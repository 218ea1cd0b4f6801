import { useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import {
  selectCaptchaMissing,
  selectCaptchaStatus,
  selectDraft,
  selectIsSlowToSend,
  selectIsSubmitting,
  selectRejectedAttempts,
  selectRestoredDraft,
  selectUnavailableReason,
} from '../../../machines/form-submission.machine.ts';
import { isSuccessStatus } from '../../../machines/success-status.ts';
import type { FormSpec } from '../../content/forms/form-specs.ts';
import { useAddressStatus } from '../status-modal/status-query-modal-on-success.tsx';
import type { CaptchaProvider } from './captcha-provider.ts';
import { formElementId, ruleNoteId } from './field-ids.ts';
import { FormErrorSummary } from './form-checks.tsx';
import { FormField } from './form-field.tsx';
import { RESTORED_NOTICE } from './form-messages.ts';
import { KEEP_OVER_RELOAD } from '../../actors/code/keep-over-reload.ts';
import type { MaskedInputControl } from './masked-input.tsx';
import { RETURN_URL_FIELD } from './return-url.ts';
import { SendControls } from './send-controls.tsx';
import { POSTED_BY_THE_MACHINE, startingValues, useFormFlow } from './use-form-flow.ts';
import './forms.css';

export interface PostedFormProps {
  spec: FormSpec;
  /** Where the browser posts (a config address); null when the configuration is missing. */
  action: string | null;
  /** Hidden fields posted with the visitor's (organisation id, return URL, lead source...). */
  hidden: ReadonlyArray<readonly [name: string, value: string]>;
  submitLabel: string;
  /** The captcha's configured site key and script. */
  captcha?: { siteKey: string; scriptUrl: string } | null;
  /** Given by a form that requires a captcha answer (the contact form, spec 5). */
  captchaProvider?: CaptchaProvider;
  /** The control of a masked field (the contact form's phone, spec 5, 9), given by a form that has one. */
  MaskedInput?: MaskedInputControl;
  /** Scripts the page loads on init (spec 7). */
  pageScripts?: string[];
  /** The heading that names the form. */
  labelledBy?: string;
  className?: string;
  /** Shown above the submit button (a promise, a note). */
  footnote?: ReactNode;
  /** A form whose service never sends the browser back (the remote-support download): what was typed
   * comes back when the visitor returns with Back (docs/decisions/support-key-format.md). */
  keepTypedOnBack?: boolean;
}

/**
 * A form that the browser posts itself, form-encoded, to an external service (spec 4, 7), after
 * the client-side rules pass (spec 5). final-form holds the fields (values, touched, messages); the
 * form-submission machine decides what the form starts from, whether Send may post, and what the
 * visitor is told (use-form-flow.ts wires the two).
 */
export function PostedForm(props: PostedFormProps) {
  const { spec, action, hidden, submitLabel, captchaProvider, MaskedInput, labelledBy, className, footnote } = props;
  const { flow, form, send, formElement, summary, captchaContainer } = useFormFlow({
    spec,
    configured: action !== null,
    captcha: props.captcha,
    captchaProvider,
    pageScripts: props.pageScripts ?? [],
    // A form that carries a return URL is confirmed by the service sending the browser back with
    // status=200 (spec 4); the machine decides what happens to the draft kept until then.
    confirmsWithStatus: hidden.some(([name]) => name === RETURN_URL_FIELD),
    confirmed: isSuccessStatus(useAddressStatus()),
    keepTypedOnBack: props.keepTypedOnBack ?? false,
  });
  const submitting = useSelector(flow, selectIsSubmitting);
  const slowToSend = useSelector(flow, selectIsSlowToSend);
  const rejectedAttempts = useSelector(flow, selectRejectedAttempts);
  const unavailable = useSelector(flow, selectUnavailableReason);
  const captchaStatus = useSelector(flow, selectCaptchaStatus);
  const captchaMissing = useSelector(flow, selectCaptchaMissing);
  const restored = useSelector(flow, selectRestoredDraft);
  // The machine's draft (the same object for the form's life): final-form starts from it once it is there.
  const draft = useSelector(flow, selectDraft);
  const initialValues = useMemo(() => startingValues(spec, draft), [spec, draft]);

  return (
    <Form form={form} initialValues={initialValues} onSubmit={POSTED_BY_THE_MACHINE} subscription={{}}>
      {() => (
        <form
          ref={formElement}
          id={formElementId(spec.id)}
          // What was typed is kept over a reload that fetches code this browser kept as failed (actors/code/keep-over-reload.ts).
          {...{ [KEEP_OVER_RELOAD]: spec.id }}
          className={`posted-form${className ? ` ${className}` : ''}`}
          action={action ?? undefined}
          method="post"
          acceptCharset="UTF-8"
          noValidate
          aria-labelledby={labelledBy}
          aria-busy={submitting || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          {restored ? (
            <p className="posted-form__notice" role="status">
              {RESTORED_NOTICE[restored]}
            </p>
          ) : null}
          <FormErrorSummary
            spec={spec}
            unavailable={unavailable}
            rejectedAttempts={rejectedAttempts}
            captchaMissing={captchaMissing}
            captchaFailed={captchaStatus === 'failed'}
            summaryRef={summary}
          />
          {action !== null ? hidden.map(([name, value]) => <input key={name} type="hidden" name={name} defaultValue={value} />) : null}
          {spec.ruleNote ? (
            <p id={ruleNoteId(spec.id)} className="posted-form__rule">
              {spec.ruleNote.text}
            </p>
          ) : null}
          <div className="posted-form__fields">
            {spec.fields.map((field) => (
              <FormField key={field.name} field={field} form={spec} MaskedInput={MaskedInput} />
            ))}
          </div>
          {captchaProvider ? (
            <captchaProvider.CaptchaArea
              formId={spec.id}
              status={captchaStatus}
              missing={captchaMissing}
              onRetry={() => flow.send({ type: 'captcha.retry' })}
              containerRef={captchaContainer}
            />
          ) : null}
          {footnote}
          <SendControls submitting={submitting} slowToSend={slowToSend} submitLabel={submitLabel} />
        </form>
      )}
    </Form>
  );
}
