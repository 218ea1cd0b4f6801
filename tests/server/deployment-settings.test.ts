import { describe, expect, it } from 'vitest';
import { readSettings } from '../../server/portal/config.ts';
import { buildPortalCsp } from '../../server/portal/security-headers.ts';
import { DEPLOYMENT_ADDRESSES } from './support/deployment-env.ts';
import { parseCsp, startTestServer } from './support/test-server.ts';

/** A deployment against real services: every address from the environment. */
const REAL = {
  ...DEPLOYMENT_ADDRESSES,
  PUBLIC_ORIGIN: 'https://portal.example.com',
  STAND_INS: '0',
  IDENTITY_API_URL: 'https://identity.example.com/api/',
  COMMON_API_URL: 'https://common.example.com/',
  SSO_URL: 'https://sso.example.com/auth/',
  SSO_OIDC_ISSUER: 'https://sso.example.com/auth/realms/NA',
  LEAD_CAPTURE_ACTION: 'https://webto.example.com/servlet/servlet.WebToLead',
  CASE_FORM_ACTION: 'https://webto.example.com/servlet/servlet.WebToCase',
  REMOTE_SUPPORT_ACTION: 'https://support.example.com/api/start_session',
  CAPTCHA_SCRIPT_URL: 'https://www.google.com/recaptcha/api.js',
  LEAD_HELPER_SCRIPT_URL: 'https://lead.example.com/helper.js',
  PENDO_ENABLED: 'true',
  PENDO_SCRIPT_URL: 'https://cdn.pendo.example.com/agent.js',
  ASSETS_URL: 'https://cdn.example.com/opsportal/assets/',
  PARTNER_ORIGINS: 'https://partner.example.com',
};

describe('a deployment without stand-ins', () => {
  it('mounts no /stand-in/ routes', async () => {
    const server = await startTestServer(REAL);
    try {
      expect((await server.app.inject({ method: 'GET', url: '/stand-in/common/application/keycloak' })).statusCode).toBe(404);
      expect((await server.app.inject({ method: 'GET', url: '/stand-in/sso/realms/NA/.well-known/openid-configuration' })).statusCode).toBe(
        404,
      );
      expect((await server.app.inject({ method: 'GET', url: '/opsportal/' })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('builds the CSP from the configured origins', () => {
    const csp = parseCsp(buildPortalCsp(readSettings(REAL), { frameAncestors: { kind: 'none' } }));
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://www.google.com',
      'https://www.gstatic.com',
      'https://lead.example.com',
      'https://cdn.pendo.example.com',
    ]);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://identity.example.com',
      'https://common.example.com',
      'https://sso.example.com',
      'https://www.google.com',
      'https://cdn.example.com',
      'https://cdn.pendo.example.com',
    ]);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://sso.example.com', 'https://video.example.com', 'https://www.google.com']);
    expect(csp.get('form-action')).toEqual([
      "'self'",
      'https://webto.example.com',
      'https://support.example.com',
      'https://sso.example.com',
    ]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://cdn.example.com']);
  });

  it('leaves the analytics origin out while pendo is off', () => {
    const csp = parseCsp(buildPortalCsp(readSettings({ ...REAL, PENDO_ENABLED: 'false' }), { frameAncestors: { kind: 'none' } }));
    expect(csp.get('script-src')).not.toContain('https://cdn.pendo.example.com');
  });

  it("enforces Trusted Types with the portal's two policies unless CSP_TRUSTED_TYPES=0", () => {
    const csp = parseCsp(buildPortalCsp(readSettings(REAL), { frameAncestors: { kind: 'none' } }));
    expect(csp.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(csp.get('trusted-types')).toEqual(['dompurify', 'portal-script-url']);
    expect(buildPortalCsp(readSettings({ ...REAL, CSP_TRUSTED_TYPES: '0' }), { frameAncestors: { kind: 'none' } })).not.toContain(
      'trusted-types',
    );
  });

  it('an empty partner list lets nobody frame the partner document', () => {
    const csp = parseCsp(buildPortalCsp(readSettings({ ...REAL, PARTNER_ORIGINS: ',' }), { frameAncestors: { kind: 'partners' } }));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('settings', () => {
  it('has defaults for a newcomer', () => {
    const settings = readSettings({});
    expect(settings).toMatchObject({
      port: 4200,
      host: '127.0.0.1',
      publicOrigin: 'http://localhost:4200',
      standIns: true,
      faults: false,
      faultSlowMs: 15_000,
      ssoEnabled: false,
      accessTokenTtl: 900,
      ssoAccessTtl: 300,
      trustedTypes: true,
      videoOrigins: ['https://video.example.com'],
    });
    expect(settings.config.sso.oidcIssuer).toBe('http://localhost:4200/stand-in/sso/realms/NA');
  });

  it('refuses nonsense numbers', () => {
    expect(() => readSettings({ PORT: 'x' })).toThrow(/PORT/);
    expect(() => readSettings({ ACCESS_TOKEN_TTL: '-1' })).toThrow(/ACCESS_TOKEN_TTL/);
  });
});
