// First import: both Trusted Types policies exist before any other module runs (docs/security.md).
import './start-trusted-types.ts';
import { StrictMode } from 'react';
import { waitFor } from 'xstate';
import { App } from '../app.tsx';
import { isPartnerDocument, mapEntryPath } from './entry-path.ts';
import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_HEAD_ATTRIBUTE, showsFirstScreen } from './first-screen-guard.ts';
import { paths } from '../../config/paths.ts';
import { holdCredentialsFromAddress } from '../../actors/auth/address.ts';
import { prefetchFirstPageContent, startFirstPage } from '../router.tsx';
import { loadConfig } from '../../config/load-config.ts';
import { scriptOrigins } from '../../../shared/script-origins.ts';
import { setAssetsBase } from '../../content/content-urls.ts';
import { setServiceAddresses } from '../../lib/access-token.ts';
import { storage } from '../../lib/storage.ts';
import { allowScriptOrigins } from '../../lib/trusted-types.ts';
import { startWalkthroughWhenIdle } from './walkthrough.ts';
import { startStartUp } from './start-up-actor.tsx';
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
  // Drawn screen or not, what comes next (the take-over or a render, its time limit, the visitor's queued
  // intents) is the start-up chart's (machines/start-up.machine.ts).
  const partnerDocument = isPartnerDocument(window.location, import.meta.env.BASE_URL);
  const startUp = startStartUp({
    drawn,
    config,
    firstPageCode,
    app: (startUp) => (
      <StrictMode>
        <App startUp={startUp} partnerDocument={partnerDocument} />
      </StrictMode>
    ),
  });
  // spec 7: the common API's walk-through script, behind its flag, once the page is drawn and idle (not in the partner frame).
  await waitFor(startUp, (snapshot) => !snapshot.matches('drawn') && !snapshot.matches('loading'));
  if (!partnerDocument) startWalkthroughWhenIdle(config);
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
