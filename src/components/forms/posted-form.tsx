import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import {
  formSubmissionMachine,
  selectCaptchaMissing,
  selectCaptchaStatus,
  selectIsSlowToSend,
  selectIsSubmitting,
  selectRejectedAttempts,
  selectRestoresDraft,
  selectUnavailableReason,
  type CaptchaStatus,
} from '../../../machines/form-submission.machine.ts';
import { isSuccessStatus } from '../../../machines/success-status.ts';
import type { captchaWidget, loadCaptcha } from '../../actors/forms/captcha.ts';
import { loadPageScripts } from '../../actors/forms/page-scripts.ts';
import { postFormNatively } from '../../actors/forms/post-form.ts';
import { brand } from '../../content/brand.ts';
import type { FormSpec } from '../../content/forms/form-specs.ts';
import type { FormValues } from '../../content/forms/validation.ts';
import { dropDraft, readDraft, readFormValues, saveDraft } from '../../actors/forms/form-draft.ts';
import { captchaId, formElementId, ruleNoteId, summaryId } from './field-ids.ts';
import { createFormErrorsStore } from './form-errors.ts';
import { useAddressStatus } from '../status-modal/status-query-modal-on-success.tsx';
import { BusyStatus } from '../live/busy-status.tsx';
// The rules and the error summary come with the form. Loaded on the first focus they saved 1.7 KB gzip, but
// Chromium keeps a failed dynamic import for the page's life: one lost request and Send could never check
// the form again until a reload lost what was typed (docs/performance.md, cut 13).
import { FormErrorSummary, validateForm } from './form-checks.tsx';
import { FormField } from './form-field.tsx';
import { RETURN_URL_FIELD } from './return-url.ts';
import type { MaskedInputControl } from './masked-input.tsx';
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
  /**
   * Given by a form that requires a captcha answer (the contact form, spec 5): the provider's
   * actors. Only that form's page loads them.
   */
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
  /**
   * A form whose service never sends the browser back (the remote-support download): what was typed
   * is kept when it is posted and brought back when the visitor returns with Back, e.g. from the
   * service's refusal page (docs/decisions/support-key-format.md).
   */
  keepTypedOnBack?: boolean;
}

export interface CaptchaProvider {
  loadCaptcha: typeof loadCaptcha;
  captchaWidget: typeof captchaWidget;
  /** The captcha's place in the form: its label, widget, status and error. */
  CaptchaArea: ComponentType<CaptchaAreaProps>;
}

export interface CaptchaAreaProps {
  formId: string;
  status: CaptchaStatus;
  missing: boolean;
  onRetry: () => void;
}

const CAPTCHA_MISSING = 'Complete the security check ("I\'m not a robot") before sending.';
const SLOW_NOTICE = `Still sending: the form service is taking longer than usual. Please keep this page open; what you typed stays here. If nothing happens, call ${brand.phone}.`;
const DRAFT_NOTICE = `We could not confirm that your last message reached us. What you typed is back in the form: check it and send it again, or call ${brand.phone}.`;
const BACK_NOTICE = 'What you typed is back in the form: check it, then send it again.';
const CAPTCHA_FAILED = 'The security check could not be loaded. Press "Try the security check again", or call us.';
/** What the captcha area and the error summary say when Send was refused for the captcha. */
export const captchaMissingMessage = (failed: boolean) => (failed ? CAPTCHA_FAILED : CAPTCHA_MISSING);

/**
 * A form that the browser posts itself, form-encoded, to an external service (spec 4, 7), after
 * the client-side rules pass (spec 5). The browser's own inputs hold the values and the rules read
 * the form element (docs/decisions/forms-browser-held-values.md); the form-submission machine
 * decides whether Send may post, and what the visitor is told if not.
 */
