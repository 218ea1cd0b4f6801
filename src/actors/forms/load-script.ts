/**
 * Loads an external script by adding a <script src> element (spec 7: the contact page's captcha,
 * lead-capture helper and analytics scripts). Never inline code: the site's CSP allows scripts
 * from the configured origins only, and so does the Trusted Types policy every address passes
 * (src/lib/trusted-types.ts). A script already on the page is not added twice.
 */
import { trustedScriptUrl } from '../../lib/trusted-types.ts';

const loaded = new Map<string, Promise<void>>();

/** Resolves when the script has run; rejects when it cannot be fetched (blocked, offline, 404). */
export function loadScript(src: string, timeoutMs = 15_000): Promise<void> {
  const url = new URL(src, document.baseURI);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return Promise.reject(new Error(`Refusing to load ${src}`));
  const key = url.href;
  const pending = loaded.get(key);
  if (pending) return pending;
  let trusted: string;
  try {
    trusted = trustedScriptUrl(key);
  } catch (error) {
    // Not a configured script origin: refused before an element exists, and not remembered.
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = trusted;
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
