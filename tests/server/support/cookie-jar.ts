/** A minimal cookie jar for app.inject flows that span several requests (SSO, fault switch). */
import type { LightMyRequestResponse } from 'fastify';

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Stores the Set-Cookie answers of a response; expired or emptied cookies are removed. */
  store(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as Array<{ name: string; value: string; expires?: Date; maxAge?: number }>) {
      const expired = (cookie.expires && cookie.expires.getTime() <= Date.now()) || cookie.maxAge === 0 || cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }
}
