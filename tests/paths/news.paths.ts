/**
 * Path map of the news pages (machines/news.machine.ts, spec 2, 4, 8): the feed and an article, each
 * file held while loading, a 500 through the fault switch, an unknown article, another article
 * asked for by the address.
 */
import { readFileSync } from 'node:fs';
import { newsMachine } from '../../machines/news.machine.ts';
import { ContentPage } from '../support/pages/content-pages.ts';
import { NewsArticle, NewsFeed } from '../support/pages/news.ts';
import { errorWith, gotoRoute, faultOutcome } from './support/portal.ts';
import type { PathContext, PathMap, ViewContract } from './support/types.ts';
import { pressOn } from './support/keyboard.ts';

interface FeedItem {
  name: string;
  headline: string;
  date: string;
  isPrivate: boolean;
}
const data = (path: string) => JSON.parse(readFileSync(new URL(`../../public/assets/data/${path}`, import.meta.url), 'utf8'));
const feed: FeedItem[] = data('news.data.json');
/** Page 1 of the feed: the four newest public items. */
const firstPage = feed
  .filter((item) => !item.isPrivate)
  .sort((a, b) => b.date.localeCompare(a.date))
  .slice(0, 4);
const articleHeadline = (name: string): string => (data(`news/${name}.json`) as { headline: string }).headline;

const FIRST = 'logistix-expands-early-delivery';
const OTHER = 'partstrax-mobile-vin-scanning';
const isFeedFile = (url: URL) => url.pathname === '/opsportal/assets/data/news.data.json';
const isArticleFile = (url: URL) => url.pathname.startsWith('/opsportal/assets/data/news/');

const loading = (label: string): ViewContract => ({
  announces: { live: label },
  shows: `the status "${label}" in the page area, no content and no error`,
  check: async ({ page, expect }: PathContext) => {
    const content = new ContentPage(page);
    await expect(content.loading(label)).toBeAttached();
    await expect(content.failure()).toHaveCount(0);
    await expect(new NewsFeed(page).items()).toHaveCount(0);
    // The article page keeps its 'OPS NEWS' frame; no article headline is in it.
    await expect(new NewsArticle(page).headlines()).toHaveCount(0);
  },
});
const failed = (what: string): ViewContract => ({
  announces: { live: `${what} could not be loaded.` },
  shows: `the alert "${what} could not be loaded." with Retry; nothing else in its place`,
  check: async ({ page, expect }: PathContext) => {
    const content = new ContentPage(page);
    await expect(content.failure()).toContainText(`${what} could not be loaded.`);
    await expect(content.retry()).toBeVisible();
    await expect(new NewsFeed(page).items()).toHaveCount(0);
    // The article page keeps its 'OPS NEWS' frame; no article headline is in it.
    await expect(new NewsArticle(page).headlines()).toHaveCount(0);
  },
});

export const newsPaths: PathMap<typeof newsMachine> = {
  machine: newsMachine,
  file: 'tests/paths/news.paths.ts',
  starts: [
    {
      name: 'feed',
      input: { view: 'feed' },
      does: 'open /#/news-and-media',
      only: ['feed loaded', 'feed 500', 'Retry'],
      open: async ({ page }) => gotoRoute(page, '/news-and-media'),
    },
    {
      name: 'article',
      input: { view: 'article', name: FIRST },
      does: `open /#/news-and-media/${FIRST} (or the unknown article an outcome asks for)`,
      only: ['article loaded', 'article unknown', 'article 500', 'Retry', 'address another article'],
      open: async ({ page, scenario }) => gotoRoute(page, `/news-and-media/${String(scenario.article ?? FIRST)}`),
    },
  ],
  states: {
    routing: { transient: 'chooses the feed or the article branch from the route at once (always)' },
    'feed.loading': loading('Loading the news'),
    'feed.shown': {
      shows: 'the list "News & Media" with the four newest public items, headlines in date order; no error',
      check: async ({ page, expect }) => {
        const headlines = new NewsFeed(page).headlines();
        await expect(headlines).toHaveCount(4);
        for (const [index, item] of firstPage.entries()) await expect(headlines.nth(index)).toContainText(item.headline);
        await expect(new ContentPage(page).failure()).toHaveCount(0);
      },
    },
    'feed.failed': failed('The news'),
    'article.loading': loading('Loading the article'),
    'article.shown': {
      shows: "the article 'OPS NEWS' with the headline of the article in the address, at the top of the page",
      check: async ({ page, expect, snapshot }) => {
        const name = String(snapshot.context.name);
        const article = new NewsArticle(page);
        await expect(article.title()).toHaveText('OPS NEWS');
        await expect(article.headline()).toHaveText(articleHeadline(name));
        await expect(page).toHaveURL(new RegExp(`#/news-and-media/${name}$`));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      },
    },
    'article.notFound': {
      shows: 'the page-not-found page ("Oh! 404") in place of the article, address #/page-not-found',
      check: async ({ page, expect }) => {
        await expect(new ContentPage(page).notFound()).toBeVisible();
        await expect(page).toHaveURL(/#\/page-not-found$/);
        await expect(new NewsArticle(page).root).toHaveCount(0);
      },
    },
    'article.failed': failed('This article'),
  },
  events: [
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.loadNewsFeed', output: firstPage.map((item) => item.name) },
      name: 'feed loaded',
      does: 'the news feed file arrives',
      hold: isFeedFile,
    },
    faultOutcome('content:500', {
      event: { type: 'xstate.error.actor.loadNewsFeed', error: errorWith('500') },
      name: 'feed 500',
      does: 'the news feed file answers 500 (fault switch content:500)',
      hold: isFeedFile,
    }),
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.loadNewsArticle', output: { name: FIRST } },
      name: 'article loaded',
      does: 'the article file arrives',
      hold: isArticleFile,
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.loadNewsArticle', output: null },
      name: 'article unknown',
      does: 'the address names no article (/news-and-media/no-such-article): its file is not found',
      arrange: ({ scenario }) => {
        scenario.article = 'no-such-article';
      },
      follows: ['(open)'],
      hold: isArticleFile,
    },
    faultOutcome('content:500', {
      event: { type: 'xstate.error.actor.loadNewsArticle', error: errorWith('500') },
      name: 'article 500',
      does: 'the article file answers 500 (fault switch content:500)',
      hold: isArticleFile,
    }),
    {
      kind: 'gesture',
      event: { type: 'news.retry' },
      name: 'Retry',
      does: 'click Retry (the fault switch is off again)',
      keys: 'Tab, Enter',
      act: async ({ page, expect }) => pressOn({ page, expect }, new ContentPage(page).retry(), 'Enter'),
    },
    {
      kind: 'gesture',
      event: { type: 'article.requested', name: OTHER },
      name: 'address another article',
      does: `edit the address to #/news-and-media/${OTHER}`,
      act: async ({ page }) => gotoRoute(page, `/news-and-media/${OTHER}`),
      // The view asks only when the address names another article than the one it has.
      // After the redirect to page-not-found the article page (and its actor) is gone.
      when: (snapshot) => snapshot.context.name !== OTHER && !snapshot.matches({ article: 'notFound' }),
    },
  ],
};
