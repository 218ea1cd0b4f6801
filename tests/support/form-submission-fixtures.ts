/**
 * The form-submission machine's input the model walk and the detail tests share: a configured form with a captcha
 * and one page script (spec 5, 7).
 */
import type { FormSubmissionInput } from '../../machines/form-submission.machine.ts';

export const withCaptcha: FormSubmissionInput = {
  configured: true,
  captchaRequired: true,
  captchaSiteKey: 'site-key',
  captchaScriptUrl: 'https://captcha.example.com/api.js',
  pageScripts: ['https://lead.example.com/helper.js'],
};
