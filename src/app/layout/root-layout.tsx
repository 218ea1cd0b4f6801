import { Component, use, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { CookieConsentDialog } from '../../components/cookie-consent-dialog.tsx';
import { Toasts } from '../../components/toasts.tsx';
import { useScrollRestoration } from './scroll-restoration.ts';
import { useAddressChangeMissedAtStart, useFocusMainOnNavigation } from './navigation-effects.ts';
import { StartUpContext } from '../start-up/start-up-context.tsx';

/**
 * Every page: skip link, the page (which brings its head tags, src/app/route-page.tsx), the
 * cookie-consent modal, and the scroll position and focus on navigation.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  useFocusMainOnNavigation();
  // A new page opens at its top, Back and Forward return to where the visitor was. The anchor
  // routes (careers/:anchor, privacy-policy/:anchor) scroll to their section after this.
  useScrollRestoration();
  // The first draw is committed (every page's effects ran first): the start-up chart goes live, carrying out
  // what the visitor asked for on the drawn screen (machines/start-up.machine.ts).
  const startUp = use(StartUpContext);
  useEffect(() => {
    startUp.send({ type: 'app.committed' });
  }, [startUp]);
  useAddressChangeMissedAtStart();
  return (
    <>
      <a className="skip-link" href="#main" onClick={focusMain}>
        Skip to main content
      </a>
      <PageErrorBoundary pathname={pathname}>
        <Outlet />
      </PageErrorBoundary>
      <CookieConsentDialog />
      <Toasts />
    </>
  );
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}
interface BoundaryState {
  failed: boolean;
  pathname: string;
}

/**
 * A page that throws while drawing shows the plain failure message instead of a blank screen; the
 * next page the visitor opens is drawn again.
 */
class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError inMain={false} /> : this.props.children;
  }
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

/**
 * A page that failed to load (a lost connection while fetching its code): say so, offer a retry.
 * Inside the site's <main> on pages with the navigation bar; its own <main> on bare pages. Try again
 * fetches the page's code again (its codeLoader machine) where there is one; else it reloads.
 */
export function RouteError({ inMain, onRetry = () => window.location.reload() }: { inMain: boolean; onRetry?: () => void }) {
  const content = (
    <div role="alert">
      <h1>This page could not be loaded</h1>
      <p>Check your internet connection, then try again.</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
  return inMain ? (
    <div className="page route-error">{content}</div>
  ) : (
    <main id="main" className="page route-error" tabIndex={-1}>
      {content}
    </main>
  );
}
