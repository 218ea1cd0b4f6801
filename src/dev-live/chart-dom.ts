/**
 * What the catalogue's player (scripts/statecharts-player.ts, in docs/statecharts/player.js) and the live view
 * (catalogue-live.ts, dev server only) both do to a diagram's page: make an element, find a state's SVG nodes.
 */

/** An element with its attributes and, if given, its text. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The SVG elements of a state, by its id (its path joined by `__`): Mermaid ids are `chart-<page>-state-<stateId>-<n>`; clusters carry data-id. */
export function svgNodes(svg: SVGSVGElement, page: string, stateId: string): Element[] {
  const pattern = new RegExp(`^chart-${page}-state-${stateId}-\\d+$`);
  return [...svg.querySelectorAll('g[id]')].filter((node) => pattern.test(node.id) || node.getAttribute('data-id') === stateId);
}
