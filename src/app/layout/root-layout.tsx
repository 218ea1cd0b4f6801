import { Outlet, ScrollRestoration, useNavigation, useRouteError, type Location } from 'react-router-dom';
import { CookieConsentDialog } from '../../components/cookie-consent-dialog.tsx';
import { Toasts } from '../../components/toasts.tsx';
import { PageHead } from './page-head.tsx';

/**
 * Every page: head tags, skip link, the page, the cookie-consent modal, a progress bar while a page
 * loads, and the scroll position on navigation.
 */
export function RootLayout() {
  const navigation = useNavigation();
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
