/**
 * SafeHtml (src/components/content/safe-html.tsx; docs/decisions/safe-html-browser-sanitizer.md): one
 * policy (html-policy.ts), two engines. happy-dom has no HTML Sanitizer API, so SafeHtml runs its
 * DOMPurify engine here on the whole hostile corpus and on every HTML field of the content files. The
 * Sanitizer API path is wired up here against a stand-in `setHTML` (the allowlist only, as the browser
 * applies it), to test what the portal adds on that path: the address allowlist and the link rule; the
 * real `setHTML` runs in tests/e2e/safe-html.e2e.ts, with the corpus and with DOMPurify forced.
 */
// @vitest-environment happy-dom
import '../support/happy-dom-for-dompurify.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { StrictMode, act, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_ELEMENTS,
  ALLOWED_URI,
  applyAddressRules,
  applyLinkRule,
} from '../../src/components/content/html-policy.ts';
import { MARKUP_PAYLOADS, hostileHtml } from '../support/hostile-corpus.ts';
import { dangerousMarkupIn } from '../support/hostile-markup.ts';
import { policyBreaches } from '../support/safe-html-policy.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type SafeHtmlComponent = ComponentType<{ html: string; as?: 'div' | 'span' | 'h2' | 'h3' | 'p' }>;
const LISTS = { elements: ALLOWED_ELEMENTS, attributes: ALLOWED_ATTRIBUTES, uri: { source: ALLOWED_URI.source, flags: ALLOWED_URI.flags } };
const WHERE = { pathname: '/opsportal/', origin: 'http://localhost:3000', baseURI: 'http://localhost:3000/opsportal/' };
const unmounts: (() => void)[] = [];

/** SafeHtml's element, rendered with React's own client, once it holds what the engine made of `html`. */
async function rendered(SafeHtml: SafeHtmlComponent, html: string): Promise<Element> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<SafeHtml html={html} />));
  unmounts.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return container.firstElementChild!;
}

/** A fresh SafeHtml module, choosing its engine again in the DOM as it is now. */
async function freshSafeHtml(): Promise<SafeHtmlComponent> {
  vi.resetModules();
  return (await import('../../src/components/content/safe-html.tsx')).SafeHtml;
}

/** DOMPurify's engine is in once SafeHtml has drawn something with it. */
async function withDomPurifyLoaded(SafeHtml: SafeHtmlComponent): Promise<SafeHtmlComponent> {
  const probe = await rendered(SafeHtml, '<b>ready</b>');
  await vi.waitFor(() => expect(probe.innerHTML).toBe('<b>ready</b>'));
  return SafeHtml;
}

/**
 * The browser's `setHTML` as far as this test needs it: the element and attribute allowlists and the
 * guarantees it always gives (no comments, event handlers or `javascript:` addresses).
 */
function standInSetHtml(this: Element, html: string, options: { sanitizer: { elements: string[]; attributes: string[] } }) {
  const template = document.createElement('template');
  template.innerHTML = html;
  const clean = (parent: ParentNode) => {
    for (const node of Array.from(parent.childNodes)) {
      if (node.nodeType === Node.COMMENT_NODE) node.remove();
      if (!(node instanceof Element)) continue;
      if (!options.sanitizer.elements.includes(node.localName)) {
        node.remove();
        continue;
      }
      for (const { name, value } of Array.from(node.attributes)) {
        if (!options.sanitizer.attributes.includes(name) || /^\s*javascript:/i.test(value)) node.removeAttribute(name);
      }
      clean(node);
    }
  };
  clean(template.content);
  this.replaceChildren(template.content);
}

afterEach(() => {
  unmounts.splice(0).forEach((unmount) => unmount());
  delete (Element.prototype as { setHTML?: unknown }).setHTML;
});

