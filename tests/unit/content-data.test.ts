/**
 * The shipped content files (public/assets/data) against their schemas, the images they name
 * against the disk, and the loaders' behaviour on every kind of failure. A bad edit to a data file
 * or a missing image fails here, not in a visitor's browser.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_KEYS } from '../../src/config/paths.ts';
import { announcementArticleName, brand } from '../../src/content/brand.ts';
import { CareersSchema, careerMailto, findCareer, loadCareers, type Career } from '../../src/content/careers.ts';
import { ContentError, fetchContent } from '../../src/content/load-json.ts';
import { list, number, object, parse, string, type Check } from '../../shared/shape.ts';
import {
  MAX_PAGE_LINKS,
  NEWS_PAGE_SIZE,
  NewsArticleSchema,
  NewsFeedSchema,
  formatNewsDate,
  loadNewsArticle,
  loadNewsFeed,
  paginate,
  visibleNewsItems,
  type NewsItem,
} from '../../src/content/news.ts';
import { FEATURE_ICONS, ProductsSchema, featureIconPath, findProduct, loadProducts, type Product } from '../../src/content/products.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../public/', import.meta.url));
const DATA_DIR = join(PUBLIC_DIR, 'assets/data');
const IMG_DIR = join(PUBLIC_DIR, 'assets/img');

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Parses with the schema and fails with every issue path, so a bad data edit says where it is. */
function parseOrFail<T>(schema: Check<T>, value: unknown, label: string): T {
  const result = parse(schema, value);
  if (!result.success) {
    throw new Error(`${label} does not match its schema:\n${result.issues.join('\n')}`);
  }
  return result.output;
}

const products: Product[] = parseOrFail(ProductsSchema, readJson(join(DATA_DIR, 'products.data.json')), 'products');
const careers: Career[] = parseOrFail(CareersSchema, readJson(join(DATA_DIR, 'careers.data.json')), 'careers');
const feed: NewsItem[] = parseOrFail(NewsFeedSchema, readJson(join(DATA_DIR, 'news.data.json')), 'news feed');
const articleFiles = readdirSync(join(DATA_DIR, 'news')).filter((file) => file.endsWith('.json'));

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? allFiles(path) : [path];
  });
}

/** A fetch that serves public/ from disk, as the static server does: 200 with the file, or 404. */
const diskFetch = vi.fn<typeof fetch>(async (input) => {
  const pathname = new URL(input instanceof Request ? input.url : String(input), 'http://portal.test').pathname;
  const file = join(PUBLIC_DIR, decodeURIComponent(pathname));
  if (!file.startsWith(PUBLIC_DIR) || !existsSync(file)) return new Response('not found', { status: 404 });
  return new Response(readFileSync(file), { status: 200, headers: { 'content-type': 'application/json' } });
});

/** The path each call of a fetch asked for (the loaders go through the HTTP client, which passes a Request). */
const requestedPaths = (mock: typeof diskFetch) => mock.mock.calls.map(([input]) => new URL((input as Request).url).pathname);

/** A fetch that answers every call with a fresh copy of one canned response. */
function fakeFetch(body: string, init: ResponseInit = {}) {
  return vi.fn<typeof fetch>(async () => new Response(body, init));
}

afterEach(() => {
  diskFetch.mockClear();
});

