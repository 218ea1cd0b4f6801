import { useSelector } from '@xstate/react';
import type { ComponentType, ReactNode } from 'react';
import { HashRouter } from 'react-router-dom';
import { selectConfigToDraw, selectShownYear } from '../../machines/start-up.machine.ts';
import { AppActorsProvider } from './app-actors.tsx';
import { ConfigContext } from '../config/config-context.tsx';
import { AppRoutes } from './router.tsx';
import { ShownYearContext } from './shown-year.tsx';
import { StartUpContext } from './start-up/start-up-context.tsx';
import type { StartUpActor } from './start-up/start-up-actor.tsx';
// Last, so the site-wide rules follow the layout's as they always have; in the shell's stylesheet, so
// a first visit has one render-blocking stylesheet instead of two.
import '../styles/global.css';

/**
 * The whole app. `Router` is the hash router in the browser; the build draws the /ops first screen with a
 * static router at /ops instead (src/app/start-up/prerender.tsx), the same tree otherwise, so the browser can
 * take that screen over (docs/decisions/first-paint-prerender.md). What the views draw from this visit (its
 * config, this year) they are given once the start-up chart says the screen is live: until then, what the build
 * knew (no config, the build's year), so React's take-over finds exactly what the build drew.
 */
export function App({
  startUp,
  partnerDocument = false,
  Router = HashRouter,
}: {
  startUp: StartUpActor;
  partnerDocument?: boolean;
  Router?: ComponentType<{ children: ReactNode }>;
}) {
  const config = useSelector(startUp, selectConfigToDraw);
  const year = useSelector(startUp, selectShownYear);
  return (
    <StartUpContext value={startUp}>
      <ConfigContext value={config}>
        <ShownYearContext value={year}>
          <Router>
            <AppActorsProvider>
              <AppRoutes partnerDocument={partnerDocument} />
            </AppActorsProvider>
          </Router>
        </ShownYearContext>
      </ConfigContext>
    </StartUpContext>
  );
}
