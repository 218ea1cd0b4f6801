import DOMPurify, { type Config } from 'dompurify';
import { takeHtmlPolicyForDomPurify } from '../../lib/trusted-types.ts';
import { ALLOWED_ATTRIBUTES, ALLOWED_ELEMENTS, ALLOWED_URI, TEXT_ATTRIBUTES, applyLinkRule } from './html-policy.ts';

/**
 * The fallback engine of SafeHtml (safe-html.tsx), loaded only by a browser without the HTML Sanitizer
 * API: DOMPurify with the shared policy (html-policy.ts), so it keeps exactly what `setHTML` keeps.
 */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') applyLinkRule(node);
});

const BASE_CONFIG: Config = {
  // '#text' by name: DOMPurify adds it only when KEEP_CONTENT is on.
  ALLOWED_TAGS: [...ALLOWED_ELEMENTS, '#text'],
  ALLOWED_ATTR: ALLOWED_ATTRIBUTES,
  // Without this DOMPurify would test every attribute value but a few against ALLOWED_URI_REGEXP.
  ADD_URI_SAFE_ATTR: [...TEXT_ATTRIBUTES],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // An element off the list goes with its content, as the Sanitizer API removes it.
  KEEP_CONTENT: false,
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

/**
 * A TrustedHTML value where the browser supports Trusted Types, so the page also works under
 * `require-trusted-types-for 'script'` (docs/server.md, CSP_TRUSTED_TYPES).
 */
export function purifyToTrustedHtml(html: string): TrustedHTML {
  return DOMPurify.sanitize(html, { ...sanitizeConfig(), RETURN_TRUSTED_TYPE: true });
}
