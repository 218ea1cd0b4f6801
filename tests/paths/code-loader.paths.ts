/**
 * Path map of a piece of code that arrives later (machines/code-loader.machine.ts, STYLE.md "Code that
 * arrives later"), driven on the piece a visitor meets most: a page's chunk. The page is /news-and-media,
 * opened from /about by its navigation link; its chunk is held while the loading state is checked,
 * answered, or aborted once as offline. Try again asks the loader again (`code.retry`, no reload);
 * leaving the failed page and following its link again asks again too (`code.request`).
 */
import type { Page, Route } from '@playwright/test';
import { codeLoaderMachine } from '../../machines/code-loader.machine.ts';
import { chunkPattern } from '../e2e/built-files.ts';
import { pressOn } from './support/keyboard.ts';
import { errorWith, gotoRoute } from './support/portal.ts';
import type { PathMap } from './support/types.ts';

const main = (page: Page) => page.locator('#main');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const failure = (page: Page) => main(page).getByRole('alert').filter({ hasText: 'This page could not be loaded' });
/** The News & Media page's own script (its modulepreload and its import). */
const isPageCode = (url: URL) => url.pathname.endsWith('.js') && chunkPattern('news-page').test(url.pathname);
const refusePageCode = (route: Route) => route.abort('internetdisconnected');

async function followNewsLink(page: Page) {
  await nav(page).getByRole('link', { name: 'News & Media' }).click();
}

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
        await expect(main(page).getByRole('status')).toHaveCount(0);
        await expect(failure(page)).toHaveCount(0);
      },
    },
    loading: {
      shows: 'on #/news-and-media the loading status "Loading…" in main; no heading, no failure alert',
      announces: { live: 'Loading…' },
      check: async ({ page, expect }) => {
        await expect(page).toHaveURL(/#\/news-and-media$/);
        await expect(main(page).getByRole('status')).toHaveText('Loading…');
        await expect(heading(page)).toHaveCount(0);
        await expect(failure(page)).toHaveCount(0);
      },
    },
    ready: {
      shows: 'the News & Media page (its heading), no loading status, no failure alert',
      check: async ({ page, expect }) => {
        await expect(heading(page)).toHaveText('News & Media');
        await expect(failure(page)).toHaveCount(0);
      },
    },
    failed: {
      shows:
        'on #/news-and-media the alert "This page could not be loaded" (a heading) with "Check your internet connection, then try again." and the button "Try again"; the site\'s navigation still there',
      announces: { live: /This page could not be loaded/ },
      check: async ({ page, expect }) => {
        await expect(page).toHaveURL(/#\/news-and-media$/);
        await expect(failure(page).getByRole('heading', { level: 1 })).toHaveText('This page could not be loaded');
        await expect(failure(page)).toContainText('Check your internet connection, then try again.');
        await expect(failure(page).getByRole('button', { name: 'Try again' })).toBeEnabled();
        await expect(nav(page)).toBeVisible();
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
          await nav(page).getByRole('link', { name: 'Benefits' }).click();
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
      act: async ({ page, expect }) => pressOn({ page, expect }, failure(page).getByRole('button', { name: 'Try again' }), 'Enter'),
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
  ],
};
