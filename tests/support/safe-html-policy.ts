/**
 * The HTML-field policy (src/components/content/html-policy.ts) as a check on rendered markup, for the
 * unit tests (happy-dom) and the browser tests (sent into the page as source text, so it refers to
 * nothing outside its body; the policy's lists come in as an argument). Returns one line per breach:
 * an element or attribute off the lists, an address outside the allowed schemes, a link that leaves
 * the site without `target=_blank rel="noopener noreferrer"`, or one that stays with a `target`.
 */
export interface PolicyLists {
  elements: readonly string[];
  attributes: readonly string[];
  /** ALLOWED_URI's source and flags. */
  uri: { source: string; flags: string };
}

export function policyBreaches(root: Element, lists: PolicyLists): string[] {
  const breaches: string[] = [];
  const allowedUri = new RegExp(lists.uri.source, lists.uri.flags);
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.localName;
    if (!lists.elements.includes(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') breaches.push(`<${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      const linkAttribute = tag === 'a' && (name === 'target' || name === 'rel');
      if (!lists.attributes.includes(name) && !linkAttribute) breaches.push(`<${tag} ${name}>`);
      if ((name === 'href' || name === 'cite') && value !== '' && !allowedUri.test(value)) breaches.push(`<${tag} ${name}="${value}">`);
    }
    if (tag === 'a') {
      const leaves = /^https?:\/\//i.test(element.getAttribute('href') ?? '');
      const target = element.getAttribute('target');
      const rel = element.getAttribute('rel');
      if (leaves && (target !== '_blank' || rel !== 'noopener noreferrer'))
        breaches.push(`<a> leaving the site: target=${target} rel=${rel}`);
      if (!leaves && target !== null) breaches.push(`<a href="${element.getAttribute('href')}" target=${target}>`);
    }
  }
  return breaches;
}
