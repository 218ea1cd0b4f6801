import type { ComponentType, ReactNode } from 'react';
import { HashRouter } from 'react-router-dom';
import type { AppConfig } from '../../shared/config-schema.ts';
import { AppActorsProvider } from './app-actors.tsx';
import { ConfigContext } from '../config/config-context.tsx';
import { AppRoutes } from './router.tsx';
// Last, so the site-wide rules follow the layout's as they always have; in the shell's stylesheet, so
// a first visit has one render-blocking stylesheet instead of two.
import '../styles/global.css';

/**
 * The whole app. `Router` is the hash router in the browser; the build draws the /ops first screen with a
 * static router at /ops instead (src/app/start-up/prerender.tsx), the same tree otherwise, so the browser can
 * take that screen over (docs/decisions/first-paint-prerender.md).
 */
export function App({
  config,
  partnerDocument = false,
  Router = HashRouter,
}: {
  config: AppConfig | null;
  partnerDocument?: boolean;
  Router?: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <ConfigContext value={config}>
      <Router>
        <AppActorsProvider>
          <AppRoutes partnerDocument={partnerDocument} />
        </AppActorsProvider>
      </Router>
    </ConfigContext>
  );
}
