/**
 * The portal's two Trusted Types policies, created at start-up before any other code runs
 * (docs/security.md), so no other script can take their names first: the CSP's `trusted-types`
 * list names exactly these two, and the browser lets each name be created once.
 *
 * - `portal-script-url`: the only way to a `<script src>`. It admits an http(s) address only on one
 *   of the configured script origins (shared/script-origins.ts, the CSP's `script-src` list);
 *   until the config is in, it admits nothing.
 * - `dompurify`: handed once to DOMPurify (its public `TRUSTED_TYPES_POLICY` option), which wraps only
 *   its own sanitised output with it (src/components/content/dompurify-engine.ts). Only a browser
 *   without the HTML Sanitizer API loads DOMPurify; with it, `setHTML` needs no policy
 *   (docs/decisions/safe-html-browser-sanitizer.md).
 */
export const SCRIPT_URL_POLICY = 'portal-script-url';
export const HTML_POLICY = 'dompurify';

export interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
/** A TrustedTypePolicy; its exact type is DOMPurify's `Config['TRUSTED_TYPES_POLICY']`. */
export interface HtmlPolicy {
  createHTML(html: string): unknown;
  createScriptURL(url: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: Record<string, (value: string) => string>): unknown;
}

let allowedOrigins: ReadonlySet<string> = new Set();
let scriptPolicy: ScriptUrlPolicy | null = null;
let htmlPolicy: HtmlPolicy | null = null;
let htmlPolicyHandedOut = false;

/** The script-address rule, also applied where the browser has no Trusted Types. */
export function admitScriptUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new TypeError(`Refusing to load ${url}: not http(s)`);
  if (!allowedOrigins.has(parsed.origin))
    throw new TypeError(`Refusing to load ${url}: ${parsed.origin} is not a configured script origin`);
  return parsed.href;
}

/** Run first in the start-up (src/app/start-up/start.tsx). A second call changes nothing. */
export function createTrustedTypesPolicies(factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes): void {
  if (!factory || scriptPolicy) return;
  scriptPolicy = factory.createPolicy(SCRIPT_URL_POLICY, { createScriptURL: admitScriptUrl }) as ScriptUrlPolicy;
  // DOMPurify serialises its own output and passes it here; its input never reaches this policy.
  const same = (value: string) => value;
  htmlPolicy = factory.createPolicy(HTML_POLICY, { createHTML: same, createScriptURL: same }) as HtmlPolicy;
}

/** The script origins of the loaded config (src/app/start-up/start.tsx, once the config is in). */
export function allowScriptOrigins(origins: readonly string[]): void {
  allowedOrigins = new Set(origins);
}

/** The address as a TrustedScriptURL where the browser has Trusted Types, else as checked text. */
export function trustedScriptUrl(url: string): string {
  // A TrustedScriptURL is what the sink wants; the DOM typings know it only as a string.
  return (scriptPolicy ? scriptPolicy.createScriptURL(url) : admitScriptUrl(url)) as string;
}

/** The HTML policy for DOMPurify, handed out once (null without Trusted Types: DOMPurify returns strings). */
export function takeHtmlPolicyForDomPurify(): HtmlPolicy | null {
  if (htmlPolicyHandedOut) throw new Error('The DOMPurify policy has already been handed out');
  htmlPolicyHandedOut = true;
  return htmlPolicy;
}
