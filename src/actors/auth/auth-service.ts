/**
 * The calls of the sign-in (spec 7 "Identity service", "Common API"), on the one HTTP client.
 *
 * Identity service: POST oauth2/token once per grant (the product grant with username and
 * password, keycloak with the identity provider's jwt, test with id and password, adminpanel with
 * a token, and ehi: the partner login by contact id, whose call the spec does not show; see
 * docs/decisions/sign-in-partner-login.md), oauth2/ehi-contact, oauth2/ehi-token and redirect.
 * Common API: application/v2/navigation (encrypted body), redirect, application/keycloak.
 *
 * What counts as an error: any non-2xx answer, a timeout, no answer, or a 2xx answer that is not
 * the JSON the call expects. Each becomes a ServiceError (./service-error.ts). The two partner
 * lookups are the exception the spec makes: a falsy 2xx answer is not an error but `null`, which
 * the partner flow turns into its own message (spec 5).
 */
import type { KyInstance, Options } from 'ky';
import { http } from '../../lib/http.ts';
import {
  boolean,
  fail,
  list,
  minLength,
  nullable,
  number,
  object,
  optional,
  parse,
  refine,
  string,
  unknown,
  type Check,
} from '../../../shared/shape.ts';
import { ServiceError, toServiceError, type ServiceName } from './service-error.ts';

/** What the auth service needs from the startup config (spec 3, 7). */
export interface AuthServiceConfig {
  identityApiUrl: string;
  commonApiUrl: string;
  clientId: string;
  environment: string;
  productGrant: string;
}

/** The oauth2/token answer of every grant but adminpanel (spec 3, 7). */
export interface TokenResponse {
  access_token: string;
  refresh_token?: string | null | undefined;
  userName?: string | null | undefined;
  '.expires'?: string | null | undefined;
}

/** The adminpanel grant's answer: contactType and access_token only (spec 3). */
export interface AdminPanelResponse {
  contactType: number;
  access_token: string;
}

interface EhiContact {
  contactId: number;
}

/** oauth2/ehi-token's answer (spec 7). */
export interface EhiToken {
  contactId: number;
  jwtToken: string;
}

/** One entry of application/v2/navigation's answer (spec 7). */
export interface NavigationLink {
  app_id: number;
  url: string;
}

/** Tokens are strings of at least 16 characters. */
const token = refine(string, minLength(16));
const nonEmptyString = refine(string, minLength(1));

/** A number, or a string of digits read as one: the services send ids either way. */
const numeric: Check<number> = (value, path, issues) =>
  typeof value !== 'string' ? number(value, path, issues) : /^\d+$/.test(value) ? Number(value) : fail(issues, path, 'must be a number');

const TokenResponseSchema = object<TokenResponse>({
  access_token: token,
  refresh_token: optional(nullable(string)),
  userName: optional(nullable(string)),
  '.expires': optional(nullable(string)),
});

const AdminPanelResponseSchema = object<AdminPanelResponse>({ contactType: numeric, access_token: token });
const EhiContactSchema = object<EhiContact>({ contactId: numeric });
const EhiTokenSchema = object<EhiToken>({ contactId: numeric, jwtToken: token });
const NavigationSchema = list(object<NavigationLink>({ app_id: numeric, url: string }));
const GuidSchema = nonEmptyString;
const RedirectTokenSchema = object<{ token: string }>({ token: nonEmptyString });
const KeycloakEnabledSchema = object<{ enabled: boolean }>({ enabled: boolean });

/** spec 7 "Redirect request": what the identity service keeps behind the guid. */
export interface IdentityRedirectRequest {
  accessToken: string;
  expiresToken: string | null;
  refreshToken: string | null;
  currentUser: unknown;
  url: string;
}

/**
 * spec 8 "Login failure in the wrapper service: default 'Invalid username or password'": the message
 * of the error `login` rejects with when the service refused without saying why. The sign-in form
 * shows its own, longer default instead (spec 8 "Login failure"; src/actors/auth/messages.ts), so
 * the wrapper's words reach only callers that show the error's own message
 * (docs/decisions/sign-in-error-messages.md).
 */
export const WRAPPER_LOGIN_FAILED_MESSAGE = 'Invalid username or password';

/** A refusal with no words of its own, re-worded with the wrapper's default; anything else unchanged. */
function withWrapperDefault(error: unknown): unknown {
  if (!(error instanceof ServiceError) || error.kind !== 'rejected' || error.serverMessage || error.oauthDescription) return error;
  const { kind, service, status, oauthError, body } = error;
  return new ServiceError(
    {
      kind,
      service,
      ...(status !== undefined && { status }),
      ...(oauthError !== undefined && { oauthError }),
      ...(body !== undefined && { body }),
      cause: error,
    },
    WRAPPER_LOGIN_FAILED_MESSAGE,
  );
}

