import type { Page } from '@playwright/test';

/**
 * Console errors (a CSP refusal, a failed request) while a test runs: none is expected. The
 * browser's own favicon probe of a stand-in page (/favicon.ico, 404) is not the portal's.
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const where = message.location().url;
    if (new URL(where || 'about:blank').pathname === '/favicon.ico') return;
    if (message.type() === 'error' || /Content Security Policy|Refused to/i.test(message.text()))
      problems.push(`${message.text()} ${where}`);
  });
  return problems;
}
