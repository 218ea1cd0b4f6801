/**
 * Records every fetch the page makes with the address bar at that moment (docs/security.md threat 3,
 * spec 4: credentials leave the address before any request). Instrumentation in the page, not
 * interception: the requests go to the real stand-ins. Call it before the page loads.
 */
import type { Page } from '@playwright/test';

export async function recordFetches(page: Page): Promise<Array<{ url: string; address: string }>> {
  const fetches: Array<{ url: string; address: string }> = [];
  await page.exposeFunction('__reportFetch', (url: string, address: string) => fetches.push({ url, address }));
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    window.fetch = (...args: Parameters<typeof fetch>) => {
      const [input] = args;
      const url = input instanceof Request ? input.url : String(input);
      (window as unknown as { __reportFetch: (url: string, address: string) => void }).__reportFetch(url, location.href);
      return original(...args);
    };
  });
  return fetches;
}
