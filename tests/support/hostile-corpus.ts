/**
 * The hostile-input corpus (docs/security.md): strings an attacker or an unlucky visitor can put
 * into a URL, a form field, a content file or a message, and the test hook that notices when any
 * of them runs as code.
 *
 * Every payload that could execute calls `__pwned('<id>')`; the hook defines `__pwned` in every
 * frame of the page (Playwright's exposeBinding works under any CSP), so a call is a finding with
 * the payload's id. Because the portal's CSP would also stop most injected code before it runs, the
 * hook watches two more things that fail a test even when the CSP saves the day: any
 * `securitypolicyviolation` for a script (the page tried to run something), and any element that
 * appears in the DOM with an `on*` attribute, a `javascript:` or `data:text/html` address, an inline
 * `<script>`, a script from another origin, or an `<iframe srcdoc>`, `<object>`, `<embed>` or `<base>`
 * (tests/support/hostile-markup.ts: the same rules the unit tests apply to happy-dom's DOM).
 *
 * The browser tests push a sample of each payload family (`BROWSER_SAMPLE`, `RAW_URL_SAMPLE`)
 * through each route and form; the unit tests push every payload (docs/decisions/hostile-input-layers.md).
 */
import type { Page } from '@playwright/test';
import { dangerousMarkup } from './hostile-markup.ts';

export type PayloadKind =
  /** HTML or SVG that would run `__pwned` if it reached the DOM as markup. */
  | 'markup'
  /** An address that would run `__pwned` if it became a link or a navigation. */
  | 'url'
  /** Template or expression syntax of common engines, and escapes that decode to markup. */
  | 'template'
  /** Plain text that has broken naive code before: non-Latin scripts, emoji, RTL marks, quotes. */
  | 'text'
  /** 10,000 characters or more. */
  | 'long';

export interface HostilePayload {
  /** Short, URL-safe and unique: what `__pwned` reports. */
  id: string;
  kind: PayloadKind;
  value: string;
  /** False when a single-line input cannot hold the value as given (line breaks, NUL). */
  typeable: boolean;
}

const call = (id: string) => `__pwned('${id}')`;
const payload = (id: string, kind: PayloadKind, value: string, typeable = true): HostilePayload => ({ id, kind, value, typeable });

/** Repeats `unit` until the string is at least `length` UTF-16 units long, never cutting a character. */
export function longString(unit: string, length = 10_000): string {
  return unit.repeat(Math.ceil(length / unit.length));
}

export const HOSTILE_PAYLOADS: readonly HostilePayload[] = [
  payload('script-tag', 'markup', `<script>${call('script-tag')}</script>`),
  payload('img-onerror', 'markup', `<img src=x onerror="${call('img-onerror')}">`),
  payload('svg-onload', 'markup', `<svg onload="${call('svg-onload')}"></svg>`),
  payload('svg-script', 'markup', `<svg><script>${call('svg-script')}</script></svg>`),
  payload(
    'svg-animate',
    'markup',
    `<svg><a><animate attributeName="href" values="javascript:${call('svg-animate')}"/><text x="1" y="20">tap</text></a></svg>`,
  ),
  payload('attr-breakout', 'markup', `"><script>${call('attr-breakout')}</script>`),
  payload('attr-breakout-single', 'markup', `'><img src=x onerror="${call('attr-breakout-single')}">`),
  payload('event-attr', 'markup', `" autofocus onfocus="${call('event-attr')}" x="`),
  payload('details-ontoggle', 'markup', `<details open ontoggle="${call('details-ontoggle')}"><summary>x</summary></details>`),
  payload('iframe-srcdoc', 'markup', `<iframe srcdoc="<script>parent.${call('iframe-srcdoc')}</script>"></iframe>`),
  payload('mxss-math', 'markup', `<math><mtext><table><mglyph><style><img src=x onerror="${call('mxss-math')}">`),
  payload('mxss-noscript', 'markup', `<noscript><p title="</noscript><img src=x onerror=${call('mxss-noscript')}>">`),
  payload('style-url', 'markup', `<div style="background:url('javascript:${call('style-url')}')">styled</div>`),
  payload(
    'object-data',
    'markup',
    `<object data="javascript:${call('object-data')}"></object><embed src="javascript:${call('object-data')}">`,
  ),
  payload('base-href', 'markup', `<base href="javascript:${call('base-href')}//"><a href="x">relative</a>`),
  payload('meta-refresh', 'markup', `<meta http-equiv="refresh" content="0;url=javascript:${call('meta-refresh')}">`),
  payload('script-close', 'markup', `</script><script>${call('script-close')}</script>`),
  payload('javascript-url', 'url', `javascript:${call('javascript-url')}`),
  payload('javascript-url-mixed', 'url', ` JaVaScRiPt:${call('javascript-url-mixed')}`),
  payload('javascript-url-entity', 'url', `&#106;avascript:${call('javascript-url-entity')}`),
  payload('data-url-html', 'url', `data:text/html,<script>${call('data-url-html')}</script>`),
  payload('data-url-svg', 'url', `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${call('data-url-svg')}"/>`),
  payload('template-curly', 'template', `{{constructor.constructor("${call('template-curly')}")()}} {{7*7}}`),
  payload('template-literal', 'template', `\${${call('template-literal')}} #{7*7} <%= 7*7 %>`),
  payload('escaped-markup', 'template', `&lt;script&gt;${call('escaped-markup')}&lt;/script&gt; \\u003cscript\\u003e`),
  payload('percent-encoded', 'template', `%3Cscript%3E${call('percent-encoded')}%3C%2Fscript%3E %ZZ %`),
  payload('path-traversal', 'template', '../../assets/config.release.json'),
  payload('sql', 'text', `' OR '1'='1'; DROP TABLE leads;--`),
  payload('non-latin', 'text', 'مرحبا بالعالم — 部品の注文 — 零件订购 — Ελληνικά — Ђорђе — हिन्दी'),
  payload('emoji', 'text', '🚚🔧 👩🏽‍🔧 🇺🇸 ❤️‍🔥'),
  payload('rtl-marks', 'text', '\u202Egnp.exe\u202C \u200F\u05E9\u05DC\u05D5\u05DD\u200E zero\u200Bwidth\u200Djoin'),
  payload('combining', 'text', 'Z̴̡̪͎a̷̘l̸̰g̵̣o̶̟ ﷽'),
  payload('control-chars', 'text', 'line one\nline two\ttab\r\u0000nul', false),
  payload('long-latin', 'long', longString('A')),
  payload('long-markup', 'long', longString(`<b>${call('long-markup')}</b>`)),
  payload('long-non-latin', 'long', longString('部品 Ωμέγα 🚚 عربى ')),
];

