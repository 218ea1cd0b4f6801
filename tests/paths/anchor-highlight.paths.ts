/**
 * Path map of the privacy-policy anchor highlight (machines/anchor-highlight.machine.ts, spec 2, 9):
 * the footer's "CCPA policy" link elsewhere (navigates, then the page reports arrival) and on the
 * privacy page (scrolls and highlights), the 11 s highlight, and leaving the page.
 *
 * The highlight is a background colour: the contract reads the section's computed background
 * (global.css `.is-highlighted`, #fff4d6), never the class name. The clock is installed and paused.
 */
import type { Page } from '@playwright/test';
import { HIGHLIGHT_MS, anchorHighlightMachine } from '../../machines/anchor-highlight.machine.ts';
import { PrivacyPolicy } from '../support/pages/privacy-policy.ts';
import { SiteChrome } from '../support/pages/site-chrome.ts';
import { PORTAL } from './support/portal.ts';
import type { PathContext, PathMap } from './support/types.ts';
import { tabEnterGesture } from './support/keyboard.ts';

const HIGHLIGHT = 'rgb(255, 244, 214)';
const ANCHORS = ['ccpa', 'cookies'] as const;
const section = (page: Page, id: string) => new PrivacyPolicy(page).section(id);
const ccpaLink = (page: Page) => new SiteChrome(page).ccpaLink();

async function openWithClock(page: Page, route: string) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto(`${PORTAL}#${route}`);
}

async function noHighlight({ page, expect }: PathContext) {
  for (const id of ANCHORS) {
    if ((await section(page, id).count()) > 0) await expect(section(page, id)).not.toHaveCSS('background-color', HIGHLIGHT);
  }
}

export const anchorHighlightPaths: PathMap<typeof anchorHighlightMachine> = {
  machine: anchorHighlightMachine,
  file: 'tests/paths/anchor-highlight.paths.ts',
  starts: [
    {
      name: 'home',
      does: 'open /#/ (the clock paused)',
      open: async ({ page }) => openWithClock(page, '/'),
      only: ['ccpa-link-elsewhere', 'arrived'],
    },
    {
      name: 'privacy-ccpa',
      does: 'open /#/privacy-policy/ccpa (the clock paused): the page reports the anchor as it mounts',
      open: async ({ page }) => openWithClock(page, '/privacy-policy/ccpa'),
      mountEvents: [{ type: 'anchor.arrived', anchor: 'ccpa' }],
      only: ['ccpa-link-here', 'expire', 'leave-and-return'],
    },
  ],
  states: {
    idle: {
      shows: 'no privacy section has the highlight background',
      check: noHighlight,
    },
    highlighted: {
      shows: 'on #/privacy-policy…, the anchored section is in view with the highlight background (#fff4d6); the other is not highlighted',
      check: async (ctx) => {
        const { page, expect, snapshot } = ctx;
        const anchor = String(snapshot.context.anchor);
        await expect(page).toHaveURL(/#\/privacy-policy(\/|$)/);
        await expect(section(page, anchor)).toHaveCSS('background-color', HIGHLIGHT);
        await expect(section(page, anchor)).toBeInViewport();
        const other = anchor === 'ccpa' ? 'cookies' : 'ccpa';
        await expect(section(page, other)).not.toHaveCSS('background-color', HIGHLIGHT);
      },
    },
  },
  events: [
    tabEnterGesture(
      { type: 'anchor.requested', anchor: 'ccpa', onPrivacyPage: false },
      'ccpa-link-elsewhere',
      'Tab to "CCPA policy" in the footer while not on the privacy page and press Enter (the app goes to /privacy-policy/ccpa)',
      ccpaLink,
    ),
    {
      kind: 'outcome',
      event: { type: 'anchor.arrived', anchor: 'ccpa' },
      name: 'arrived',
      does: 'the privacy page, opened by the link, reports its anchor as it mounts (no request: not held)',
      follows: ['ccpa-link-elsewhere'],
      verify: async ({ page, expect }) => expect(page).toHaveURL(/#\/privacy-policy\/ccpa$/),
    },
    {
      kind: 'gesture',
      event: { type: 'anchor.requested', anchor: 'ccpa', onPrivacyPage: true },
      name: 'ccpa-link-here',
      does: 'scroll to the top, then click "CCPA policy" in the footer while on the privacy page',
      act: async ({ page }) => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await ccpaLink(page).click();
      },
    },
    {
      kind: 'clock',
      event: { type: 'xstate.after.highlightTime.anchorHighlight.highlighted' },
      name: 'expire',
      does: `advance the page clock by ${HIGHLIGHT_MS} ms`,
      act: async ({ page }) => page.clock.runFor(HIGHLIGHT_MS),
    },
    {
      kind: 'gesture',
      event: { type: 'anchor.cleared' },
      name: 'leave-and-return',
      does: 'while highlighted, go to Benefits by the navigation bar, then back to /privacy-policy (no anchor) by the footer\'s "Privacy policy" link',
      act: async ({ page, expect }) => {
        const chrome = new SiteChrome(page);
        await chrome.navLink('Benefits').click();
        await expect(page).toHaveURL(/#\/benefits$/);
        await chrome.footerLink('Privacy policy').click();
        await expect(page).toHaveURL(/#\/privacy-policy$/);
      },
    },
  ],
};
