/**
 * What the document asks for at once, before any module has run, for the route its address names (issue 41 item 3,
 * docs/decisions/start-up-chart.md "The preload asker"). A hash-routed document is the same file for every route, so
 * the asking is done by a second inline script, at the top of the head, from a manifest the build writes into it
 * (scripts/first-paint-manifest.ts, from the route table and the build's own manifest): for the route the hash names,
 * its page chunk and the chunks it imports (`modulepreload`), its stylesheets (`preload` as style), its content file
 * (fetched as the app fetches it, and handed to the app: src/content/prefetch.ts), and the images its first paint
 * shows (`preload` as image, `fetchpriority=high`). Without it the page waits in a chain: the shell, then its page chunk, then the
 * content file, then the image.
 *
 * The function runs as the inline script's body (the build writes its source; the server allows it by its SHA-256
 * hash): it must stay self-contained, with no import, no closure and nothing from the module around it. It asks and
 * decides nothing else: the app loads the same files itself (Vite's preload helper finds the links there,
 * `prefetchContent` takes the content request), so a route it does not recognise only loses the head start.
 */

import { CONTENT_REQUEST, EARLY_CONTENT } from '../../content/prefetch.ts';

/** What the build needs to know of one route-table entry (src/app/start-up/prerender.tsx `routeFacts`). */
export interface RouteFact {
  path: string;
  exportName: string;
  /** The content file under the default assets address, when the entry names one without parameters. */
  content: string | null;
}

/** One route of the manifest: what its first paint needs, asked for by the document. */
export interface FirstPaintRoute {
  /** The route table's pattern for it, and for the drawn route the router's aliases ('' and 'login'). */
  patterns: string[];
  /** The page chunk and the chunks it imports, beyond those the document itself loads. */
  modules: string[];
  /** The page's stylesheets beyond the document's own. */
  styles: string[];
  /** The content file the page loads first (at the default assets address), if any. */
  content: string[];
  /** The images the first paint shows (the drawn route's, from its drawing). */
  images: string[];
  /**
   * The route paints before any code (the drawn route): the document's own code is asked for once the page has
   * loaded (its images in) and painted, so it does not share the connection with what the visitor sees first.
   */
  codeAfterPaint: boolean;
}

/**
 * Asks for the files of the route `location.hash` names, on the document itself (not the partner document, not an
 * address with a query, such as the identity provider's return). A route's path is matched as the router matches
 * it, case-insensitively, a `:name` segment standing for any one segment; the route's own query and fragment
 * (`#/careers#growth`) are not part of it.
 *
 * It also runs the document's own code (`code`: the bundler's runtime and the shell, which the build takes out of
 * the document's `<script type="module">` tags), with `run` (the script's `import()`): fetched at once and run once
 * the document is parsed, as a module script tag would, on every document; on a route that paints before any code
 * (`codeAfterPaint`), fetched only once the page has loaded (its first paint's images and stylesheets in).
 */
export function firstPaintPreloads(
  routes: readonly FirstPaintRoute[],
  base: string,
  code: readonly string[],
  content: { headers: Record<string, string>; timeoutMs: number; global: string },
  run: (src: string) => Promise<unknown>,
): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // A module that cannot be fetched is reported as a module script tag's would be (the console), never thrown.
    for (const src of code) run(src).catch((error: unknown) => console.error(error));
  };
  const ask = (rel: string, href: string, as?: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    // Images go without CORS, as an <img> asks for them; the rest as the app asks (same-origin credentials).
    if (as !== 'image') link.crossOrigin = 'anonymous';
    else link.setAttribute('fetchpriority', 'high');
    link.href = href;
    document.head.append(link);
  };
  const route = routeOfAddress();
  if (route?.codeAfterPaint) {
    // Once the page has loaded and the drawing's images in view have too (they are lazy: another route must not
    // fetch them, so they load only after the first layout, often after the load event). No timer and no frame is
    // waited for (a paused clock or a hidden tab would hold the code back); the visitor's first key or press starts
    // it at once (what they asked for is queued for it), and a load that never comes waits no more than 3 s.
    const wanted = route.images.map((href) => new URL(href, location.href).href);
    const inView = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    };
    // Once they are in: at the paint that shows them (the next largest-contentful-paint report), or the frame after,
    // whichever the browser gives first (a paused page clock holds frames; a drawing whose images are not its largest
    // element reports no paint).
    const afterTheirPaint = () => {
      if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
        // Not buffered: only a paint from now on.
        new PerformanceObserver((_list, observer) => {
          observer.disconnect();
          start();
        }).observe({ type: 'largest-contentful-paint' });
      }
      requestAnimationFrame(() => setTimeout(start));
    };
    const whenDrawingLoaded = () => {
      const waiting = [...document.querySelectorAll('img')].filter(
        (image) => wanted.includes(image.src) && !image.complete && inView(image),
      );
      let left = waiting.length;
      if (left === 0) afterTheirPaint();
      for (const image of waiting) {
        const settled = () => {
          left -= 1;
          if (left === 0) afterTheirPaint();
        };
        image.addEventListener('load', settled, { once: true });
        image.addEventListener('error', settled, { once: true });
      }
    };
    addEventListener('load', whenDrawingLoaded);
    addEventListener('keydown', start, { capture: true, once: true });
    addEventListener('pointerdown', start, { capture: true, once: true });
    addEventListener('DOMContentLoaded', () => setTimeout(start, 3000));
  } else {
    for (const src of code) ask('modulepreload', src);
    if (document.readyState === 'loading') addEventListener('DOMContentLoaded', start);
    else start();
  }
  if (!route) return;
  for (const href of route.images) ask('preload', href, 'image');
  // The content file is fetched as the app fetches it, time limit included (a `preload` link has none: a slow file
  // would hold the app's Retry behind it), and left where the app takes it (src/content/prefetch.ts).
  const early: Record<string, Promise<Response>> = {};
  (globalThis as unknown as Record<string, unknown>)[content.global] = early;
  for (const href of route.content) {
    const response = fetch(href, { headers: content.headers, signal: AbortSignal.timeout(content.timeoutMs) });
    response.catch(() => undefined);
    early[href] = response;
  }
  for (const href of route.modules) ask('modulepreload', href);
  for (const href of route.styles) ask('preload', href, 'style');

  function routeOfAddress() {
    if (location.pathname !== base && location.pathname !== `${base}index.html`) return undefined;
    if (location.search !== '' && location.search !== '?') return undefined;
    const path = (location.hash.slice(1).split(/[?#]/)[0] ?? '')
      .split('/')
      .filter((segment) => segment !== '')
      .join('/')
      .toLowerCase();
    const matches = (pattern: string) => {
      const wanted = pattern.split('/').filter((segment) => segment !== '');
      const given = path === '' ? [] : path.split('/');
      return (
        wanted.length === given.length && wanted.every((segment, at) => segment.startsWith(':') || segment.toLowerCase() === given[at])
      );
    };
    return routes.find((entry) => entry.patterns.some(matches));
  }
}

/** The inline script's source, as the build writes it into index.html (`<` escaped: nothing can close the script). */
export function firstPaintPreloadsScript(routes: readonly FirstPaintRoute[], base: string, code: readonly string[]): string {
  const content = { ...CONTENT_REQUEST, global: EARLY_CONTENT };
  const values = [routes, base, code, content].map((value) => JSON.stringify(value).replace(/</g, '\\u003c')).join(',');
  // `import()` written here, as text: in the function, a test runner's or bundler's transform could rewrite it.
  return `(${firstPaintPreloads.toString()})(${values},(src)=>import(src))`;
}
