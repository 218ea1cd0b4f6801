import { HashRouter } from 'react-router-dom';
import type { AppConfig } from '../config/schema.ts';
import { AppActorsProvider } from './app-actors.tsx';
import { ConfigContext } from './config-context.tsx';
import { AppRoutes } from './router.tsx';
// Last, so the site-wide rules follow the layout's as they always have; in the shell's stylesheet, so
// a first visit has one render-blocking stylesheet instead of two.
import '../styles/global.css';

export function App({ config, partnerDocument = false }: { config: AppConfig | null; partnerDocument?: boolean }) {
  return (
    <ConfigContext value={config}>
      <HashRouter>
        <AppActorsProvider>
          <AppRoutes partnerDocument={partnerDocument} />
        </AppActorsProvider>
      </HashRouter>
    </ConfigContext>
  );
}
