/**
 * Start-up checks of the environment (docs/server.md "Configuration"; docs/decisions/server-hardening-defaults.md).
 *
 * Every address variable is validated before anything is served: the CSP is built from these values,
 * so an origin list with a `;` or a space in it would add directives or sources. A variable that does
 * not hold what it should stops the start with a message naming it (ConfigError); nothing is guessed.
 * The published config is then checked against the portal's own schema (shared/config-schema.ts), so the
 * server never publishes a config that the browser would reject.
 */
import { parseConfig, type AppConfig } from '../../shared/config-schema.ts';
import { canonicalPath } from './route-path.ts';

/** A setting that cannot be used; the message names the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = 'ConfigError';
  }
}

/** Variables that hold one absolute http(s) address (path allowed). ASSETS_URL may also be a path. */
export const URL_VARIABLES = [
  'SUPPORT_URL',
  'REGISTER_URL',
  'BASE_URL',
  'PORTAL_URL',
  'IDENTITY_API_URL',
  'COMMON_API_URL',
  'ADMIN_TOOL_URL',
  'LOGISTIX_URL',
  'DISPATCH_URL',
  'INSIGHTS_URL',
  'SHOPPING_URL',
  'DELIVERY_LOGIN_URL',
  'DEALER_REGISTRATION_URL',
  'SSO_URL',
  'SSO_OIDC_ISSUER',
  'LEAD_CAPTURE_ACTION',
  'CASE_FORM_ACTION',
  'CAPTCHA_SCRIPT_URL',
  'LEAD_HELPER_SCRIPT_URL',
  'REMOTE_CONNECT_URL',
  'REMOTE_SUPPORT_ACTION',
  'SUPPORT_CHAT_URL',
  'PENDO_SCRIPT_URL',
] as const;

/** Variables that hold comma-separated origins (scheme://host[:port], nothing else). */
export const ORIGIN_LIST_VARIABLES = ['PARTNER_ORIGINS', 'VIDEO_ORIGINS', 'RETURN_URL_ORIGINS'] as const;

