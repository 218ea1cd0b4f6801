/**
 * Issue 31: which addresses the /ops screen drawn into index.html is for, the inline guard that runs before the
 * first paint, and how the build writes the screen, its stylesheets and the guard into index.html.
 */
import { describe, expect, it } from 'vitest';
import { firstScreenGuardScript, showsFirstScreen } from '../../src/app/start-up/first-screen-guard.ts';
import { lazyImages, splitHeadTags, stylesOf, withFirstScreen } from '../../scripts/prerender-first-screen.ts';

const BASE = '/opsportal/';

describe('showsFirstScreen', () => {
  it.each(['', '#', '#/', '#/ops', '#/login'])('the document at %j opens /ops: the drawn screen is its own', (hash) => {
    expect(showsFirstScreen(BASE, '', hash, BASE)).toBe(true);
    expect(showsFirstScreen(`${BASE}index.html`, '', hash, BASE)).toBe(true);
  });
  it.each(['#/benefits', '#/ops/x', '#/ops?x=1', '#/OPS', '#//ops', '#/redirect?username=a', '#/kc', '#/page-not-found'])(
    '%j is another route (or a spelling left to the app): not drawn',
    (hash) => expect(showsFirstScreen(BASE, '', hash, BASE)).toBe(false),
  );
  it('the partner document, another path and an address with a query (the provider return) are not /ops', () => {
    expect(showsFirstScreen(`${BASE}ehi-login`, '', '', BASE)).toBe(false);
    expect(showsFirstScreen('/elsewhere/', '', '', BASE)).toBe(false);
    expect(showsFirstScreen(BASE, '?sso=kc&code=1', '', BASE)).toBe(false);
  });
});

/** A document and location just large enough for the guard. */
function fakePage(address: { pathname: string; search?: string; hash?: string }) {
  const attributes = new Map<string, string>();
  const listeners: Array<(event: unknown) => void> = [];
  class FakeForm {
    marks = new Set<string>();
    hasAttribute = (name: string) => this.marks.has(name);
    setAttribute = (name: string) => void this.marks.add(name);
  }
  const form = new FakeForm();
  const status = { textContent: '' };
  const root = {
    hasAttribute: (name: string) => name === 'data-first-screen' && rootMarked.on,
    contains: (node: unknown) => node === form,
  };
  const rootMarked = { on: true };
  const head: Array<{ rel?: string; as?: string; href?: string }> = [];
  const adopted: string[] = [];
  class FakeSheet {
    replaceSync = (text: string) => void adopted.push(text);
  }
  const document = {
    adoptedStyleSheets: [] as unknown[],
    head: { append: (link: (typeof head)[number]) => head.push(link) },
    createElement: () => ({
      setAttribute(this: Record<string, string>, name: string, value: string) {
        this[name] = value;
      },
    }),
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    getElementById: (id: string) => (id === 'root' ? root : id === 'first-screen-status' ? status : null),
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'submit') listeners.push(listener);
    },
  };
  const location = { pathname: address.pathname, search: address.search ?? '', hash: address.hash ?? '' };
  const run = (script: string) =>
    new Function('document', 'location', 'HTMLFormElement', 'CSSStyleSheet', script)(document, location, FakeForm, FakeSheet);
  const submit = () => {
    let prevented = false;
    for (const listener of listeners) listener({ target: form, preventDefault: () => (prevented = true) });
    return prevented;
  };
  return { attributes, form, status, rootMarked, run, submit, listeners, head, adopted, document };
}

describe("index.html's inline guard (its source as the build writes it)", () => {
  const script = firstScreenGuardScript(BASE, ['/opsportal/assets/ops.css']);

  it('on another route marks <html data-first-screen="off"> (the screen is hidden before the first paint) and holds nothing', () => {
    const page = fakePage({ pathname: BASE, hash: '#/benefits' });
    page.run(script);
    expect(page.attributes.get('data-first-screen')).toBe('off');
    expect(page.adopted).toEqual(['#root[data-first-screen]{display:none}#first-screen-fallback{display:grid}']);
    expect(page.document.adoptedStyleSheets).toHaveLength(1);
    expect(page.listeners).toHaveLength(0);
    expect(page.head).toEqual([]);
  });

  it('on /ops holds one submit before the code, says it waits, and leaves submits to the app once it has taken over', () => {
    const page = fakePage({ pathname: BASE, hash: '' });
    page.run(script);
    expect(page.attributes.get('data-first-screen')).toBe('on');
    expect(page.adopted).toEqual([]);
    // Its images are the preload asker's (src/app/start-up/first-paint-preloads.ts), first in the head.
    expect(page.head).toMatchObject([{ rel: 'stylesheet', blocking: 'render', crossOrigin: '', href: '/opsportal/assets/ops.css' }]);
    expect(page.head).toHaveLength(1);
    expect(page.submit()).toBe(true);
    expect(page.form.marks.has('data-pending-submit')).toBe(true);
    expect(page.status.textContent).toBe('Signing in…');
    // A second press while it waits: still held by the browser, nothing new.
    page.status.textContent = '';
    expect(page.submit()).toBe(true);
    expect(page.status.textContent).toBe('');
    // Taken over: the app's own form handles the submit.
    page.rootMarked.on = false;
    expect(page.submit()).toBe(false);
  });
});

