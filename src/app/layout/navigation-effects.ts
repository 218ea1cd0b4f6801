/**
 * What the layout does on a navigation: focus to the new page's <main>, and the page the router missed while the
 * drawn first screen was being taken over. Hooks of RootLayout (root-layout.tsx).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { canonicalRoute, routeOfHash } from '../../config/route-address.ts';

/**
 * When the visitor follows a link, or goes Back or Forward, to another page, focus moves to the new
 * page's <main>, where reading starts. Otherwise it stays on the footer or menu link just used, or
 * falls to the body when that link went away with the old page, and the next Tab lands at the end
 * or in the middle of the new page. Left alone: redirects and address clean-ups (replace), the
 * first page, and a page that has already put focus inside its main or in a dialog. It runs as a
 * layout effect, before the pages' own effects, so a page that moves focus on arrival (an anchor
 * section, a modal) still has the last word.
 */
export function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previousPathname = useRef(pathname);
  useLayoutEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (navigationType === 'REPLACE') return;
    const main = document.getElementById('main');
    const active = document.activeElement;
    if (!main || main.contains(active) || active?.closest('dialog')) return;
    main.focus({ preventScroll: true });
  }, [pathname, navigationType]);
}

/**
 * The hash router reads the address when it first draws and listens for changes once that draw is committed
 * (react-router's HashRouter subscribes in a layout effect). The first draw is a transition that yields to the
 * browser between slices, and on /ops it takes the drawn screen over, whose links work before the app does: a
 * route link followed, or an address opened, between the two is never heard, and the page would stay drawn for
 * the old address while the address bar shows the new one. Once the router listens (passive effects run after
 * every layout effect) the page goes where the address is, in place of the entry it missed. Only a different page
 * counts: a query rewritten by the credential scrub, which tells the router itself, is left to it.
 */
export function useAddressChangeMissedAtStart() {
  const location = useLocation();
  const navigate = useNavigate();
  const firstDrawn = useRef<typeof location | null>(location);
  useEffect(() => {
    const drawn = firstDrawn.current;
    if (!drawn) return;
    firstDrawn.current = null;
    if (routeOfHash(window.location.hash).pathname === canonicalRoute(drawn.pathname, drawn.search).pathname) return;
    void navigate(window.location.hash.replace(/^#/, '') || '/', { replace: true });
  }, [navigate]);
}
