/**
 * The content files' shapes (src/content/{products,careers,news}.ts): every shipped data file
 * passes its shape unchanged, and each kind of bad edit or hostile file is refused with a reason
 * that names the field, so the loader throws ContentError and the page shows its plain failure
 * message instead of rendering half a file.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { PRODUCT_KEYS } from '../../src/config/paths.ts';
import { CareersSchema, type Career } from '../../src/content/careers.ts';
import { ContentError, fetchContent } from '../../src/content/load-json.ts';
import {
  NewsArticleSchema,
  NewsFeedSchema,
  NewsItemSchema,
  loadNewsFeed,
  type NewsArticle,
  type NewsItem,
} from '../../src/content/news.ts';
import { FEATURE_ICONS, ProductsSchema, type Product } from '../../src/content/products.ts';
import { parse, type Check } from '../../shared/shape.ts';

const DATA_DIR = fileURLToPath(new URL('../../public/assets/data/', import.meta.url));

const readJson = (relative: string): unknown => JSON.parse(readFileSync(join(DATA_DIR, relative), 'utf8'));

const PRODUCTS = readJson('products.data.json') as Product[];
const CAREERS = readJson('careers.data.json') as Career[];
const FEED = readJson('news.data.json') as NewsItem[];
const articleFiles = readdirSync(join(DATA_DIR, 'news')).filter((file) => file.endsWith('.json'));
const ARTICLE = readJson(`news/${articleFiles[0]}`) as NewsArticle;

/** Each data file and the shape its loader checks it with. */
const SHAPE_OF_FILE: Record<string, Check<unknown>> = {
  'products.data.json': ProductsSchema,
  'careers.data.json': CareersSchema,
  'news.data.json': NewsFeedSchema,
  ...Object.fromEntries(articleFiles.map((file) => [`news/${file}`, NewsArticleSchema])),
};

const reasons = (shape: Check<unknown>, value: unknown): string[] => {
  const result = parse(shape, value);
  return result.success ? [] : result.issues;
};

/** Where a bad edit goes: keys and list indexes from the top of the file. */
type Path = ReadonlyArray<string | number>;
/** Put in place of a value to delete its field. */
const DROP = Symbol('drop');
type Change = readonly [path: Path, value: unknown];

/** A copy of `value` with each change made: a field or item replaced, added or (DROP) deleted. */
function spoiled(value: unknown, ...changes: Change[]): unknown {
  const copy = structuredClone(value);
  for (const [path, replacement] of changes) {
    const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], copy);
    const record = parent as Record<string | number, unknown>;
    const key = path[path.length - 1]!;
    if (replacement === DROP) delete record[key];
    else record[key] = replacement;
  }
  return copy;
}

describe('the shipped data files', () => {
  it('are all named in the table above (a new file needs a shape)', () => {
    const files = [...readdirSync(DATA_DIR).filter((file) => file.endsWith('.json')), ...articleFiles.map((file) => `news/${file}`)];
    expect(files.sort()).toEqual(Object.keys(SHAPE_OF_FILE).sort());
    expect(articleFiles.length).toBeGreaterThan(0);
  });

  it.each(Object.keys(SHAPE_OF_FILE))('%s passes its shape and is kept exactly as written', (file) => {
    const data = readJson(file);
    expect(parse(SHAPE_OF_FILE[file]!, data)).toEqual({ success: true, output: data });
  });
});

describe('what the shapes keep', () => {
  it('trims text and drops fields they do not know', () => {
    const file = spoiled(PRODUCTS, [[0, 'headline'], `  ${PRODUCTS[0]!.headline}\n`], [[0, 'onload'], 'alert(1)']);
    const result = parse(ProductsSchema, file);
    expect(result.success && result.output[0]!.headline).toBe(PRODUCTS[0]!.headline);
    expect(result.success && result.output[0]).not.toHaveProperty('onload');
  });

  it('leaves absent optional fields out rather than undefined', () => {
    const withBanner = CAREERS.findIndex((career) => career.banner);
    const result = parse(CareersSchema, spoiled(CAREERS, [[withBanner, 'banner'], DROP]));
    expect(result.success && Object.keys(result.output[withBanner]!)).not.toContain('banner');
    const internal = parse(
      NewsItemSchema,
      FEED.find((item) => item.isInternal),
    );
    expect(internal.success && Object.keys(internal.output)).not.toContain('path');
  });

  it('keeps an article’s item fields, then its content, and nothing else', () => {
    const result = parse(NewsArticleSchema, { ...ARTICLE, extra: 1 });
    expect(result.success && Object.keys(result.output).at(-1)).toBe('content');
    expect(result.success && result.output).not.toHaveProperty('extra');
  });
});

