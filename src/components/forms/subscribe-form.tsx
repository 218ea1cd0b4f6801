import { useConfig } from '../../config/config-context.tsx';
import { paths } from '../../config/paths.ts';
import { subscribeForm } from '../../content/forms/subscribe-form-spec.ts';
import { PostedForm } from './posted-form.tsx';
import { RETURN_URL_FIELD, successReturnUrl } from './return-url.ts';

/** spec 3: the subscribe form's hidden lead source. */
export const SUBSCRIBE_LEAD_SOURCE = 'Subscriber Request';

/**
 * The shop subscription lead form (spec 2, 3, 5), a plain POST to the lead service. spec 7 does not
 * show its return target: it comes back to /subscribe?status=200, which thanks the visitor like
 * the other lead forms do.
 */
export function SubscribeForm({ labelledBy }: { labelledBy?: string }) {
  const config = useConfig();
  const hidden = config
    ? ([
        ['oid', config.organisationId],
        [RETURN_URL_FIELD, successReturnUrl(config, paths.subscribe)],
        ['lead_source', SUBSCRIBE_LEAD_SOURCE],
      ] as const)
    : [];
  return (
    <PostedForm
      spec={subscribeForm}
      action={config?.leadCaptureAction ?? null}
      hidden={hidden}
      submitLabel="SUBMIT"
      labelledBy={labelledBy}
    />
  );
}