describe('products.data.json', () => {
  it('has exactly the nine product keys of spec 2, once each', () => {
    expect(products.map((product) => product.name).sort()).toEqual([...PRODUCT_KEYS].sort());
  });

  it('gives every product several feature groups of 3 to 6 items', () => {
    for (const product of products) {
      expect(product.contentColumns.length, product.name).toBeGreaterThanOrEqual(2);
      for (const group of product.contentColumns) {
        expect(group.items.length, `${product.name}: ${group.title ?? '(untitled)'}`).toBeGreaterThanOrEqual(3);
        expect(group.items.length, `${product.name}: ${group.title ?? '(untitled)'}`).toBeLessThanOrEqual(6);
      }
    }
  });

  it('uses only the ten feature-icon names of spec 2', () => {
    expect(FEATURE_ICONS).toHaveLength(10);
    const used = products.flatMap((product) => product.contentColumns.flatMap((group) => group.items.map((i) => i.icon)));
    for (const icon of used) expect(FEATURE_ICONS).toContain(icon);
  });

  it('gives some products a specification line and partner logos (both optional)', () => {
    expect(products.some((product) => product.descSpecification)).toBe(true);
    expect(products.some((product) => !product.descSpecification)).toBe(true);
    expect(products.some((product) => product.partners?.length)).toBe(true);
  });
});

describe('careers.data.json', () => {
  it('lists at least five careers with requirement columns', () => {
    expect(careers.length).toBeGreaterThanOrEqual(5);
    for (const career of careers) expect(career.requirementColumns.length, career.path).toBeGreaterThan(0);
  });
});

describe('news.data.json and the article files', () => {
  it('fills three feed pages of four (spec 9)', () => {
    expect(feed.length).toBeGreaterThanOrEqual(11);
    expect(paginate(visibleNewsItems(feed).length, 1).pageCount).toBe(3);
  });

  it('has private, video and external items', () => {
    expect(feed.filter((item) => item.isPrivate).length).toBeGreaterThanOrEqual(1);
    expect(feed.filter((item) => item.srcType === 'video').length).toBeGreaterThanOrEqual(2);
    expect(feed.filter((item) => !item.isInternal).length).toBeGreaterThanOrEqual(1);
  });

  it('holds no article content in the feed file', () => {
    const raw = readJson(join(DATA_DIR, 'news.data.json')) as Record<string, unknown>[];
    for (const item of raw) expect(item).not.toHaveProperty('content');
  });

  it('has the /ops announcement article about retiring TraxPod (spec 2)', () => {
    const item = feed.find((entry) => entry.name === announcementArticleName);
    expect(item).toMatchObject({ isInternal: true, isPrivate: false });
    const article = parseOrFail(NewsArticleSchema, readJson(join(DATA_DIR, 'news', `${announcementArticleName}.json`)), 'announcement');
    expect(article.content).toContain('TraxPod');
    expect(article.content).toContain(brand.product);
  });

  it('has an article file for every internal item, matching its feed entry, and no orphans', () => {
    const internal = feed.filter((item) => item.isInternal);
    expect(articleFiles.sort()).toEqual(internal.map((item) => `${item.name}.json`).sort());
    for (const item of internal) {
      const article = parseOrFail(NewsArticleSchema, readJson(join(DATA_DIR, 'news', `${item.name}.json`)), item.name);
      const { content, ...fields } = article;
      expect(fields, item.name).toEqual(item);
      expect(content, item.name).toMatch(/<p>/);
    }
  });

  it('ships clean HTML: nothing a sanitiser would have to strip', () => {
    const html = [
      ...products.flatMap((product) =>
        product.contentColumns.flatMap((group) => [group.title ?? '', ...group.items.map((item) => item.description)]),
      ),
      ...articleFiles.map((file) => (readJson(join(DATA_DIR, 'news', file)) as { content: string }).content),
    ];
    for (const fragment of html) {
      expect(fragment).not.toMatch(/<\s*(script|iframe|object|embed|style|img|svg|form)\b/i);
      expect(fragment).not.toMatch(/\son\w+\s*=/i);
      expect(fragment).not.toMatch(/javascript:/i);
    }
  });
});

