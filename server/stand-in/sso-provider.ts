/**
 * Stand-in single sign-on (spec 4 "Identity-provider mode", "Single-sign-on session"; spec 7
 * "Single-sign-on library calls"): a real OpenID Connect provider (panva's oidc-provider) at a
 * Keycloak-shaped address, `<origin>/stand-in/sso/realms/NA`, so keycloak-js 26 talks to it as it
 * would to Keycloak. It lives on the portal's own origin so the silent check-sso iframe receives
 * the session cookie (SameSite=Lax).
 *
 * Where keycloak-js expects more than plain OIDC, the provider is shaped to match
 * (docs/decisions/server-sso-provider.md):
 * - access tokens are JWTs: every authorization is bound to one resource (the identity service,
 *   which exchanges the token in grant `keycloak`), whose tokens are issued as RS256 JWTs;
 * - refresh tokens are JWT-shaped: the refresh token's id is itself a signed HS256 JWT (Keycloak's
 *   own refresh tokens are HS JWTs), because keycloak-js decodes it; the provider still stores and
 *   rotates it as an opaque token;
 * - userinfo and /account accept those JWT access tokens (oidc-provider's own userinfo refuses
 *   resource-bound tokens);
 * - the token endpoint answers credentialed CORS (keycloak-js fetches it with credentials).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { default as Provider, Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { allConfigs } from '../portal/local-origins.ts';
import { originOf } from '../portal/security-headers.ts';
import { field, type StandInContext } from './context.ts';
import { findBySsoSubject, SSO_ACCOUNTS } from './demo-directory.ts';
import { escapeHtml, page } from './html.ts';
import { bearerToken } from './identity-tokens.ts';
import { createStandInAdapter } from './sso-memory-adapter.ts';

/** Keycloak's endpoint layout under the realm, so keycloak-js needs no oidcProvider option. */
const ROUTES = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  userinfo: '/protocol/openid-connect/userinfo',
  end_session: '/protocol/openid-connect/logout',
  jwks: '/protocol/openid-connect/certs',
  revocation: '/protocol/openid-connect/revoke',
  introspection: '/protocol/openid-connect/token/introspect',
  pushed_authorization_request: '/protocol/openid-connect/ext/par/request',
} as const;

export const SSO_REALM = 'NA';
export const SSO_MOUNT = `/stand-in/sso/realms/${SSO_REALM}`;
const OIDC_SCOPE = 'openid profile email';
/** Refresh tokens live as long as Keycloak's default SSO session idle time. */
const REFRESH_TTL_SECONDS = 30 * 60;

export interface SsoProvider {
  issuer: string;
  /** The resource every access token is bound to (its `aud`). */
  resource: string;
  provider: Provider;
  jwks: JSONWebKeySet;
  /** Verifies an access or ID token of this provider; null when invalid or expired. */
  verify: (jwt: string) => Promise<JWTPayload | null>;
}

/** The origins the provider answers CORS requests from: every published portal address and the public origin. */
function portalOrigins(settings: StandInContext['settings']): Set<string> {
  const origins = [...allConfigs(settings).map((config) => originOf(config.portalUrl)), settings.publicOrigin];
  return new Set(origins.filter((value): value is string => !!value));
}

/** The line oidc-provider 9 prints when it is imported on a Node older than 22 LTS. */
const UNSUPPORTED_RUNTIME = 'oidc-provider WARNING: Unsupported runtime.';

/**
 * oidc-provider, imported without its runtime warning on Node 20: the portal's engines include Node 20.19+ and every
 * single-sign-on test passes there, so the warning is noise (docs/decisions/sso-stand-in-quiet-start.md). Other
 * runtimes, and every other message, are left as they are.
 */
async function importProvider(): Promise<typeof Provider> {
  if (process.versions.node.split('.')[0] !== '20') return (await import('oidc-provider')).default;
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes(UNSUPPORTED_RUNTIME)) return;
    warn(...args);
  };
  try {
    return (await import('oidc-provider')).default;
  } finally {
    console.warn = warn;
  }
}