describe('SafeHtml without the HTML Sanitizer API: DOMPurify', () => {
  let SafeHtml: SafeHtmlComponent;
  beforeAll(async () => {
    SafeHtml = await withDomPurifyLoaded(await freshSafeHtml());
  });

  for (const payload of MARKUP_PAYLOADS) {
    it(`${payload.id}: nothing dangerous and nothing off the policy reaches the DOM`, async () => {
      const element = await rendered(SafeHtml, payload.value);
      expect(dangerousMarkupIn(element, WHERE)).toEqual([]);
      expect(policyBreaches(element, LISTS)).toEqual([]);
    });
  }

  it('a whole hostile HTML field keeps its safe markup only', async () => {
    const element = await rendered(SafeHtml, hostileHtml('article'));
    expect(dangerousMarkupIn(element, WHERE)).toEqual([]);
    expect(policyBreaches(element, LISTS)).toEqual([]);
    expect(element.querySelector('p strong')?.textContent).toBe('bold');
    expect(element.querySelector('a[href="https://example.org/"]')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('every HTML field of the content files keeps all of its markup, its external links opening a new tab', async () => {
    const fields: string[] = [];
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
      else if (typeof value === 'string' && /<[a-z]/i.test(value)) fields.push(value);
    };
    const data = pathToFileURL(join(process.cwd(), 'public/assets/data/'));
    for (const file of ['products.data.json', ...readdirSync(new URL('news/', data)).map((name) => `news/${name}`)]) {
      collect(JSON.parse(readFileSync(new URL(file, data), 'utf8')));
    }
    expect(fields.length).toBeGreaterThan(10);
    for (const html of fields) {
      const expected = document.createElement('div');
      expected.innerHTML = html;
      expected.querySelectorAll('a').forEach(applyLinkRule);
      expect((await rendered(SafeHtml, html)).innerHTML).toBe(expected.innerHTML);
    }
  });
});

describe('SafeHtml with the HTML Sanitizer API (a stand-in setHTML)', () => {
  let SafeHtml: SafeHtmlComponent;
  beforeAll(async () => {
    (Element.prototype as { setHTML?: unknown }).setHTML = standInSetHtml;
    SafeHtml = await freshSafeHtml();
  });

  it('fills its element before paint, with the allowed markup only', async () => {
    (Element.prototype as { setHTML?: unknown }).setHTML = standInSetHtml;
    const element = await rendered(SafeHtml, '<p class="x">Kept <strong>bold</strong></p><img src=x><!-- note -->');
    expect(element.innerHTML).toBe('<p>Kept <strong>bold</strong></p>');
  });

  it('keeps http(s), mailto, tel and fragment addresses and drops every other', async () => {
    (Element.prototype as { setHTML?: unknown }).setHTML = standInSetHtml;
    const element = await rendered(
      SafeHtml,
      [
        '<a href="mailto:a@example.com">mail</a><a href="tel:+15550100">call</a><a href="#/contactus">contact</a>',
        '<a href="data:text/html,x">data</a><a href="vbscript:x">vb</a><a href="/opsportal/#/ops">relative</a>',
        '<blockquote cite="data:text/html,x">quote</blockquote><blockquote cite="https://example.org/q">cited</blockquote>',
      ].join(''),
    );
    expect(Array.from(element.querySelectorAll('a'), (link) => link.getAttribute('href'))).toEqual([
      'mailto:a@example.com',
      'tel:+15550100',
      '#/contactus',
      null,
      null,
      null,
    ]);
    expect(Array.from(element.querySelectorAll('blockquote'), (quote) => quote.getAttribute('cite'))).toEqual([
      null,
      'https://example.org/q',
    ]);
    expect(policyBreaches(element, LISTS)).toEqual([]);
  });

  it('opens links that leave the site in a new tab without access to this page; others lose target', async () => {
    (Element.prototype as { setHTML?: unknown }).setHTML = standInSetHtml;
    // The stand-in, like the browser, drops target and rel (not on the list); the link rule sets them.
    const element = await rendered(SafeHtml, '<a href=" https://example.org/">out</a><a href="#/register">in</a>');
    const [out, stays] = Array.from(element.querySelectorAll('a'));
    expect(out?.outerHTML).toBe('<a href="https://example.org/" target="_blank" rel="noopener noreferrer">out</a>');
    expect(stays?.outerHTML).toBe('<a href="#/register">in</a>');
  });
});

describe('SafeHtml with the HTML Sanitizer API: when it sanitises', () => {
  let SafeHtml: SafeHtmlComponent;
  const calls: string[] = [];
  beforeAll(async () => {
    (Element.prototype as { setHTML?: unknown }).setHTML = standInSetHtml;
    SafeHtml = await freshSafeHtml();
  });
  function countingSetHtml(this: Element, html: string, options: { sanitizer: { elements: string[]; attributes: string[] } }) {
    calls.push(html);
    standInSetHtml.call(this, html, options);
  }

  it('sanitises each text once, while rendering, and moves the result in before paint', async () => {
    calls.length = 0;
    (Element.prototype as { setHTML?: unknown }).setHTML = countingSetHtml;
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    let inRender: string[] = [];
    function Probe() {
      // What SafeHtml's render did before any effect ran: React renders Probe after its sibling.
      inRender = [...calls];
      return null;
    }
    await act(async () =>
      root.render(
        <>
          <SafeHtml html="<b>one</b>" />
          <Probe />
        </>,
      ),
    );
    unmounts.push(() => {
      act(() => root.unmount());
      container.remove();
    });
    expect(inRender).toEqual(['<b>one</b>']);
    expect(calls).toEqual(['<b>one</b>']);
    expect(container.firstElementChild?.innerHTML).toBe('<b>one</b>');
  });

  it('keeps its content when its effects run twice (StrictMode), the nodes already moved', async () => {
    (Element.prototype as { setHTML?: unknown }).setHTML = standInSetHtml;
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <StrictMode>
          <SafeHtml html={'<p>Kept <a href="https://example.org/">out</a></p>'} />
        </StrictMode>,
      ),
    );
    unmounts.push(() => {
      act(() => root.unmount());
      container.remove();
    });
    expect(container.firstElementChild?.innerHTML).toBe(
      '<p>Kept <a href="https://example.org/" target="_blank" rel="noopener noreferrer">out</a></p>',
    );
  });

  it('draws new text when its text changes', async () => {
    (Element.prototype as { setHTML?: unknown }).setHTML = standInSetHtml;
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<SafeHtml html="<b>first</b>" />));
    await act(async () => root.render(<SafeHtml html="<i>second</i>" />));
    unmounts.push(() => {
      act(() => root.unmount());
      container.remove();
    });
    expect(container.firstElementChild?.innerHTML).toBe('<i>second</i>');
  });
});

