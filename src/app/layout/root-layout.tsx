import { useLayoutEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation, useNavigationType, useRouteError, type Location } from 'react-router-dom';
import { CookieConsentDialog } from '../../components/cookie-consent-dialog.tsx';
import { Toasts } from '../../components/toasts.tsx';
import { PageHead } from './page-head.tsx';

/**
 * Every page: head tags, skip link, the page, the cookie-consent modal, a progress bar while a page
 * loads, and the scroll position and focus on navigation.
 */
export function RootLayout() {
  const navigation = useNavigation();
  useFocusMainOnNavigation();
  return (
    <>
      <PageHead />
      <a className="skip-link" href="#main" onClick={focusMain}>
        Skip to main content
      </a>
      {navigation.state === 'loading' ? <div className="route-progress" role="progressbar" aria-label="Loading page" /> : null}
      <Outlet />
      {/* A new page opens at its top, Back and Forward return to where the visitor was. The anchor
          routes (careers/:anchor, privacy-policy/:anchor) scroll to their section after this. */}
      <ScrollRestoration getKey={scrollKey} />
      <CookieConsentDialog />
      <Toasts />
    </>
  );
}

/**
 * When the visitor follows a link, or goes Back or Forward, to another page, focus moves to the new
 * page's <main>, where reading starts. Otherwise it stays on the footer or menu link just used, or
 * falls to the body when that link went away with the old page, and the next Tab lands at the end
 * or in the middle of the new page. Left alone: redirects and address clean-ups (replace), the
 * first page, and a page that has already put focus inside its main or in a dialog. It runs as a
 * layout effect, before the pages' own effects, so a page that moves focus on arrival (an anchor
 * section, a modal) still has the last word.
 */
function useFocusMainOnNavigation() {
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
 * Where a page's scroll position is remembered. Entries the router did not push (the first page, a
 * typed address, a full link such as the configured Help & Support address) all share the key
 * 'default', so one page's position would be restored on another: key those by their address.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/** The skip link must not change the hash route: it moves focus to <main> instead. */
function focusMain(event: React.MouseEvent) {
  event.preventDefault();
  const main = document.getElementById('main');
  main?.focus();
  main?.scrollIntoView();
}

export function RouteLoading() {
  return (
    <div className="route-loading" role="status">
      <span className="route-loading__bar" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

/** A page that failed to load (a lost connection while fetching its code): say so, offer a retry. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main id="main" className="page route-error" tabIndex={-1}>
      <h1>This page could not be loaded</h1>
      <p>Check your internet connection, then try again.</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
