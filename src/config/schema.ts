/**
 * The startup configuration (spec 3 "Environment config", spec 7 "GET /opsportal/assets/config.release.json").
 *
 * The server writes this file from its environment, so one build runs against the local stand-in
 * services and against real services elsewhere. Everything the portal needs to reach another system
 * is named here and nowhere else. The file is validated at load: a file that does not match is
 * treated as unparseable (spec 8: log 'Could not load config!', set no config, render anyway).
 */
import * as v from 'valibot';

const httpUrl = v.pipe(
  v.string(),
  v.check((value) => /^https?:\/\//i.test(value), 'must be an absolute http(s) URL'),
);
/** An origin such as https://partner.example.com (scheme, host, optional port; no path). */
const origin = v.pipe(
  v.string(),
  v.check((value) => value === '*' || /^https?:\/\/[^/?#\s]+$/i.test(value), 'must be an origin'),
);

export const ConfigSchema = v.object({
  /** Help & Support link in the navigation bar (spec 2). */
  supportUrl: httpUrl,
  /** Register link and the registration address used by product pages and landings (spec 2). */
  registerUrl: httpUrl,
  /** Base URL for images and content files, ending with a slash. */
  assets: v.string(),
  /** The ordering application's base address, used by the "Login Now" buttons (spec 3). */
  baseUrl: httpUrl,
  /** This portal's own public address, e.g. http://localhost:4200/opsportal/ (return URLs of forms). */
  portalUrl: httpUrl,

  /** Identity service base, ending with a slash: {identity}oauth2/token, {identity}redirect (spec 7). */
  identityApiUrl: httpUrl,
  /** Common API base, ending with a slash: {common}application/v2/navigation (spec 7). */
  commonApiUrl: httpUrl,
  /** OAuth client id and environment sent with every oauth2/token call (spec 7). */
  clientId: v.string(),
  environment: v.string(),
  /** The product's grant-type name, also the {product} placeholder of brand copy (spec 7). */
  productGrant: v.string(),

  /** Destination applications that are not found through the navigation call (spec 4, 6). */
  apps: v.object({
    adminTool: httpUrl,
    logistix: httpUrl,
    dispatch: httpUrl,
    insights: httpUrl,
    /** The shopping application opened by partner login with atoken and unqFile (spec 4). */
    shopping: httpUrl,
    /** The delivery service login linked from /deliverytrax-ad (spec 2). */
    deliveryLogin: httpUrl,
    /** External dealer registration host for "Register as a Parts Supplier" (spec 2). */
    dealerRegistration: httpUrl,
  }),

  /** Single sign-on (keycloak-js against a Keycloak realm or the stand-in OpenID Connect provider). */
  sso: v.object({
    url: httpUrl,
    realm: v.string(),
    clientId: v.string(),
    /** Full issuer URL when the provider is a generic OpenID Connect provider, not Keycloak. */
    oidcIssuer: v.optional(httpUrl),
  }),

  /** Lead capture (contact, subscribe, delivery and mobile landings) and case form endpoints (spec 7). */
  leadCaptureAction: httpUrl,
  caseFormAction: httpUrl,
  organisationId: v.string(),
  captcha: v.object({
    siteKey: v.string(),
    scriptUrl: httpUrl,
  }),
  /** The lead-capture helper script loaded by the contact page (spec 7). */
  leadHelperScriptUrl: v.optional(httpUrl),

  remoteConnectUrl: httpUrl,
  remoteSupportAction: httpUrl,
  /** Support chat and technical-help links of the contact page (spec 2). */
  supportChatUrl: v.optional(httpUrl),

  /** Origins allowed to embed /ehi-login and to receive its postMessage (spec 4; never '*' unless set). */
  partnerOrigins: v.array(origin),

  /** Announcement banner on /ops (spec 2: defaults to false). */
  showAnnouncement: v.optional(v.boolean(), false),
  /** Analytics script on the contact page only when true (spec 7). */
  pendoEnabled: v.optional(v.boolean(), false),
  pendoScriptUrl: v.optional(httpUrl),
});

export type AppConfig = v.InferOutput<typeof ConfigSchema>;

/** Returns the validated config, or null with the reasons when the value does not match. */
export function parseConfig(value: unknown): { config: AppConfig | null; issues: string[] } {
  const result = v.safeParse(ConfigSchema, value);
  if (result.success) return { config: result.output, issues: [] };
  return {
    config: null,
    issues: result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`),
  };
}
