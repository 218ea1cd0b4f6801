/**
 * Settings of the portal's server, read once from the environment, and the config.release.json it
 * publishes (docs/server.md "Configuration": one build, many deployments). With no variables set, every address in the
 * config points at this server's own stand-in services, so `npm start` works on one machine.
 * docs/server.md lists every variable with its default.
 */
import { fileURLToPath } from 'node:url';
import type { AppConfig } from '../../shared/config-schema.ts';
import {
  checkAddressVariables,
  checkDeploymentVariables,
  checkPublishedConfig,
  ConfigError,
  isLocalOrigin,
  isLoopbackHost,
  standInsWanted,
} from './config-check.ts';
import { loopbackOrigins } from './local-origins.ts';

export interface ServerSettings {
  port: number;
  host: string;
  /** Further addresses to listen on at the same port: `::1` while HOST is unset (local-origins.ts). */
  alsoListenOn: string[];
  /** Public origin of this server, e.g. http://localhost:4200 (no trailing slash). */
  publicOrigin: string;
  /**
   * With PUBLIC_ORIGIN unset: the loopback origins on PORT (localhost, 127.0.0.1, [::1]) whose
   * visitors get a config and CSP of their own origin, chosen by an exact Host match
   * (docs/decisions/server-local-addresses.md). Empty when PUBLIC_ORIGIN is set.
   */
  localOrigins: string[];
  /** Mount the local stand-in services under /stand-in/: STAND_INS=1, or unset with a local public origin and a loopback HOST. */
  standIns: boolean;
  /** What the start should say before it serves (STAND_INS=1 where the default would keep them off). */
  warnings: string[];
  /** How long a client has to send its request line and headers, and its whole request (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** The built portal (vite build output). */
  distDir: string;
  /** Where the stand-ins keep their append-only files (lead and case submissions). */
  dataDir: string;
  logLevel: string;
  /** Honour the `stand-in-fault` cookie (tests only). */
  faults: boolean;
  /** How long the `slow` fault holds a request before answering normally. */
  faultSlowMs: number;
  /** Answer of the common API's GET application/keycloak (spec 7). */
  ssoEnabled: boolean;
  /** Lifetime of the stand-in identity service's access tokens, in seconds. */
  accessTokenTtl: number;
  /** Lifetime of the stand-in SSO provider's access tokens, in seconds (short to test refresh). */
  ssoAccessTtl: number;
  /** Origins besides the portal's own to which lead and case forms may return (retURL). */
  returnUrlOrigins: string[];
  /** Enforce Trusted Types in the portal's CSP (on unless CSP_TRUSTED_TYPES=0; docs/server.md). */
  trustedTypes: boolean;
  /** Hosts of embedded news videos (frame-src). */
  videoOrigins: string[];
  /** Requests per minute and client address to each endpoint that takes credentials or personal data. */
  rateLimitPerMinute: number;
  /** The published startup configuration of publicOrigin; the CSP is computed from it. */
  config: AppConfig;
  /** The published configuration of each of localOrigins (publicOrigin's is `config`). */
  localConfigs: ReadonlyMap<string, AppConfig>;
}

export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../../dist/', import.meta.url));
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data/', import.meta.url));

