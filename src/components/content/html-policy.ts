/**
 * What an HTML field of a content file may keep (spec 8: content data is never trusted; docs/security.md),
 * written once for the two engines that apply it (docs/decisions/safe-html-browser-sanitizer.md): the
 * browser's HTML Sanitizer API (`setHTML`) where the browser has it, DOMPurify elsewhere.
 *
 * - Elements: text, grouping and table markup only (DOMPurify's html profile without forms, media,
 *   frames, embedded content, SVG, MathML, styles and landmarks a page has once). Any other element
 *   is removed with its content, on both engines.
 * - Attributes: the few below; never `style`, `id`, `class` or an event handler.
 * - Addresses (`href`, `cite`): http(s), mailto, tel or a fragment (the portal's own `#/route` links).
 * - Links that leave the site open in a new tab without access to this page; others lose `target`.
 */

export const ALLOWED_ELEMENTS = [
  'a',
  'abbr',
  'address',
  'article',
  'aside',
  'b',
  'bdi',
  'bdo',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'data',
  'dd',
  'del',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'samp',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
  'var',
  'wbr',
] as const;

/** The attributes whose value is an address: checked against ALLOWED_URI. */
export const URI_ATTRIBUTES = ['href', 'cite'] as const;
/** The attributes whose value is text: kept as they are. */
export const TEXT_ATTRIBUTES = ['title', 'lang', 'dir', 'datetime', 'colspan', 'rowspan', 'scope', 'start'] as const;
export const ALLOWED_ATTRIBUTES = [...URI_ATTRIBUTES, ...TEXT_ATTRIBUTES];

/** The address schemes a content link may use. */
export const ALLOWED_URI = /^(?:https?:|mailto:|tel:|#)/i;
const LEAVES_THE_SITE = /^https?:\/\//i;
/** What a browser ignores inside a scheme (DOMPurify strips the same before testing ALLOWED_URI). */
// eslint-disable-next-line no-control-regex -- the characters a browser drops from a URL scheme
const URI_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/**
 * Every attribute that can hold an address, not only the allowed ones: should the allowlist grow, a
 * new address attribute is still checked.
 */
const ADDRESS_ATTRIBUTES = ['href', 'src', 'cite', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'srcset'];

/** The link rule, for one `<a>` whose attributes are already sanitised (DOMPurify's hook calls it too). */
export function applyLinkRule(link: Element): void {
  if (LEAVES_THE_SITE.test(link.getAttribute('href') ?? '')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  } else {
    link.removeAttribute('target');
  }
}

/**
 * The address allowlist and the link rule over a fragment the Sanitizer API has already cleaned.
 * The browser has removed what is never safe (scripts, event handlers, `javascript:` addresses) and
 * everything outside the element and attribute lists; it keeps other schemes (`data:`, `vbscript:`,
 * relative addresses), which this walk removes as DOMPurify's ALLOWED_URI_REGEXP does.
 */
export function applyAddressRules(root: Element): void {
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const name of ADDRESS_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      // As DOMPurify: the value trimmed, an empty one kept, any other checked without its white space.
      const trimmed = value.trim();
      if (trimmed && !ALLOWED_URI.test(trimmed.replace(URI_WHITESPACE, ''))) element.removeAttribute(name);
      else if (trimmed !== value) element.setAttribute(name, trimmed);
    }
    if (element.localName === 'a') applyLinkRule(element);
  }
}