describe('images named by the data', () => {
  const referenced = [
    ...products.flatMap((product) => [
      product.logo,
      product.background,
      ...(product.partners ?? []).flatMap((group) => group.logos.map((logo) => logo.src)),
      ...product.contentColumns.flatMap((group) =>
        group.items.flatMap((item) => [featureIconPath(item.icon), ...(item.img_src ? [item.img_src] : [])]),
      ),
    ]),
    ...careers.flatMap((career) => (career.banner ? [career.banner] : [])),
    ...feed.filter((item) => item.srcType === 'photo').map((item) => item.src),
  ];

  it('all exist under public/', () => {
    const missing = [...new Set(referenced)].filter((path) => !existsSync(join(PUBLIC_DIR, path)));
    expect(missing).toEqual([]);
  });

  it('include an icon for each of the ten feature-icon names', () => {
    for (const icon of FEATURE_ICONS) expect(existsSync(join(PUBLIC_DIR, featureIconPath(icon))), icon).toBe(true);
  });
});

describe('SVG artwork', () => {
  const svgs = allFiles(IMG_DIR).filter((file) => file.endsWith('.svg'));

  it('is small, titled and has a viewBox', () => {
    expect(svgs.length).toBeGreaterThan(0);
    for (const file of svgs) {
      const name = relative(IMG_DIR, file);
      const text = readFileSync(file, 'utf8');
      expect(Buffer.byteLength(text), name).toBeLessThan(3 * 1024);
      expect(text, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="[\d. ]+"[^>]* role="img"/);
      expect(text, name).toMatch(/<title>[^<]+<\/title>/);
    }
  });

  it('is well-formed: balanced tags and no repeated attribute', () => {
    for (const file of svgs) {
      const name = relative(IMG_DIR, file);
      const open: string[] = [];
      for (const [, closing, tag, attrs, selfClosing] of readFileSync(file, 'utf8').matchAll(/<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g)) {
        const names = [...(attrs ?? '').matchAll(/([\w:-]+)="[^"]*"/g)].map((match) => match[1]);
        expect(new Set(names).size, `${name}: <${tag}> repeats an attribute`).toBe(names.length);
        if (closing) expect(open.pop(), `${name}: </${tag}>`).toBe(tag);
        else if (!selfClosing) open.push(tag!);
      }
      expect(open, name).toEqual([]);
    }
  });
});

describe('findProduct and findCareer', () => {
  it('find a product by name case-insensitively (spec 2)', () => {
    expect(findProduct(products, 'TraxPod')?.name).toBe('traxpod');
    expect(findProduct(products, 'TRAX')?.name).toBe('trax');
    expect(findProduct(products, 'unknown')).toBeUndefined();
    expect(findProduct(products, '')).toBeUndefined();
    expect(findProduct(products, undefined)).toBeUndefined();
  });

  it('find a career by path case-insensitively (spec 2)', () => {
    const first = careers[0]!;
    expect(findCareer(careers, first.path.toUpperCase())).toBe(first);
    expect(findCareer(careers, 'Senior-Frontend-Engineer')?.position).toBe('Senior Frontend Engineer');
    expect(findCareer(careers, 'no-such-job')).toBeUndefined();
    expect(findCareer(careers, null)).toBeUndefined();
  });

  it('build the careers e-mail draft with the subject "{position} Job Inquiry" (spec 2)', () => {
    expect(careerMailto('Senior Frontend Engineer')).toBe(
      `mailto:${brand.careersEmail}?subject=Senior%20Frontend%20Engineer%20Job%20Inquiry`,
    );
    expect(careerMailto('R&D Lead')).toBe(`mailto:${brand.careersEmail}?subject=R%26D%20Lead%20Job%20Inquiry`);
  });
});

describe('formatNewsDate', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it("formats 'MMMM dd, yyyy' with a two-digit day (spec 2)", () => {
    expect(formatNewsDate('2024-03-05')).toBe('March 05, 2024');
    expect(formatNewsDate('2023-12-31')).toBe('December 31, 2023');
    expect(formatNewsDate('2025-01-01')).toBe('January 01, 2025');
  });

  it('shows the same day west of UTC', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatNewsDate('2024-03-05')).toBe('March 05, 2024');
  });

  it('returns an unparseable value unchanged', () => {
    expect(formatNewsDate('soon')).toBe('soon');
  });
});

