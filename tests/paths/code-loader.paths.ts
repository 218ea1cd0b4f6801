/**
 * Path map of a piece of code that arrives later (machines/code-loader.machine.ts, STYLE.md "Code that
 * arrives later"), driven on the piece a visitor meets most: a page's chunk. The page is /news-and-media,
 * opened from /about by its navigation link; its chunk is held while the loading state is checked,
 * answered, or aborted once as offline. Try again asks the loader again (`code.retry`); leaving the failed
 * page and following its link again asks again too (`code.request`).
 *
 * A second failure is `recovering`. This Chromium fetches a failed module again, so a browser that keeps the
 * failure in its module map (Chromium before 156, Firefox ESR 140) is made here: the chunk's script requests at
 * its own address are refused for the rest of the document, while the server answers anything else (the
 * recovery's HEAD, the chunk at a fresh address). Firefox ESR 140 keeps failures for real (tests/engines).
 */
import type { Page, Route } from '@playwright/test';
import { codeLoaderMachine } from '../../machines/code-loader.machine.ts';
import { chunkPattern } from '../e2e/built-files.ts';
import { keepFailedCode } from '../support/kept-failure.ts';
import { SiteChrome } from '../support/pages/site-chrome.ts';
import { pressOn } from './support/keyboard.ts';
import { errorWith, gotoRoute } from './support/portal.ts';
import type { PathContext, PathMap } from './support/types.ts';