describe('files that are not the right kind of JSON', () => {
  it.each([
    ['products', ProductsSchema],
    ['careers', CareersSchema],
    ['the news feed', NewsFeedSchema],
  ] as const)('%s must be a list', (_name, shape) => {
    for (const value of [null, {}, 'text', 42, true])
      expect(reasons(shape, value), JSON.stringify(value)).toEqual(['(root): must be a list']);
  });

  it('an article must be an object, not a list or a scalar', () => {
    for (const value of [null, [], [ARTICLE], 'text', 42]) {
      expect(reasons(NewsArticleSchema, value), JSON.stringify(value)).toEqual(['(root): must be an object']);
    }
  });

  it('an entry of a list must be an object, not a list', () => {
    expect(reasons(ProductsSchema, [[PRODUCTS[0]]])).toEqual(['0: must be an object']);
    expect(reasons(CareersSchema, spoiled(CAREERS, [[1], []]))).toEqual(['1: must be an object']);
    expect(reasons(NewsFeedSchema, spoiled(FEED, [[2], 'item']))).toEqual(['2: must be an object']);
  });
});

describe('products.data.json refuses', () => {
  const nameChoices = `must be one of ${PRODUCT_KEYS.join(', ')}`;
  const iconChoices = `must be one of ${FEATURE_ICONS.join(', ')}`;
  const item = [0, 'contentColumns', 0, 'items'] as const;
  const p = PRODUCTS.findIndex((product) => product.partners);
  const logo = [p, 'partners', 0, 'logos', 0] as const;

  it.each<[string, Change[], string[]]>([
    ['a name that is no product key', [[[0, 'name'], 'other']], [`0.name: ${nameChoices}`]],
    ['a name in capitals', [[[0, 'name'], PRODUCTS[0]!.name.toUpperCase()]], [`0.name: ${nameChoices}`]],
    ['a second entry for one product', [[[PRODUCTS.length], PRODUCTS[0]]], ['(root): product names must be unique']],
    ['a missing headline', [[[0, 'headline'], DROP]], ['0.headline: is missing']],
    ['a headline of spaces', [[[0, 'headline'], '   ']], ['0.headline: must not be empty']],
    ['a headline that is a number', [[[0, 'headline'], 7]], ['0.headline: must be a string']],
    ['a logo outside assets/', [[[0, 'logo'], '/etc/passwd.png']], ['0.logo: must be an image path under assets/']],
    [
      'a logo climbing out of assets/',
      [[[0, 'logo'], 'assets/../../secret.png']],
      ['0.logo: must be an image path under assets/', '0.logo: must not contain ".."'],
    ],
    ['a logo file name with ".."', [[[0, 'logo'], 'assets/img/logo..png']], ['0.logo: must not contain ".."']],
    ['a javascript: background', [[[0, 'background'], 'javascript:alert(1)']], ['0.background: must be an image path under assets/']],
    ['no feature groups', [[[0, 'contentColumns'], []]], ['0.contentColumns: a product needs at least one feature group']],
    ['feature groups that are not a list', [[[0, 'contentColumns'], {}]], ['0.contentColumns: must be a list']],
    ['an empty feature group', [[item, []]], ['0.contentColumns.0.items: a group needs at least one item']],
    ['an unknown icon', [[[...item, 1, 'icon'], 'skull']], [`0.contentColumns.0.items.1.icon: ${iconChoices}`]],
    [
      'a description that is a list',
      [[[...item, 0, 'description'], ['<p>x</p>']]],
      ['0.contentColumns.0.items.0.description: must be a string'],
    ],
    [
      'an img_class that is not a class name',
      [[[...item, 0, 'img_class'], 'x" onload="y']],
      ['0.contentColumns.0.items.0.img_class: must be a CSS class name'],
    ],
    [
      'an img_src that is a web address',
      [[[...item, 0, 'img_src'], 'https://evil.example/x.png']],
      ['0.contentColumns.0.items.0.img_src: must be an image path under assets/'],
    ],
    ['partners that are not a list', [[[p, 'partners'], PRODUCTS[p]!.partners![0]]], [`${p}.partners: must be a list`]],
    [
      'a partner group without logos',
      [[[p, 'partners', 0, 'logos'], []]],
      [`${p}.partners.0.logos: a partner group needs at least one logo`],
    ],
    [
      'a partner link over http',
      [[[...logo, 'href'], 'http://partner.example.com/']],
      [`${p}.partners.0.logos.0.href: must be an https URL`],
    ],
    ['a javascript: partner link', [[[...logo, 'href'], 'javascript:alert(1)']], [`${p}.partners.0.logos.0.href: must be an https URL`]],
    ['a partner link that is not a URL', [[[...logo, 'href'], 'https://exa mple.com/']], [`${p}.partners.0.logos.0.href: must be a URL`]],
    [
      'two bad fields: both reasons at once',
      [
        [[0, 'headline'], ''],
        [[2, 'logo'], 3],
      ],
      ['0.headline: must not be empty', '2.logo: must be a string'],
    ],
  ])('%s', (_name, changes, expected) => {
    expect(reasons(ProductsSchema, spoiled(PRODUCTS, ...changes))).toEqual(expected);
  });
});