describe('the address rules over a sanitised fragment', () => {
  it('check every attribute that can hold an address, trim it as DOMPurify does, and apply the link rule', () => {
    const root = document.createElement('div');
    root.innerHTML = [
      '<a href="https://example.org/" target="_self" rel="opener">out</a>',
      '<a href="#/ops" target="_blank">in</a>',
      '<a href="  JaVa\tScript:x">js</a>',
      '<q cite="ftp://example.org/">q</q>',
      '<span src="data:x" action="vbscript:x" formaction="https://example.org/" poster="">s</span>',
    ].join('');
    applyAddressRules(root);
    expect(root.innerHTML).toBe(
      [
        '<a href="https://example.org/" target="_blank" rel="noopener noreferrer">out</a>',
        '<a href="#/ops">in</a>',
        '<a>js</a>',
        '<q>q</q>',
        '<span formaction="https://example.org/" poster="">s</span>',
      ].join(''),
    );
  });
});

describe("SafeHtml's choice of engine", () => {
  it('leaves an older setHTML that ignores the allowlist to DOMPurify', async () => {
    (Element.prototype as { setHTML?: unknown }).setHTML = function (this: Element, html: string) {
      this.innerHTML = html;
    };
    const SafeHtml = await withDomPurifyLoaded(await freshSafeHtml());
    const element = await rendered(SafeHtml, '<p class="c" title="t">p</p><font>f</font>');
    expect(element.innerHTML).toBe('<p title="t">p</p>');
  });
});