describe('writing the first screen into index.html', () => {
  const source = [
    '<!doctype html><html><head><meta charset="UTF-8" /><title>OPS Parts Network</title>',
    '<link rel="stylesheet" crossorigin href="/opsportal/assets/shell.css"></head><body>',
    '<div id="root">\n  <div class="route-loading" role="status"><span class="route-loading__bar"></span></div>\n  <!-- /root -->\n</div>',
    '</body></html>',
  ].join('');
  const markup =
    '<link rel="preload" as="image" href="/opsportal/assets/img/logo.svg"/><title>Sign in | OPS</title><meta name="description" content="d"/><a class="skip-link" href="#main">Skip</a>';

  it("keeps the images React would preload for the preload asker and the page's description and keywords (marked) for the head, and leaves the title to the app", () => {
    expect(splitHeadTags(`${markup.replace('<a ', '<meta name="keywords" content="k"/><a ')}`)).toEqual({
      images: ['/opsportal/assets/img/logo.svg'],
      meta: ['<meta data-first-screen-head name="description" content="d"/>', '<meta data-first-screen-head name="keywords" content="k"/>'],
      body: '<a class="skip-link" href="#main">Skip</a>',
    });
  });

  it("writes /ops's description into the document's head (issue 42: what a crawler that runs no script reads), marked for the app to replace", () => {
    const html = withFirstScreen(source, { markup, styles: [], base: BASE });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta data-first-screen-head name="description" content="d"/>');
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>OPS Parts Network</title>');
  });

  it('makes every image of the drawn screen lazy, so a route that hides it fetches none', () => {
    expect(lazyImages('<img src="a.svg" alt=""/><p><img loading="eager" src="b.svg"/></p>')).toBe(
      '<img loading="lazy" src="a.svg" alt=""/><p><img loading="eager" src="b.svg"/></p>',
    );
  });

  it('writes the guard last in the head with the page stylesheets not yet linked, the screen in #root and the loading bar beside it', () => {
    const html = withFirstScreen(source, { markup, styles: ['assets/shell.css', 'assets/ops.css'], base: BASE });
    const guard = /<script>\(function firstScreenGuard[\s\S]*?<\/script>/.exec(html)?.[0] ?? '';
    expect(guard).toContain(',"/opsportal/",["/opsportal/assets/ops.css"])</script>');
    expect(html).toContain(`${guard}<noscript><link rel="stylesheet" crossorigin href="/opsportal/assets/ops.css"></noscript></head>`);
    expect(html.indexOf('shell.css')).toBeLessThan(html.indexOf(guard));
    expect(html.match(/shell\.css/g)).toHaveLength(1);
    expect(html).not.toContain('rel="preload" as="image"');
    expect(html).toContain('<div id="root" data-first-screen><a class="skip-link" href="#main">Skip</a></div>');
    expect(html).toContain('<div id="first-screen-fallback" class="route-loading" role="status">');
    expect(html).not.toContain('Sign in | OPS');
  });

  it('refuses an index.html without the marked #root (the build fails rather than ship no first screen)', () => {
    expect(() =>
      withFirstScreen('<html><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>', {
        markup,
        styles: [],
        base: BASE,
      }),
    ).toThrow(/<!-- \/root -->/);
  });

  it("collects a page chunk's stylesheets through its imports, once each", () => {
    const manifest = {
      'src/sign-in/ops-page.tsx': { file: 'a.js', css: ['ops.css'], imports: ['_shared', 'index.html'] },
      _shared: { file: 'b.js', css: ['carousel.css', 'ops.css'], imports: ['index.html'] },
      'index.html': { file: 'shell.js', css: ['shell.css'] },
    };
    expect(stylesOf(manifest, 'src/sign-in/ops-page.tsx', new Set(['shell.css']))).toEqual(['ops.css', 'carousel.css']);
    expect(() => stylesOf(manifest, 'missing', new Set())).toThrow(/manifest has no missing/);
  });
});
