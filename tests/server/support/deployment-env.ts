/**
 * Every variable a deployment without stand-ins must set (server/portal/config-check.ts
 * DEPLOYMENT_REQUIRED_VARIABLES), with real-looking addresses: a public origin without them refuses to start.
 */
export const DEPLOYMENT_ADDRESSES = {
  IDENTITY_API_URL: 'https://identity.example.com/api/',
  COMMON_API_URL: 'https://common.example.com/',
  BASE_URL: 'https://app27.example.com/',
  ADMIN_TOOL_URL: 'https://admin.example.com/',
  LOGISTIX_URL: 'https://logistix.example.com/',
  DISPATCH_URL: 'https://dispatch.example.com',
  INSIGHTS_URL: 'https://insights.example.com/',
  SHOPPING_URL: 'https://shopping.example.com/',
  DELIVERY_LOGIN_URL: 'https://dispatch.example.com/login',
  DEALER_REGISTRATION_URL: 'https://dealers.example.com/',
  SSO_URL: 'https://sso.example.com/auth/',
  SSO_OIDC_ISSUER: 'https://sso.example.com/auth/realms/NA',
  LEAD_CAPTURE_ACTION: 'https://webto.example.com/servlet/servlet.WebToLead',
  CASE_FORM_ACTION: 'https://webto.example.com/servlet/servlet.WebToCase',
  CAPTCHA_SCRIPT_URL: 'https://www.google.com/recaptcha/api.js',
  CAPTCHA_SITE_KEY: '6LcPRODUCTIONSITEKEY',
  LEAD_HELPER_SCRIPT_URL: 'https://lead.example.com/helper.js',
  REMOTE_SUPPORT_ACTION: 'https://support.example.com/api/start_session',
  SUPPORT_CHAT_URL: 'https://chat.example.com/',
  ORGANISATION_ID: '00D5f000001PRODUCT',
  APP_ENVIRONMENT: 'production',
} as const;

/** A public origin with every address set: what a real deployment starts with. */
export const DEPLOYMENT_ENV = { PUBLIC_ORIGIN: 'https://portal.example.com', ...DEPLOYMENT_ADDRESSES } as const;
