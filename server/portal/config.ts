/**
 * Builds config.release.json from the environment (issue 3: one build, many deployments).
 * With no variables set, every address points at this server's own stand-in services.
 */
import type { AppConfig } from '../../src/config/schema.ts';

export interface ServerSettings {
  port: number;
  host: string;
  /** Public origin of this server, e.g. http://localhost:4200 (no trailing slash). */
  publicOrigin: string;
  /** Mount the local stand-in services under /stand-in/ (a deployment sets STAND_INS=0). */
  standIns: boolean;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const port = Number.parseInt(env.PORT ?? '4200', 10);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const host = env.HOST ?? '127.0.0.1';
  const publicOrigin = (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return { port, host, publicOrigin, standIns: env.STAND_INS !== '0' };
}

/** The config served at /opsportal/assets/config.release.json. */
export function buildConfig(settings: ServerSettings, env: NodeJS.ProcessEnv = process.env): AppConfig {
  const standIn = `${settings.publicOrigin}/stand-in/`;
  const pick = (name: string, fallback: string) => env[name] ?? fallback;
  const list = (name: string, fallback: string[]) =>
    env[name] ? env[name].split(',').map((item) => item.trim()).filter(Boolean) : fallback;
  return {
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
      oidcIssuer: pick('SSO_OIDC_ISSUER', `${standIn}sso/realms/NA`),
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
    partnerOrigins: list('PARTNER_ORIGINS', [settings.publicOrigin]),
    showAnnouncement: env.SHOW_ANNOUNCEMENT === 'true',
    pendoEnabled: env.PENDO_ENABLED === 'true',
  };
}
