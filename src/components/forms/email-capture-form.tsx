import { useConfig } from '../../config/config-context.tsx';
import { paths } from '../../config/paths.ts';
import { emailCaptureForm } from '../../content/forms/email-capture-form-spec.ts';
import { PostedForm } from './posted-form.tsx';
import { RETURN_URL_FIELD, successReturnUrl } from './return-url.ts';

/** spec 3: both landing pages post with this lead source. */
export const LANDING_LEAD_SOURCE = 'DeliveryTrax landing Form';

const specs = { deliverytrax: emailCaptureForm('deliverytrax'), traxmobile: emailCaptureForm('traxmobile') } as const;
const returnRoutes = { deliverytrax: paths.deliverytraxAd, traxmobile: paths.traxmobileAd } as const;

/**
 * The e-mail capture of /deliverytrax-ad and /traxmobile-ad (spec 2, 3, 5): one e-mail field (up to
 * 80 characters) with the hidden organisation id, lead source and return URL.
 */
export function EmailCaptureForm({ variant }: { variant: 'deliverytrax' | 'traxmobile' }) {
  const config = useConfig();
  const hidden = config
    ? ([
        ['oid', config.organisationId],
        [RETURN_URL_FIELD, successReturnUrl(config, returnRoutes[variant])],
        ['lead_source', LANDING_LEAD_SOURCE],
      ] as const)
    : [];
  return (
    <PostedForm
      spec={specs[variant]}
      action={config?.leadCaptureAction ?? null}
      hidden={hidden}
      submitLabel={variant === 'deliverytrax' ? 'Connect with an expert' : 'SUBMIT'}
      className="posted-form--inline"
    />
  );
}