/** Payloads that are markup, addresses or template syntax: what an HTML field could carry. */
export const MARKUP_PAYLOADS = HOSTILE_PAYLOADS.filter((item) => item.kind === 'markup' || item.kind === 'url' || item.kind === 'template');

/**
 * An HTML field of a content file (docs/security.md): allowed markup the page must keep, then every
 * markup, address and template payload, the address payloads also as link targets.
 */
export function hostileHtml(label: string): string {
  const links = HOSTILE_PAYLOADS.filter((item) => item.kind === 'url').map(
    (item) => `<a href="${item.value.replace(/"/g, '&quot;')}">link ${item.id}</a>`,
  );
  return [
    `<p>Kept ${label}: <strong>bold</strong> and <a href="https://example.org/">an external link</a></p>`,
    ...MARKUP_PAYLOADS.map((item) => item.value),
    ...links,
    longString(`<i onmouseover="__pwned('long-html')">${label}</i>`),
  ].join('\n');
}

/** The payloads a single-line input can hold as given. */
export const TYPEABLE_PAYLOADS = HOSTILE_PAYLOADS.filter((item) => item.typeable);

/** Short payloads: everything but the 10,000-character ones (for URLs a server reads, where length is capped). */
export const SHORT_PAYLOADS = HOSTILE_PAYLOADS.filter((item) => item.kind !== 'long');

/**
 * Raw URL pieces that are not valid percent-encoding or that try to smuggle a second parameter or
 * route: put into a URL as they are, not through encodeURIComponent.
 */
export const RAW_URL_PIECES: readonly string[] = ['%', '%E0%A4%A', '%ZZ', '%00', '..%2F..%2F', '%0d%0aSet-Cookie:x=1', 'a#b', '?x=1&y=2'];

/**
 * The browser sample: one payload per family (docs/decisions/hostile-input-layers.md): a script tag,
 * event-handler attributes (markup, and breaking out of an attribute), a javascript: address with
 * mixed case and a leading space, template and prototype syntax (`constructor.constructor`), a
 * 10,000-character string with markup, and Unicode with bidirectional and zero-width marks. The
 * prototype keys `__proto__` and `constructor` are among QUERY_PARAMETERS, so every route sees them.
 */
export const BROWSER_SAMPLE_IDS = [
  'script-tag',
  'img-onerror',
  'event-attr',
  'javascript-url-mixed',
  'template-curly',
  'long-markup',
  'rtl-marks',
];
export const BROWSER_SAMPLE = HOSTILE_PAYLOADS.filter((item) => BROWSER_SAMPLE_IDS.includes(item.id));

