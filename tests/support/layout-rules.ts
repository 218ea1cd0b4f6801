/**
 * The layout rules of issue 42, read from boxes (getBoundingClientRect and text ranges), never from pixels, so
 * they do not depend on fonts or antialiasing. `layoutProblems` runs inside the page (page.evaluate): it is
 * self-contained and returns one readable line per problem, naming the element and the rule.
 *
 * 1. Controls inside their card: a visible control (link, button, field) lies inside every drawn box (an element
 *    with a background, a border or a shadow: a card, a banner, a panel) that is its ancestor, and never straddles
 *    the edge of a drawn box that is not (a control half over a card's edge is what the eye catches).
 * 2. Rows line up: form fields that share a row (their boxes overlap vertically, side by side) share their top
 *    edge within 2 px; so do headings of the same level that share a row.
 * 3. Text is neither clipped nor overlapping: each line of text is wholly inside the boxes that clip it
 *    (overflow hidden or clip, and the viewport's width) or wholly outside them (a slide out of view), and no two
 *    lines of different text overlap.
 * 4. One visible label per control: a control is not named twice where it shows (a column label drawn above a
 *    button that already says the same word, two <label>s for one field).
 */
export interface LayoutOptions {
  /** Tolerance in px for "inside" and "same top edge". */
  tolerance: number;
}

