/**
 * An error the identity provider sent back instead of a code (spec 4, 8), reduced to what may be shown:
 * a known word and a sentence of the portal's own, never the provider's text from the address. Only
 * the /kc page shows it, so only that page's code carries these messages.
 */
import type { ReturnedError } from './identity-provider-mode.ts';

export interface ProviderError {
  /** The OAuth error code when it is a plain word, else 'unknown'. */
  code: string;
  /** A sentence for the person (never the provider's own description: it came in the address). */
  message: string;
  /** For the log: the code and the provider's description. */
  logMessage: string;
}

const PROVIDER_ERROR_MESSAGES: Record<string, string> = {
  access_denied: 'Sign-in was cancelled at the single sign-on service.',
  login_required: 'The single sign-on service needs you to sign in again.',
  interaction_required: 'The single sign-on service needs you to sign in again.',
  consent_required: 'The single sign-on service needs you to sign in again.',
  temporarily_unavailable: 'The single sign-on service is not available right now. Please try again in a moment.',
  server_error: 'The single sign-on service is not available right now. Please try again in a moment.',
};

export function providerErrorOf({ error, description }: ReturnedError): ProviderError {
  const code = error && /^[a-z0-9_.-]{1,64}$/i.test(error) ? error.toLowerCase() : 'unknown';
  // Own properties only: `constructor` from the address is no message (it printed `function Object() {…}`).
  const known = Object.hasOwn(PROVIDER_ERROR_MESSAGES, code) ? PROVIDER_ERROR_MESSAGES[code] : undefined;
  const message = known ?? `The single sign-on service could not sign you in (${code}).`;
  // Control characters are dropped: the log line is one line whatever the address held.
  const detail = (description ?? '').replace(/[\p{Cc}]/gu, ' ').slice(0, 200);
  return { code, message, logMessage: `Single sign-on returned ${code}${detail ? `: ${detail}` : ''}` };
}
