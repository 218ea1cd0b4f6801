/**
 * The /ops first screen is drawn into index.html at build time (docs/decisions/first-paint-prerender.md). Two
 * functions here run as index.html's one inline script, in the head, before the body is parsed (the build writes
 * their source into it; the server allows it by its SHA-256 hash): they must stay self-contained, with no import,
 * no closure and nothing from the module around them. The app reads the same decision (`showsFirstScreen`) before
 * it takes the screen over.
 */

/** The attribute on <html> (the guard's decision) and on #root (the screen is there and not yet taken over). */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
/** On the sign-in form: a submit came before the app's code; the app carries it out when it takes over. */
export const PENDING_SUBMIT_ATTRIBUTE = 'data-pending-submit';
/** On a button of the drawn screen: pressed before the app's code; the app presses it once it has taken over. */
export const PENDING_CLICK_ATTRIBUTE = 'data-pending-click';
/** The live region (outside #root) that says the submit is waiting, until the app's own status takes over. */
export const FIRST_SCREEN_STATUS_ID = 'first-screen-status';
/** On the head tags the build drew for /ops (description, keywords): the app's own replace them when it draws. */
export const FIRST_SCREEN_HEAD_ATTRIBUTE = 'data-first-screen-head';

/**
 * Whether an address opens /ops, the one route drawn in index.html: the document itself (not the partner
 * document), no query (the identity provider's return `?sso=kc…` opens /kc) and an empty hash, `#/`, `#/ops` or
 * `#/login` (the router sends the empty path and /login to /ops). Conservative on purpose: any other spelling of
 * /ops (`#/OPS`, `#//ops`) gets today's loading bar and a fresh render, never a screen that is not its route.
 */
export function showsFirstScreen(pathname: string, search: string, hash: string, base: string): boolean {
  if (pathname !== base && pathname !== `${base}index.html`) return false;
  if (search !== '' && search !== '?') return false;
  return hash === '' || hash === '#' || hash === '#/' || hash === '#/ops' || hash === '#/login';
}

/**
 * The inline script's body: on another route the drawn screen is hidden before the first paint, and the loading
 * bar beside it shown instead; on /ops its stylesheets are linked and its images preloaded
 * (React's own preloads for them, which the build takes out of the shared document), and a sign-in sent before the
 * app's code is there is held on the form, said as waiting, and never sent by the browser itself (that would
 * put the credentials in a request of its own). Once the app has taken over (#root loses its attribute) the
 * listener does nothing: the app's own form handles every submit.
 */
export function firstScreenGuard(shows: typeof showsFirstScreen, base: string, images: readonly string[], styles: readonly string[]): void {
  const html = document.documentElement;
  if (!shows(location.pathname, location.search, location.hash, base)) {
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
  // The drawn screen's images are lazy (another route must not fetch them); on /ops they are asked for at once.
  for (const href of images) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = href;
    document.head.append(link);
  }
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
      // One submit is held; another press while it waits changes nothing (never sent twice).
      if (form.hasAttribute('data-pending-submit')) return;
      form.setAttribute('data-pending-submit', '');
      const status = document.getElementById('first-screen-status');
      if (status) status.textContent = 'Signing in…';
    },
    true,
  );
  // A click before the app's code is there does what the app would: an in-page link (the skip link) moves focus
  // to its target, never becoming a route of the hash router; a button (the carousel's, the Solutions menu) is
  // held, the last one pressed, and pressed again by the app once it has taken over. A route's link (`#/…`) is
  // followed by the browser: the app then draws that route afresh.
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      const root = target instanceof Element ? drawnRootOf(target) : null;
      if (!root || !(target instanceof Element)) return;
      const link = target.closest('a[href^="#"]');
      const href = link ? (link.getAttribute('href') ?? '') : '';
      if (link && !href.startsWith('#/')) {
        event.preventDefault();
        const to = document.getElementById(href.slice(1));
        to?.focus();
        to?.scrollIntoView();
        return;
      }
      const button = target.closest('button');
      if (link || !button || button.type === 'submit') return;
      event.preventDefault();
      for (const held of root.querySelectorAll('[data-pending-click]')) held.removeAttribute('data-pending-click');
      button.setAttribute('data-pending-click', '');
    },
    true,
  );
}

/** The inline script's source, as the build writes it into index.html. */
export function firstScreenGuardScript(base: string, images: readonly string[] = [], styles: readonly string[] = []): string {
  const values = [base, images, styles].map((value) => JSON.stringify(value)).join(',');
  return `(${firstScreenGuard.toString()})(${showsFirstScreen.toString()},${values})`;
}