describe('visibleNewsItems', () => {
  it('drops private items and sorts newest first without touching its input', () => {
    const items = [
      { name: 'a', date: '2023-01-10', isPrivate: false },
      { name: 'b', date: '2024-06-01', isPrivate: true },
      { name: 'c', date: '2024-02-01', isPrivate: false },
    ];
    expect(visibleNewsItems(items).map((item) => item.name)).toEqual(['c', 'a']);
    expect(items.map((item) => item.name)).toEqual(['a', 'b', 'c']);
  });

  it('hides the shipped private item', () => {
    const visible = visibleNewsItems(feed);
    expect(visible.some((item) => item.isPrivate)).toBe(false);
    expect(visible.length).toBe(feed.filter((item) => !item.isPrivate).length);
  });
});

describe('paginate', () => {
  it('uses the spec 9 constants', () => {
    expect(NEWS_PAGE_SIZE).toBe(4);
    expect(MAX_PAGE_LINKS).toBe(7);
  });

  it('first page', () => {
    expect(paginate(11, 1)).toEqual({
      pageCount: 3,
      page: 1,
      start: 0,
      end: 4,
      pageLinks: [1, 2, 3],
      hasPrevious: false,
      hasNext: true,
    });
  });

  it('middle page', () => {
    expect(paginate(11, 2)).toMatchObject({ page: 2, start: 4, end: 8, hasPrevious: true, hasNext: true });
  });

  it('last, partial page', () => {
    expect(paginate(11, 3)).toMatchObject({ page: 3, start: 8, end: 11, hasPrevious: true, hasNext: false });
  });

  it('clamps out-of-range and odd page values', () => {
    expect(paginate(11, 99).page).toBe(3);
    expect(paginate(11, 0).page).toBe(1);
    expect(paginate(11, -4).page).toBe(1);
    expect(paginate(11, Number.NaN).page).toBe(1);
    expect(paginate(11, 2.7).page).toBe(2);
  });

  it('treats an empty feed as one empty page', () => {
    expect(paginate(0, 5)).toMatchObject({ pageCount: 1, page: 1, start: 0, end: 0, pageLinks: [1] });
  });

  it('shows at most seven page links, in a window around the current page', () => {
    const total = 25 * NEWS_PAGE_SIZE;
    expect(paginate(total, 1).pageLinks).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginate(total, 4).pageLinks).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginate(total, 13).pageLinks).toEqual([10, 11, 12, 13, 14, 15, 16]);
    expect(paginate(total, 25).pageLinks).toEqual([19, 20, 21, 22, 23, 24, 25]);
    expect(paginate(8 * NEWS_PAGE_SIZE, 8).pageLinks).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(paginate(7 * NEWS_PAGE_SIZE, 4).pageLinks).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('fetchContent', () => {
  const Schema = object<{ title: string; items: Array<{ id: number }> }>({ title: string, items: list(object({ id: number })) });

  async function contentError(promise: Promise<unknown>): Promise<ContentError> {
    const error = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ContentError);
    return error as ContentError;
  }

  it('returns the validated body and asks for JSON with a timeout', async () => {
    const fetchImpl = fakeFetch(JSON.stringify({ title: 't', items: [{ id: 1 }], extra: true }), { status: 200 });
    await expect(fetchContent('/x.json', Schema, fetchImpl)).resolves.toEqual({ title: 't', items: [{ id: 1 }] });
    // The HTTP client hands fetch one Request; that the timeout holds is the hanging fetch's test below.
    const request = fetchImpl.mock.calls[0]![0] as Request;
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.signal).toBeInstanceOf(AbortSignal);
  });

  it('turns HTTP 404 into a ContentError with the status', async () => {
    const error = await contentError(fetchContent('/x.json', Schema, fakeFetch('nope', { status: 404 })));
    expect(error.status).toBe(404);
    expect(error.url).toBe('/x.json');
    expect(error.message).toContain('HTTP status 404');
  });

  it('turns HTTP 500 into a ContentError', async () => {
    const error = await contentError(fetchContent('/x.json', Schema, fakeFetch('boom', { status: 500 })));
    expect(error.status).toBe(500);
  });

  it('turns malformed JSON into a ContentError', async () => {
    const error = await contentError(fetchContent('/x.json', Schema, fakeFetch('<!doctype html><html>', { status: 200 })));
    expect(error.message).toContain('malformed JSON');
  });

  it('turns a schema mismatch into a ContentError listing the issue paths', async () => {
    const body = JSON.stringify({ title: 3, items: [{ id: 1 }, { id: 'two' }] });
    const error = await contentError(fetchContent('/x.json', Schema, fakeFetch(body, { status: 200 })));
    expect(error.issues.map((issue) => issue.split(':')[0])).toEqual(['title', 'items.1.id']);
    expect(error.message).toContain('items.1.id');
  });

  it('turns a network failure or a timeout into a ContentError', async () => {
    const failing = vi.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    const error = await contentError(fetchContent('/x.json', Schema, failing));
    expect(error.status).toBeUndefined();
    expect(error.cause).toBeInstanceOf(TypeError);

    const hanging = vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const timedOut = await contentError(fetchContent('/x.json', Schema, hanging, 10));
    expect(timedOut.message).toContain('TimeoutError');
  });
});

