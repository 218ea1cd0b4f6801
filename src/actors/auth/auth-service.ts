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
import * as v from 'valibot';
import { http } from '../../lib/http.ts';
import { ServiceError, toServiceError, type ServiceName } from './service-error.ts';

/** What the auth service needs from the startup config (spec 3, 7). */
export interface AuthServiceConfig {
  identityApiUrl: string;
  commonApiUrl: string;
  clientId: string;
  environment: string;
  productGrant: string;
}

const TokenResponseSchema = v.object({
  access_token: v.pipe(v.string(), v.minLength(16)),
  refresh_token: v.optional(v.nullable(v.string())),
  userName: v.optional(v.nullable(v.string())),
  '.expires': v.optional(v.nullable(v.string())),
});
export type TokenResponse = v.InferOutput<typeof TokenResponseSchema>;

const numeric = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]),
  v.transform(Number),
);

const AdminPanelResponseSchema = v.object({
  contactType: numeric,
  access_token: v.pipe(v.string(), v.minLength(16)),
});
export type AdminPanelResponse = v.InferOutput<typeof AdminPanelResponseSchema>;

const EhiContactSchema = v.object({ contactId: numeric });
const EhiTokenSchema = v.object({ contactId: numeric, jwtToken: v.pipe(v.string(), v.minLength(16)) });
export type EhiToken = v.InferOutput<typeof EhiTokenSchema>;

const NavigationSchema = v.array(v.object({ app_id: numeric, url: v.string() }));
export type NavigationLink = v.InferOutput<typeof NavigationSchema>[number];

const GuidSchema = v.pipe(v.string(), v.minLength(1));
const RedirectTokenSchema = v.object({ token: v.pipe(v.string(), v.minLength(1)) });
const KeycloakEnabledSchema = v.object({ enabled: v.boolean() });

/** spec 7 "Redirect request": what the identity service keeps behind the guid. */
export interface IdentityRedirectRequest {
  accessToken: string;
  expiresToken: string | null;
  refreshToken: string | null;
  currentUser: unknown;
  url: string;
}

const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path}`;

export function createAuthService(config: AuthServiceConfig, client: KyInstance = http) {
  const identity = (path: string) => joinUrl(config.identityApiUrl, path);
  const common = (path: string) => joinUrl(config.commonApiUrl, path);

  /** One call: HTTP errors become ServiceErrors; the 2xx body is parsed and checked. */
  async function call<T>(service: ServiceName, url: string, options: Options, schema: v.GenericSchema<unknown, T>): Promise<T> {
    let body: unknown;
    try {
      const response = await client(url, options);
      const textBody = await response.text();
      body = textBody.trim() === '' ? null : JSON.parse(textBody);
    } catch (error) {
      throw await toServiceError(error, service);
    }
    const result = v.safeParse(schema, body);
    if (!result.success) throw new ServiceError({ kind: 'malformed', service, body: JSON.stringify(body)?.slice(0, 500) });
    return result.output;
  }

  /** The partner lookups: a falsy answer (null, '', 0, {}) is `null`, not an error (spec 5). */
  async function lookup<T>(url: string, fields: Record<string, string>, schema: v.GenericSchema<unknown, T>): Promise<T | null> {
    const value = await call('sign-in service', url, { method: 'post', body: new URLSearchParams(fields) }, v.unknown());
    if (!value) return null;
    const result = v.safeParse(schema, value);
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
    login: (username: string, password: string) => tokenCall({ grant_type: config.productGrant, username, password }),

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
      (await call('application service', common('redirect'), { method: 'post', context: { accessToken }, json: { url } }, RedirectTokenSchema)).token,

    /** spec 7 GET {common}application/keycloak: whether single sign-on is enabled. */
    keycloakEnabled: async () =>
      (await call('application service', common('application/keycloak'), { method: 'get' }, KeycloakEnabledSchema)).enabled,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
