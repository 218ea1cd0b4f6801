/** What a posted form says to the visitor beside its fields (spec 5, docs/faults.md "Lead capture"). */
import { brand } from '../../content/brand.ts';

const CAPTCHA_MISSING = 'Complete the security check ("I\'m not a robot") before sending.';
const CAPTCHA_FAILED = 'The security check could not be loaded. Press "Try the security check again", or call us.';
export const SLOW_NOTICE = `Still sending: the form service is taking longer than usual. Please keep this page open; what you typed stays here. If nothing happens, call ${brand.phone}.`;
/** The notice of a restored draft: after a post the service never confirmed, or after Back. */
export const RESTORED_NOTICE = {
  unconfirmedPost: `We could not confirm that your last message reached us. What you typed is back in the form: check it and send it again, or call ${brand.phone}.`,
  typedBeforeBack: 'What you typed is back in the form: check it, then send it again.',
  keptOverReload: 'The page was loaded again to fetch what was missing. What you typed is back in the form.',
} as const;

/** What the captcha area and the error summary say when Send was refused for the captcha. */
export const captchaMissingMessage = (failed: boolean) => (failed ? CAPTCHA_FAILED : CAPTCHA_MISSING);
