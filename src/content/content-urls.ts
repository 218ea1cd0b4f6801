/**
 * Where the content files live (spec 7 "Startup and static data"). Kept apart from the loaders and
 * their schemas, so the start-up code can name a page's file without downloading them.
 */

/**
 * The site's base path: Vite sets it from `base` ('/opsportal/'); vitest sets '/'. The guard keeps
 * the module importable where neither has defined import.meta.env (a plain Node script).
 */
const BASE_URL: string = import.meta.env?.BASE_URL ?? '/';

/** The URL of a content file given relative to the site base, e.g. 'assets/data/products.data.json'. */
export function contentUrl(relativePath: string): string {
  return `${BASE_URL}${relativePath}`;
}

export const PRODUCTS_URL = contentUrl('assets/data/products.data.json');
export const CAREERS_URL = contentUrl('assets/data/careers.data.json');
export const NEWS_FEED_URL = contentUrl('assets/data/news.data.json');

/** Route names an article may have; anything else (a '/', '..', '%') never reaches the server. */
export const ARTICLE_NAME = /^[a-z0-9-]{1,120}$/i;

/** An article's file; names are matched case-insensitively, files are lowercase. */
export const newsArticleUrl = (name: string): string =>
  contentUrl(`assets/data/news/${encodeURIComponent(name.toLowerCase())}.json`);
