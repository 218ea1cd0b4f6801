import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { mapEntryPath } from './app/entry-path.ts';
import { loadConfig } from './config/load-config.ts';
import './styles/global.css';

// The partner document /opsportal/ehi-login opens the #/ehi-login route (docs/server.md).
const mapped = mapEntryPath(window.location, import.meta.env.BASE_URL);
if (mapped) window.history.replaceState(null, '', mapped);

// spec 3, 7: the config is loaded before the routes render; a bad file still renders the site.
const config = await loadConfig();
const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App config={config} />
  </StrictMode>,
);