/**
 * The addresses, relative to the portal's base (/opsportal/), whose document query (before the #)
 * the portal reads at start-up, with `value` in every parameter read there; `what` names each in a
 * failure message. The last is the partner document path the server serves for framing (docs/server.md).
 */
export function startUpAddresses(value: string): Array<{ address: string; what: string }> {
  const encoded = encodeURIComponent(value);
  const starts = [
    [`?q=${encoded}&error=${encoded}`, '/ops'],
    // The provider's return address (docs/decisions/sso-redirect-uri.md) with a hostile error.
    [`?sso=kc&error=${encoded}&error_description=${encoded}&state=${encoded}`, '/ops'],
    [`?companyId=${encoded}&token=${encoded}&uniqueId=${encoded}`, '/ehi-login'],
  ] as const;
  return [
    ...starts.map(([start, route]) => ({ address: `${start}#${route}`, what: start })),
    { address: `ehi-login?companyId=${encoded}&token=${encoded}&uniqueId=${encoded}`, what: '/opsportal/ehi-login' },
  ];
}

/** Broken percent-encoding (a lone %, a cut multi-byte sequence) and a smuggled second query. */
export const RAW_URL_SAMPLE: readonly string[] = ['%', '%E0%A4%A', '?x=1&y=2'];

/** Query parameter names: every one a page reads, plus names that have broken parsers elsewhere. */
export const QUERY_PARAMETERS: readonly string[] = [
  'status',
  'token',
  'companyId',
  'uniqueId',
  'username',
  'password',
  'ronumber',
  'anchor',
  'page',
  'newsName',
  'productName',
  'unknownExtra',
  '__proto__',
  'constructor',
];

export interface Finding {
  kind: 'executed' | 'csp-violation' | 'dom' | 'dialog' | 'page-error' | 'frame-error';
  detail: string;
}

/**
 * Installs the hook on a page before it loads anything. Returns the list findings are added to;
 * a test passes only if it stays empty.
 */
export async function watchForExecution(page: Page): Promise<Finding[]> {
  const findings: Finding[] = [];
  await page.exposeBinding('__pwned', (_source, id: unknown) => {
    findings.push({ kind: 'executed', detail: String(id) });
  });
  await page.exposeBinding('__hostileReport', (source, kind: unknown, detail: unknown) => {
    findings.push({ kind: kind as Finding['kind'], detail: `${String(detail)} (in ${source.frame.url().slice(0, 120)})` });
  });
  page.on('dialog', (dialog) => {
    findings.push({ kind: 'dialog', detail: `${dialog.type()}: ${dialog.message()}` });
    void dialog.dismiss().catch(() => {});
  });
  page.on('pageerror', (error) => findings.push({ kind: 'page-error', detail: error.message }));
  // The hook's source with the shared markup rules handed in (tests/support/hostile-markup.ts), as
  // addInitScript would send a function: its text, run before the page's own scripts in every frame.
  const hook = (markupRules: (element: Element, where: { pathname: string; origin: string; baseURI: string }) => string[]) => {
    type Report = (kind: string, detail: string) => void;
    const report: Report = (kind, detail) => {
      const binding = (window as unknown as { __hostileReport?: Report }).__hostileReport;
      if (binding) void binding(kind, detail);
    };
    // An uncaught error in any frame (page errors of the top frame are also seen by Playwright).
    window.addEventListener('error', (event) => {
      if (window !== window.top) report('frame-error', String(event.message));
    });
    // Not `script-src-attr`: Chromium reports that one when an inline handler is merely parsed, even
    // into the inert document DOMPurify sanitises in; a handler that reaches the page is caught below.
    document.addEventListener('securitypolicyviolation', (event) => {
      if (/^script-src(?:-elem)?$|^object-src|^base-uri|^frame-src|^require-trusted-types|^trusted-types/.test(event.effectiveDirective)) {
        report('csp-violation', `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}: ${event.sample}`);
      }
    });
    const check = (element: Element) => {
      for (const finding of markupRules(element, { pathname: location.pathname, origin: location.origin, baseURI: document.baseURI })) {
        report('dom', finding);
      }
    };
    const checkTree = (node: Node) => {
      if (!(node instanceof Element)) return;
      check(node);
      for (const child of Array.from(node.querySelectorAll('*'))) check(child);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof Element) check(record.target);
        for (const node of Array.from(record.addedNodes)) checkTree(node);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  };
  await page.addInitScript({ content: `(${hook.toString()})(${dangerousMarkup.toString()});` });
  return findings;
}
