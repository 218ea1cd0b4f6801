/**
 * The news machine's actors (spec 2 news feed and article, spec 7 "GET the news data file"):
 * what counts as an error is the loader's ContentError (network, HTTP status, malformed or
 * mismatched file). An article that does not exist is not an error: it resolves with null.
 */
import { fromPromise } from 'xstate';
import type { NewsArticleItem, NewsFeedItem } from '../../../machines/news.machine.ts';
import { loadNewsArticle, loadNewsFeed, visibleNewsItems } from '../../content/news.ts';

/** The feed's visible items, newest first (spec 2: private items are hidden). */
export const loadNewsFeedActor = fromPromise<readonly NewsFeedItem[]>(async () => visibleNewsItems(await loadNewsFeed()));

/** The article named in the route, or null when there is none (the view then shows /page-not-found). */
export const loadNewsArticleActor = fromPromise<NewsArticleItem | null, { name: string }>(({ input }) => loadNewsArticle(input.name));
