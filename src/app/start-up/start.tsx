// First import: both Trusted Types policies exist before any other module runs (docs/security.md).
import './start-trusted-types.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '../app.tsx';
import { isPartnerDocument, mapEntryPath } from './entry-path.ts';
import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_HEAD_ATTRIBUTE, showsFirstScreen } from './first-screen-guard.ts';
import { paths } from '../../config/paths.ts';
import { holdCredentialsFromAddress } from '../../actors/auth/address.ts';
import { firstPageReady, prefetchFirstPageContent, startFirstPage, waitForFirstPage } from '../router.tsx';
import { loadConfig } from '../../config/load-config.ts';
import { scriptOrigins } from '../../../shared/script-origins.ts';
import { setAssetsBase } from '../../content/content-urls.ts';
import { setServiceAddresses } from '../../lib/access-token.ts';
import { storage } from '../../lib/storage.ts';
import { allowScriptOrigins } from '../../lib/trusted-types.ts';
import { startWalkthroughWhenIdle } from './walkthrough.ts';
import { bootstrapSingleSignOn, mapProviderReturnAtStart } from './sso-bootstrap.ts';

/**
 * The portal's start-up, in the order the spec and the decisions need it: what main.tsx runs. It lives
 * here, in the shell chunk every route loads; the entry (main.tsx) holds only its call. No top-level await here: a page's chunk
 * imports the shell, and would wait for it.
 */
export async function start(): Promise<void> {
  // The partner document /opsportal/ehi-login opens the #/ehi-login route (docs/server.md).
  const mapped = mapEntryPath(window.location, import.meta.env.BASE_URL);
  if (mapped) window.history.replaceState(null, '', mapped);
  // docs/decisions/session-lifecycle.md: stored tokens that have expired are removed before anything could read them.
  storage.clearExpiredTokens();
  // spec 2 /redirect, /adminpanel-login, spec 4 /ehi-login: credentials leave the address before the first request.
  holdCredentialsFromAddress();
  // The identity provider's return ?sso=kc&code=… opens the #/kc route (docs/decisions/sso-redirect-uri.md).
  const addressAtLoad = mapProviderReturnAtStart();

  // issue 31: index.html holds the /ops first screen, drawn at build time (docs/decisions/first-paint-prerender.md).
  const drawn = takeFirstScreen();

  // The first page's code and content start loading now, in parallel with the config.
  const firstPageCode = startFirstPage(window.location.hash);
  // spec 3, 7: the config is loaded before the routes render; a bad file still renders the site.
  const config = await loadConfig();
  // Content files and artwork come from the config's assets address (docs/decisions/assets-address.md): another address asks again.
  setAssetsBase(config?.assets);
  // Issue 40: the bearer header goes to the page and the services the config names, nothing else (src/lib/http.ts).
  setServiceAddresses(config);
  prefetchFirstPageContent(window.location.hash);
  if (config) allowScriptOrigins(scriptOrigins(config));
  // spec 4: the single-sign-on check starts (when the rules say so) before the router mounts.
  bootstrapSingleSignOn(config, addressAtLoad);
  const root = document.getElementById('root');
  if (!root) throw new Error('The #root element is missing from index.html');
  const app = (
    <StrictMode>
      <App config={config} partnerDocument={isPartnerDocument(window.location, import.meta.env.BASE_URL)} />
    </StrictMode>
  );
  if (drawn) {
    // The drawn screen is taken over, not drawn again: the same elements, what was typed and where focus is
    // kept. That needs the page's code (its page in the drawn tree): while it loads the drawn screen stays.
    await firstPageCode;
    root.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
    // Code that could not be fetched: the page's Try again replaces the drawn screen, as on any other route.
    // A route's link followed while the code loaded: that route is drawn afresh, as on any other route.
    const { pathname, search, hash } = window.location;
    // In a transition: React then takes the screen over in slices that yield to the browser (a visitor's input
    // between them), not in one long task; the drawn screen is there meanwhile (issue 31's TBT budget).
    if (firstPageReady(hash) && showsFirstScreen(pathname, search, hash, import.meta.env.BASE_URL))
      startTransition(() => void hydrateRoot(root, app, { onRecoverableError: reportUnlessVisitorLeftFirstScreen }));
    else createRoot(root).render(app);
  } else {
    // The first page draws with the rest of the site, not after it; in a transition, in slices that yield (the
    // loading bar stays until it commits): no long task of drawing it.
    await waitForFirstPage(firstPageCode);
    startTransition(() => createRoot(root).render(app));
  }
  // spec 7: the common API's walk-through script, behind its flag, once the page is drawn and idle (not in the partner frame).
  if (!isPartnerDocument(window.location, import.meta.env.BASE_URL)) startWalkthroughWhenIdle(config);
}

/**
 * React's recoverable errors (what it reports with `reportError` by default), except one with a known cause: the
 * visitor left /ops (a route link in the drawn screen, an address opened) after the check above and before the
 * router read the address, so the router drew the new page where the drawn /ops screen was. React then draws that
 * page afresh, as it would any other route's, which is the right outcome, not a fault to report. The router
 * catches up with a change made after it read the address (src/app/layout/root-layout.tsx).
 */
function reportUnlessVisitorLeftFirstScreen(error: unknown): void {
  const { pathname, search, hash } = window.location;
  if (!showsFirstScreen(pathname, search, hash, import.meta.env.BASE_URL)) return;
  reportError(error);
}

/**
 * Whether the drawn /ops screen in #root is this address's to take over (the inline guard decided the same before
 * the first paint). On /ops the empty path and /login become #/ops at once, as the router's redirect would, so the
 * first render is /ops itself. On any other route (or the dev server, where nothing is drawn) the drawn screen,
 * hidden since the guard ran, gives way to the loading bar beside it, and the app draws as it always has.
 */
function takeFirstScreen(): boolean {
  const root = document.getElementById('root');
  if (!root?.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) return false;
  const { pathname, search, hash } = window.location;
  const loading = document.getElementById('first-screen-fallback');
  if (showsFirstScreen(pathname, search, hash, import.meta.env.BASE_URL)) {
    if (hash !== `#${paths.ops}`) window.history.replaceState(window.history.state, '', `${pathname}${search}#${paths.ops}`);
    return true;
  }
  root.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
  root.replaceChildren(...(loading ? [loading] : []));
  // /ops's description and keywords, drawn into the head for what runs no script (issue 42), give way to this route's.
  // On /ops the hydration claims them as the page's own (React 19 hydrates hoisted <meta>) and removes them on leaving.
  for (const tag of document.head.querySelectorAll(`[${FIRST_SCREEN_HEAD_ATTRIBUTE}]`)) tag.remove();
  loading?.removeAttribute('id');
  return false;
}
