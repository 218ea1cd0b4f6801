/**
 * The /ops first screen is drawn into index.html at build time (docs/decisions/first-paint-prerender.md). Two
 * functions here run as index.html's one inline script, in the head, before the body is parsed (the build writes
 * their source into it; the server allows it by its SHA-256 hash): they must stay self-contained, with no import,
 * no closure and nothing from the module around them. The app reads the same decision (`showsFirstScreen`) before
 * it takes the screen over.
 *
 * The script's one job on the drawn screen is the early half of an event contract (STYLE.md "Before the code",
 * docs/decisions/start-up-chart.md): it records what the visitor asks for before the code is there into a queue,
 * and draws only what says it was heard. What each intent becomes is the start-up chart's
 * (machines/start-up.machine.ts), which the app feeds from the queue (src/app/start-up/start-up-actor.tsx).
 */
import { DRAWN_ROUTE_HASHES } from './drawn-route.ts';

/** The attribute on <html> (the guard's decision) and on #root (the screen is there and not yet taken over). */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
/** On the sign-in form: a submit came before the app's code (it is queued); what says it was heard. */
export const PENDING_SUBMIT_ATTRIBUTE = 'data-pending-submit';
/** On a button of the drawn screen: pressed before the app's code (it is queued); what says it was heard. */
export const PENDING_CLICK_ATTRIBUTE = 'data-pending-click';
/** The live region (outside #root) that says the submit is waiting, until the app's own status takes over. */
export const FIRST_SCREEN_STATUS_ID = 'first-screen-status';
/** The global queue of intents (jsaction's `_ejsa`): the inline script pushes, the app takes it and forwards to its chart. */
export const INTENT_QUEUE = '__drawnScreenIntents';
/** On the head tags the build drew for /ops (description, keywords): the app's own replace them when it draws. */
export const FIRST_SCREEN_HEAD_ATTRIBUTE = 'data-first-screen-head';

/**
 * Whether an address opens the drawn route, the one route drawn in index.html: the document itself (not the
 * partner document), no query (the identity provider's return `?sso=kc…` opens /kc) and one of `hashes`, the
 * route's hashes computed from the route table (src/app/start-up/drawn-route.ts: `#/ops`, and `#/`, `#/login`,
 * which the router sends there). Conservative on purpose: any other spelling of /ops (`#/OPS`, `#//ops`) gets
 * today's loading bar and a fresh render, never a screen that is not its route. The inline script is handed the
 * hashes by the build; the app's calls take the default.
 */
export function showsFirstScreen(
  pathname: string,
  search: string,
  hash: string,
  base: string,
  hashes: readonly string[] = DRAWN_ROUTE_HASHES,
): boolean {
  if (pathname !== base && pathname !== `${base}index.html`) return false;
  if (search !== '' && search !== '?') return false;
  return hashes.includes(hash);
}

/**
 * The inline script's body: on another route the drawn screen is hidden before the first paint, and the loading
 * bar beside it shown instead; on /ops its stylesheets are linked (its images, which the build made lazy, are asked
 * for by the document's other inline script, the preload asker: src/app/start-up/first-paint-preloads.ts), and what the visitor asks for on the drawn screen
 * before the app takes it over is queued as an intent, in order, for the app's start-up chart:
 * - a sign-in sent (`submit`): never sent by the browser itself (that would put the credentials in a request of
 *   its own); the form is marked and the status region says "Signing in…"; a second press while it waits is the
 *   same request, not a second one;
 * - a button pressed (`press`: the carousel's, the Solutions menu): the bare document's button does nothing; it
 *   is marked as held;
 * - an in-page link followed (`link`: the skip link): it would become a route of the hash router, so the browser's
 *   fragment move is made without the address (focus and scroll to the target), which is how it is heard.
 * A route's link (`#/…`) is followed by the browser: the chart then draws that route afresh. Once the app has taken
 * over (#root loses its attribute) the listeners do nothing: the app's own handlers have every event.
 */
export function firstScreenGuard(shows: typeof showsFirstScreen, hashes: readonly string[], base: string, styles: readonly string[]): void {
  const html = document.documentElement;
  if (!shows(location.pathname, location.search, location.hash, base, hashes)) {
    html.setAttribute('data-first-screen', 'off');
    // Hidden from the start, not once the stylesheet is in: a constructed sheet (the CSP's style-src governs no
    // CSSOM), so nothing of the screen counts as drawn while the document is parsed.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('#root[data-first-screen]{display:none}#first-screen-fallback{display:grid}');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }
  html.setAttribute('data-first-screen', 'on');
  // The /ops page's stylesheets, on /ops only (another route does not wait for them), holding the first paint
  // as a stylesheet in the document would: the screen paints styled, never restyled.
  for (const href of styles) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.setAttribute('blocking', 'render');
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // The queue the app takes (the name is INTENT_QUEUE's): intents only, in the order the visitor made them.
  const scope = globalThis as unknown as Record<string, Array<{ kind: string; target: Element }>>;
  const queue = (scope['__drawnScreenIntents'] = scope['__drawnScreenIntents'] ?? []);
  // #root while it still holds the drawn screen (not yet taken over) and `node` is in it; else null.
  const drawnRootOf = (node: Node) => {
    const root = document.getElementById('root');
    return root && root.hasAttribute('data-first-screen') && root.contains(node) ? root : null;
  };
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !drawnRootOf(form)) return;
      event.preventDefault();
      if (form.hasAttribute('data-pending-submit')) return;
      form.setAttribute('data-pending-submit', '');
      queue.push({ kind: 'submit', target: form });
      const status = document.getElementById('first-screen-status');
      if (status) status.textContent = 'Signing in…';
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element) || !drawnRootOf(target)) return;
      const link = target.closest('a[href^="#"]');
      const href = link ? (link.getAttribute('href') ?? '') : '';
      if (link && !href.startsWith('#/')) {
        event.preventDefault();
        const to = document.getElementById(href.slice(1));
        if (!to) return;
        to.focus();
        to.scrollIntoView();
        queue.push({ kind: 'link', target: to });
        return;
      }
      const button = target.closest('button');
      if (link || !button || button.type === 'submit') return;
      event.preventDefault();
      button.setAttribute('data-pending-click', '');
      queue.push({ kind: 'press', target: button });
    },
    true,
  );
}

/** The inline script's source, as the build writes it into index.html (the drawn route's hashes computed, never written by hand). */
export function firstScreenGuardScript(
  base: string,
  styles: readonly string[] = [],
  hashes: readonly string[] = DRAWN_ROUTE_HASHES,
): string {
  const values = [hashes, base, styles].map((value) => JSON.stringify(value)).join(',');
  return `(${firstScreenGuard.toString()})(${showsFirstScreen.toString()},${values})`;
}
