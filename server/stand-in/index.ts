/**
 * The stand-in services (docs/contracts.md): local, honest imitations of the systems spec 7 names but does
 * not show, mounted under /stand-in/ on the portal's own server so `npm start` runs every flow on
 * one machine, and end-to-end tests exercise real HTTP, crypto and redirects. A deployment drops
 * them all (no STAND_INS with a public origin, or STAND_INS=0) and points the config at the real services.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerSettings } from '../portal/config.ts';
import { originForHost } from '../portal/local-origins.ts';
import { registerBrowserAssets } from './browser-assets.ts';
import { CaptchaTokens, registerCaptcha } from './captcha.ts';
import { registerCommonApi } from './common-api.ts';
import type { CommonRedirect, IdentityRedirect, StandInContext } from './context.ts';
import { registerDestinationApps } from './destination-apps.ts';
import { registerIdentity } from './identity.ts';
import { IdentityTokens } from './identity-tokens.ts';
import { registerLeadCapture } from './lead-capture.ts';
import { OneTimeStore, randomToken } from './one-time-store.ts';
import { registerPartnerPage } from './partner-page.ts';
import { registerRemoteSupport } from './remote-support.ts';
import { createSsoProvider, registerSso, type SsoProvider } from './sso-provider.ts';

/** Redirect guids and tokens are used within seconds of being issued (spec 4). */
const ONE_TIME_TTL_MS = 60_000;

export async function createStandInContext(settings: ServerSettings): Promise<StandInContext> {
  const baseUrl = `${settings.publicOrigin}/stand-in`;
  return {
    settings,
    baseUrl,
    baseUrlFor: (host) => `${originForHost(settings, host)}/stand-in`,
    identityTokens: await IdentityTokens.create({
      issuer: `${baseUrl}/identity/`,
      audience: settings.config.clientId,
      ttlSeconds: settings.accessTokenTtl,
    }),
    identityRedirects: new OneTimeStore<IdentityRedirect>(ONE_TIME_TTL_MS),
    commonRedirects: new OneTimeStore<CommonRedirect>(ONE_TIME_TTL_MS, randomToken),
    verifySsoToken: async () => null,
  };
}

export async function registerStandIns(app: FastifyInstance, settings: ServerSettings): Promise<StandInContext> {
  const ctx = await createStandInContext(settings);
  const sso = await createSsoProvider(ctx);
  ctx.verifySsoToken = sso.verify;

  registerBrowserAssets(app);
  await app.register(async (scope) => registerIdentity(scope, ctx), { prefix: '/stand-in/identity' });
  await app.register(async (scope) => registerCommonApi(scope, ctx), { prefix: '/stand-in/common' });
  await registerSso(app, ctx, sso);
  const captcha = new CaptchaTokens();
  registerCaptcha(app, captcha, settings.config.captcha.siteKey);
  await registerLeadCapture(app, ctx, captcha);
  registerRemoteSupport(app);
  registerDestinationApps(app, ctx);
  registerPartnerPage(app);
  app.decorate('standIn', ctx);
  app.decorate('standInSso', sso);
  app.decorate('standInCaptcha', captcha);
  return ctx;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The stand-ins' shared state, for tests (mint tokens, inspect stores). */
    standIn?: StandInContext;
    standInSso?: SsoProvider;
    standInCaptcha?: CaptchaTokens;
  }
}
