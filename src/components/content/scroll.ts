/**
 * Scroll effects for content pages (spec 2: product, article, job and CCPA pages open at their top;
 * /careers/{anchor} scrolls to its section). Smooth unless reduced motion is preferred.
 */
import { prefersReducedMotion } from './reduced-motion.ts';

export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

/**
 * Scrolls to the element whose id is `anchor` and moves focus there, so keyboard users arrive too.
 * Give it only ids the page owns (a section of its content): an id from the address must be checked
 * first (the careers machine's isSectionAnchor guard), or /careers/main would pull focus into the layout.
 */
export function scrollToSection(anchor: string): void {
  const element = document.getElementById(anchor);
  if (!element) return;
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
