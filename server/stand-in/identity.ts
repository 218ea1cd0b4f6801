/**
 * Stand-in identity service (spec 7 "Identity service"), mounted at /stand-in/identity/.
 *
 * POST oauth2/token with the grants of spec 7 (product grant, keycloak, test, adminpanel) plus the
 * `ehi` grant that completes partner login (spec 4; the spec does not show ehiLogin's call, see
 * docs/contracts.md); POST oauth2/ehi-contact and oauth2/ehi-token; POST redirect (bearer) → a
 * one-time guid; GET .well-known/jwks.json. Answers mimic the ASP.NET OAuth server the portal was
 * written against: `.expires` is an HTTP date, errors are `{error, error_description}` with 400.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { field, oauthError, type StandInContext } from './context.ts';
import {
  ADMIN_PANEL_TOKENS,
  checkPassword,
  CONTACTS,
  DEMO_PASSWORD,
  findById,
  findBySsoSubject,
  PARTNER_COMPANY,
  type Contact,
} from './demo-directory.ts';
import { bearerToken } from './identity-tokens.ts';

/** spec 8: the description the login form shows for a 400 invalid_grant. */
export const BAD_CREDENTIALS = 'The user name or password is incorrect.';

export async function registerIdentity(app: FastifyInstance, ctx: StandInContext): Promise<void> {
  const { config } = ctx.settings;

  const tokenResponse = async (contact: Contact) => {
    const issued = await ctx.identityTokens.issue(contact);
    return {
      access_token: issued.accessToken,
      token_type: 'bearer',
      expires_in: issued.expiresIn,
      refresh_token: issued.refreshToken,
      userName: contact.userName,
      '.issued': issued.issuedAt.toUTCString(),
      '.expires': issued.expiresAt.toUTCString(),
    };
  };
  const invalidGrant = (reply: FastifyReply, description = BAD_CREDENTIALS) =>
    reply.code(400).send(oauthError('invalid_grant', description));

  app.post('/oauth2/token', async (request, reply) => {
    const body = request.body;
    const grantType = field(body, 'grant_type');
    if (field(body, 'client_id') !== config.clientId) {
      return reply.code(400).send(oauthError('invalid_client', 'The client_id is missing or unknown.'));
    }

    if (grantType === config.productGrant) {
      const contact = checkPassword(field(body, 'username') ?? '', field(body, 'password') ?? '');
      return contact ? tokenResponse(contact) : invalidGrant(reply);
    }

    switch (grantType) {
      case 'keycloak': {
        // The single sign-on token, checked against the SSO provider's keys; its subject names the contact.
        const payload = await ctx.verifySsoToken(field(body, 'jwt') ?? '');
        const contact = typeof payload?.sub === 'string' ? findBySsoSubject(payload.sub) : undefined;
        return contact ? tokenResponse(contact) : invalidGrant(reply, 'The single sign-on token is not valid.');
      }
      case 'test': {
        const contact = findById(Number(field(body, 'id')));
        return contact && field(body, 'password') === DEMO_PASSWORD ? tokenResponse(contact) : invalidGrant(reply);
      }
      case 'adminpanel': {
        // spec 3 "Admin-panel login response": only contactType and access_token.
        const entry = ADMIN_PANEL_TOKENS.get(field(body, 'token') ?? '');
        const contact = entry ? findById(entry.contactId) : undefined;
        if (!entry || !contact) return invalidGrant(reply, 'The token is not valid.');
        const issued = await ctx.identityTokens.issue(contact);
        return { contactType: entry.contactType, access_token: issued.accessToken };
      }
      case 'ehi': {
        // Partner login by contact id (spec 4): only with the partner's company token.
        const contact = partnerContact(field(body, 'companyId'), field(body, 'token'));
        const wanted = Number(field(body, 'contactId'));
        return contact && contact.contactId === wanted ? tokenResponse(contact) : invalidGrant(reply, 'Invalid Company or Token');
      }
      default:
        return reply.code(400).send(oauthError('unsupported_grant_type', `The grant type '${grantType ?? ''}' is not supported.`));
    }
  });

  // spec 7: companyId and token → contactId; spec 5: a falsy answer reads 'Invalid Company or Token'.
  app.post('/oauth2/ehi-contact', async (request, reply) => {
    const contact = partnerContact(field(request.body, 'companyId'), field(request.body, 'token'));
    if (!contact) return reply.code(400).send(oauthError('invalid_request', 'Invalid Company or Token'));
    return { contactId: contact.contactId };
  });

  // spec 7: companyId, username, password → contactId and jwtToken (posted to the partner's window).
  app.post('/oauth2/ehi-token', async (request, reply) => {
    const companyId = Number(field(request.body, 'companyId'));
    const contact = checkPassword(field(request.body, 'username') ?? '', field(request.body, 'password') ?? '');
    if (!contact || contact.companyId !== companyId) {
      return reply.code(400).send(oauthError('invalid_grant', 'Invalid username or password'));
    }
    const issued = await ctx.identityTokens.issue(contact);
    return { contactId: contact.contactId, jwtToken: issued.accessToken };
  });

  // spec 7: bearer + {accessToken, expiresToken, refreshToken, currentUser, url, parameters} → guid.
  app.post('/redirect', async (request, reply) => {
    const verified = await ctx.identityTokens.verify(bearerToken(request.headers.authorization));
    if (!verified.ok) return unauthorized(reply, verified.reason);
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : null;
    if (!body || typeof body.accessToken !== 'string') {
      return reply.code(400).send(oauthError('invalid_request', 'accessToken is required'));
    }
    const guid = ctx.identityRedirects.put({ claims: verified.claims, body });
    // The guid is a JSON string, as the ASP.NET service returned it.
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(guid));
  });

  app.get('/.well-known/jwks.json', async () => ctx.identityTokens.jwks);
}

function partnerContact(companyId: string | undefined, token: string | undefined): Contact | undefined {
  if (Number(companyId) !== PARTNER_COMPANY.companyId || token !== PARTNER_COMPANY.token) return undefined;
  return CONTACTS.find((contact) => contact.companyId === PARTNER_COMPANY.companyId);
}

/** 401 with the RFC 6750 challenge; the reason is logged by the caller's request log only. */
export function unauthorized(reply: FastifyReply, reason: string) {
  reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
  return reply.code(401).send(oauthError('invalid_token', reason));
}
