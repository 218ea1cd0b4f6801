/**
 * Issue 41 item 3: the first-paint manifest the build writes into index.html (scripts/first-paint-manifest.ts) and
 * the inline preload asker that reads it (src/app/start-up/first-paint-preloads.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentFilesOf, firstPaintManifest, takeModuleScripts, type FirstPaintInput } from '../../scripts/first-paint-manifest.ts';
import { withFirstPaintPreloads } from '../../scripts/prerender-first-screen.ts';
import { firstPaintPreloadsScript, type FirstPaintRoute } from '../../src/app/start-up/first-paint-preloads.ts';
import { CONTENT_REQUEST, EARLY_CONTENT, prefetchContent, takePrefetched } from '../../src/content/prefetch.ts';
import { routeFacts } from '../../src/app/start-up/prerender.tsx';
import { opsAliases, routePatterns } from '../../src/config/paths.ts';
import { DRAWN_ROUTE } from '../../src/app/start-up/drawn-route.ts';

const BASE = '/opsportal/';

/** A build's manifest as Vite writes it: the shell (the document's), two pages sharing a chunk, one with content. */
const build: Omit<FirstPaintInput, 'routes'> = {
  pageExports: {
    'src/sign-in/ops-page.tsx': ['OpsPage', 'pageMeta'],
    'src/pages/news-page.tsx': ['NewsPage', 'pageMeta'],
    'src/pages/benefits-page.tsx': ['BenefitsPage', 'pageMeta'],
  },
  manifest: {
    'index.html': { file: 'assets/shell.js', css: ['assets/shell.css'], imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime.js' },
    // The shell's own imports come with the document's code: never a route's to ask for.
    '_shell.js': { file: 'assets/shell.js', imports: ['_runtime.js', '_with-shell.js'] },
    '_with-shell.js': { file: 'assets/with-shell.js', css: ['assets/with-shell.css'] },
    'src/sign-in/ops-page.tsx': { file: 'assets/ops.js', css: ['assets/ops.css'], imports: ['_shell.js', '_carousel.js'] },
    'src/pages/news-page.tsx': { file: 'assets/news.js', css: ['assets/news.css'], imports: ['_shell.js', '_media.js'] },
    'src/pages/benefits-page.tsx': { file: 'assets/benefits.js', css: ['assets/benefits.css'], imports: ['_runtime.js', '_carousel.js'] },
    '_carousel.js': { file: 'assets/carousel.js', css: ['assets/carousel.css'], imports: ['_shell.js'] },
    '_media.js': { file: 'assets/media.js', css: ['assets/carousel.css'] },
  },
  documentFiles: new Set(['assets/shell.js', 'assets/runtime.js', 'assets/shell.css']),
  drawn: { pattern: 'ops', aliases: ['', 'login'], images: ['/opsportal/assets/img/cover.svg'] },
  base: BASE,
};
const routes = [
  { path: 'ops', exportName: 'OpsPage', content: null },
  { path: 'news-and-media', exportName: 'NewsPage', content: '/opsportal/assets/data/news.data.json' },
  { path: 'benefits', exportName: 'BenefitsPage', content: null },
];

/** The drawn route's entry: its images and no chunk (its first paint needs none), its code after the paint. */
const DRAWN_OPS: FirstPaintRoute = {
  patterns: ['ops', '', 'login'],
  modules: [],
  styles: [],
  content: [],
  images: ['/opsportal/assets/img/cover.svg'],
  codeAfterPaint: true,
};

describe('the first-paint manifest', () => {
  it("gives each route its page chunk with the chunks it imports, its stylesheets and its content file, none of the document's own", () => {
    expect(firstPaintManifest({ ...build, routes })).toEqual([
      DRAWN_OPS,
      {
        patterns: ['news-and-media'],
        modules: ['/opsportal/assets/news.js', '/opsportal/assets/media.js'],
        styles: ['/opsportal/assets/news.css', '/opsportal/assets/carousel.css'],
        content: ['/opsportal/assets/data/news.data.json'],
        images: [],
        codeAfterPaint: false,
      },
      {
        patterns: ['benefits'],
        modules: ['/opsportal/assets/benefits.js', '/opsportal/assets/carousel.js'],
        styles: ['/opsportal/assets/benefits.css', '/opsportal/assets/carousel.css'],
        content: [],
        images: [],
        codeAfterPaint: false,
      },
    ]);
  });

  it('stops the build when no page chunk, or more than one, exports the name a route loads', () => {
    expect(() => firstPaintManifest({ ...build, routes: [{ path: 'about', exportName: 'AboutPage', content: null }] })).toThrow(
      /no page chunk exports AboutPage/,
    );
    const twice = { ...build.pageExports, 'src/pages/other.tsx': ['NewsPage'] };
    expect(() => firstPaintManifest({ ...build, pageExports: twice, routes })).toThrow(/2 page chunks export NewsPage/);
  });

  it('reads the files the document loads itself from the built index.html', () => {
    const html =
      '<head><script type="module" crossorigin src="/opsportal/assets/runtime.js"></script><script type="module" crossorigin src="/opsportal/assets/shell.js"></script><link rel="stylesheet" crossorigin href="/opsportal/assets/shell.css"><link rel="icon" href="/opsportal/favicon.svg"></head>';
    expect([...documentFilesOf(html, BASE)]).toEqual(['assets/runtime.js', 'assets/shell.js', 'assets/shell.css']);
  });
});

describe("the app's route table, as the build reads it", () => {
  const facts = routeFacts();

  it('has one fact per route of the table, named from routePatterns, each with its page export', () => {
    const names = new Set<string>(Object.values(routePatterns));
    expect(facts.map((fact) => fact.path).sort()).toEqual([...names].sort());
    for (const fact of facts) expect(fact.exportName).toMatch(/^[A-Z]\w+Page$/);
    expect(facts.find((fact) => fact.path === routePatterns.news)?.content).toBe('/assets/data/news.data.json');
    expect(facts.find((fact) => fact.path === routePatterns.newsArticle)?.content).toBeNull();
  });

  it('follows a renamed route: the manifest takes the route table as it is, the drawn route by DRAWN_ROUTE', () => {
    expect(DRAWN_ROUTE).toBe(routePatterns.ops);
    const renamed = routes.map((route) => (route.path === 'news-and-media' ? { ...route, path: 'newsroom' } : route));
    const manifest = firstPaintManifest({ ...build, routes: renamed, drawn: { ...build.drawn, aliases: [...opsAliases] } });
    expect(manifest.map((route) => route.patterns[0])).toEqual(['ops', 'newsroom', 'benefits']);
  });
});

/** A document, location and window just large enough for the asker; `fire` dispatches a window event. */
/** An image of the drawn screen: its address, whether it has loaded, whether it is in view; `settle` is its load event. */
function fakeImage(src: string, complete: boolean, inView = true) {
  const listeners: Array<() => void> = [];
  return {
    src,
    complete,
    getBoundingClientRect: () =>
      inView ? { width: 100, top: 10, left: 10, bottom: 110, right: 110 } : { width: 100, top: 2000, left: 10, bottom: 2100, right: 110 },
    addEventListener: (_type: string, listener: () => void) => void listeners.push(listener),
    settle: () => listeners.splice(0).forEach((listener) => listener()),
  };
}

function asker(
  routesToAsk: readonly FirstPaintRoute[],
  address: { pathname?: string; search?: string; hash: string },
  parsing = true,
  images: Array<ReturnType<typeof fakeImage>> = [],
) {
  const head: Array<Record<string, string>> = [];
  const ran: string[] = [];
  const fetched: Array<{ url: string; headers: unknown; timeoutMs: unknown }> = [];
  const scope: Record<string, unknown> = {};
  const fakeFetch = (url: string, init: { headers: unknown; signal: { timeoutMs: unknown } }) => {
    fetched.push({ url, headers: init.headers, timeoutMs: init.signal.timeoutMs });
    return Promise.resolve(`the answer for ${url}`);
  };
  const FakeAbortSignal = { timeout: (timeoutMs: number) => ({ timeoutMs }) };
  const listeners = new Map<string, Array<() => void>>();
  const timers: Array<{ callback: () => void; ms: number }> = [];
  const document = {
    readyState: parsing ? 'loading' : 'interactive',
    querySelectorAll: () => images,
    head: { append: (link: Record<string, string>) => head.push(link) },
    createElement: () => ({
      setAttribute(this: Record<string, string>, name: string, value: string) {
        this[name] = value;
      },
    }),
  };
  const location = {
    pathname: address.pathname ?? BASE,
    search: address.search ?? '',
    hash: address.hash,
    href: `http://localhost${BASE}`,
  };
  const addEventListener = (type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  const setTimeout = (callback: () => void, ms = 0) => void timers.push({ callback, ms });
  const requestAnimationFrame = (callback: () => void) => void timers.push({ callback, ms: 16 });
  // The build's script ends with `(src)=>import(src)`: the test's own import stands in for it.
  const script = firstPaintPreloadsScript(routesToAsk, BASE, CODE).replace('(src)=>import(src)', 'run');
  const run = (src: string) => {
    ran.push(src);
    return Promise.resolve();
  };
  new Function(
    'document',
    'location',
    'addEventListener',
    'setTimeout',
    'requestAnimationFrame',
    'PerformanceObserver',
    'run',
    'fetch',
    'AbortSignal',
    'globalThis',
    'innerWidth',
    'innerHeight',
    script,
  )(document, location, addEventListener, setTimeout, requestAnimationFrame, undefined, run, fakeFetch, FakeAbortSignal, scope, 1280, 900);
  /** Dispatches a window event, then runs the timers due within `ms` (and those they start). */
  const fire = (type: string, ms = 200) => {
    for (const listener of listeners.get(type) ?? []) listener();
    for (let due = timers.findIndex((timer) => timer.ms <= ms); due >= 0; due = timers.findIndex((timer) => timer.ms <= ms))
      timers.splice(due, 1)[0]!.callback();
  };
  const attributes = (link: Record<string, unknown>): Record<string, string> =>
    Object.fromEntries(Object.entries(link).filter((pair): pair is [string, string] => typeof pair[1] === 'string'));
  return { head: () => head.map(attributes), ran, fire, fetched, scope };
}
const CODE = ['/opsportal/assets/runtime.js', '/opsportal/assets/shell.js'];
const runAsker = (routesToAsk: readonly FirstPaintRoute[], address: { pathname?: string; search?: string; hash: string }) =>
  asker(routesToAsk, address)
    .head()
    .filter((link) => !CODE.includes(link['href'] ?? ''));

describe("the preload asker (its source as the build writes it into index.html's head)", () => {
  const manifest: FirstPaintRoute[] = [
    DRAWN_OPS,
    {
      patterns: ['product/:productName'],
      modules: ['/opsportal/assets/product.js'],
      styles: ['/opsportal/assets/product.css'],
      content: ['/opsportal/assets/data/products.data.json'],
      images: [],
      codeAfterPaint: false,
    },
  ];

  it("asks, for the route the hash names, for its chunks and stylesheets as the app will (CORS, the app's credentials)", () => {
    expect(runAsker(manifest, { hash: '#/product/trax' })).toEqual([
      { rel: 'modulepreload', crossOrigin: 'anonymous', href: '/opsportal/assets/product.js' },
      { rel: 'preload', as: 'style', crossOrigin: 'anonymous', href: '/opsportal/assets/product.css' },
    ]);
  });

  it('fetches its content file as the app does, time limit included, and leaves the request where the app takes it', async () => {
    const page = asker(manifest, { hash: '#/product/trax' });
    expect(page.fetched).toEqual([
      { url: '/opsportal/assets/data/products.data.json', headers: CONTENT_REQUEST.headers, timeoutMs: CONTENT_REQUEST.timeoutMs },
    ]);
    const early = page.scope[EARLY_CONTENT] as Record<string, Promise<unknown>>;
    expect(Object.keys(early)).toEqual(['/opsportal/assets/data/products.data.json']);
    await expect(early['/opsportal/assets/data/products.data.json']).resolves.toBe(
      'the answer for /opsportal/assets/data/products.data.json',
    );
  });

  it('matches as the router does: any case, extra slashes, the route’s own query and fragment left aside', () => {
    for (const hash of ['#/Product/TRAX', '#//product/trax/', '#/product/trax?x=1', '#/product/trax#top'])
      expect(runAsker(manifest, { hash })).toHaveLength(2);
  });

  it('asks for the drawn route’s images first, with high priority, on every address that opens it', () => {
    for (const hash of ['', '#', '#/', '#/ops', '#/login'])
      expect(runAsker(manifest, { hash })).toEqual([
        { rel: 'preload', as: 'image', fetchpriority: 'high', href: '/opsportal/assets/img/cover.svg' },
      ]);
  });

  it('asks for nothing on a route it does not know, on the partner document or on an address with a query', () => {
    expect(runAsker(manifest, { hash: '#/product' })).toEqual([]);
    expect(runAsker(manifest, { hash: '#/product/trax/more' })).toEqual([]);
    expect(runAsker(manifest, { hash: '#/nowhere' })).toEqual([]);
    expect(runAsker(manifest, { pathname: `${BASE}ehi-login`, hash: '#/product/trax' })).toEqual([]);
    expect(runAsker(manifest, { search: '?sso=kc&code=1', hash: '#/product/trax' })).toEqual([]);
  });

  it("runs the document's code on every document: fetched at once, run once the document is parsed", () => {
    for (const address of [{ hash: '#/product/trax' }, { hash: '#/nowhere' }, { pathname: `${BASE}ehi-login`, hash: '' }]) {
      const page = asker(manifest, address);
      expect(page.head().slice(0, 2)).toEqual(CODE.map((href) => ({ rel: 'modulepreload', crossOrigin: 'anonymous', href })));
      expect(page.ran).toEqual([]);
      page.fire('DOMContentLoaded');
      expect(page.ran).toEqual(CODE);
    }
    // Already parsed (the script run late): at once.
    expect(asker(manifest, { hash: '#/product/trax' }, false).ran).toEqual(CODE);
  });

  it("on the drawn route asks for the document's code only once the page has loaded", () => {
    const page = asker(manifest, { hash: '#/ops' });
    expect(page.head().map((link) => link['href'])).toEqual(['/opsportal/assets/img/cover.svg']);
    page.fire('DOMContentLoaded');
    expect(page.ran).toEqual([]);
    page.fire('load', 0);
    expect(page.ran).toEqual([]);
    // The frame after (the paint report, where the browser has one, may come first).
    page.fire('', 16);
    expect(page.ran).toEqual(CODE);
    page.fire('load');
    expect(page.ran).toEqual(CODE);
    // The drawing's images in view not yet loaded at the load event (they are lazy): the code waits for them, not for
    // those out of view or of another address.
    const cover = fakeImage('http://localhost/opsportal/assets/img/cover.svg', false);
    const hidden = fakeImage('http://localhost/opsportal/assets/img/cover.svg', false, false);
    const other = fakeImage('http://localhost/opsportal/assets/img/other.svg', false);
    const lazy = asker(manifest, { hash: '#/ops' }, true, [cover, hidden, other]);
    lazy.fire('load', 0);
    expect(lazy.ran).toEqual([]);
    cover.settle();
    expect(lazy.ran).toEqual([]);
    lazy.fire('', 16);
    expect(lazy.ran).toEqual(CODE);
    // The visitor's first key or press starts it at once.
    const pressed = asker(manifest, { hash: '#/ops' }, true, [fakeImage('http://localhost/opsportal/assets/img/cover.svg', false)]);
    pressed.fire('keydown', 0);
    expect(pressed.ran).toEqual(CODE);
    // A load that never comes: the code runs 3 s after the document was parsed.
    const stalled = asker(manifest, { hash: '#/ops' });
    stalled.fire('DOMContentLoaded', 2999);
    expect(stalled.ran).toEqual([]);
    stalled.fire('', 3000);
    expect(stalled.ran).toEqual(CODE);
  });

  it('takes the module script tags out of the built document, keeping their order', () => {
    const built =
      '<head><script type="module" crossorigin src="/opsportal/assets/runtime.js"></script>\n<script type="module" crossorigin src="/opsportal/assets/shell.js"></script>\n<link rel="stylesheet" crossorigin href="/opsportal/assets/shell.css"></head>';
    expect(takeModuleScripts(built)).toEqual({
      html: '<head><link rel="stylesheet" crossorigin href="/opsportal/assets/shell.css"></head>',
      code: CODE,
    });
    expect(() => takeModuleScripts('<head></head>')).toThrow(/no <script type="module"/);
  });

  it('is written first in the head, right after the charset, and no data can close its script', () => {
    const { html, code } = withFirstPaintPreloads(
      '<!doctype html><html><head>\n<meta charset="UTF-8" />\n<link rel="preload" href="/opsportal/assets/config.release.json"><script type="module" crossorigin src="/s.js"></script></head></html>',
      [{ ...manifest[1]!, patterns: ['</script><script>alert(1)</script>'] }],
      BASE,
    );
    expect(html.indexOf('<script>(function firstPaintPreloads')).toBeLessThan(html.indexOf('config.release.json'));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain(
      ',["/s.js"],{"headers":{"Accept":"application/json"},"timeoutMs":8000,"global":"__firstPaintContent"},(src)=>import(src))</script>',
    );
    expect(code).toEqual(['/s.js']);
    expect(() =>
      withFirstPaintPreloads('<html><head><title>x</title><script type="module" crossorigin src="/s.js"></script></head></html>', [], BASE),
    ).toThrow(/charset/);
  });
});

describe('the content request the document started', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (globalThis as Record<string, unknown>)[EARLY_CONTENT];
  });

  it('is the one the app takes, once: no second request; a later one (Retry) asks anew', async () => {
    const url = '/opsportal/assets/data/early.json';
    const early = Promise.resolve(Response.json({ early: true }));
    (globalThis as Record<string, unknown>)[EARLY_CONTENT] = { [url]: early };
    const fetchMock = vi.fn(async () => Response.json({ early: false }));
    vi.stubGlobal('fetch', fetchMock);
    prefetchContent(url);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takePrefetched(url)).toBe(early);
    prefetchContent(url);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
