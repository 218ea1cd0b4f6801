/**
 * News loading (spec 2 "News feed" and "News article", spec 4 "News article", spec 8).
 *
 * One machine serves both news pages; its input says which. `routing` picks the branch at start.
 *
 * `feed`: `loading` fetches the feed file (invokes `loadNewsFeed`, which drops private items), then
 * the items are `shown` (paged by the view from the page number in the URL), or the load `failed`:
 * the view says so and offers a retry, which loads again.
 *
 * `article`: `loading` scrolls to the top and fetches the article named in the route (invokes
 * `loadNewsArticle`; it answers null when there is no such article). A found article is `shown`; no
 * article is `notFound`, whose entry redirects to /page-not-found (spec 2, 8); any other failure is
 * `failed`, with a retry. The page tells the machine the route's name whenever it renders
 * (`article.requested`): the name it already has changes nothing; a new one (e.g. a link inside an
 * article) loads that article from the start.
 *
 * Provide: actors `loadNewsFeed` and `loadNewsArticle`; actions `scrollToTop` and
 * `redirectToNotFound`.
 */
import { assign, fromPromise, setup } from 'xstate';
import { failedState, loadErrorMessage, onLoadError } from './load-failure.ts';

/** A feed item as the content file gives it and the views show it (spec 3 "News item"); src/content/news.ts loads it. */
export interface NewsFeedItem {
  /** The route segment of /news-and-media/{newsName} and the article's file name. */
  name: string;
  headline: string;
  byline: string;
  author: string;
  /** yyyy-mm-dd. */
  date: string;
  /** A photo's image path under assets/, or a video's embeddable https URL (see srcType). */
  src: string;
  srcType: 'photo' | 'video';
  isInternal: boolean;
  /** spec 2, 6: private items are hidden from the feed. */
  isPrivate: boolean;
  /** spec 3: the external address of a non-internal item; internal items link to their own route. */
  path?: string | undefined;
}
/** An article file: the item's fields plus its content. */
export interface NewsArticleItem extends NewsFeedItem {
  /** HTML: paragraphs, lists, links, subheadings. Untrusted: sanitise before rendering. */
  content: string;
}

export type NewsInput = { view: 'feed' } | { view: 'article'; name: string };

export interface NewsContext {
  view: 'feed' | 'article';
  /** The article name from the route ('' for the feed). */
  name: string;
  items: readonly NewsFeedItem[];
  article: NewsArticleItem | null;
  /** The last load failure, for the log and the message; null when none. */
  error: string | null;
}

export type NewsEvent = { type: 'news.retry' } | { type: 'article.requested'; name: string };

export const newsMachine = setup({
  types: {
    input: {} as NewsInput,
    context: {} as NewsContext,
    events: {} as NewsEvent,
  },
  actors: {
    /** Resolves with the feed's visible items (private ones removed, spec 2), newest first; rejects when the file cannot be read. */
    loadNewsFeed: fromPromise<readonly NewsFeedItem[]>(() => Promise.reject(new Error('loadNewsFeed not provided'))),
    /** Resolves with the article, or null when none has that name; rejects on any other failure. */
    loadNewsArticle: fromPromise<NewsArticleItem | null, { name: string }>(() => Promise.reject(new Error('loadNewsArticle not provided'))),
  },
  actions: {
    /** Effect: an article opens at its top (spec 2 "News article: scrolls to the top"). */
    scrollToTop: () => {},
    /** Effect: replace the route with /page-not-found (spec 2, 8: unknown news name). */
    redirectToNotFound: () => {},
    assignItems: assign({
      items: (_, items: readonly NewsFeedItem[]) => items,
      error: null,
    }),
    assignArticle: assign({
      article: (_, article: NewsArticleItem) => article,
      error: null,
    }),
    /** A new article name from the route: forget the previous article so it is never shown under the new URL. */
    assignName: assign({
      name: ({ event }) => (event.type === 'article.requested' ? event.name : ''),
      article: null,
    }),
    assignError: assign({ error: (_, error: unknown) => loadErrorMessage(error) }),
  },
  guards: {
    isArticleView: ({ context }) => context.view === 'article',
    isFound: (_, article: NewsArticleItem | null) => article !== null,
    /** The route names another article than the one shown or being fetched (the same one is no request). */
    isNewName: ({ context, event }) => event.type === 'article.requested' && event.name !== context.name,
  },
}).createMachine({
  id: 'news',
  context: ({ input }) => ({
    view: input.view,
    name: input.view === 'article' ? input.name : '',
    items: [],
    article: null,
    error: null,
  }),
  initial: 'routing',
  states: {
    routing: {
      description: 'Chooses the feed or the article branch from the input.',
      always: [{ guard: 'isArticleView', target: 'article' }, { target: 'feed' }],
    },
    feed: {
      initial: 'loading',
      states: {
        loading: {
          description: 'The news feed file is being fetched.',
          tags: ['busy'],
          invoke: {
            id: 'loadNewsFeed',
            src: 'loadNewsFeed',
            onDone: { target: 'shown', actions: { type: 'assignItems', params: ({ event }) => event.output } },
            onError: onLoadError,
          },
        },
        shown: {
          description: 'The feed is shown, four items per page; private items are hidden.',
        },
        failed: failedState('The feed could not be loaded: a message and a Retry button.', 'news.retry'),
      },
    },
    article: {
      initial: 'loading',
      on: {
        'article.requested': { guard: 'isNewName', target: '.loading', reenter: true, actions: 'assignName' },
      },
      states: {
        loading: {
          description: 'Scrolled to the top; the article named in the route is being fetched.',
          tags: ['busy'],
          entry: 'scrollToTop',
          invoke: {
            id: 'loadNewsArticle',
            src: 'loadNewsArticle',
            input: ({ context }) => ({ name: context.name }),
            onDone: [
              {
                guard: { type: 'isFound', params: ({ event }) => event.output },
                target: 'shown',
                actions: { type: 'assignArticle', params: ({ event }) => event.output as NewsArticleItem },
              },
              { target: 'notFound' },
            ],
            onError: onLoadError,
          },
        },
        shown: {
          description: "The article is shown: 'OPS NEWS', its media, headline, author, date and content.",
        },
        notFound: {
          description: 'No article has this name: the route is replaced with /page-not-found.',
          entry: 'redirectToNotFound',
        },
        failed: failedState('The article could not be loaded: a message and a Retry button.', 'news.retry'),
      },
    },
  },
});

type NewsSnapshot = {
  context: NewsContext;
  hasTag: (tag: 'busy' | 'error') => boolean;
  matches: (value: 'feed' | 'article' | { feed: 'shown' } | { article: 'shown' }) => boolean;
};

export const selectNewsLoading = (snapshot: NewsSnapshot) => snapshot.hasTag('busy');
export const selectNewsFailed = (snapshot: NewsSnapshot) => snapshot.hasTag('error');
export const selectFeedShown = (snapshot: NewsSnapshot) => snapshot.matches({ feed: 'shown' });
export const selectArticleShown = (snapshot: NewsSnapshot) => snapshot.matches({ article: 'shown' });
/** The feed's visible items, newest first; the view pages them. A stable reference (replaced only by a load). */
export const selectFeedItems = (snapshot: NewsSnapshot) => snapshot.context.items;
/** The shown article (a stable reference, replaced only by a new load), or null. */
export const selectArticle = (snapshot: NewsSnapshot) => snapshot.context.article;
