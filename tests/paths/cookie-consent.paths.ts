/**
 * Path map of the cookie consent (machines/cookie-consent.machine.ts, spec 4, 9): a new visitor, a
 * returning one, and the partner's frame. The page's clock is installed and paused at the start, so
 * the 300 ms delay passes only when the path advances it.
 */
import type { Page } from '@playwright/test';
import { cookieConsentMachine } from '../../machines/cookie-consent.machine.ts';
import { CookieConsent, consentCookie as cookieOf } from '../support/pages/cookie-consent.ts';
import { PrivacyPolicy } from '../support/pages/privacy-policy.ts';
import { ORIGIN, gotoRoute } from './support/portal.ts';
import type { PathContext, PathMap } from './support/types.ts';

// The consent's page object (tests/support/pages/cookie-consent.ts): one place that knows where these are.
const dialog = (page: Page) => new CookieConsent(page).dialog;
const consentCookie = (page: Page) => cookieOf(page.context());

async function pausedClock(page: Page) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/** Time passes and the modal still does not show (a later timer could open it). */
async function staysClosed({ page, expect }: PathContext) {
  await page.clock.runFor(1000);
  await expect(dialog(page)).toBeHidden();
}

export const cookieConsentPaths: PathMap<typeof cookieConsentMachine> = {
  machine: cookieConsentMachine,
  file: 'tests/paths/cookie-consent.paths.ts',
  starts: [
    {
      name: 'new visitor',
      input: { hasConsentCookie: false },
      does: 'open /#/benefits without opsCookie',
      open: async ({ page }) => {
        await pausedClock(page);
        await gotoRoute(page, '/benefits');
      },
    },
    {
      name: 'returning visitor',
      input: { hasConsentCookie: true },
      does: 'open /#/benefits with opsCookie',
      open: async ({ page }) => {
        await page.context().addCookies([{ name: 'opsCookie', value: 'cookieValue', url: ORIGIN }]);
        await pausedClock(page);
        await gotoRoute(page, '/benefits');
      },
    },
    {
      name: "partner's frame",
      input: { hasConsentCookie: false, isEmbedded: true },
      does: 'open the stand-in partner site, which frames /opsportal/ehi-login, without opsCookie',
      open: async ({ page }) => {
        await pausedClock(page);
        await page.goto(`${ORIGIN}/stand-in/partner/?companyId=1001`);
      },
    },
  ],
  states: {
    checking: { transient: 'decides at once from the cookie and the frame (always): the page never rests here' },
    waiting: {
      shows: 'the page (its h1) without the consent modal while the 300 ms have not passed',
      check: async ({ page, expect }) => {
        await expect(new CookieConsent(page).pageHeading()).toBeVisible();
        await expect(dialog(page)).toBeHidden();
      },
    },
    open: {
      shows: 'the modal dialog "Cookies on this site" with Continue focused and the "cookie section" link; no opsCookie yet',
      check: async ({ page, expect }) => {
        await expect(dialog(page)).toBeVisible();
        await expect(new CookieConsent(page).continueButton()).toBeFocused();
        await expect(new CookieConsent(page).cookieSectionLink()).toBeVisible();
        expect(await consentCookie(page)).toBeUndefined();
      },
    },
    deferred: {
      shows:
        'the modal closed without opsCookie; the cookie link went to #/privacy-policy/cookies with the section shown, Escape stayed on #/benefits',
      check: async (ctx) => {
        const { page, expect, event } = ctx;
        await expect(dialog(page)).toBeHidden();
        if (event.type === 'consent.viewCookies') {
          await expect(page).toHaveURL(/#\/privacy-policy\/cookies$/);
          await expect(new PrivacyPolicy(page).section('cookies')).toBeInViewport();
        } else {
          await expect(page).toHaveURL(/#\/benefits$/);
        }
        expect(await consentCookie(page)).toBeUndefined();
      },
    },
    given: {
      shows: 'no modal, now or later, with opsCookie=cookieValue; after a reload the modal stays closed',
      check: async (ctx) => {
        const { page, expect } = ctx;
        await staysClosed(ctx);
        expect((await consentCookie(page))?.value).toBe('cookieValue');
        // Asked once: a new visit (the page loaded again) does not ask again.
        await page.reload();
        await expect(new CookieConsent(page).pageHeading()).toBeVisible();
        await staysClosed(ctx);
      },
    },
    notAsked: {
      shows: "inside the partner's frame the partner sign-in shows and the consent modal never opens",
      check: async (ctx) => {
        const { page, expect } = ctx;
        const framed = CookieConsent.inPartnerFrame(page);
        await expect(framed.pageHeading()).toBeVisible();
        await page.clock.runFor(1000);
        await expect(framed.dialog).toBeHidden();
        expect(await consentCookie(page)).toBeUndefined();
      },
    },
  },
  events: [
    {
      kind: 'clock',
      event: { type: 'xstate.after.consentDelay.cookieConsent.waiting' },
      name: '300 ms',
      does: 'advance the page clock by 300 ms (nothing shows at 299 ms)',
      act: async ({ page, expect }) => {
        await page.clock.runFor(299);
        await expect(dialog(page)).toBeHidden();
        await page.clock.runFor(1);
      },
    },
    {
      kind: 'gesture',
      event: { type: 'consent.accept' },
      name: 'Continue',
      does: 'click Continue in the modal',
      act: async ({ page }) => new CookieConsent(page).continueButton().click(),
      verify: async ({ page, expect }) => {
        // Continue writes the cookie for 365 days (spec 4).
        const days = (((await consentCookie(page))?.expires ?? 0) - Date.now() / 1000) / 86_400;
        expect(days).toBeGreaterThan(364);
        expect(days).toBeLessThanOrEqual(366);
      },
    },
    {
      kind: 'gesture',
      event: { type: 'consent.viewCookies' },
      name: 'cookie section',
      does: 'click the modal\'s "cookie section" link',
      act: async ({ page }) => new CookieConsent(page).cookieSectionLink().click(),
    },
    {
      kind: 'gesture',
      event: { type: 'consent.defer' },
      name: 'Escape',
      does: 'press Escape in the modal',
      keys: 'Escape',
      act: async ({ page }) => page.keyboard.press('Escape'),
    },
  ],
};
