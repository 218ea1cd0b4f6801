/**
 * Keyboard helpers for the accessibility tests (WCAG 2.2 AA): the skip link, what has focus and whether
 * it shows a focus indicator, and a walk of the whole Tab order of a page.
 */
import type { Locator, Page } from '@playwright/test';

export class SkipLink {
  readonly link: Locator;
  constructor(readonly page: Page) {
    this.link = page.getByRole('link', { name: 'Skip to main content' });
  }
  main() {
    return this.page.locator('main#main');
  }
}

/** What the focused element is and how its focus shows. */
export interface FocusedElement {
  /** Stable id given by `markFocusables`, or '' for an element that was not a candidate. */
  id: string;
  /** Tag, role and name, for messages. */
  description: string;
  /**
   * True when focus draws an outline (not `none`, wider than 0) or a box-shadow that the element
   * does not have without focus: a ring it always wears does not say where focus is.
   */
  indicated: boolean;
  /** True when the element has a box on screen and is in the viewport after focusing. */
  onScreen: boolean;
}

/**
 * Gives every control a person should reach by Tab a `data-kb` id: links with an href, buttons,
 * form controls and positive-tabindex elements that are rendered, enabled and not inert. A radio
 * group counts once (Tab reaches one radio of a group). Returns the ids with descriptions.
 */
export async function markFocusables(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex]';
    const found: Record<string, string> = {};
    const radioGroups = new Set<string>();
    let next = 0;
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      element.removeAttribute('data-kb');
      if (element.tabIndex < 0) continue;
      if ((element as HTMLButtonElement).disabled) continue;
      if (element.closest('[inert]')) continue;
      if (!element.checkVisibility({ checkVisibilityCSS: true })) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      if (element instanceof HTMLInputElement && element.type === 'radio') {
        const group = `${element.form?.id ?? ''}:${element.name}`;
        if (radioGroups.has(group)) continue;
        radioGroups.add(group);
        for (const radio of Array.from(document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${element.name}"]`))) {
          radio.setAttribute('data-kb', `r${next}`);
        }
      } else {
        element.setAttribute('data-kb', `k${next}`);
      }
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '').trim().slice(0, 40);
      found[element.getAttribute('data-kb')!] = `${element.tagName.toLowerCase()} "${name}"`;
      next += 1;
    }
    return found;
  });
}

/**
 * The focused element now (see FocusedElement). To tell a focus indicator from the element's own
 * look, it reads the outline and box-shadow with focus, blurs the element and reads them again, then
 * gives focus back; the focus and blur events of that round trip are stopped before any page code
 * sees them, so no menu closes and no handler runs.
 */
export async function focused(page: Page): Promise<FocusedElement | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    /** Outline and box-shadow once the styles have settled, '' for each that draws nothing. */
    const ring = () => {
      const style = getComputedStyle(element);
      // Read once the styles have settled: under reduced motion the global stylesheet gives every
      // property a 0.01 ms transition, which starts when the styles are computed (just here). Each is taken to
      // its end at once (waiting for it to finish costs a frame, twice a Tab stop: a third of a page's walk); an
      // endless animation cannot end, and is read as it is.
      void style.top;
      for (const animation of element.getAnimations()) {
        try {
          animation.finish();
        } catch {
          // InvalidStateError: an endless animation.
        }
      }
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return {
        outline: outlined ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset}` : '',
        shadow: style.boxShadow === 'none' ? '' : style.boxShadow,
      };
    };
    /** Runs `change` with focus and blur events stopped at the window, before the page's listeners. */
    const quietly = (change: () => void) => {
      const stop = (event: Event) => event.stopImmediatePropagation();
      const types = ['focus', 'blur', 'focusin', 'focusout'];
      for (const type of types) window.addEventListener(type, stop, true);
      try {
        change();
      } finally {
        for (const type of types) window.removeEventListener(type, stop, true);
      }
    };
    const withFocus = ring();
    const rect = element.getBoundingClientRect();
    const onScreen =
      rect.width > 0 &&
      rect.height > 0 &&
      rect.bottom > 0 &&
      rect.top < window.innerHeight &&
      rect.right > 0 &&
      rect.left < window.innerWidth;
    quietly(() => element.blur());
    const withoutFocus = ring();
    quietly(() => element.focus({ preventScroll: true }));
    if (document.activeElement !== element) throw new Error('focus could not be given back after reading the unfocused style');
    const indicated =
      (withFocus.outline !== '' && withFocus.outline !== withoutFocus.outline) ||
      (withFocus.shadow !== '' && withFocus.shadow !== withoutFocus.shadow);
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '').trim().slice(0, 40);
    return {
      id: element.getAttribute('data-kb') ?? '',
      description: `${element.tagName.toLowerCase()} "${name}"`,
      indicated,
      onScreen,
    };
  });
}

/**
 * Presses Tab from the top of the page until focus comes back round (or `limit` presses) and
 * returns every element that received focus, in order.
 */
export async function walkTabOrder(page: Page, limit: number): Promise<FocusedElement[]> {
  const stops: FocusedElement[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (!now) continue;
    if (stops.length > 0 && now.id !== '' && now.id === stops[0]!.id) break;
    stops.push(now);
  }
  return stops;
}