const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path}`;

export function createAuthService(config: AuthServiceConfig, client: KyInstance = http) {
  const identity = (path: string) => joinUrl(config.identityApiUrl, path);
  const common = (path: string) => joinUrl(config.commonApiUrl, path);

  /** One call: HTTP errors become ServiceErrors; the 2xx body is parsed and checked. */
  async function call<T>(service: ServiceName, url: string, options: Options, schema: Check<T>): Promise<T> {
    let body: unknown;
    try {
      const response = await client(url, options);
      const textBody = await response.text();
      body = textBody.trim() === '' ? null : JSON.parse(textBody);
    } catch (error) {
      throw await toServiceError(error, service);
    }
    const result = parse(schema, body);
    if (!result.success) throw new ServiceError({ kind: 'malformed', service, body: JSON.stringify(body)?.slice(0, 500) });
    return result.output;
  }

  /** The partner lookups: a falsy answer (null, '', 0, {}) is `null`, not an error (spec 5). */
  async function lookup<T>(url: string, fields: Record<string, string>, schema: Check<T>): Promise<T | null> {
    const value = await call('sign-in service', url, { method: 'post', body: new URLSearchParams(fields) }, unknown);
    if (!value) return null;
    const result = parse(schema, value);
    return result.success ? result.output : null;
  }

  const tokenCall = (fields: Record<string, string>) =>
    call(
      'sign-in service',
      identity('oauth2/token'),
      {
        method: 'post',
        body: new URLSearchParams({ ...fields, client_id: config.clientId, environment: config.environment }),
      },
      TokenResponseSchema,
    );

  return {
    /** spec 7 grant {product}: username and password. */
    login: async (username: string, password: string) => {
      try {
        return await tokenCall({ grant_type: config.productGrant, username, password });
      } catch (error) {
        throw withWrapperDefault(error);
      }
    },

    /** spec 7 grant keycloak: exchanges the identity provider's token for a portal token (used by /kc). */
    exchangeKeycloakToken: (jwt: string) => tokenCall({ grant_type: 'keycloak', jwt }),

    /** spec 7 grant test: password and contact id. */
    testLogin: (id: number, password: string) => tokenCall({ grant_type: 'test', id: String(id), password }),

    /** spec 7 grant adminpanel: answers contactType and access_token only (spec 3). */
    adminPanelLogin: (token: string) =>
      call(
        'sign-in service',
        identity('oauth2/token'),
        {
          method: 'post',
          body: new URLSearchParams({ grant_type: 'adminpanel', token, client_id: config.clientId, environment: config.environment }),
        },
        AdminPanelResponseSchema,
      ),

    /** Partner login by contact id (spec 7 ehiLogin(contactId)), with the company's token. */
    ehiLogin: (request: { companyId: number; token: string; contactId: number }) =>
      tokenCall({
        grant_type: 'ehi',
        companyId: String(request.companyId),
        token: request.token,
        contactId: String(request.contactId),
      }),

    /** spec 7 oauth2/ehi-contact: companyId and token → contactId; null for a falsy answer. */
    ehiContact: (companyId: number, token: string) =>
      lookup(identity('oauth2/ehi-contact'), { companyId: String(companyId), token }, EhiContactSchema),

    /** spec 7 oauth2/ehi-token: companyId, username, password → contactId and jwtToken; null for a falsy answer. */
    ehiToken: (companyId: number, username: string, password: string) =>
      lookup(identity('oauth2/ehi-token'), { companyId: String(companyId), username, password }, EhiTokenSchema),

    /** spec 7 POST {identity}redirect: a one-time guid for {app}external-login?guid=. */
    identityRedirect: (request: IdentityRedirectRequest) =>
      call(
        'sign-in service',
        identity('redirect'),
        {
          method: 'post',
          context: { accessToken: request.accessToken },
          json: {
            accessToken: request.accessToken,
            expiresToken: request.expiresToken,
            refreshToken: request.refreshToken,
            // spec 3 "Redirect request": currentUser is sent serialised.
            currentUser: JSON.stringify(request.currentUser),
            url: request.url,
            parameters: null,
          },
        },
        GuidSchema,
      ),

    /** spec 7 POST {common}application/v2/navigation with {id, encrypted: true}: the app links. */
    navigation: (appId: number, accessToken: string) =>
      call(
        'application service',
        common('application/v2/navigation'),
        { method: 'post', context: { accessToken }, json: { id: appId, encrypted: true } },
        NavigationSchema,
      ),

    /** spec 7 POST {common}redirect with {url}: a one-time token for the dispatch jump. */
    commonRedirect: async (url: string, accessToken: string) =>
      (
        await call(
          'application service',
          common('redirect'),
          { method: 'post', context: { accessToken }, json: { url } },
          RedirectTokenSchema,
        )
      ).token,

    /** spec 7 GET {common}application/keycloak: whether single sign-on is enabled. */
    keycloakEnabled: async () =>
      (await call('application service', common('application/keycloak'), { method: 'get' }, KeycloakEnabledSchema)).enabled,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
