/**
 * The catalogue's "sent by" lists (scripts/statecharts-usage.ts `eventSenders`): a file is listed for the machine
 * it sends the event to, not for every machine with an event of that name. `credentials.submit` is both the login
 * form's and the partner login's; `anchor.requested` both the app-wide anchor highlight's and the careers page's.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventSenders } from '../../scripts/statecharts-usage.ts';

const sentByRow = (page: string, event: string) =>
  readFileSync(new URL(`../../docs/statecharts/${page}.md`, import.meta.url), 'utf8')
    .split('\n')
    .find((line) => line.startsWith(`| \`${event}\` |`));

describe('which files send an event to a machine', () => {
  it('the partner sign-in page sends credentials.submit to the partner login, not to the login form', () => {
    expect(eventSenders('credentials.submit', 'partner-login.machine.ts')).toContain('src/sign-in/ehi-login-page.tsx');
    const loginForm = eventSenders('credentials.submit', 'login-form.machine.ts');
    expect(loginForm).not.toContain('src/sign-in/ehi-login-page.tsx');
    expect(loginForm.length).toBeGreaterThan(0);
  });

  it('the careers page asks its own machine for an anchor; the layout asks the anchor highlight', () => {
    expect(eventSenders('anchor.requested', 'careers.machine.ts')).toEqual(['src/pages/careers-page.tsx']);
    const highlight = eventSenders('anchor.requested', 'anchor-highlight.machine.ts');
    expect(highlight).toContain('src/app/layout/privacy-anchor-link.tsx');
    expect(highlight).not.toContain('src/pages/careers-page.tsx');
  });

  it("the login form's page in the catalogue does not name the partner sign-in page as a sender", () => {
    const row = sentByRow('login-form', 'credentials.submit');
    expect(row).toBeDefined();
    expect(row).not.toContain('ehi-login-page.tsx');
    expect(sentByRow('partner-login', 'credentials.submit')).toContain('src/sign-in/ehi-login-page.tsx');
  });
});