/** Characters that never belong in an address pasted into a header: they would split or extend it. */
const HEADER_BREAKERS = /[\s;,'"<>\\^`{|}]/u;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for http(s) origins on this machine: localhost, 127.0.0.1, [::1]. */
export function isLocalOrigin(origin: string): boolean {
  try {
    return LOCAL_HOSTS.has(new URL(origin).hostname);
  } catch {
    return false;
  }
}

function parseHttpUrl(variable: string, value: string): URL {
  if (HEADER_BREAKERS.test(value)) {
    throw new ConfigError(
      variable,
      `${JSON.stringify(value)} contains a space, quote, comma, semicolon or other character an address may not hold`,
    );
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(variable, `${JSON.stringify(value)} is not an absolute address`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(variable, `${JSON.stringify(value)} must be an http or https address`);
  }
  if (url.username || url.password) throw new ConfigError(variable, `${JSON.stringify(value)} must not carry a user name or password`);
  // The CSP is built from these hosts: a wildcard host (`https://*`, `https://*.example.com`) would admit any site.
  if (url.hostname.includes('*') || /%2a/i.test(url.hostname)) {
    throw new ConfigError(variable, `${JSON.stringify(value)} has a wildcard host; name each host the portal may use`);
  }
  return url;
}

/** One origin: scheme://host[:port] with no path, query, fragment or trailing slash. */
export function checkOrigin(variable: string, value: string): string {
  const url = parseHttpUrl(variable, value);
  if (url.origin !== value) {
    throw new ConfigError(
      variable,
      `${JSON.stringify(value)} is not an origin; write it as ${JSON.stringify(url.origin)} (scheme://host[:port], nothing else)`,
    );
  }
  return value;
}

/**
 * Checks the environment's address variables; throws a ConfigError naming the first bad one. No
 * wildcard reaches a CSP directive: `*` and wildcard hosts are refused in every variable.
 */
export function checkAddressVariables(env: NodeJS.ProcessEnv): void {
  if (env.PUBLIC_ORIGIN !== undefined) checkOrigin('PUBLIC_ORIGIN', env.PUBLIC_ORIGIN.replace(/\/+$/, ''));
  for (const variable of URL_VARIABLES) {
    const value = env[variable];
    if (value === undefined) continue;
    if (value === '' && (variable === 'PENDO_SCRIPT_URL' || variable === 'SUPPORT_CHAT_URL' || variable === 'LEAD_HELPER_SCRIPT_URL'))
      continue;
    parseHttpUrl(variable, value);
  }
  if (env.WALKTHROUGH_SCRIPT_ORIGIN !== undefined) checkOrigin('WALKTHROUGH_SCRIPT_ORIGIN', env.WALKTHROUGH_SCRIPT_ORIGIN);
  const assets = env.ASSETS_URL;
  if (assets !== undefined) {
    if (assets.startsWith('/')) {
      if (HEADER_BREAKERS.test(assets) || assets.startsWith('//'))
        throw new ConfigError('ASSETS_URL', `${JSON.stringify(assets)} is not a path or an address`);
    } else parseHttpUrl('ASSETS_URL', assets);
  }
  for (const variable of ORIGIN_LIST_VARIABLES) {
    const value = env[variable];
    if (value === undefined) continue;
    // Empty entries are dropped as config.ts does (PARTNER_ORIGINS="," is an empty list).
    for (const item of value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      if (item === '*') throw new ConfigError(variable, '"*" would let any site in; list each origin (scheme://host[:port])');
      checkOrigin(variable, item);
    }
  }
}

/** The variable behind each published field, for messages. */
const FIELD_VARIABLES: Readonly<Record<string, string>> = {
  supportUrl: 'SUPPORT_URL',
  registerUrl: 'REGISTER_URL',
  assets: 'ASSETS_URL',
  baseUrl: 'BASE_URL',
  portalUrl: 'PORTAL_URL',
  identityApiUrl: 'IDENTITY_API_URL',
  commonApiUrl: 'COMMON_API_URL',
  clientId: 'CLIENT_ID',
  environment: 'APP_ENVIRONMENT',
  productGrant: 'PRODUCT_GRANT',
  'apps.adminTool': 'ADMIN_TOOL_URL',
  'apps.logistix': 'LOGISTIX_URL',
  'apps.dispatch': 'DISPATCH_URL',
  'apps.insights': 'INSIGHTS_URL',
  'apps.shopping': 'SHOPPING_URL',
  'apps.deliveryLogin': 'DELIVERY_LOGIN_URL',
  'apps.dealerRegistration': 'DEALER_REGISTRATION_URL',
  'sso.url': 'SSO_URL',
  'sso.realm': 'SSO_REALM',
  'sso.clientId': 'SSO_CLIENT_ID',
  'sso.oidcIssuer': 'SSO_OIDC_ISSUER',
  leadCaptureAction: 'LEAD_CAPTURE_ACTION',
  caseFormAction: 'CASE_FORM_ACTION',
  organisationId: 'ORGANISATION_ID',
  'captcha.siteKey': 'CAPTCHA_SITE_KEY',
  'captcha.scriptUrl': 'CAPTCHA_SCRIPT_URL',
  leadHelperScriptUrl: 'LEAD_HELPER_SCRIPT_URL',
  remoteConnectUrl: 'REMOTE_CONNECT_URL',
  remoteSupportAction: 'REMOTE_SUPPORT_ACTION',
  supportChatUrl: 'SUPPORT_CHAT_URL',
  partnerOrigins: 'PARTNER_ORIGINS',
  pendoScriptUrl: 'PENDO_SCRIPT_URL',
  walkthroughScriptOrigin: 'WALKTHROUGH_SCRIPT_ORIGIN',
};

/** The variable an issue of parseConfig is about ("apps.shopping: must …" → SHOPPING_URL). */
function variableOf(issue: string): string {
  const path =
    issue
      .split(':')[0]
      ?.trim()
      .replace(/^\$?\.?/, '')
      .replace(/\[\d+\]$/, '') ?? '';
  for (const [field, variable] of Object.entries(FIELD_VARIABLES)) {
    if (path === field || path.startsWith(`${field}.`) || path.startsWith(`${field}[`)) return variable;
  }
  return 'the published config';
}

/** The config the server would publish must pass the schema the browser checks it with. */
export function checkPublishedConfig(config: AppConfig): void {
  const { issues } = parseConfig(config);
  const first = issues[0];
  if (first !== undefined)
    throw new ConfigError(variableOf(first), `the published config does not match shared/config-schema.ts (${issues.join('; ')})`);
}

/** Listening addresses that only this machine can reach. */
const LOOPBACK_LISTEN = new Set(['127.0.0.1', '::1', 'localhost', '[::1]']);
export const isLoopbackHost = (host: string): boolean => LOOPBACK_LISTEN.has(host.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(host);

/**
 * STAND_INS: `1`/`true` on, `0`/`false` off, unset: on only while the public origin is local and the
 * server listens on loopback only (HOST=0.0.0.0 would hand the demo accounts and the lead listing to the
 * network). `warning`: set when the explicit `1` turns them on where the default would not.
 */
export function standInsWanted(env: NodeJS.ProcessEnv, publicOrigin: string, host = '127.0.0.1'): { on: boolean; warning: string | null } {
  const value = env.STAND_INS;
  const safe = isLocalOrigin(publicOrigin) && isLoopbackHost(host);
  if (value === undefined || value === '') return { on: safe, warning: null };
  if (value === '1' || value === 'true') {
    const warning = safe
      ? null
      : `STAND_INS=${value}: the stand-in services (demo accounts, demo tokens) answer on ${publicOrigin} while listening on ${host}; never do this in production`;
    return { on: true, warning };
  }
  if (value === '0' || value === 'false') return { on: false, warning: null };
  throw new ConfigError('STAND_INS', `${JSON.stringify(value)} must be 1, true, 0 or false`);
}

/** Addresses whose defaults are the portal's own pages (support, register, the portal, remote connect) or off (analytics). */
const DEPLOYMENT_DEFAULTED_ADDRESSES: ReadonlySet<string> = new Set([
  'SUPPORT_URL',
  'REGISTER_URL',
  'PORTAL_URL',
  'REMOTE_CONNECT_URL',
  'PENDO_SCRIPT_URL',
]);

/**
 * The variables a deployment without stand-ins must set: their defaults point at this server's own
 * /stand-in/ services (which do not exist there) or are the stand-ins' example values.
 * LEAD_HELPER_SCRIPT_URL and SUPPORT_CHAT_URL may be set empty (no helper, no chat: config.ts publishes neither).
 */
export const DEPLOYMENT_REQUIRED_VARIABLES: readonly string[] = [
  ...URL_VARIABLES.filter((name) => !DEPLOYMENT_DEFAULTED_ADDRESSES.has(name)),
  'CAPTCHA_SITE_KEY',
  'ORGANISATION_ID',
  'APP_ENVIRONMENT',
];

/** The stand-ins' example values, never published by a deployment. */
const EXAMPLE_VALUES: Readonly<Record<string, readonly string[]>> = {
  APP_ENVIRONMENT: ['local'],
  ORGANISATION_ID: ['00d000000000example'],
  CAPTCHA_SITE_KEY: ['stand-in-site-key'],
};

/**
 * An address as the server it names would read it (docs/security.md "One reading of an address"): its origin
 * (scheme, lower-case host, default port dropped) and its path decoded, dot segments resolved, slashes
 * collapsed, in lower case. Null for a value that is not an absolute http(s) address (checked elsewhere).
 */
export function readAddress(value: string): { origin: string; hostname: string; path: string } | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return { origin: url.origin, hostname: url.hostname, path: canonicalPath(url.pathname) };
}

const isStandInPath = (path: string) => path === '/stand-in' || path.startsWith('/stand-in/');

/**
 * A public origin without stand-ins fails closed: every variable of DEPLOYMENT_REQUIRED_VARIABLES must
 * be set (one message names each missing one), none may hold a stand-in example value, and no address
 * may point at this server's /stand-in/ or at a loopback host (a visitor's own machine), compared as parsed
 * addresses (readAddress): `//stand-in/`, `:443`, `/STAND-IN/`, `/%73tand-in/` and `/x/../stand-in/` are all
 * the stand-ins.
 */
export function checkDeploymentVariables(env: NodeJS.ProcessEnv, publicOrigin: string): void {
  const missing = DEPLOYMENT_REQUIRED_VARIABLES.filter((name) => env[name] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(
      missing.join(', '),
      `must be set for a deployment without stand-ins (PUBLIC_ORIGIN ${publicOrigin}); unset, the published config would point at stand-ins that do not exist here`,
    );
  }
  for (const [name, examples] of Object.entries(EXAMPLE_VALUES)) {
    const value = env[name];
    if (value !== undefined && examples.includes(value.trim().toLowerCase())) {
      throw new ConfigError(name, `${JSON.stringify(value)} is the stand-ins' example value, not a deployment's`);
    }
  }
  const own = readAddress(publicOrigin);
  const publicIsLocal = isLocalOrigin(publicOrigin);
  for (const name of [...URL_VARIABLES, 'ASSETS_URL']) {
    const value = env[name];
    if (!value) continue;
    // A path (ASSETS_URL may be one) is on the public origin.
    const address = readAddress(value.startsWith('/') ? `${publicOrigin}${value}` : value);
    if (!address) continue;
    if (own && address.origin === own.origin && isStandInPath(address.path)) {
      throw new ConfigError(name, `${JSON.stringify(value)} points at the stand-ins, which a deployment without them does not have`);
    }
    if (!publicIsLocal && LOCAL_HOSTS.has(address.hostname)) {
      throw new ConfigError(
        name,
        `${JSON.stringify(value)} names this machine's loopback address: a visitor's browser would send it to the visitor's own machine`,
      );
    }
  }
}