export async function createSsoProvider(ctx: StandInContext): Promise<SsoProvider> {
  const Provider = await importProvider();
  const { settings } = ctx;
  const issuer = `${ctx.baseUrl}/sso/realms/${SSO_REALM}`;
  const resource = `${ctx.baseUrl}/identity/`;
  // One issuer for every local address the portal answers on (../portal/local-origins.ts): each
  // address's portal is a registered return address and a CORS origin of the same client.
  const portalUrls = [...new Set(allConfigs(settings).map((config) => config.portalUrl))];
  const clientId = settings.config.sso.clientId;
  const allowedOrigins = portalOrigins(settings);

  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `stand-in-sso-${randomUUID().slice(0, 8)}`;
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const jwks: JSONWebKeySet = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  const keySet = createLocalJWKSet(jwks);
  const refreshSecret = randomBytes(32);

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_name: 'Ops portal',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // spec 4: the /kc landing comes back with ?sso=kc; the silent check uses its own page.
        redirect_uris: portalUrls.flatMap((url) => [`${url}?sso=kc`, `${url}silent-check-sso.html`]),
        post_logout_redirect_uris: portalUrls,
      },
    ],
    // In memory, one store per provider: a restart ends every session, as a stand-in should (./sso-memory-adapter.ts).
    adapter: createStandInAdapter(),
    jwks: { keys: [privateJwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    routes: ROUTES,
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    // spec 4: PKCE with S256 (oidc-provider supports only S256).
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      revocation: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: OIDC_SCOPE,
          audience: resource,
          accessTokenTTL: settings.ssoAccessTtl,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    ttl: {
      AccessToken: settings.ssoAccessTtl,
      IdToken: settings.ssoAccessTtl,
      RefreshToken: REFRESH_TTL_SECONDS,
      Interaction: 10 * 60,
      Session: 10 * 60 * 60,
      Grant: 10 * 60 * 60,
    },
    // Keycloak hands a refresh token to every code exchange, not only with offline_access.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // The portal is a first-party client: consent is implied, as in a Keycloak realm's own client.
    loadExistingGrant: async (oidcCtx) => implicitGrant(oidcCtx, resource),
    // The claims keycloak-js and Keycloak-aware code read from an access token (spec 4: realm roles).
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      return {
        typ: 'Bearer',
        azp: clientId,
        preferred_username: token.accountId,
        realm_access: { roles: ['default-roles-na', 'offline_access'] },
      };
    },
    findAccount: async (_ctx, sub) => {
      const user = ssoUser(sub);
      return user ? { accountId: sub, claims: async () => standardClaims(user) } : undefined;
    },
    interactions: { url: async (_ctx, interaction) => `${SSO_MOUNT}/login-actions/${interaction.uid}` },
    clientBasedCORS: (_ctx, origin) => allowedOrigins.has(origin),
    renderError: async (oidcCtx, out) => {
      oidcCtx.type = 'html';
      oidcCtx.body = page({
        title: 'Sign-in error',
        body: `<h1>Sign-in error</h1>
<p data-testid="error">${escapeHtml(out.error)}</p>
<p data-testid="error-description">${escapeHtml(out.error_description ?? '')}</p>`,
      });
    },
  };

  const provider = new Provider(issuer, configuration);

  // The refresh token's id is a JWT: keycloak-js decodes refresh tokens (#setToken) and would
  // throw on an opaque string. The provider stores and finds it by this value like any id.
  const RefreshToken = provider.RefreshToken as unknown as { prototype: { generateTokenId: () => string } };
  RefreshToken.prototype.generateTokenId = function generateRefreshTokenId() {
    const now = Math.floor(Date.now() / 1000);
    return signHs256(
      { typ: 'Refresh', jti: randomUUID(), iss: issuer, aud: issuer, azp: clientId, iat: now, exp: now + REFRESH_TTL_SECONDS },
      refreshSecret,
    );
  };

  // keycloak-js fetches the token endpoint with credentials: a CORS answer must name the exact
  // origin and allow credentials. oidc-provider names the origin; this adds the second half.
  provider.use(async (koaCtx, next) => {
    await next();
    const origin = koaCtx.response.get('Access-Control-Allow-Origin');
    if (origin && allowedOrigins.has(origin)) koaCtx.set('Access-Control-Allow-Credentials', 'true');
  });

  const verify = async (jwt: string): Promise<JWTPayload | null> => {
    if (!jwt) return null;
    try {
      const { payload } = await jwtVerify(jwt, keySet, { issuer, audience: [resource, clientId], algorithms: ['RS256'] });
      return payload;
    } catch {
      return null;
    }
  };

  return { issuer, resource, provider, jwks, verify };
}

