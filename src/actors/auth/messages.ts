/**
 * The words each sign-in path shows when its call fails (spec 8 "The error catalogue"). One place,
 * so the /ops panel, /redirect, /adminpanel-login, /ehi-login and /kc say the same thing for the
 * same failure. An outage (timeout, no answer, 5xx, an unreadable answer) is never reported as
 * wrong credentials: docs/decisions/sign-in-error-messages.md.
 */
import { LOGIN_FAILED_MESSAGE } from '../../../machines/login-form.machine.ts';
import { INVALID_TOKEN_MESSAGE } from '../../../machines/token-login.machine.ts';
import { ClaimsError } from '../../lib/claims.ts';
import { ServiceError } from './service-error.ts';

/**
 * spec 8 "Login failure": the message from the error response; a 400 invalid_grant shows its
 * error_description instead; default 'Invalid username or password. Your password is case sensitive.'
 */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ClaimsError) return error.message;
  if (!(error instanceof ServiceError)) return LOGIN_FAILED_MESSAGE;
  if (error.isOutage) return error.message;
  if (error.status === 400 && error.oauthError === 'invalid_grant' && error.oauthDescription) return error.oauthDescription;
  return error.serverMessage ?? LOGIN_FAILED_MESSAGE;
}

/** spec 8 "Token login failure": 'Invalid token' (an outage says what happened instead). */
export function tokenLoginFailureMessage(error: unknown): string {
  if (error instanceof ServiceError && error.isOutage) return error.message;
  return INVALID_TOKEN_MESSAGE;
}

/**
 * spec 8 "Partner contact / token lookup failure": an Error object shows its message; an HTTP
 * answer shows its status, then ' --- ', then the error body (its description when it has one).
 */
export function partnerLookupFailureMessage(error: unknown): string {
  if (error instanceof ServiceError && error.status !== undefined) {
    const body = error.oauthDescription ?? error.serverMessage ?? error.body ?? '';
    return `${error.status} --- ${body}`;
  }
  return error instanceof Error && error.message ? error.message : 'The partner sign-in could not be completed. Please try again.';
}

/**
 * After a successful sign-in, a call that opens the user's application failed. The routing machine forgets the
 * session when it fails (`forgetSession`), so the message says the visitor was signed out (issue 40 note 7).
 */
export function routingFailureMessage(error: unknown): string {
  if (error instanceof ServiceError && error.isOutage)
    return `Your application could not be opened, so you were signed out: ${lowerFirst(error.message)}`;
  return 'Your application could not be opened, so you were signed out. Please try again or contact support.';
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
