/**
 * The header policy of every response (docs/server.md "Header policy").
 *
 * The Content-Security-Policy is computed from the published config, so it allows exactly the
 * origins the portal is told to talk to (spec 7) and nothing else. Scripts and styles come from
 * files only: no 'unsafe-inline', no 'unsafe-eval'. The one exception is a static inline script in
 * a built HTML file (keycloak-js's silent-check-sso.html is one): it is allowed by its SHA-256 hash,
 * computed from the file at start, which keeps the policy strict.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isGoogleCaptcha, originOf, scriptOrigins } from '../../shared/script-origins.ts';
import type { ServerSettings } from './config.ts';

export { originOf };

/** Headers that every response carries, documents or not. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Who may frame a document: nobody, this origin, or the configured partners (spec 4 /ehi-login). */
export type FrameAncestors = { kind: 'none' } | { kind: 'self' } | { kind: 'partners' };

const uniqueSources = (values: Array<string | null | undefined>): string[] => [
  ...new Set(values.filter((value): value is string => typeof value === 'string' && value.length > 0)),
];

/**
 * CSP's source grammar has no IPv6 literal hosts: a browser ignores `http://[::1]:4200` with a console
 * error. Such an origin is written as 'self' when it is the document's own (the portal opened at
 * http://[::1]:PORT, docs/decisions/server-local-addresses.md) and left out otherwise, which is what
 * the browser would do with it anyway.
 */
function expressible(values: Array<string | null | undefined>, selfOrigin: string | undefined): Array<string | null | undefined> {
  return values.map((value) => {
    if (!value || !/^https?:\/\/\[/i.test(value)) return value;
    return value === selfOrigin ? "'self'" : null;
  });
}

export interface PortalCspOptions {
  frameAncestors: FrameAncestors;
  /** The origin the document is served on, when known (needed only for IPv6 literal origins). */
  selfOrigin?: string;
  /** 'sha256-...' sources for static inline scripts of this document. */
  scriptHashes?: readonly string[];
}

/** The portal documents' policy, built from the config the browser receives. */
export function buildPortalCsp(
  settings: Pick<ServerSettings, 'config' | 'videoOrigins' | 'trustedTypes'>,
  options: PortalCspOptions,
): string {
  const { config } = settings;
  const unique = (values: Array<string | null | undefined>) => uniqueSources(expressible(values, options.selfOrigin));
  const captcha = originOf(config.captcha.scriptUrl);
  // spec 7: the analytics script is loaded only when the pendo flag is on.
  const pendo = config.pendoEnabled ? originOf(config.pendoScriptUrl) : null;
  const assets = originOf(config.assets);
  const sso = unique([originOf(config.sso.url), originOf(config.sso.oidcIssuer)]);

  // The same origins the browser's Trusted Types script policy admits (shared/script-origins.ts).
  const scriptSrc = unique(["'self'", ...scriptOrigins(config), ...(options.scriptHashes ?? [])]);
  const connectSrc = unique([
    "'self'",
    originOf(config.identityApiUrl),
    originOf(config.commonApiUrl),
    ...sso,
    // The captcha widget asks its own origin for a token; content files may live on an assets host.
    captcha,
    assets,
    pendo,
  ]);
  const frameSrc = unique(["'self'", ...sso, ...settings.videoOrigins, isGoogleCaptcha(captcha) ? captcha : null]);
  const formAction = unique([
    "'self'",
    originOf(config.leadCaptureAction),
    originOf(config.caseFormAction),
    originOf(config.remoteSupportAction),
    // keycloak-js can log out with a POSTed form to the provider.
    ...sso,
  ]);

  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', scriptSrc],
    ['style-src', ["'self'"]],
    ['img-src', unique(["'self'", 'data:', assets])],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connectSrc],
    ['frame-src', frameSrc],
    ['form-action', formAction],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', frameAncestorsSources(options.frameAncestors, unique(config.partnerOrigins))],
  ];
  // Trusted Types: DOM sinks take only values made by a named policy; the portal has two, DOMPurify's
  // (sanitised HTML) and src/actors/forms/load-script.ts's (script addresses).
  if (settings.trustedTypes) {
    directives.push(['require-trusted-types-for', ["'script'"]], ['trusted-types', ['dompurify', 'portal-script-url']]);
  }
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

function frameAncestorsSources(frameAncestors: FrameAncestors, partnerOrigins: readonly string[]): string[] {
  if (frameAncestors.kind === 'none') return ["'none'"];
  if (frameAncestors.kind === 'self') return ["'self'"];
  // An empty partner list means no partner may embed the page.
  return partnerOrigins.length > 0 ? uniqueSources([...partnerOrigins]) : ["'none'"];
}

/**
 * The stand-in services' own pages (SSO login, destination apps, lead answers): they are separate
 * "applications" that happen to share this origin, so they get a policy of their own that allows
 * only this origin's files.
 */
export const STAND_IN_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** The SHA-256 CSP sources of every executable inline script in an HTML text. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // JSON and other data blocks are not executed, so they need no permission.
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** URL path under /opsportal/ → inline-script hashes, for every HTML file of the build. */
export function scanDocumentHashes(distDir: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  if (!existsSync(distDir)) return result;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name.endsWith('.html')) {
        const hashes = inlineScriptHashes(readFileSync(full, 'utf8'));
        if (hashes.length > 0) result.set(`/opsportal/${relative(distDir, full).split(sep).join('/')}`, hashes);
      }
    }
  };
  walk(distDir);
  return result;
}

/**
 * Chooses a response's CSP by its URL path. Documents that may be framed are named here:
 * /opsportal/ehi-login by the partners (docs/decisions/server-ehi-login-frame-ancestors.md) and
 * silent-check-sso.html by the portal itself (keycloak-js loads it in a hidden iframe).
 */
export function createCspResolver(
  settings: Pick<ServerSettings, 'config' | 'videoOrigins' | 'trustedTypes' | 'distDir'>,
  selfOrigin?: string,
) {
  const hashes = scanDocumentHashes(settings.distDir);
  const indexHashes = hashes.get('/opsportal/index.html') ?? [];
  const cache = new Map<string, string>();
  const policy = (frameAncestors: FrameAncestors, scriptHashes: readonly string[]) => {
    const key = `${frameAncestors.kind}|${scriptHashes.join(' ')}`;
    let value = cache.get(key);
    if (value === undefined) {
      value = buildPortalCsp(settings, { frameAncestors, scriptHashes, ...(selfOrigin ? { selfOrigin } : {}) });
      cache.set(key, value);
    }
    return value;
  };

  return (path: string): string => {
    if (path.startsWith('/stand-in/')) return STAND_IN_CSP;
    if (path === EHI_LOGIN_DOCUMENT_PATH || path === `${EHI_LOGIN_DOCUMENT_PATH}/`) {
      return policy({ kind: 'partners' }, indexHashes);
    }
    if (path === '/opsportal/' || path === '/opsportal/index.html') return policy({ kind: 'none' }, indexHashes);
    if (path === SILENT_CHECK_SSO_PATH) return policy({ kind: 'self' }, hashes.get(path) ?? []);
    return policy({ kind: 'none' }, hashes.get(path) ?? []);
  };
}

/** The real path partners embed; the app maps it to its hash route #/ehi-login. */
export const EHI_LOGIN_DOCUMENT_PATH = '/opsportal/ehi-login';
/** keycloak-js's silent check-sso page (spec 4: redirect uri `<portalUrl>silent-check-sso.html`). */
export const SILENT_CHECK_SSO_PATH = '/opsportal/silent-check-sso.html';
