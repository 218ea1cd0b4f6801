/**
 * The startup configuration (spec 3 "Environment config", spec 7 "GET /opsportal/assets/config.release.json").
 *
 * The server writes this file from its environment, so one build runs against the local stand-in
 * services and against real services elsewhere. Everything the portal needs to reach another system
 * is named here and nowhere else. The file is validated at load: a file that does not match is
 * treated as unparseable (spec 8: log 'Could not load config!', set no config, render anyway).
 *
 * The check is a few typed field rules rather than a schema library: it runs before the first render
 * on every page, so it is part of every first visit's download and a library's bytes would be too. The rules
 * themselves are shared with the content and sign-in checks (shared/shape.ts).
 */
import { boolean, list, matches, object, optional, parse, refine, string, withDefault, type Check } from './shape.ts';

/** The startup configuration, as validated by `parseConfig`. */
export interface AppConfig {
  /** Help & Support link in the navigation bar (spec 2). */
  supportUrl: string;
  /** Register link and the registration address used by product pages and landings (spec 2). */
  registerUrl: string;
  /** Base URL for images and content files, ending with a slash. */
  assets: string;
  /** The ordering application's base address, used by the "Login Now" buttons (spec 3). */
  baseUrl: string;
  /** This portal's own public address, e.g. http://localhost:4200/opsportal/ (return URLs of forms). */
  portalUrl: string;

  /** Identity service base, ending with a slash: {identity}oauth2/token, {identity}redirect (spec 7). */
  identityApiUrl: string;
  /** Common API base, ending with a slash: {common}application/v2/navigation (spec 7). */
  commonApiUrl: string;
  /** OAuth client id and environment sent with every oauth2/token call (spec 7). */
  clientId: string;
  environment: string;
  /** The product's grant-type name, also the {product} placeholder of brand copy (spec 7). */
  productGrant: string;

  /** Destination applications that are not found through the navigation call (spec 4, 6). */
  apps: {
    adminTool: string;
    logistix: string;
    dispatch: string;
    insights: string;
    /** The shopping application opened by partner login with atoken and unqFile (spec 4). */
    shopping: string;
    /** The delivery service login linked from /deliverytrax-ad (spec 2). */
    deliveryLogin: string;
    /** External dealer registration host for "Register as a Parts Supplier" (spec 2). */
    dealerRegistration: string;
  };

  /** Single sign-on (keycloak-js against a Keycloak realm or the stand-in OpenID Connect provider). */
  sso: {
    url: string;
    realm: string;
    clientId: string;
    /** Full issuer URL when the provider is a generic OpenID Connect provider, not Keycloak. */
    oidcIssuer?: string | undefined;
  };

  /** Lead capture (contact, subscribe, delivery and mobile landings) and case form endpoints (spec 7). */
  leadCaptureAction: string;
  caseFormAction: string;
  organisationId: string;
  captcha: {
    siteKey: string;
    scriptUrl: string;
  };
  /** The lead-capture helper script loaded by the contact page (spec 7). */
  leadHelperScriptUrl?: string | undefined;

  remoteConnectUrl: string;
  remoteSupportAction: string;
  /** Support chat and technical-help links of the contact page (spec 2). */
  supportChatUrl?: string | undefined;

  /** Origins allowed to embed /ehi-login and to receive its postMessage (spec 4; never '*' unless set). */
  partnerOrigins: string[];

  /** Announcement banner on /ops (spec 2: defaults to false). */
  showAnnouncement: boolean;
  /** Analytics script on the contact page only when true (spec 7). */
  pendoEnabled: boolean;
  pendoScriptUrl?: string | undefined;
  /**
   * spec 7 "the common API also loads a walk-through script": when true, the portal asks the common
   * API for the script's address once the page is drawn and loads it (docs/decisions/walkthrough-script.md).
   */
  walkthroughEnabled: boolean;
  /** The one origin that script may come from (CSP script-src); the server defaults it to the common API's. */
  walkthroughScriptOrigin?: string | undefined;
}

const httpUrl: Check<string> = refine(string, matches(/^https?:\/\//i, 'must be an absolute http(s) URL'));
/** An origin such as https://partner.example.com (scheme, host, optional port; no path), or '*'. */
const originUrl = refine(string, matches(/^https?:\/\/[^/?#\s]+$/i, 'must be an origin'));
const origin: Check<string> = (value, path, issues) => (value === '*' ? value : originUrl(value, path, issues));

const configRule = object<AppConfig>({
  supportUrl: httpUrl,
  registerUrl: httpUrl,
  assets: string,
  baseUrl: httpUrl,
  portalUrl: httpUrl,
  identityApiUrl: httpUrl,
  commonApiUrl: httpUrl,
  clientId: string,
  environment: string,
  productGrant: string,
  apps: object({
    adminTool: httpUrl,
    logistix: httpUrl,
    dispatch: httpUrl,
    insights: httpUrl,
    shopping: httpUrl,
    deliveryLogin: httpUrl,
    dealerRegistration: httpUrl,
  }),
  sso: object({ url: httpUrl, realm: string, clientId: string, oidcIssuer: optional(httpUrl) }),
  leadCaptureAction: httpUrl,
  caseFormAction: httpUrl,
  organisationId: string,
  captcha: object({ siteKey: string, scriptUrl: httpUrl }),
  leadHelperScriptUrl: optional(httpUrl),
  remoteConnectUrl: httpUrl,
  remoteSupportAction: httpUrl,
  supportChatUrl: optional(httpUrl),
  partnerOrigins: list(origin),
  showAnnouncement: withDefault(boolean, false),
  pendoEnabled: withDefault(boolean, false),
  pendoScriptUrl: optional(httpUrl),
  walkthroughEnabled: withDefault(boolean, false),
  walkthroughScriptOrigin: optional(originUrl),
});

/**
 * Returns the validated config (only the fields named above, defaults filled in), or null with the
 * reasons when the value does not match.
 */
export function parseConfig(value: unknown): { config: AppConfig | null; issues: string[] } {
  const result = parse(configRule, value);
  return result.success ? { config: result.output, issues: [] } : { config: null, issues: result.issues };
}
