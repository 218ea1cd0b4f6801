import { useConfig } from '../../config/config-context.tsx';
import { paths } from '../../config/paths.ts';
import { supportForm } from '../../content/forms/support-form-spec.ts';
import { PostedForm } from './posted-form.tsx';
import { RETURN_URL_FIELD, successReturnUrl } from './return-url.ts';

/**
 * The Request Support form (spec 2, 3, 5): name, phone, email, subject and message, with the hidden
 * organisation id and return URL, posted to the external case form service.
 */
export function SupportRequestForm({ labelledBy }: { labelledBy?: string }) {
  const config = useConfig();
  const hidden = config
    ? ([
        ['orgid', config.organisationId],
        [RETURN_URL_FIELD, successReturnUrl(config, paths.support())],
      ] as const)
    : [];
  return (
    <PostedForm spec={supportForm} action={config?.caseFormAction ?? null} hidden={hidden} submitLabel="SUBMIT" labelledBy={labelledBy} />
  );
}
