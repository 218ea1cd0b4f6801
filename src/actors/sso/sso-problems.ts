/**
 * Single sign-on failures as problems (spec 8: the library's words go to the log, a sentence goes to
 * whoever shows it): what keycloak-js or fetch threw becomes an `SsoProblem`, and the provider's
 * reachability probe (spec 7 "GET the realm's openid configuration") fails with one.
 */
import {
  SESSION_ENDED_MESSAGE,
  SSO_FAILED_MESSAGE,
  SSO_LIBRARY_MESSAGES,
  TIMEOUT_MESSAGE,
  isSsoProblem,
  type SsoProblem,
} from '../../../machines/sso-session.machine.ts';

/** A problem as an Error (stack traces in the log), carrying what SsoProblem names. */
export class SsoError extends Error implements SsoProblem {
  override readonly name = 'SsoError';
  readonly kind: SsoProblem['kind'];
  readonly logMessage: string;

  constructor(kind: SsoProblem['kind'], message: string, logMessage: string) {
    super(message);
    this.kind = kind;
    this.logMessage = logMessage;
  }
}

export const problem = (kind: SsoProblem['kind'], message: string, logMessage: string): SsoError => new SsoError(kind, message, logMessage);

const UNREACHABLE_MESSAGE = 'The single sign-on service could not be reached. Check your connection and try again.';
const REFUSED_MESSAGE = 'The single sign-on service is not available right now. Please try again in a moment.';
const NONCE_MESSAGE = 'The sign-in could not be verified. Please try again.';
const UNREADABLE_MESSAGE = 'The single sign-on service sent an answer that could not be read. Please try again.';

export const NOT_AUTHENTICATED_MESSAGE = 'You are not signed in to single sign-on.';
export const notAuthenticated = () => problem('notAuthenticated', NOT_AUTHENTICATED_MESSAGE, SSO_LIBRARY_MESSAGES.notAuthenticated);

/** The HTTP status of keycloak-js's NetworkError (a failed token, account or userinfo call). */
function statusOf(error: unknown): number | null {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' ? status : null;
}

/** Turns what keycloak-js (or fetch) threw into a problem with the library's words for the log. */
export function toSsoProblem(error: unknown, phase: 'start' | 'refresh' | 'profile'): SsoProblem {
  if (isSsoProblem(error)) return error;
  const text = error instanceof Error ? error.message : '';
  const status = statusOf(error);
  if (phase === 'refresh') {
    // spec 4, 8: 'Failed to refresh token'; status 400 means the session is over (keycloak-js clears the token).
    if (status === 400 || /no refresh token/i.test(text)) {
      return problem(
        'sessionEnded',
        SESSION_ENDED_MESSAGE,
        `${SSO_LIBRARY_MESSAGES.refreshFailed} (400): ${SSO_LIBRARY_MESSAGES.sessionExpired}`,
      );
    }
    if (status !== null) return problem('refused', REFUSED_MESSAGE, `${SSO_LIBRARY_MESSAGES.refreshFailed} (status ${status})`);
    if (error instanceof TypeError) return problem('unreachable', UNREACHABLE_MESSAGE, `${SSO_LIBRARY_MESSAGES.refreshFailed} (no answer)`);
    return problem('failed', SSO_FAILED_MESSAGE, `${SSO_LIBRARY_MESSAGES.refreshFailed}: ${text}`);
  }
  if (text === SSO_LIBRARY_MESSAGES.thirdPartyCheckTimeout) return problem('timeout', TIMEOUT_MESSAGE, text);
  if (text === 'Invalid nonce.') return problem('invalidNonce', NONCE_MESSAGE, SSO_LIBRARY_MESSAGES.invalidNonce);
  if (text === SSO_LIBRARY_MESSAGES.notSupported) return problem('failed', SSO_FAILED_MESSAGE, text);
  if (status !== null) return problem('refused', REFUSED_MESSAGE, `Single sign-on ${phase} answered status ${status}`);
  if (error instanceof TypeError) return problem('unreachable', UNREACHABLE_MESSAGE, `Single sign-on ${phase}: no answer (${text})`);
  // keycloak-js rejects a refused callback with the OAuth error object itself.
  const oauth = error as { error?: unknown; error_description?: unknown } | null;
  if (oauth && typeof oauth.error === 'string') {
    return problem(
      'refused',
      REFUSED_MESSAGE,
      `Single sign-on ${phase} refused: ${oauth.error} ${String(oauth.error_description ?? '')}`.trim(),
    );
  }
  return problem('failed', SSO_FAILED_MESSAGE, `Single sign-on ${phase} failed: ${text || String(error)}`);
}

/**
 * spec 7 "GET the realm's openid configuration": answered at all means reachable. `no-cors`, so a
 * provider on another origin without CORS on discovery still counts as answering. A discovery
 * document the page can read (the provider on the portal's origin) must be one: an unreadable answer
 * fails the start at once instead of after keycloak-js's 10 s message time-out. How long it may take
 * is the session machine's `probeTimeout`, which stops the probe (and so aborts it through `signal`).
 */
export async function probeProvider(issuer: string, signal?: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, {
      mode: 'no-cors',
      cache: 'no-store',
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    throw problem('unreachable', UNREACHABLE_MESSAGE, `The single sign-on provider could not be reached (${String(error)})`);
  }
  if (response.type !== 'opaque' && response.status >= 500) {
    throw problem('refused', REFUSED_MESSAGE, `The single sign-on provider answered status ${response.status}`);
  }
  if (response.type !== 'opaque' && response.ok && !(await isDiscoveryDocument(response))) {
    throw problem('refused', UNREADABLE_MESSAGE, 'The single sign-on provider answered a discovery document that could not be read');
  }
}

async function isDiscoveryDocument(response: Response): Promise<boolean> {
  try {
    const document = (await response.json()) as { issuer?: unknown; authorization_endpoint?: unknown } | null;
    return typeof document?.issuer === 'string' && typeof document.authorization_endpoint === 'string';
  } catch {
    return false;
  }
}