/** The layout around the route, through the e2e specs' page object. */
const chrome = (page: Page) => new SiteChrome(page);
const heading = (page: Page) => chrome(page).heading();
const failure = (page: Page) => chrome(page).routeFailure();
/** The News & Media page's own script (its modulepreload and its import). */
const isPageCode = (url: URL) => url.pathname.endsWith('.js') && chunkPattern('news-page').test(url.pathname);
const refusePageCode = (route: Route) => route.abort('internetdisconnected');
/** The page while its code is on its way (loading, and recovering, which looks the same to a visitor). */
async function showsLoading({ page, expect }: PathContext) {
  await expect(page).toHaveURL(/#\/news-and-media$/);
  await expect(chrome(page).mainStatus()).toHaveText('Loading…');
  await expect(heading(page)).toHaveCount(0);
  await expect(failure(page)).toHaveCount(0);
}

async function followNewsLink(page: Page) {
  await chrome(page).navLink('News & Media').click();
}

const refuseUntilSaid = (route: Route) => route.abort('internetdisconnected');
/** The chunk at a fresh address (the recovery's import, `?retry=…`). */
const isFreshPageCode = (url: URL) => isPageCode(url) && url.searchParams.has('retry');

export const codeLoaderPaths: PathMap<typeof codeLoaderMachine> = {
  machine: codeLoaderMachine,
  file: 'tests/paths/code-loader.paths.ts',
  starts: [
    {
      name: 'about',
      input: { name: 'This page' },
      does: "open /#/about; the News & Media page's code is not asked for yet",
      open: async ({ page, expect }) => {
        await gotoRoute(page, '/about');
        await expect(heading(page)).toBeVisible();
      },
    },
  ],
  states: {
    idle: {
      shows: 'the About page, no loading status and no failure alert in main',
      check: async ({ page, expect }) => {
        await expect(page).toHaveURL(/#\/about$/);
        await expect(heading(page)).not.toHaveText('News & Media');
        await expect(chrome(page).mainStatus()).toHaveCount(0);
        await expect(failure(page)).toHaveCount(0);
      },
    },
    loading: {
      shows: 'on #/news-and-media the loading status "Loading…" in main; no heading, no failure alert',
      announces: { live: 'Loading…' },
      check: showsLoading,
    },
    ready: {
      shows: 'the News & Media page (its heading), no loading status, no failure alert',
      check: async ({ page, expect }) => {
        await expect(heading(page)).toHaveText('News & Media');
        await expect(failure(page)).toHaveCount(0);
      },
    },
    recovering: {
      shows:
        'on #/news-and-media the loading status "Loading…" in main, as while loading; no heading, no failure alert (the recovery asks the server and fetches the chunk at a fresh address)',
      announces: { live: 'Loading…' },
      check: showsLoading,
    },
    reloading: {
      shows:
        'the page loads again at the same address (#/news-and-media), and this time its code comes: the News & Media page with its heading, no failure alert',
      announces: { page: 'a new document: the screen reader reads its title, "News & Media"' },
      check: async ({ page, expect }) => {
        await expect(page).toHaveURL(/#\/news-and-media$/);
        await expect(heading(page)).toHaveText('News & Media');
        await expect(page).toHaveTitle(/News & Media/);
        await expect(failure(page)).toHaveCount(0);
        // A new document: the recovery's reload, not the old page mended in place.
        expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe(
          'reload',
        );
      },
    },
    failed: {
      shows:
        'on #/news-and-media the alert "This page could not be loaded" (a heading) with "Check your internet connection, then try again." and the button "Try again"; the site\'s navigation still there',
      announces: { live: /This page could not be loaded/ },
      check: async ({ page, expect }) => {
        await expect(page).toHaveURL(/#\/news-and-media$/);
        await expect(chrome(page).routeFailureHeading()).toHaveText('This page could not be loaded');
        await expect(failure(page)).toContainText('Check your internet connection, then try again.');
        await expect(chrome(page).tryAgain()).toBeEnabled();
        await expect(chrome(page).nav).toBeVisible();
      },
    },
  },
  events: [
    {
      kind: 'gesture',
      event: { type: 'code.request' },
      name: 'follow the link',
      does: 'click "News & Media" in the navigation bar (from a failed visit: go to Benefits first, then follow it again)',
      act: async ({ page, expect, snapshot }) => {
        if (snapshot.matches('failed')) {
          await chrome(page).navLink('Benefits').click();
          await expect(page).toHaveURL(/#\/benefits$/);
        }
        await followNewsLink(page);
      },
    },
    {
      kind: 'gesture',
      event: { type: 'code.retry' },
      name: 'Try again',
      does: 'Tab to "Try again" and press Enter',
      keys: 'Tab, Enter',
      act: async ({ page, expect }) => pressOn({ page, expect }, chrome(page).tryAgain(), 'Enter'),
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.loadCode', output: { page: 'news-page' } },
      name: 'code arrives',
      does: "the page's chunk arrives (held while the loading state is checked)",
      hold: isPageCode,
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.error.actor.loadCode', error: errorWith('offline') },
      name: 'code offline',
      does: "the page's chunk cannot be fetched (its requests are aborted as offline until the failure shows)",
      arrange: async ({ page }) => {
        await page.route(isPageCode, refusePageCode);
      },
      // The connection is back once the failure is on the screen: the next request for the chunk goes through.
      verify: async ({ page }) => page.unroute(isPageCode, refusePageCode),
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.recoverCode', output: { outcome: 'offline' } },
      name: 'server still offline',
      does: "the recovery's HEAD of the chunk is refused too (the connection is still down): the page says so again",
      after: ['code offline'],
      // Refused until the failure shows again ("code offline" lets the chunk through as soon as its own failure is sent).
      arrange: async ({ page }) => {
        await page.route(isPageCode, refuseUntilSaid);
      },
      verify: async ({ page, expect }) => {
        await expect(failure(page)).toBeVisible();
        await page.unroute(isPageCode, refuseUntilSaid);
      },
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.recoverCode', output: { outcome: 'loaded', code: { page: 'news-page' } } },
      name: 'kept failure, fresh address',
      does: "a browser that keeps the chunk's failure (made here: the chunk's own address stays refused for this document); the server answers the recovery's HEAD, and the chunk at a fresh address arrives (held while the busy state is checked)",
      after: ['code offline'],
      arrange: async ({ page }) => (await keepFailedCode(page, isPageCode, { freshToo: false })).online(),
      hold: isFreshPageCode,
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.recoverCode', output: { outcome: 'reload' } },
      name: 'kept failure, reload',
      does: "a browser that keeps the chunk's failure at a fresh address too (as when a file the chunk imports is kept as failed): the server answers, so the page loads again, and the new document fetches the chunk",
      after: ['code offline'],
      arrange: async ({ page }) => (await keepFailedCode(page, isPageCode, { freshToo: true })).online(),
    },
  ],
  excluded: [
    {
      transition: 'codeLoader.recovering xstate.error.actor.recoverCode #0',
      reason:
        "the app's recovery (src/actors/code/code-loader.ts with recover-code.ts) catches every failure of its own and answers offline or reload (a module at a fresh address that is not what the piece needs is a reload too): it never rejects",
    },
  ],
};
