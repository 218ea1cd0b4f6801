/** True when the visitor asks for reduced motion (no autoplay, no animated scrolling or sliding). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
}