describe('loaders against the shipped files', () => {
  it('load products, careers and the feed from the base path (spec 7)', async () => {
    await expect(loadProducts(diskFetch)).resolves.toHaveLength(PRODUCT_KEYS.length);
    await expect(loadCareers(diskFetch)).resolves.toHaveLength(careers.length);
    await expect(loadNewsFeed(diskFetch)).resolves.toHaveLength(feed.length);
    expect(requestedPaths(diskFetch)).toEqual([
      '/assets/data/products.data.json',
      '/assets/data/careers.data.json',
      '/assets/data/news.data.json',
    ]);
  });

  it('loads an article by name, case-insensitively', async () => {
    const article = await loadNewsArticle(announcementArticleName.toUpperCase(), diskFetch);
    expect(article?.name).toBe(announcementArticleName);
    expect(requestedPaths(diskFetch)).toEqual([`/assets/data/news/${announcementArticleName}.json`]);
  });

  it('returns null for an unknown article (HTTP 404)', async () => {
    await expect(loadNewsArticle('no-such-article', diskFetch)).resolves.toBeNull();
    expect(diskFetch).toHaveBeenCalledTimes(1);
  });

  it('returns null without fetching for a name that is not a plain kebab name', async () => {
    for (const name of ['../secret', 'a/b', '', 'news%2Fx', 'x'.repeat(121), 'name.json']) {
      await expect(loadNewsArticle(name, diskFetch), name).resolves.toBeNull();
    }
    expect(diskFetch).not.toHaveBeenCalled();
  });

  it('throws ContentError for a server error or a file holding another article', async () => {
    await expect(loadNewsArticle('some-article', fakeFetch('boom', { status: 503 }))).rejects.toBeInstanceOf(ContentError);
    const other = readFileSync(join(DATA_DIR, 'news', `${announcementArticleName}.json`), 'utf8');
    await expect(loadNewsArticle('some-article', fakeFetch(other, { status: 200 }))).rejects.toBeInstanceOf(ContentError);
  });

  it('returns article content as untrusted HTML, unchanged: sanitising is the view’s job', async () => {
    // Test fixture only: shipped data is clean (checked above). The loader must not pretend to clean it.
    const hostile = {
      ...feed.find((item) => item.isInternal)!,
      name: 'hostile-article',
      content: '<p>Hello</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
    };
    const article = await loadNewsArticle('hostile-article', fakeFetch(JSON.stringify(hostile), { status: 200 }));
    expect(article?.content).toBe(hostile.content);
  });
});
