import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';
import { takeHtmlPolicyForDomPurify } from '../../lib/trusted-types.ts';

/**
 * Renders HTML from content files (article content, product feature titles and descriptions) after
 * DOMPurify has removed scripts, event handlers, styles, forms and frames: content data is never
 * trusted (spec 8, docs/security.md). Links that leave the site open in a new tab without access to this page.
 */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href') ?? '';
  if (/^https?:\/\//i.test(href)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else {
    node.removeAttribute('target');
  }
});

const BASE_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'img', 'svg', 'math'],
  FORBID_ATTR: ['style', 'id', 'class'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|#)/i,
};

let config: Config | null = null;

/**
 * The 'dompurify' policy was created at start-up (src/lib/trusted-types.ts); DOMPurify uses it
 * instead of creating its own on first use, when another script could have taken the name.
 */
function sanitizeConfig(): Config {
  if (!config) {
    const policy = takeHtmlPolicyForDomPurify();
    config = policy ? { ...BASE_CONFIG, TRUSTED_TYPES_POLICY: policy as Config['TRUSTED_TYPES_POLICY'] } : BASE_CONFIG;
  }
  return config;
}

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, sanitizeConfig());
}

type Tag = 'div' | 'span' | 'h2' | 'h3' | 'p';

export function SafeHtml({ html, as: Element = 'div', className }: { html: string; as?: Tag; className?: string }) {
  // A TrustedHTML value where the browser supports Trusted Types, so the page also works under
  // `require-trusted-types-for 'script'` (docs/server.md, CSP_TRUSTED_TYPES).
  const clean = useMemo(() => DOMPurify.sanitize(html, { ...sanitizeConfig(), RETURN_TRUSTED_TYPE: true }), [html]);
  return <Element className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
