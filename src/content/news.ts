/**
 * News content (spec 2 "News feed" and "News article", spec 3 "News item"): the feed file lists the
 * items without their text; each internal item's article is a file of its own,
 * assets/data/news/{name}.json, holding the item's fields plus its HTML content.
 *
 * Article content is untrusted HTML: views sanitise it before rendering.
 */
import type { NewsArticleItem, NewsFeedItem } from '../../machines/news.machine.ts';
import {
  boolean,
  is,
  list,
  matches,
  object,
  oneOf,
  optional,
  refine,
  string,
  unique,
  type Check,
  type CrossRule,
  type Fields,
} from '../../shared/shape.ts';
import { AssetPathSchema, ContentError, HttpsUrlSchema, KebabNameSchema, TextSchema, fetchContent } from './load-json.ts';
import { ARTICLE_NAME, newsFeedUrl, newsArticleUrl } from './content-urls.ts';

/** spec 9: four items per page, at most seven page links. */
export const NEWS_PAGE_SIZE = 4;
export const MAX_PAGE_LINKS = 7;

export { newsFeedUrl, newsArticleUrl };

export const NEWS_SRC_TYPES = ['photo', 'video'] as const;
export type NewsSrcType = (typeof NEWS_SRC_TYPES)[number];

const ISO_DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])$/;

/**
 * A calendar date yyyy-mm-dd that exists (2024-02-30 does not). A value not written as yyyy-mm-dd
 * gets that reason alone.
 */
const IsoDateSchema: Check<string> = refine(string, matches(ISO_DATE, 'must be a date as yyyy-mm-dd'), [
  (value) => !ISO_DATE.test(value) || new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
  'must be a real date',
]);

/** A feed item (spec 3 "News item"): the news machine's own type (machines/news.machine.ts cannot import src/). */
export type NewsItem = NewsFeedItem;

/** An article file: the item's fields, validated like the feed's, plus its content. */
export type NewsArticle = NewsArticleItem;

const newsItemFields: Fields<NewsItem> = {
  name: KebabNameSchema,
  headline: TextSchema,
  byline: TextSchema,
  author: TextSchema,
  date: IsoDateSchema,
  src: TextSchema,
  srcType: oneOf(NEWS_SRC_TYPES),
  isInternal: boolean,
  isPrivate: boolean,
  path: optional(HttpsUrlSchema),
};

/** Cross-field rules, checked once the fields they read are valid; each names the field to fix. */
const newsItemRules: ReadonlyArray<CrossRule<NewsItem>> = [
  {
    field: 'path',
    uses: ['isInternal', 'path'],
    test: (item) => item.isInternal || item.path !== undefined,
    message: 'an external item needs its https path',
  },
  {
    field: 'src',
    uses: ['srcType', 'src'],
    test: (item) => (item.srcType === 'photo' ? is(AssetPathSchema, item.src) : is(HttpsUrlSchema, item.src)),
    message: 'a photo src is an image path under assets/, a video src an https embed URL',
  },
];

export const NewsItemSchema: Check<NewsItem> = object<NewsItem>(newsItemFields, newsItemRules);

export const NewsFeedSchema: Check<NewsItem[]> = refine(
  list(NewsItemSchema),
  unique((item) => item.name, 'news names must be unique'),
);

export const NewsArticleSchema: Check<NewsArticle> = object<NewsArticle>({ ...newsItemFields, content: TextSchema }, newsItemRules);

/** spec 7: GET the news data file (the feed, without article text). */
export function loadNewsFeed(fetchImpl: typeof fetch = fetch): Promise<NewsItem[]> {
  return fetchContent(newsFeedUrl(), NewsFeedSchema, fetchImpl);
}

/**
 * spec 2 "News article": loads the article named in the route. Returns null when there is no such
 * article (an invalid name, or HTTP 404), which the view turns into /page-not-found (spec 8).
 * Other failures (5xx, malformed or mismatched file, timeout) throw ContentError.
 * Names are matched case-insensitively, like products and careers: files are lowercase.
 */
export async function loadNewsArticle(name: string, fetchImpl: typeof fetch = fetch): Promise<NewsArticle | null> {
  if (!ARTICLE_NAME.test(name)) return null;
  const fileName = name.toLowerCase();
  const url = newsArticleUrl(fileName);
  try {
    const article = await fetchContent(url, NewsArticleSchema, fetchImpl);
    if (article.name !== fileName) {
      throw new ContentError(`${url}: holds article '${article.name}'`, { url, issues: ['name: does not match the file name'] });
    }
    return article;
  } catch (error) {
    if (error instanceof ContentError && error.status === 404) return null;
    throw error;
  }
}

/** spec 2: the feed hides private items; newest first (ties keep file order). */
export function visibleNewsItems<T extends Pick<NewsItem, 'isPrivate' | 'date'>>(items: readonly T[]): T[] {
  return items.filter((item) => !item.isPrivate).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * spec 2: dates read 'MMMM dd, yyyy' (two-digit day), e.g. 'March 05, 2024'. Computed in UTC so a
 * date-only value shows the same day in every time zone. An unparseable value is returned as is.
 */
export function formatNewsDate(iso: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${MONTH_NAMES[date.getUTCMonth()]} ${day}, ${date.getUTCFullYear()}`;
}

export interface Pagination {
  /** At least 1, so an empty feed is page 1 of 1 with no items. */
  pageCount: number;
  /** The requested page clamped to 1..pageCount (1-based). */
  page: number;
  /** Slice bounds of the current page: items.slice(start, end). */
  start: number;
  end: number;
  /** spec 9: at most seven page numbers, a window that keeps the current page near its middle. */
  pageLinks: number[];
  hasPrevious: boolean;
  hasNext: boolean;
}

/**
 * Pure pagination for the feed (spec 2, 9: 4 per page, Previous, Next, up to 7 page links).
 * Any page value is accepted: NaN, fractions and out-of-range pages are clamped, never thrown.
 */
export function paginate(total: number, page: number, pageSize: number = NEWS_PAGE_SIZE, maxLinks: number = MAX_PAGE_LINKS): Pagination {
  const count = Math.max(0, Math.floor(Number.isFinite(total) ? total : 0));
  const size = Math.max(1, Math.floor(pageSize));
  const links = Math.max(1, Math.floor(maxLinks));
  const pageCount = Math.max(1, Math.ceil(count / size));
  const wanted = Number.isFinite(page) ? Math.floor(page) : 1;
  const current = Math.min(Math.max(wanted, 1), pageCount);

  const start = (current - 1) * size;
  const end = Math.min(start + size, count);

  const first = Math.min(Math.max(current - Math.floor(links / 2), 1), Math.max(pageCount - links + 1, 1));
  const last = Math.min(first + links - 1, pageCount);
  const pageLinks = Array.from({ length: last - first + 1 }, (_, index) => first + index);

  return {
    pageCount,
    page: current,
    start,
    end,
    pageLinks,
    hasPrevious: current > 1,
    hasNext: current < pageCount,
  };
}
