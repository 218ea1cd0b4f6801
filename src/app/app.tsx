import { HashRouter } from 'react-router-dom';
import type { AppConfig } from '../config/schema.ts';
import { AppActorsProvider } from './app-actors.tsx';
import { ConfigContext } from './config-context.tsx';
import { AppRoutes } from './router.tsx';

export function App({ config }: { config: AppConfig | null }) {
  return (
    <ConfigContext value={config}>
      <HashRouter>
        <AppActorsProvider>
          <AppRoutes />
        </AppActorsProvider>
      </HashRouter>
    </ConfigContext>
  );
}