/** Finds the session's grant for the client, or creates it with every scope the portal may ask. */
async function implicitGrant(oidcCtx: KoaContextWithOIDC, resource: string) {
  const { oidc } = oidcCtx;
  const client = oidc.client;
  const accountId = oidc.session?.accountId;
  if (!client || !accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  const grant = existing ?? new oidc.provider.Grant({ clientId: client.clientId, accountId });
  grant.addOIDCScope(`${OIDC_SCOPE} offline_access`);
  grant.addResourceScope(resource, OIDC_SCOPE);
  await grant.save();
  return grant;
}

function signHs256(payload: Record<string, unknown>, secret: Buffer): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

async function logoutSource(koaCtx: KoaContextWithOIDC, form: string): Promise<void> {
  // Like Keycloak: with a valid id_token_hint the sign-out goes through without a question
  // (an external script presses the button; the CSP forbids inline script).
  const automatic = Boolean(koaCtx.oidc.params?.id_token_hint);
  koaCtx.type = 'html';
  koaCtx.body = page({
    title: 'Sign out',
    body: `<h1>Do you want to sign out?</h1>
${form}
<button type="submit" form="op.logoutForm" value="yes" name="logout"${automatic ? ' data-auto-submit' : ''}>Yes, sign me out</button>
<button type="submit" form="op.logoutForm">No, stay signed in</button>`,
    scripts: ['/stand-in/assets/auto-submit.js'],
  });
}

async function postLogoutSuccessSource(koaCtx: KoaContextWithOIDC): Promise<void> {
  koaCtx.type = 'html';
  koaCtx.body = page({
    title: 'Signed out',
    body: '<h1>Signed out</h1><p data-testid="signed-out">You are signed out of the single sign-on.</p>',
  });
}

/** The login page of an interaction (its own form, not oidc-provider's development one). */
function loginPage(uid: string, error?: string, userName = ''): string {
  return page({
    title: 'Single sign-on',
    body: `<h1>Sign in to realm ${escapeHtml(SSO_REALM)}</h1>
<form method="post" action="${escapeHtml(`${SSO_MOUNT}/login-actions/${uid}/login`)}" class="stand-in-form">
${error ? `<p role="alert" data-testid="login-error">${escapeHtml(error)}</p>` : ''}
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" required value="${escapeHtml(userName)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit" id="kc-login">Sign In</button>
</form>
<form method="post" action="${escapeHtml(`${SSO_MOUNT}/login-actions/${uid}/abort`)}">
<button type="submit">Cancel</button>
</form>`,
  });
}

/**
 * Mounts the provider under SSO_MOUNT: the interaction pages, userinfo and /account are Fastify
 * routes; everything else goes to the provider's own Koa app, with the URL made relative to the
 * mount (oidc-provider derives its mount path from originalUrl).
 */
export async function registerSso(app: FastifyInstance, ctx: StandInContext, sso: SsoProvider): Promise<void> {
  const { provider } = sso;
  const callback = provider.callback();
  const allowedOrigins = portalOrigins(ctx.settings);

  // Routes handed to the provider: bodies are left unread for it to parse.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
      // Headers set by earlier hooks (security, cache) go onto the raw response first.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      const url = raw.url ?? '/';
      raw.originalUrl = url;
      const rest = url.slice(SSO_MOUNT.length);
      raw.url = rest.startsWith('/') ? rest : `/${rest}`;
      await callback(raw, reply.raw);
    };
    scope.all(SSO_MOUNT, handOver);
    scope.all(`${SSO_MOUNT}/*`, handOver);
  });

  // The login interaction (form-encoded posts, parsed by Fastify).
  app.get<{ Params: { uid: string } }>(`${SSO_MOUNT}/login-actions/:uid`, async (request, reply) => {
    const details = await interactionDetails(provider, request, reply);
    if (!details || details.uid !== request.params.uid) return reply.code(400).type('text/html').send(expiredPage());
    if (details.prompt.name === 'login') return reply.type('text/html').send(loginPage(details.uid));
    // Consent is implied for the portal (see implicitGrant): grant what was asked and go on.
    const accountId = details.session?.accountId;
    if (!accountId) return reply.code(400).type('text/html').send(expiredPage());
    const grant = details.grantId
      ? ((await provider.Grant.find(details.grantId)) ?? new provider.Grant({ clientId: String(details.params.client_id), accountId }))
      : new provider.Grant({ clientId: String(details.params.client_id), accountId });
    grant.addOIDCScope(`${OIDC_SCOPE} offline_access`);
    grant.addResourceScope(sso.resource, OIDC_SCOPE);
    const grantId = await grant.save();
    const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } }, { mergeWithLastSubmission: true });
    return reply.redirect(returnTo, 303);
  });

  app.post<{ Params: { uid: string } }>(`${SSO_MOUNT}/login-actions/:uid/login`, async (request, reply) => {
    const details = await interactionDetails(provider, request, reply);
    if (!details || details.uid !== request.params.uid) return reply.code(400).type('text/html').send(expiredPage());
    const userName = (field(request.body, 'username') ?? '').trim();
    const account = SSO_ACCOUNTS.get(userName);
    if (!account || account.password !== field(request.body, 'password')) {
      return reply
        .code(401)
        .type('text/html')
        .send(loginPage(details.uid, 'Invalid username or password.', userName));
    }
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId: userName } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  });

  app.post<{ Params: { uid: string } }>(`${SSO_MOUNT}/login-actions/:uid/abort`, async (request, reply) => {
    const details = await interactionDetails(provider, request, reply);
    if (!details) return reply.code(400).type('text/html').send(expiredPage());
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'End-user aborted interaction' },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  });

  // Keycloak's third-party-cookie check pages, which keycloak-js 26 frames before a silent
  // check-sso; without them its init times out ('Timeout when waiting for 3rd party check iframe
  // message.', spec 8). Their scripts are files: the stand-ins' CSP forbids inline script.
  for (const step of ['step1', 'step2'] as const) {
    const html =
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3p-cookies ${step}</title></head>` +
      `<body><script src="/stand-in/assets/3p-cookies-${step}.js"></script></body></html>`;
    app.get(`${SSO_MOUNT}/protocol/openid-connect/3p-cookies/${step}.html`, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(html),
    );
  }

  // userinfo and Keycloak's /account (spec 7: "GET account and userinfo with a bearer header").
  const profile = async (request: FastifyRequest, reply: FastifyReply) => {
    applyCors(request, reply, allowedOrigins);
    const payload = await sso.verify(bearerToken(request.headers.authorization) ?? '');
    const user = typeof payload?.sub === 'string' ? ssoUser(payload.sub) : undefined;
    if (!user) {
      reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return { ok: false as const, reply: reply.code(401).send({ error: 'invalid_token' }) };
    }
    return { ok: true as const, user };
  };
  /** One bearer-checked handler per representation: both routes answer 401 alike and differ only in the body. */
  const profileRoute = (represent: (user: SsoUser) => Record<string, unknown>) => async (request: FastifyRequest, reply: FastifyReply) => {
    const found = await profile(request, reply);
    return found.ok ? represent(found.user) : found.reply;
  };
  const userinfo = profileRoute(standardClaims);
  app.get(`${SSO_MOUNT}${ROUTES.userinfo}`, userinfo);
  app.post(`${SSO_MOUNT}${ROUTES.userinfo}`, userinfo);
  // Keycloak's account representation (UserRepresentation's names).
  app.get(
    `${SSO_MOUNT}/account`,
    profileRoute(({ sub, account, contact }) => ({
      id: sub,
      username: sub,
      email: account.email,
      firstName: contact.firstName,
      lastName: contact.lastName,
      emailVerified: true,
      attributes: {},
    })),
  );
  const preflight = async (request: FastifyRequest, reply: FastifyReply) => {
    applyCors(request, reply, allowedOrigins);
    reply.header('Access-Control-Allow-Methods', 'GET, POST');
    reply.header('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    reply.header('Access-Control-Max-Age', '3600');
    return reply.code(204).send();
  };
  app.options(`${SSO_MOUNT}${ROUTES.userinfo}`, preflight);
  app.options(`${SSO_MOUNT}/account`, preflight);
}

/** A provider account with the directory contact behind it; undefined when either is missing. */
function ssoUser(sub: string) {
  const account = SSO_ACCOUNTS.get(sub);
  const contact = findBySsoSubject(sub);
  return account && contact ? { sub, account, contact } : undefined;
}
type SsoUser = NonNullable<ReturnType<typeof ssoUser>>;

/** OpenID Connect's standard claims (OIDC Core 5.1), the same in the ID token and at userinfo. */
function standardClaims({ sub, account, contact }: SsoUser) {
  return {
    sub,
    preferred_username: sub,
    email: account.email,
    email_verified: true,
    name: `${contact.firstName} ${contact.lastName}`,
    given_name: contact.firstName,
    family_name: contact.lastName,
  };
}

function applyCors(request: FastifyRequest, reply: FastifyReply, allowed: ReadonlySet<string | null>): void {
  const origin = request.headers.origin;
  reply.header('Vary', 'Origin');
  if (origin && allowed.has(origin)) reply.header('Access-Control-Allow-Origin', origin);
}

async function interactionDetails(provider: Provider, request: FastifyRequest, reply: FastifyReply) {
  try {
    return await provider.interactionDetails(request.raw, reply.raw);
  } catch {
    return undefined;
  }
}

function expiredPage(): string {
  return page({
    title: 'Sign-in expired',
    body: '<h1>This sign-in has expired</h1><p data-testid="error">Go back to the portal and sign in again.</p>',
  });
}
