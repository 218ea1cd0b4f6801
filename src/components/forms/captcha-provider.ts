import type { ComponentType, Ref } from 'react';
import type { CaptchaStatus } from '../../../machines/form-submission.machine.ts';
import type { captchaWidget, loadCaptcha } from '../../actors/forms/captcha.ts';

/**
 * Given by a form that requires a captcha answer (the contact form, spec 5): the provider's actors
 * and the captcha's place in the form. Only that form's page loads them.
 */
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
  /** The element the provider's widget is drawn into (the machine's `captchaWidget` actor reads it). */
  containerRef: Ref<HTMLDivElement>;
}
