import { useConfig } from '../../config/config-context.tsx';
import { paths } from '../../config/paths.ts';
import { captchaWidget, loadCaptcha } from '../../actors/forms/captcha.ts';
import { contactPageScripts } from '../../actors/forms/page-scripts.ts';
import { captchaSettings } from '../../actors/forms/post-form.ts';
import { contactForm } from '../../content/forms/contact-form-spec.ts';
import { CaptchaArea } from './captcha-area.tsx';
import { MaskedInput } from './masked-input.tsx';
import type { CaptchaProvider } from './captcha-provider.ts';
import { PostedForm } from './posted-form.tsx';
import { RETURN_URL_FIELD, successReturnUrl } from './return-url.ts';

/** spec 3: the contact form's fixed lead source. */
export const CONTACT_LEAD_SOURCE = 'Contact Us';
/** The name under which the lead service knows this site's captcha key pair. */
const CAPTCHA_KEY_NAME = 'OpsPortalContactForm';
/** spec 5: the contact form requires a captcha answer; only this form's page loads the provider's code. */
const CAPTCHA_PROVIDER: CaptchaProvider = { loadCaptcha, captchaWidget, CaptchaArea };

/**
 * The contact lead form (spec 2, 3, 5): the visitor fields, the captcha, and the hidden
 * organisation id, lead source, captcha settings and return URL; posted to the lead service.
 */
export function ContactForm({ labelledBy }: { labelledBy?: string }) {
  const config = useConfig();
  const hidden = config
    ? ([
        ['oid', config.organisationId],
        [RETURN_URL_FIELD, successReturnUrl(config, paths.contactus)],
        ['lead_source', CONTACT_LEAD_SOURCE],
        ['captcha_settings', captchaSettings(CAPTCHA_KEY_NAME, config.organisationId, null)],
      ] as const)
    : [];
  return (
    <PostedForm
      spec={contactForm}
      action={config?.leadCaptureAction ?? null}
      hidden={hidden}
      submitLabel="SUBMIT"
      captchaProvider={CAPTCHA_PROVIDER}
      MaskedInput={MaskedInput}
      captcha={config?.captcha ?? null}
      pageScripts={contactPageScripts(config)}
      labelledBy={labelledBy}
    />
  );
}