describe('careers.data.json refuses', () => {
  const requirement = [0, 'requirementColumns', 0, 'items', 0] as const;
  const at = '0.requirementColumns.0.items.0';

  it.each<[string, Change[], string[]]>([
    ['a path with spaces and capitals', [[[0, 'path'], 'Senior Engineer']], ['0.path: must be lowercase kebab-case']],
    ['a path that climbs', [[[0, 'path'], '../admin']], ['0.path: must be lowercase kebab-case']],
    ['a path over 120 characters', [[[0, 'path'], 'a'.repeat(121)]], ['0.path: must be at most 120 characters']],
    ['two careers at one path', [[[1, 'path'], CAREERS[0]!.path]], ['(root): career paths must be unique']],
    ['a missing position', [[[0, 'position'], DROP]], ['0.position: is missing']],
    ['an empty short description', [[[0, 'descriptionShort'], '']], ['0.descriptionShort: must not be empty']],
    [
      'a banner that is a web address',
      [[[0, 'banner'], 'https://evil.example/banner.png']],
      ['0.banner: must be an image path under assets/'],
    ],
    ['no requirement columns', [[[0, 'requirementColumns'], []]], ['0.requirementColumns: a career needs requirements']],
    ['an empty column', [[[0, 'requirementColumns', 0, 'items'], []]], ['0.requirementColumns.0.items: a column needs at least one item']],
    ['a requirement with no entries', [[[...requirement, 'content'], []]], [`${at}.content: a requirement needs at least one entry`]],
    [
      'an empty sub-point',
      [
        [
          [...requirement, 'content', 0, 'subItem'],
          ['fine', ' '],
        ],
      ],
      [`${at}.content.0.subItem.1: must not be empty`],
    ],
    [
      'sub-points that are text, not a list',
      [[[...requirement, 'content', 0, 'subItem'], 'one']],
      [`${at}.content.0.subItem: must be a list`],
    ],
    ['a subtitle that is null', [[[...requirement, 'subtitle'], null]], [`${at}.subtitle: must be a string`]],
  ])('%s', (_name, changes, expected) => {
    expect(reasons(CareersSchema, spoiled(CAREERS, ...changes))).toEqual(expected);
  });
});

