/**
 * What can go wrong when the portal calls the identity service or the common API, as one error
 * type the sign-in actors understand. `message` is always a sentence a person can read; the
 * details (status, OAuth error, the body) stay on the object for the flows that must show them
 * (spec 8: partner lookups show "{status} --- {body}").
 */
import { HTTPError, TimeoutError } from 'ky';

export type ServiceErrorKind =
  /** The service answered 4xx: it understood and said no. */
  | 'rejected'
  /** The service answered 5xx or something other than an HTTP answer it meant. */
  | 'unavailable'
  /** No answer within the client's timeout. */
  | 'timeout'
  /** The request never got an answer (connection refused, reset, offline). */
  | 'network'
  /** A 2xx answer that is not the JSON the call expects. */
  | 'malformed';

export type ServiceName = 'sign-in service' | 'application service';

export interface ServiceErrorDetails {
  kind: ServiceErrorKind;
  service: ServiceName;
  status?: number;
  /** OAuth `error` and `error_description` of a 4xx answer (spec 8 invalid_grant). */
  oauthError?: string;
  oauthDescription?: string;
  /** A `message` (or ASP.NET `Message`) field of the error answer (spec 8 "the message from the error response"). */
  serverMessage?: string;
  /** The error answer's text, at most 500 characters. */
  body?: string;
  cause?: unknown;
}

const MAX_BODY = 500;

export function defaultMessage(kind: ServiceErrorKind, service: ServiceName): string {
  switch (kind) {
    case 'timeout':
      return `The ${service} took too long to answer. Please try again.`;
    case 'network':
      return `The ${service} could not be reached. Check your connection and try again.`;
    case 'malformed':
      return `The ${service} sent an answer that could not be read. Please try again.`;
    case 'unavailable':
      return `The ${service} is not available right now. Please try again in a moment.`;
    case 'rejected':
      return `The ${service} refused the request.`;
  }
}

export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly kind: ServiceErrorKind;
  readonly service: ServiceName;
  readonly status: number | undefined;
  readonly oauthError: string | undefined;
  readonly oauthDescription: string | undefined;
  readonly serverMessage: string | undefined;
  readonly body: string | undefined;

  constructor(details: ServiceErrorDetails, message = defaultMessage(details.kind, details.service)) {
    super(message, { cause: details.cause });
    this.kind = details.kind;
    this.service = details.service;
    this.status = details.status;
    this.oauthError = details.oauthError;
    this.oauthDescription = details.oauthDescription;
    this.serverMessage = details.serverMessage;
    this.body = details.body;
  }

  /** True for answers that say the service is down or unreachable rather than "no". */
  get isOutage(): boolean {
    return this.kind !== 'rejected';
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** Turns whatever ky threw into a ServiceError, reading the error answer's body once. */
export async function toServiceError(error: unknown, service: ServiceName): Promise<ServiceError> {
  if (error instanceof ServiceError) return error;
  if (error instanceof TimeoutError) return new ServiceError({ kind: 'timeout', service, cause: error });
  if (error instanceof HTTPError) {
    const status = error.response.status;
    let body = '';
    try {
      body = await error.response.text();
    } catch {
      // A body that cannot be read is treated as empty.
    }
    let parsed: Record<string, unknown> = {};
    try {
      const value: unknown = JSON.parse(body);
      if (value && typeof value === 'object') parsed = value as Record<string, unknown>;
    } catch {
      // Not JSON: only the text is kept.
    }
    return new ServiceError({
      kind: status >= 400 && status < 500 ? 'rejected' : 'unavailable',
      service,
      status,
      oauthError: text(parsed.error),
      oauthDescription: text(parsed.error_description),
      serverMessage: text(parsed.message) ?? text(parsed.Message),
      body: body.slice(0, MAX_BODY),
      cause: error,
    });
  }
  if (error instanceof SyntaxError) return new ServiceError({ kind: 'malformed', service, cause: error });
  // fetch rejects with a TypeError when there is no answer at all (refused, reset, offline).
  if (error instanceof TypeError) return new ServiceError({ kind: 'network', service, cause: error });
  return new ServiceError({ kind: 'unavailable', service, cause: error });
}
