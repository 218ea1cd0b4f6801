import { useActorRef } from '@xstate/react';
import { createForm, type FormApi } from 'final-form';
import { useEffect, useRef, useState } from 'react';
import { formSubmissionMachine, type FormDraft } from '../../../machines/form-submission.machine.ts';
import { draftOf, draftReader, dropDraft, saveDraft } from '../../actors/forms/form-draft.ts';
import { loadPageScripts } from '../../actors/forms/page-scripts.ts';
import { postFormNatively } from '../../actors/forms/post-form.ts';
import type { FormSpec } from '../../content/forms/form-specs.ts';
import { validateForm, type FormValues } from '../../content/forms/validation.ts';
import type { CaptchaProvider } from './captcha-provider.ts';

export interface FormFlowOptions {
  spec: FormSpec;
  /** Where the browser posts; false without a configuration (spec 8). */
  configured: boolean;
  captcha: { siteKey: string; scriptUrl: string } | null | undefined;
  captchaProvider: CaptchaProvider | undefined;
  pageScripts: string[];
  /** The form carries a return URL: the service confirms a post with status=200 (spec 4). */
  confirmsWithStatus: boolean;
  /** This page arrived with status=200. */
  confirmed: boolean;
  keepTypedOnBack: boolean;
}

/**
 * The form is posted by the browser, natively, once the machine allows it (`postForm`): final-form's
 * own submit only checks the rules and marks the fields as tried.
 */
export const POSTED_BY_THE_MACHINE = () => undefined;

/** What a form's fields start from: the default choices, with a restored draft over them. */
export function startingValues(spec: FormSpec, draft: FormDraft | null): FormValues {
  const values: FormValues = {};
  for (const field of spec.fields) {
    if (field.kind === 'select') values[field.name] = field.placeholderOption ? '' : (field.options?.[0]?.value ?? '');
    if (field.kind === 'checkboxes') values[field.name] = [];
  }
  return { ...values, ...draft };
}

/**
 * Wires a posted form's two owners (STYLE.md "Forms"): final-form holds the field state (values,
 * touched, per-field messages, spec 5's rules as its validator) and the form-submission machine the
 * flow (draft, captcha, posting, "still sending", status). The machine's effects reach the page only
 * through the form API and the refs made here, which the view puts on its elements.
 */
export function useFormFlow(options: FormFlowOptions) {
  const { spec, captchaProvider, keepTypedOnBack } = options;
  const formElement = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const captchaContainer = useRef<HTMLDivElement>(null);
  // The form library's instance, made once for the form's life like the machine's actor.
  const [form] = useState<FormApi<FormValues>>(() =>
    createForm<FormValues>({
      onSubmit: POSTED_BY_THE_MACHINE,
      validate: (values) => validateForm(spec.fields, values, spec.rules),
      initialValues: startingValues(spec, null),
    }),
  );
  // The one actor idiom (docs/architecture.md): provided in the render, @xstate/react keeps the one actor and
  // hands it these effects after each commit. The refs are read when the machine runs an effect (after the view
  // has committed), never during render: the lint cannot tell a closure handed to provide() from one called at once.
  /* eslint-disable react-hooks/refs */
  const flow = useActorRef(
    formSubmissionMachine.provide({
      actors: {
        readDraft: draftReader(spec.id, spec.fields),
        // A form without a captcha never reaches the captcha states: their stubs stay.
        ...(captchaProvider && {
          loadCaptcha: captchaProvider.loadCaptcha,
          captchaWidget: captchaProvider.captchaWidget(() => captchaContainer.current),
        }),
        loadPageScripts,
      },
      actions: {
        saveDraft: () => saveDraft(spec.id, draftOf(form.getState().values, spec.fields)),
        dropDraft: () => dropDraft(spec.id),
        postForm: () => {
          if (keepTypedOnBack) saveDraft(spec.id, draftOf(form.getState().values, spec.fields));
          postFormNatively(formElement.current);
        },
        // After the view has drawn the summary for this refusal (React commits before the next frame).
        focusErrorSummary: () => requestAnimationFrame(() => summary.current?.focus()),
      },
    }),
    {
      input: {
        configured: options.configured,
        captchaRequired: captchaProvider !== undefined,
        captchaSiteKey: options.captcha?.siteKey,
        captchaScriptUrl: options.captcha?.scriptUrl,
        pageScripts: options.pageScripts,
        confirmsWithStatus: options.confirmsWithStatus,
        confirmed: options.confirmed,
        keepsTypedOnBack: keepTypedOnBack,
      },
    },
  );
  /* eslint-enable react-hooks/refs */

  // A page brought back from the browser's history cache (Back after posting) can be sent again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) flow.send({ type: 'page.restored' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [flow]);

  /** Send: final-form checks the rules (and marks every field as tried); the machine decides. */
  const send = () => {
    void form.submit();
    flow.send({ type: 'form.submit', hasFieldErrors: form.getState().hasValidationErrors === true });
  };
  return { flow, form, send, formElement, summary, captchaContainer };
}
