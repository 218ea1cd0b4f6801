import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { mapEntryPath } from './app/entry-path.ts';
import { loadConfig } from './config/load-config.ts';
import { bootstrapSingleSignOn, mapProviderReturnAtStart } from './sso-bootstrap.ts';
import './styles/global.css';

// The hash router reads the address once, when its module is evaluated: every rewrite of the
// address happens here first, and the app is imported after them (a static import would be
// evaluated before this code runs).
// The partner document /opsportal/ehi-login opens the #/ehi-login route (docs/server.md).
const mapped = mapEntryPath(window.location, import.meta.env.BASE_URL);
if (mapped) window.history.replaceState(null, '', mapped);
// The identity provider's return ?sso=kc&code=… opens the #/kc route (docs/decisions/sso-redirect-uri.md).
const addressAtLoad = mapProviderReturnAtStart();

// spec 3, 7: the config is loaded before the routes render; a bad file still renders the site.
// The app's code loads meanwhile.
const [config, { App }] = await Promise.all([loadConfig(), import('./app/app.tsx')]);
// spec 4: the single-sign-on check starts (when the rules say so) before the router mounts.
bootstrapSingleSignOn(config, addressAtLoad);
const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App config={config} />
  </StrictMode>,
);
