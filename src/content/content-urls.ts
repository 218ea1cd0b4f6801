/**
 * Where the content files and the artwork live (spec 3 "assets (base URL for images)", spec 7
 * "Startup and static data"): under the config's `assets` address, by default this site's own
 * /opsportal/assets/. Kept apart from the loaders and their schemas, so the start-up code can name a
 * page's file without downloading them. Every address is a function, read when asked: the config
 * sets the base once it is in (src/app/start-up/start.tsx), before any page renders.
 */

/**
 * The site's base path: Vite sets it from `base` ('/opsportal/'); vitest sets '/'. The guard keeps
 * the module importable where neither has defined import.meta.env (a plain Node script).
 */
const BASE_URL: string = import.meta.env?.BASE_URL ?? '/';

/** The assets base when the config names none (or names one that is not usable). */
export const DEFAULT_ASSETS_BASE = `${BASE_URL}assets/`;

let assetsBase = DEFAULT_ASSETS_BASE;

/**
 * Normalises a configured assets address: an absolute http(s) URL or a path starting with one '/',
 * without query or fragment, ending with '/'. Anything else (another scheme, '//host', a relative
 * path) gives null.
 */
export function normaliseAssetsBase(value: string): string | null {
  const text = value.trim();
  if (text.length === 0 || /[\s"'<>\\]/.test(text)) return null;
  if (text.startsWith('/')) {
    if (text.startsWith('//') || /[?#]/.test(text)) return null;
    return text.endsWith('/') ? text : `${text}/`;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username || url.password) return null;
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/**
 * Uses the config's `assets` address from now on. An unusable value keeps the default and logs why
 * (the server refuses to start with one, so this is a second line). Returns the base in use.
 */
export function setAssetsBase(value: string | null | undefined): string {
  if (value === null || value === undefined) {
    assetsBase = DEFAULT_ASSETS_BASE;
    return assetsBase;
  }
  const normalised = normaliseAssetsBase(value);
  if (normalised === null) console.warn(`Ignoring the config's assets address ${JSON.stringify(value)}: not a path or an http(s) URL`);
  assetsBase = normalised ?? DEFAULT_ASSETS_BASE;
  return assetsBase;
}

/** The assets base in use, ending with '/'. */
export const getAssetsBase = (): string => assetsBase;

/**
 * The URL of a file under the assets address, given as the content data and the pages name it:
 * 'assets/img/logo.svg', 'assets/data/products.data.json' (relative to the site base, where the
 * default assets address is).
 */
export function assetUrl(relativePath: string): string {
  return `${assetsBase}${relativePath.replace(/^assets\//, '')}`;
}

export const productsUrl = (): string => assetUrl('assets/data/products.data.json');
export const careersUrl = (): string => assetUrl('assets/data/careers.data.json');
export const newsFeedUrl = (): string => assetUrl('assets/data/news.data.json');

/** Route names an article may have; anything else (a '/', '..', '%') never reaches the server. */
export const ARTICLE_NAME = /^[a-z0-9-]{1,120}$/i;

/** An article's file; names are matched case-insensitively, files are lowercase. */
export const newsArticleUrl = (name: string): string => assetUrl(`assets/data/news/${encodeURIComponent(name.toLowerCase())}.json`);