export function layoutProblems(options: LayoutOptions): string[] {
  const tolerance = options.tolerance;
  const problems: string[] = [];
  const viewportWidth = document.documentElement.clientWidth;

  const nameOf = (element: Element): string => {
    const id = element.id ? `#${element.id}` : '';
    const classes = [...element.classList]
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('');
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}${id}${classes}>${text ? ` "${text}"` : ''}`;
  };
  const round = (value: number) => Math.round(value * 10) / 10;
  const box = (rect: DOMRect) => `[${round(rect.left)},${round(rect.top)} ${round(rect.width)}×${round(rect.height)}]`;

  /** Seen at all: rendered, not hidden, not the 1 px visually-hidden box, not inert or in a closed dialog. */
  const painted = new Map<Element, boolean>();
  /** Drawn at all: not display none, visibility hidden or opacity 0 (its own or an ancestor's), not inert. */
  const isPainted = (element: Element): boolean => {
    const known = painted.get(element);
    if (known !== undefined) return known;
    let answer = element instanceof HTMLElement || element instanceof SVGElement;
    if (answer) {
      const style = getComputedStyle(element);
      answer =
        style.display !== 'none' &&
        style.visibility === 'visible' &&
        Number(style.opacity) !== 0 &&
        !(element instanceof HTMLElement && (element.inert || element.hidden)) &&
        !element.classList.contains('visually-hidden') &&
        (!element.parentElement || element.parentElement === document.body || isPainted(element.parentElement));
    }
    painted.set(element, answer);
    return answer;
  };
  /** Seen: painted, and larger than the 1 px box of visually-hidden text. */
  const shown = (element: Element): boolean => {
    if (!isPainted(element)) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 2 && rect.height > 2;
  };

  const contains = (outer: DOMRect, inner: DOMRect) =>
    inner.left >= outer.left - tolerance &&
    inner.right <= outer.right + tolerance &&
    inner.top >= outer.top - tolerance &&
    inner.bottom <= outer.bottom + tolerance;
  const overlapX = (a: DOMRect, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const overlapY = (a: DOMRect, b: DOMRect) => Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);

  /**
   * The layer an element paints in: its nearest fixed or sticky ancestor (the header, a dialog) or open popup (what
   * an expanded button controls: a menu over the page), else the page. Boxes of different layers may overlap.
   */
  const popups = new Set<Element>(
    [...document.querySelectorAll('[aria-expanded="true"][aria-controls]')].flatMap((button) =>
      (button.getAttribute('aria-controls') ?? '').split(/\s+/).flatMap((id) => {
        const popup = id ? document.getElementById(id) : null;
        return popup ? [popup] : [];
      }),
    ),
  );
  const layers = new Map<Element, Element | null>();
  const layerOf = (element: Element): Element | null => {
    const known = layers.get(element);
    if (known !== undefined) return known;
    const position = getComputedStyle(element).position;
    const own = position === 'fixed' || position === 'sticky' || popups.has(element) || element.matches('dialog, [role="dialog"]');
    const answer = own ? element : element.parentElement ? layerOf(element.parentElement) : null;
    layers.set(element, answer);
    return answer;
  };

  const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], summary';
  const controls = [...document.querySelectorAll(CONTROLS)].filter(shown);

  interface Clip {
    clip: Element;
    rect: DOMRect;
    clipsX: boolean;
    clipsY: boolean;
    /** Overflow auto or scroll: what it does not show is scrolled to, not cut. */
    scroller: boolean;
  }
  const clipCache = new Map<Element, Clip[]>();
  /** The boxes that clip an element's content: it and its ancestors whose overflow is not visible, nearest first. */
  const clippers = (element: Element): Clip[] => {
    const known = clipCache.get(element);
    if (known) return known;
    const style = getComputedStyle(element);
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';
    const clipsX = ['hidden', 'clip'].includes(style.overflowX) || scrolls(style.overflowX);
    const clipsY = ['hidden', 'clip'].includes(style.overflowY) || scrolls(style.overflowY);
    const scroller = scrolls(style.overflowX) || scrolls(style.overflowY);
    const above = element.parentElement && element.parentElement !== document.body ? clippers(element.parentElement) : [];
    const found = clipsX || clipsY ? [{ clip: element, rect: element.getBoundingClientRect(), clipsX, clipsY, scroller }, ...above] : above;
    clipCache.set(element, found);
    return found;
  };
  /** The part of a box its clipping ancestors let show (null when none does). */
  const visiblePart = (element: Element, rect: DOMRect): DOMRect | null => {
    let left = rect.left;
    let right = rect.right;
    let top = rect.top;
    let bottom = rect.bottom;
    for (const { rect: clip, clipsX, clipsY } of element.parentElement ? clippers(element.parentElement) : []) {
      if (clipsX) {
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      if (clipsY) {
        top = Math.max(top, clip.top);
        bottom = Math.min(bottom, clip.bottom);
      }
    }
    return right - left > 1 && bottom - top > 1 ? new DOMRect(left, top, right - left, bottom - top) : null;
  };

  // 1. Controls inside their card.
  const drawn = [...document.querySelectorAll('body *')].filter((element) => {
    if (element.matches(CONTROLS) || element.closest(CONTROLS)) return false;
    if (!(element instanceof HTMLElement)) return false;
    const style = getComputedStyle(element);
    if (style.display.startsWith('inline') && style.display !== 'inline-block') return false;
    const background = style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent';
    const border = ['Top', 'Right', 'Bottom', 'Left'].some(
      (side) =>
        parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
        style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none',
    );
    const shadow = style.boxShadow !== 'none';
    if (!background && !border && !shadow) return false;
    if (!shown(element)) return false;
    const rect = element.getBoundingClientRect();
    return rect.width >= 40 && rect.height >= 24;
  });
  const drawnSet = new Set(drawn);
  const cards = drawn.map((card) => ({ card, cardRect: card.getBoundingClientRect(), cardLayer: layerOf(card) }));
  for (const control of controls) {
    // A slide peeking out of a carousel is cut by its track: what shows of it is what counts.
    const rect = visiblePart(control, control.getBoundingClientRect());
    if (!rect) continue;
    const layer = layerOf(control);
    for (const { card, cardRect, cardLayer } of cards) {
      if (card === control || control.contains(card)) continue;
      // A menu or dialog opened over the page is drawn over the boxes of the page, its ancestors' too.
      if (cardLayer !== layer) continue;
      if (overlapX(rect, cardRect) <= 0 || overlapY(rect, cardRect) <= 0) {
        if (card.contains(control))
          problems.push(`control outside its card: ${nameOf(control)} ${box(rect)} is not inside ${nameOf(card)} ${box(cardRect)}`);
        continue;
      }
      if (card.contains(control)) {
        if (!contains(cardRect, rect))
          problems.push(`control outside its card: ${nameOf(control)} ${box(rect)} is not inside ${nameOf(card)} ${box(cardRect)}`);
        continue;
      }
      if (overlapX(rect, cardRect) > tolerance && overlapY(rect, cardRect) > tolerance && !contains(cardRect, rect))
        problems.push(`control over a card's edge: ${nameOf(control)} ${box(rect)} straddles ${nameOf(card)} ${box(cardRect)}`);
    }
  }

  // 2. Rows line up.
  /** The nearest drawn box around an element (its card), or the page. */
  const cardOf = (element: Element): Element | null => {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) if (drawnSet.has(node)) return node;
    return null;
  };
  // Boxes side by side in different cards line up by their cards' edges (rule 1 reads those); within one card, or
  // on the page itself, a row is the rows of one layout.
  const sameRow = (items: Element[], what: string) => {
    const rects = items.map((element) => ({ element, rect: element.getBoundingClientRect(), card: cardOf(element) }));
    for (let i = 0; i < rects.length; i += 1) {
      for (let j = i + 1; j < rects.length; j += 1) {
        const a = rects[i];
        const b = rects[j];
        if (!a || !b || a.card !== b.card) continue;
        if (overlapY(a.rect, b.rect) <= 0 || overlapX(a.rect, b.rect) > 0) continue;
        const offset = Math.abs(a.rect.top - b.rect.top);
        if (offset > 2)
          problems.push(
            `${what} in one row out of line by ${round(offset)} px: ${nameOf(a.element)} ${box(a.rect)} and ${nameOf(b.element)} ${box(b.rect)}`,
          );
      }
    }
  };
  for (const form of document.querySelectorAll('form')) {
    const fields = [
      ...form.querySelectorAll('input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), select, textarea'),
    ].filter(shown);
    sameRow(fields, 'fields');
  }
  for (const level of ['h1', 'h2', 'h3', 'h4']) {
    sameRow([...document.querySelectorAll(level)].filter(shown), `${level} headings`);
  }

  // 3. Text neither clipped nor overlapping.
  interface Line {
    owner: Element;
    rect: DOMRect;
    layer: Element | null;
  }
  const lines: Line[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      const parent = node.parentElement;
      if (!parent || !(node.textContent ?? '').trim()) return NodeFilter.FILTER_REJECT;
      if (parent.closest('script, style, noscript, template, select, option, title')) return NodeFilter.FILTER_REJECT;
      return shown(parent) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;
    },
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const owner = node.parentElement as Element;
    const range = document.createRange();
    range.selectNodeContents(node);
    const boxes = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
    const clips = clippers(owner);
    for (const rect of boxes) {
      let hidden = false;
      let scrolled = false;
      for (const { clip, rect: clipRect, clipsX, clipsY, scroller } of clips) {
        const outside = (clipsX && overlapX(rect, clipRect) <= 0) || (clipsY && overlapY(rect, clipRect) <= 0);
        if (outside) {
          hidden = true;
          break;
        }
        if (scroller) {
          scrolled = true;
          break;
        }
        const cutX = clipsX && (rect.left < clipRect.left - tolerance || rect.right > clipRect.right + tolerance);
        const cutY = clipsY && (rect.top < clipRect.top - tolerance || rect.bottom > clipRect.bottom + tolerance);
        if (cutX || cutY) {
          problems.push(`clipped text: ${nameOf(owner)} ${box(rect)} is cut by ${nameOf(clip)} ${box(clipRect)}`);
          hidden = true;
          break;
        }
      }
      if (hidden) continue;
      if (!scrolled && (rect.left < -tolerance || rect.right > viewportWidth + tolerance)) {
        problems.push(`clipped text: ${nameOf(owner)} ${box(rect)} runs past the viewport (${viewportWidth} px)`);
        continue;
      }
      lines.push({ owner, rect, layer: layerOf(owner) });
    }
  }
  // A line's box is the font's full height, which tight line heights let touch the next line: compare the middle.
  const core = (rect: DOMRect) => ({
    left: rect.left,
    right: rect.right,
    top: rect.top + rect.height * 0.2,
    bottom: rect.bottom - rect.height * 0.2,
  });
  lines.sort((a, b) => a.rect.top - b.rect.top);
  for (let i = 0; i < lines.length; i += 1) {
    const a = lines[i];
    if (!a) continue;
    const ca = core(a.rect);
    for (let j = i + 1; j < lines.length; j += 1) {
      const b = lines[j];
      if (!b) continue;
      if (b.rect.top > a.rect.bottom) break;
      // A menu or dialog is drawn over the page's text, by design.
      if (a.owner === b.owner || a.layer !== b.layer) continue;
      const cb = core(b.rect);
      const x = Math.min(ca.right, cb.right) - Math.max(ca.left, cb.left);
      const y = Math.min(ca.bottom, cb.bottom) - Math.max(ca.top, cb.top);
      if (x > tolerance && y > tolerance)
        problems.push(`overlapping text: ${nameOf(a.owner)} ${box(a.rect)} and ${nameOf(b.owner)} ${box(b.rect)}`);
    }
  }

  // 4. One visible label per control.
  const visibleText = (element: Element): string => {
    let text = '';
    const textWalker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = textWalker.nextNode(); node; node = textWalker.nextNode()) {
      if (node.parentElement && shown(node.parentElement)) text += node.textContent ?? '';
    }
    return text;
  };
  const generated = (element: Element): string[] =>
    ['::before', '::after'].flatMap((pseudo) => {
      const content = getComputedStyle(element, pseudo).content;
      if (!content || content === 'none' || content === 'normal') return [];
      const match = /^"(.*)"$/.exec(content);
      return match?.[1] ? [match[1]] : [];
    });
  const normal = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  for (const control of controls) {
    const names: string[] = [];
    const own = normal(visibleText(control));
    if (own) names.push(own);
    if ('labels' in control && control.labels) {
      for (const label of control.labels as NodeListOf<HTMLLabelElement>) if (shown(label)) names.push(normal(visibleText(label)));
    }
    // The boxes around the control that hold nothing else draw their labels with it (a table cell's column label).
    for (let node = control.parentElement; node && node !== document.body; node = node.parentElement) {
      if (normal(visibleText(node)) !== own) break;
      for (const text of generated(node)) names.push(normal(text));
    }
    const labelCount =
      'labels' in control && control.labels ? [...(control.labels as NodeListOf<HTMLLabelElement>)].filter(shown).length : 0;
    const repeated = names.find((name, index) => name && names.indexOf(name) !== index);
    if (labelCount > 1 || repeated)
      problems.push(`control named twice where it shows: ${nameOf(control)} reads ${names.map((name) => `"${name}"`).join(' and ')}`);
  }

  return [...new Set(problems)];
}
