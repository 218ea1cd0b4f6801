/**
 * The origins the portal may load scripts from: the same list the server's CSP `script-src` is built
 * from (server/portal/security-headers.ts; tests/unit/trusted-types.test.ts holds the two together).
 * The Trusted Types script policy (src/lib/trusted-types.ts) admits an address only on one of them.
 */
import type { AppConfig } from './config-schema.ts';

/** The origin of an absolute http(s) URL, or null for relative or other values (shared with the server's CSP). */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Google's reCAPTCHA loads the rest of its code from gstatic and renders in a frame of its own origin. */
export const isGoogleCaptcha = (origin: string | null) => origin === 'https://www.google.com' || origin === 'https://www.recaptcha.net';

export function scriptOrigins(config: AppConfig): string[] {
  const captcha = originOf(config.captcha.scriptUrl);
  const origins = [
    captcha,
    isGoogleCaptcha(captcha) ? 'https://www.gstatic.com' : null,
    originOf(config.leadHelperScriptUrl),
    // spec 7: the analytics script only when the pendo flag is on.
    config.pendoEnabled ? originOf(config.pendoScriptUrl) : null,
    // spec 7: the walk-through script (src/app/start-up/walkthrough.ts) only when its flag is on.
    config.walkthroughEnabled ? originOf(config.walkthroughScriptOrigin) : null,
  ];
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
}
