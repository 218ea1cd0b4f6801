/**
 * The markup rules of the hostile-input execution hook (tests/support/hostile-corpus.ts), in one
 * place for both layers (docs/decisions/hostile-input-layers.md): the hook sends this function's
 * source into every frame of a real page and reports each finding; the unit tests call it on the
 * DOM that React renders into happy-dom. It flags an element that would run code or load a script
 * from elsewhere: an `on*` attribute, `srcdoc`, a `javascript:`, `vbscript:` or `data:text/html`
 * address, an inline `<script>` (except keycloak-js's silent check page and index.html's two in the head, the
 * first-screen guard and the preload asker, all allowed by their hash), a script from another
 * origin, `<object>`, `<embed>`, `<base>` and `<meta http-equiv=refresh>`.
 *
 * Self-contained on purpose: it refers to nothing outside its own body, because the hook sends its
 * source text to the browser.
 */
export function dangerousMarkup(element: Element, where: { pathname: string; origin: string; baseURI: string }): string[] {
  const findings: string[] = [];
  const DANGEROUS_URL = /^(?:javascript|vbscript|data:text\/html)/i;
  const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background']);
  const tag = element.tagName.toLowerCase();
  for (const attribute of Array.from(element.attributes)) {
    const name = attribute.name.toLowerCase();
    if (name.startsWith('on')) findings.push(`<${tag} ${name}="${attribute.value.slice(0, 80)}">`);
    if (name === 'srcdoc') findings.push(`<${tag} srcdoc>`);
    // Browsers ignore ASCII whitespace and control characters inside a scheme.
    // eslint-disable-next-line no-control-regex -- the characters a browser drops from a URL scheme
    if (URL_ATTRIBUTES.has(name) && DANGEROUS_URL.test(attribute.value.replace(/[\u0000-\u0020]/g, ''))) {
      findings.push(`<${tag} ${name}="${attribute.value.slice(0, 80)}">`);
    }
  }
  if (tag === 'script') {
    const src = element.getAttribute('src');
    if (!src) {
      // keycloak-js's silent check page, and index.html's first-screen guard and preload asker (in the head, where no
      // content is drawn: src/app/start-up/first-screen-guard.ts, first-paint-preloads.ts), are the inline scripts the
      // build writes (allowed by their hash).
      const text = (element.textContent ?? '').trim();
      const guard =
        /^\(function (?:firstScreenGuard|firstPaintPreloads)\(/.test(text) && element.parentElement === element.ownerDocument.head;
      const allowed = where.pathname.endsWith('/silent-check-sso.html') || guard;
      if (!allowed && text) findings.push(`inline <script>${text.slice(0, 80)}`);
    } else if (new URL(src, where.baseURI).origin !== where.origin) {
      findings.push(`<script src="${src.slice(0, 120)}">`);
    }
  }
  if (tag === 'object' || tag === 'embed' || tag === 'base') findings.push(`<${tag}>`);
  if (tag === 'meta' && /refresh/i.test(element.getAttribute('http-equiv') ?? '')) findings.push('<meta http-equiv=refresh>');
  return findings;
}

/** Every finding in `root` and below (the unit layer's view of a rendered page). */
export function dangerousMarkupIn(root: Element, where: { pathname: string; origin: string; baseURI: string }): string[] {
  return [root, ...Array.from(root.querySelectorAll('*'))].flatMap((element) => dangerousMarkup(element, where));
}