describe('news.data.json refuses', () => {
  const photo = FEED.findIndex((item) => item.srcType === 'photo' && item.isInternal);
  const video = FEED.findIndex((item) => item.srcType === 'video');
  const external = FEED.findIndex((item) => !item.isInternal);
  const srcRule = 'a photo src is an image path under assets/, a video src an https embed URL';

  it.each<[string, Change[], string[]]>([
    ['a date that does not exist', [[[0, 'date'], '2024-02-30']], ['0.date: must be a real date']],
    ['29 February of a common year', [[[0, 'date'], '2023-02-29']], ['0.date: must be a real date']],
    ['a thirteenth month', [[[0, 'date'], '2024-13-01']], ['0.date: must be a date as yyyy-mm-dd']],
    ['a date in words', [[[0, 'date'], 'soon']], ['0.date: must be a date as yyyy-mm-dd']],
    ['a date with a time', [[[0, 'date'], '2024-03-05T10:00:00Z']], ['0.date: must be a date as yyyy-mm-dd']],
    ['a date as a number', [[[0, 'date'], 20240305]], ['0.date: must be a string']],
    ['an unknown media type', [[[0, 'srcType'], 'audio']], ['0.srcType: must be one of photo, video']],
    ['a flag written as text', [[[0, 'isPrivate'], 'false']], ['0.isPrivate: must be true or false']],
    ['a missing flag', [[[0, 'isInternal'], DROP]], ['0.isInternal: is missing']],
    ['a name that is a path', [[[0, 'name'], '../../config']], ['0.name: must be lowercase kebab-case']],
    ['two items with one name', [[[1, 'name'], FEED[0]!.name]], ['(root): news names must be unique']],
    ['an external item with no path', [[[external, 'path'], DROP]], [`${external}.path: an external item needs its https path`]],
    ['an external item over http', [[[external, 'path'], 'http://news.example.com/']], [`${external}.path: must be an https URL`]],
    ['a javascript: path', [[[external, 'path'], 'javascript:alert(1)']], [`${external}.path: must be an https URL`]],
    ['a photo whose src is a web address', [[[photo, 'src'], 'https://evil.example/x.png']], [`${photo}.src: ${srcRule}`]],
    ['a video whose src is an image path', [[[video, 'src'], 'assets/img/news/x.png']], [`${video}.src: ${srcRule}`]],
    ['a javascript: video src', [[[video, 'src'], 'javascript:alert(1)']], [`${video}.src: ${srcRule}`]],
    ['an empty src (one reason, not two)', [[[photo, 'src'], '']], [`${photo}.src: must not be empty`]],
    [
      'an external item with no path and a bad date: both reasons',
      [
        [[external, 'path'], DROP],
        [[external, 'date'], '2024-02-31'],
      ],
      [`${external}.date: must be a real date`, `${external}.path: an external item needs its https path`],
    ],
  ])('%s', (_name, changes, expected) => {
    expect(reasons(NewsFeedSchema, spoiled(FEED, ...changes))).toEqual(expected);
  });

  it('accepts a leap day', () => {
    expect(reasons(NewsFeedSchema, spoiled(FEED, [[photo, 'date'], '2024-02-29']))).toEqual([]);
  });
});

describe('an article file refuses', () => {
  it.each<[string, Change[], string[]]>([
    ['a missing content', [[['content'], DROP]], ['content: is missing']],
    ['a content of blanks', [[['content'], ' \n ']], ['content: must not be empty']],
    ['a content that is a list of paragraphs', [[['content'], ['<p>x</p>']]], ['content: must be a string']],
    ['a bad item field, checked like the feed’s', [[['date'], '2024-02-30']], ['date: must be a real date']],
    [
      'a photo with a web-address src',
      [
        [['srcType'], 'photo'],
        [['src'], 'https://evil.example/x.png'],
      ],
      ['src: a photo src is an image path under assets/, a video src an https embed URL'],
    ],
  ])('%s', (_name, changes, expected) => {
    expect(reasons(NewsArticleSchema, spoiled(ARTICLE, ...changes))).toEqual(expected);
  });
});

describe('the loader on a malformed file', () => {
  const serve = (body: unknown) => vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status: 200 }));

  it('throws ContentError naming each bad field', async () => {
    const file = spoiled(FEED, [[0, 'headline'], ''], [[1, 'srcType'], 'audio']);
    const error = await loadNewsFeed(serve(file)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).issues).toEqual(['0.headline: must not be empty', '1.srcType: must be one of photo, video']);
    expect((error as ContentError).message).toContain('does not match its schema: 0.headline: must not be empty; 1.srcType');
  });

  it('throws ContentError, not a RangeError, for a date that is not a date', async () => {
    const file = spoiled(FEED, [[0, 'date'], 'next week']);
    const error = await fetchContent('/news.json', NewsFeedSchema, serve(file)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).issues).toEqual(['0.date: must be a date as yyyy-mm-dd']);
  });

  it('lists eight reasons and counts the rest', async () => {
    const file = FEED.map((item) => ({ ...item, headline: '' }));
    const error = (await fetchContent('/news.json', NewsFeedSchema, serve(file)).catch((caught: unknown) => caught)) as ContentError;
    expect(error.issues).toHaveLength(file.length);
    expect(error.message).toMatch(new RegExp(`7\\.headline: must not be empty and ${file.length - 8} more$`));
  });
});