const list = (value: string | undefined, fallback: string[]): string[] =>
  value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : fallback;

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number.parseInt(raw, 10);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got ${raw}`);
  return value;
}

const flag = (value: string | undefined): boolean => value === '1' || value === 'true';

/** Reads and checks the settings; throws a ConfigError naming the variable when one is unusable. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  checkAddressVariables(env);
  const port = Number.parseInt(env.PORT ?? '4200', 10);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const host = env.HOST ?? '127.0.0.1';
  const publicOrigin = (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const standIns = standInsWanted(env, publicOrigin, host);
  // Production fails closed (docs/security.md): no published address may fall back to a stand-in that is not there.
  // Only a start on this machine alone (a local origin, a loopback HOST) may publish the local defaults.
  if (!standIns.on && !(isLocalOrigin(publicOrigin) && isLoopbackHost(host))) {
    if (isLocalOrigin(publicOrigin)) {
      throw new ConfigError(
        'PUBLIC_ORIGIN',
        `must name the address visitors use when HOST=${host} listens beyond this machine; ${publicOrigin} would send every visitor's browser to the visitor's own machine`,
      );
    }
    checkDeploymentVariables(env, publicOrigin);
  }
  const config = buildConfig({ publicOrigin }, env);
  checkPublishedConfig(config);
  // Any local address (docs/decisions/server-local-addresses.md): only without PUBLIC_ORIGIN, whose default is the first of these.
  const localOrigins = env.PUBLIC_ORIGIN === undefined ? loopbackOrigins(port) : [];
  const localConfigs = new Map<string, AppConfig>();
  for (const origin of localOrigins) {
    const local = origin === publicOrigin ? config : buildConfig({ publicOrigin: origin, localAlias: true }, env);
    checkPublishedConfig(local);
    localConfigs.set(origin, local);
  }
  return {
    port,
    host,
    alsoListenOn: env.HOST === undefined ? ['::1'] : [],
    publicOrigin,
    localOrigins,
    standIns: standIns.on,
    warnings: standIns.warning ? [standIns.warning] : [],
    requestTimeoutMs: positiveInt(env, 'REQUEST_TIMEOUT_MS', 30_000),
    distDir: env.DIST_DIR ?? DEFAULT_DIST_DIR,
    dataDir: env.DATA_DIR ?? DEFAULT_DATA_DIR,
    logLevel: env.LOG_LEVEL ?? 'info',
    faults: flag(env.STAND_IN_FAULTS),
    faultSlowMs: positiveInt(env, 'STAND_IN_SLOW_MS', 15_000),
    ssoEnabled: flag(env.SSO_ENABLED),
    accessTokenTtl: positiveInt(env, 'ACCESS_TOKEN_TTL', 15 * 60),
    ssoAccessTtl: positiveInt(env, 'SSO_ACCESS_TTL', 5 * 60),
    returnUrlOrigins: list(env.RETURN_URL_ORIGINS, []),
    trustedTypes: env.CSP_TRUSTED_TYPES !== '0' && env.CSP_TRUSTED_TYPES !== 'false',
    videoOrigins: list(env.VIDEO_ORIGINS, ['https://video.example.com']),
    rateLimitPerMinute: positiveInt(env, 'RATE_LIMIT_PER_MINUTE', 300),
    config,
    localConfigs,
  };
}

/**
 * The config served at /opsportal/assets/config.release.json. `localAlias`: the config of another
 * local address of this server (local-origins.ts). Every address follows it, the single-sign-on
 * provider's too, but the provider keeps the one issuer of the public origin, so such a config names
 * no issuer of its own (`sso.oidcIssuer` only when SSO_OIDC_ISSUER sets it).
 */
export function buildConfig(
  settings: Pick<ServerSettings, 'publicOrigin'> & { localAlias?: boolean },
  env: NodeJS.ProcessEnv = process.env,
): AppConfig {
  const standIn = `${settings.publicOrigin}/stand-in/`;
  const pick = (name: string, fallback: string) => env[name] ?? fallback;
  const config: AppConfig = {
    supportUrl: pick('SUPPORT_URL', `${settings.publicOrigin}/opsportal/#/support`),
    registerUrl: pick('REGISTER_URL', `${settings.publicOrigin}/opsportal/#/register`),
    assets: pick('ASSETS_URL', '/opsportal/assets/'),
    baseUrl: pick('BASE_URL', `${standIn}apps/app27/`),
    portalUrl: pick('PORTAL_URL', `${settings.publicOrigin}/opsportal/`),
    identityApiUrl: pick('IDENTITY_API_URL', `${standIn}identity/`),
    commonApiUrl: pick('COMMON_API_URL', `${standIn}common/`),
    clientId: pick('CLIENT_ID', 'ops-portal'),
    environment: pick('APP_ENVIRONMENT', 'local'),
    productGrant: pick('PRODUCT_GRANT', 'partstrax'),
    apps: {
      adminTool: pick('ADMIN_TOOL_URL', `${standIn}apps/admin-tool/`),
      logistix: pick('LOGISTIX_URL', `${standIn}apps/logistix/`),
      dispatch: pick('DISPATCH_URL', `${standIn}apps/dispatch`),
      insights: pick('INSIGHTS_URL', `${standIn}apps/insights/`),
      shopping: pick('SHOPPING_URL', `${standIn}apps/shopping/`),
      deliveryLogin: pick('DELIVERY_LOGIN_URL', `${standIn}apps/dispatch/login`),
      dealerRegistration: pick('DEALER_REGISTRATION_URL', `${standIn}apps/dealer-registration/`),
    },
    sso: {
      url: pick('SSO_URL', `${standIn}sso/`),
      realm: pick('SSO_REALM', 'NA'),
      clientId: pick('SSO_CLIENT_ID', 'ops-portal'),
    },
    leadCaptureAction: pick('LEAD_CAPTURE_ACTION', `${standIn}lead/servlet/WebToLead`),
    caseFormAction: pick('CASE_FORM_ACTION', `${standIn}lead/servlet/WebToCase`),
    organisationId: pick('ORGANISATION_ID', '00D000000000EXAMPLE'),
    captcha: {
      siteKey: pick('CAPTCHA_SITE_KEY', 'stand-in-site-key'),
      scriptUrl: pick('CAPTCHA_SCRIPT_URL', `${standIn}captcha/api.js`),
    },
    leadHelperScriptUrl: pick('LEAD_HELPER_SCRIPT_URL', `${standIn}lead/lead-helper.js`),
    remoteConnectUrl: pick('REMOTE_CONNECT_URL', `${settings.publicOrigin}/opsportal/#/fast-support`),
    remoteSupportAction: pick('REMOTE_SUPPORT_ACTION', `${standIn}remote-support/download`),
    supportChatUrl: pick('SUPPORT_CHAT_URL', `${standIn}apps/support-chat/`),
    partnerOrigins: list(env.PARTNER_ORIGINS, [settings.publicOrigin]),
    showAnnouncement: env.SHOW_ANNOUNCEMENT === 'true',
    pendoEnabled: env.PENDO_ENABLED === 'true',
    walkthroughEnabled: flag(env.WALKTHROUGH_ENABLED),
  };
  // Only published when set: the schema keeps it optional and the CSP adds its origin.
  if (env.PENDO_SCRIPT_URL) config.pendoScriptUrl = env.PENDO_SCRIPT_URL;
  // docs/server.md: set empty, there is no lead helper script and no support chat (both optional in the schema).
  if (env.LEAD_HELPER_SCRIPT_URL === '') delete config.leadHelperScriptUrl;
  if (env.SUPPORT_CHAT_URL === '') delete config.supportChatUrl;
  const oidcIssuer = env.SSO_OIDC_ISSUER ?? (settings.localAlias ? undefined : `${standIn}sso/realms/NA`);
  if (oidcIssuer !== undefined) config.sso.oidcIssuer = oidcIssuer;
  // spec 7: the walk-through script, whose address the common API gives, from its origin unless set.
  config.walkthroughScriptOrigin = env.WALKTHROUGH_SCRIPT_ORIGIN ?? new URL(config.commonApiUrl).origin;
  return config;
}