export function PostedForm(props: PostedFormProps) {
  const {
    spec,
    action,
    hidden,
    submitLabel,
    captcha,
    captchaProvider,
    MaskedInput,
    pageScripts = [],
    labelledBy,
    className,
    footnote,
    keepTypedOnBack = false,
  } = props;
  // A form that carries a return URL is confirmed by the service sending the browser back with
  // status=200 (spec 4); the machine decides what happens to the draft kept until then (form-draft.ts).
  const confirmsWithStatus = hidden.some(([name]) => name === RETURN_URL_FIELD);
  const confirmed = isSuccessStatus(useAddressStatus());
  // Effects find their elements by id when they run (never during render). Built again only when
  // what the actions read changes: provide() copies the whole machine (docs/performance.md).
  const captchaRequired = captchaProvider !== undefined;
  const logic = useMemo(
    () =>
      formSubmissionMachine.provide({
        actors: {
          // A form without a captcha never reaches the captcha states: their stubs stay.
          ...(captchaProvider && {
            loadCaptcha: captchaProvider.loadCaptcha,
            captchaWidget: captchaProvider.captchaWidget(() => document.getElementById(captchaId(spec.id))),
          }),
          loadPageScripts,
        },
        actions: {
          saveDraft: () => {
            const element = document.getElementById(formElementId(spec.id)) as HTMLFormElement | null;
            if (element) saveDraft(spec.id, readFormValues(element, spec.fields));
          },
          dropDraft: () => dropDraft(spec.id),
          postForm: () => {
            const element = document.getElementById(formElementId(spec.id)) as HTMLFormElement | null;
            if (keepTypedOnBack && element) saveDraft(spec.id, readFormValues(element, spec.fields));
            postFormNatively(element);
          },
          // After the view has drawn the summary for this refusal (React commits before the next frame).
          focusErrorSummary: () => requestAnimationFrame(() => document.getElementById(summaryId(spec.id))?.focus()),
        },
      }),
    [spec, keepTypedOnBack, captchaProvider],
  );
  const flow = useActorRef(logic, {
    input: {
      configured: action !== null,
      captchaRequired,
      captchaSiteKey: captcha?.siteKey,
      captchaScriptUrl: captcha?.scriptUrl,
      pageScripts,
      confirmsWithStatus,
      confirmed,
    },
  });
  // Read once, on arrival (the machine's first snapshot is there before it starts): a post the
  // service never confirmed brings its values back.
  const [draft] = useState(() => (selectRestoresDraft(flow.getSnapshot()) ? readDraft(spec.id, spec.fields) : null));
  // Back from a service that does not return: what was typed, once.
  const [typedBefore] = useState(() => (keepTypedOnBack && !draft ? takeDraftOnBack(spec) : null));
  const submitting = useSelector(flow, selectIsSubmitting);
  const slowToSend = useSelector(flow, selectIsSlowToSend);
  const rejectedAttempts = useSelector(flow, selectRejectedAttempts);
  const unavailable = useSelector(flow, selectUnavailableReason);
  const captchaStatus = useSelector(flow, selectCaptchaStatus);
  const captchaMissing = useSelector(flow, selectCaptchaMissing);

  // A page brought back from the browser's history cache (Back after posting) can be sent again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) flow.send({ type: 'page.restored' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [flow]);

  const initialValues = useMemo(() => {
    const values: FormValues = {};
    for (const field of spec.fields) {
      if (field.kind === 'select') values[field.name] = field.placeholderOption ? '' : (field.options?.[0]?.value ?? '');
      if (field.kind === 'checkboxes') values[field.name] = [];
    }
    return { ...values, ...draft, ...typedBefore };
  }, [spec, draft, typedBefore]);

  const [errors] = useState(createFormErrorsStore);
  const check = (element: HTMLFormElement) => validateForm(spec.fields, readFormValues(element, spec.fields), spec.rules);

  return (
    <form
      id={formElementId(spec.id)}
      className={`posted-form${className ? ` ${className}` : ''}`}
      action={action ?? undefined}
      method="post"
      acceptCharset="UTF-8"
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={submitting || undefined}
      onChange={(event) => {
        // After a refused Send the messages follow what is typed (spec 5).
        if (errors.get().submitFailed) errors.set({ submitFailed: true, errors: check(event.currentTarget) });
      }}
      onSubmit={(event) => {
        event.preventDefault();
        const found = check(event.currentTarget);
        const hasFieldErrors = Object.keys(found).length > 0;
        // A refused Send shows each error beside its field (spec 5).
        errors.set({ submitFailed: hasFieldErrors, errors: found });
        flow.send({ type: 'form.submit', hasFieldErrors });
      }}
    >
      {draft || typedBefore ? (
        <p className="posted-form__notice" role="status">
          {draft ? DRAFT_NOTICE : BACK_NOTICE}
        </p>
      ) : null}
      {unavailable !== null || rejectedAttempts > 0 ? (
        <FormErrorSummary
          spec={spec}
          errors={errors}
          unavailable={unavailable}
          rejectedAttempts={rejectedAttempts}
          captchaMissing={captchaMissing}
          captchaFailed={captchaStatus === 'failed'}
        />
      ) : null}
      {action !== null ? hidden.map(([name, value]) => <input key={name} type="hidden" name={name} defaultValue={value} />) : null}
      {spec.ruleNote ? (
        <p id={ruleNoteId(spec.id)} className="posted-form__rule">
          {spec.ruleNote.text}
        </p>
      ) : null}
      <div className="posted-form__fields">
        {spec.fields.map((field) => (
          <FormField
            key={field.name}
            field={field}
            form={spec}
            initial={initialValues[field.name]}
            errors={errors}
            MaskedInput={MaskedInput}
          />
        ))}
      </div>
      {captchaProvider ? (
        <captchaProvider.CaptchaArea
          formId={spec.id}
          status={captchaStatus}
          missing={captchaMissing}
          onRetry={() => flow.send({ type: 'captcha.retry' })}
        />
      ) : null}
      {footnote}
      {slowToSend ? (
        <p className="posted-form__notice" role="status">
          {SLOW_NOTICE}
        </p>
      ) : null}
      <BusyStatus busy={submitting} text="Sending…" />
      <div className="posted-form__actions">
        <button type="submit" className="button button--primary posted-form__submit" aria-disabled={submitting || undefined}>
          {submitting ? 'Sending…' : submitLabel}
        </button>
      </div>
    </form>
  );
}

/** The kept values when this document was opened with Back or Forward; dropped once read. */
function takeDraftOnBack(spec: FormSpec): FormValues | null {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (entry?.type !== 'back_forward') return null;
  const values = readDraft(spec.id, spec.fields);
  dropDraft(spec.id);
  return values;
}
