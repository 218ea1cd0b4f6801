/**
 * Captcha stand-in (spec 5: the contact form requires the captcha; spec 7: the contact page loads
 * a captcha script). /stand-in/captcha/api.js offers the browser API of Google reCAPTCHA v2 with
 * explicit rendering (browser/captcha-api.js); ticking its checkbox fetches a one-time token from
 * POST /stand-in/captcha/token, which the lead stand-in checks like Google's siteverify would.
 */
import type { FastifyInstance } from 'fastify';
import { serveBrowserFile } from './browser-assets.ts';
import { field } from './context.ts';
import { randomToken } from './one-time-store.ts';

export type CaptchaVerdict = 'ok' | 'missing' | 'invalid';

/** Google's tokens are valid for two minutes. */
export const CAPTCHA_TOKEN_TTL_SECONDS = 120;

export class CaptchaTokens {
  private readonly issued = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(): string {
    this.purge();
    const token = `stand-in-captcha.${randomToken()}`;
    this.issued.set(token, this.now() + CAPTCHA_TOKEN_TTL_SECONDS * 1000);
    return token;
  }

  /** One use per token, as with siteverify. */
  verify(token: string | undefined): CaptchaVerdict {
    if (!token) return 'missing';
    const expiresAt = this.issued.get(token);
    this.issued.delete(token);
    return expiresAt !== undefined && expiresAt > this.now() ? 'ok' : 'invalid';
  }

  private purge(): void {
    const now = this.now();
    for (const [token, expiresAt] of this.issued) if (expiresAt <= now) this.issued.delete(token);
  }
}

export function registerCaptcha(app: FastifyInstance, tokens: CaptchaTokens, siteKey: string): void {
  serveBrowserFile(app, '/stand-in/captcha/api.js', 'captcha-api.js');
  app.post('/stand-in/captcha/token', async (request, reply) => {
    if (field(request.body, 'sitekey') !== siteKey) {
      return reply.code(400).send({ error: 'invalid-input-secret', message: 'Invalid site key' });
    }
    return { token: tokens.issue(), expiresIn: CAPTCHA_TOKEN_TTL_SECONDS };
  });
}
