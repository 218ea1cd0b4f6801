/**
 * Loads an external script by adding a <script src> element (spec 7: the contact page's captcha,
 * lead-capture helper and analytics scripts). Never inline code: the site's CSP allows scripts
 * from the configured origins only. A script already on the page is not added twice.
 */
const loaded = new Map<string, Promise<void>>();

/**
 * The Trusted Types policy through which every script address passes (docs/security.md): under
 * `require-trusted-types-for 'script'` a <script src> takes only a TrustedScriptURL, and the CSP's
 * `trusted-types` list names this policy and DOMPurify's, no other. It admits http(s) addresses only;
 * which hosts may serve scripts is the CSP's `script-src`, computed from the config.
 */
export const SCRIPT_URL_POLICY = 'portal-script-url';

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

let scriptUrlPolicy: ScriptUrlPolicy | null | undefined;

const httpOnly = (url: string) => {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new TypeError(`Refusing to load ${url}`);
  return parsed.href;
};

/** The address as a TrustedScriptURL where the browser has Trusted Types, else as checked text. */
function trustedScriptUrl(href: string): string {
  if (scriptUrlPolicy === undefined) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    scriptUrlPolicy = factory ? factory.createPolicy(SCRIPT_URL_POLICY, { createScriptURL: httpOnly }) : null;
  }
  // A TrustedScriptURL is what the sink wants; the DOM typings know it only as a string.
  return (scriptUrlPolicy ? scriptUrlPolicy.createScriptURL(href) : httpOnly(href)) as string;
}

/** Resolves when the script has run; rejects when it cannot be fetched (blocked, offline, 404). */
export function loadScript(src: string, timeoutMs = 15_000): Promise<void> {
  const url = new URL(src, document.baseURI);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return Promise.reject(new Error(`Refusing to load ${src}`));
  const key = url.href;
  const pending = loaded.get(key);
  if (pending) return pending;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = trustedScriptUrl(key);
    script.async = true;
    const timer = window.setTimeout(() => fail(new Error(`Timed out loading ${key}`)), timeoutMs);
    const fail = (error: Error) => {
      window.clearTimeout(timer);
      script.remove();
      // A failed load may be retried later (the visitor presses Retry): forget it.
      loaded.delete(key);
      reject(error);
    };
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail(new Error(`Could not load ${key}`)));
    document.head.append(script);
  });
  loaded.set(key, promise);
  return promise;
}
