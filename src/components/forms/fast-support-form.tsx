import { useConfig } from '../../config/config-context.tsx';
import { FAST_SUPPORT_FLAGS, fastSupportForm } from '../../content/forms/fast-support-form-spec.ts';
import { PostedForm } from './posted-form.tsx';

/**
 * The fast-support remote-support form (spec 2): the visitor's name and the Support Key from a
 * technician, with the three hidden flags, posted to the remote-support download service. CONTINUE.
 */
export function FastSupportForm() {
  const config = useConfig();
  return (
    <PostedForm
      spec={fastSupportForm}
      action={config?.remoteSupportAction ?? null}
      hidden={config ? FAST_SUPPORT_FLAGS : []}
      submitLabel="CONTINUE"
      className="posted-form--narrow"
      keepTypedOnBack
    />
  );
}
