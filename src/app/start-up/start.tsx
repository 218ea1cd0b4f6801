// First import: both Trusted Types policies exist before any other module runs (docs/security.md).
import './start-trusted-types.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../app.tsx';
import { isPartnerDocument, mapEntryPath } from './entry-path.ts';
import { holdCredentialsFromAddress } from '../../actors/auth/address.ts';
import { prefetchFirstPageContent, startFirstPage, waitForFirstPage } from '../router.tsx';
import { loadConfig } from '../../config/load-config.ts';
import { scriptOrigins } from '../../config/script-origins.ts';
import { setAssetsBase } from '../../content/content-urls.ts';
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

  // The first page's code and content start loading now, in parallel with the config.
  const firstPageCode = startFirstPage(window.location.hash);
  // spec 3, 7: the config is loaded before the routes render; a bad file still renders the site.
  const config = await loadConfig();
  // Content files and artwork come from the config's assets address (docs/decisions/assets-address.md): another address asks again.
  setAssetsBase(config?.assets);
  prefetchFirstPageContent(window.location.hash);
  if (config) allowScriptOrigins(scriptOrigins(config));
  // spec 4: the single-sign-on check starts (when the rules say so) before the router mounts.
  bootstrapSingleSignOn(config, addressAtLoad);
  // The first page draws with the rest of the site, not after it: no long task of drawing it after the first paint.
  await waitForFirstPage(firstPageCode);
  const root = document.getElementById('root');
  if (!root) throw new Error('The #root element is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App config={config} partnerDocument={isPartnerDocument(window.location, import.meta.env.BASE_URL)} />
    </StrictMode>,
  );
  // spec 7: the common API's walk-through script, behind its flag, once the page is drawn and idle (not in the partner frame).
  if (!isPartnerDocument(window.location, import.meta.env.BASE_URL)) startWalkthroughWhenIdle(config);
}
