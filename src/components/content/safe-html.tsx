import { useLayoutEffect, useMemo, useRef } from 'react';
import { createCodeLoader } from '../../actors/code/code-loader.ts';
import { CodeUnavailable, useCodeStatus } from '../code-unavailable.tsx';
import { ALLOWED_ATTRIBUTES, ALLOWED_ELEMENTS, applyAddressRules } from './html-policy.ts';

/**
 * Renders HTML from content files (article content, product feature titles and descriptions) through
 * one policy (html-policy.ts): content data is never trusted (spec 8, docs/security.md). Two engines
 * apply it (docs/decisions/safe-html-browser-sanitizer.md):
 * - the browser's HTML Sanitizer API, `setHTML`, where the browser has it (Chromium, Firefox): safe by
 *   construction (scripts, event handlers and `javascript:` addresses always go) and no TrustedHTML
 *   needed, `setHTML` is not a Trusted Types sink; our walk adds the address and link rules;
 * - DOMPurify elsewhere (Safari), loaded only there (dompurify-engine.ts), rendered as before through
 *   React with a TrustedHTML value from the 'dompurify' policy (src/lib/trusted-types.ts).
 */

interface SanitizerConfig {
  elements: string[];
  attributes: string[];
  comments: boolean;
  dataAttributes: boolean;
}
type SetHtml = (html: string, options: { sanitizer: SanitizerConfig }) => void;

const SANITIZER_CONFIG: SanitizerConfig = {
  elements: [...ALLOWED_ELEMENTS],
  attributes: ALLOWED_ATTRIBUTES,
  comments: false,
  dataAttributes: false,
};

function setHtml(element: Element, html: string, sanitizer: SanitizerConfig): void {
  (element as Element & { setHTML: SetHtml }).setHTML(html, { sanitizer });
}

/**
 * True when `setHTML` exists and honours an allowlist as the current specification says: an older
 * draft's `setHTML` (a `Sanitizer` object, other option names) is left to DOMPurify.
 */
function browserSanitizerWorks(): boolean {
  if (typeof Element === 'undefined' || typeof (Element.prototype as { setHTML?: unknown }).setHTML !== 'function') return false;
  try {
    const probe = document.createElement('div');
    setHtml(probe, '<b>b</b><p title="t" class="c">p</p>', {
      elements: ['p'],
      attributes: ['title'],
      comments: false,
      dataAttributes: false,
    });
    return probe.innerHTML === '<p title="t">p</p>';
  } catch {
    return false;
  }
}

const browserSanitizer = browserSanitizerWorks();

type DomPurifyEngine = typeof import('./dompurify-engine.ts');
/**
 * DOMPurify's code, through its code loader (machines/code-loader.machine.ts); only browsers without the
 * Sanitizer API have one. Requested with the page's code, so it is usually in before the content file.
 */
const domPurifyCode = browserSanitizer ? null : createCodeLoader<DomPurifyEngine>('This text', () => import('./dompurify-engine.ts'));
domPurifyCode?.request();

type Tag = 'div' | 'span' | 'h2' | 'h3' | 'p';
interface SafeHtmlProps {
  html: string;
  as?: Tag;
  className?: string;
}

export function SafeHtml(props: SafeHtmlProps) {
  return browserSanitizer ? <BrowserSanitized {...props} /> : <DomPurified {...props} />;
}

/** `html` sanitised into a detached element of the kind `tag`, with the address rules applied. */
function sanitised(html: string, tag: string): Element {
  const scratch = document.createElement(tag);
  setHtml(scratch, html, SANITIZER_CONFIG);
  applyAddressRules(scratch);
  return scratch;
}

/**
 * Filled before paint: sanitised into a detached element of the same kind while React renders (a page drawn
 * in React's background pass sanitises in its slices, not all at once in the commit, which would be one long task), then
 * moved in. The nodes move once: when the element is filled again with the same text (a remount), it is
 * sanitised anew.
 */
function BrowserSanitized({ html, as = 'div', className }: SafeHtmlProps) {
  // Typed as a div for the ref; `as` is one of a few plain HTML elements.
  const Element = as as 'div';
  const ref = useRef<HTMLDivElement>(null);
  const prepared = useMemo(() => sanitised(html, as), [html, as]);
  useLayoutEffect(() => {
    const target = ref.current;
    if (!target) return;
    const filled = prepared.hasChildNodes() ? prepared : sanitised(html, target.localName);
    target.replaceChildren(...Array.from(filled.childNodes));
  }, [html, prepared]);
  return <Element ref={ref} className={className} />;
}

/** What the field says when DOMPurify's chunk cannot be fetched (a lost connection), with Retry (components/code-unavailable.tsx). */
export const SANITIZER_UNAVAILABLE = 'This text could not be loaded. Check your connection and try again.';

/** Empty until DOMPurify's chunk is in (usually already when the content arrives), then as before. */
function DomPurified({ html, as: Element = 'div', className }: SafeHtmlProps) {
  // Only rendered where the browser has no Sanitizer API, so the loader exists.
  const loader = domPurifyCode!;
  const status = useCodeStatus(loader);
  const engine = status === 'ready' ? loader.code() : null;
  const clean = useMemo(() => engine?.purifyToTrustedHtml(html) ?? null, [engine, html]);
  // The sanitiser's code could not be fetched: the field says so, with Retry, instead of staying empty.
  if (status === 'failed')
    return (
      <Element className={className}>
        <CodeUnavailable loader={loader} />
      </Element>
    );
  // Without TrustedHTML, not even an empty string may go to innerHTML under Trusted Types.
  if (clean === null) return <Element className={className} />;
  return <Element className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
