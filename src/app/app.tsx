import { RouterProvider } from 'react-router-dom';
import type { AppConfig } from '../config/schema.ts';
import { AppActorsProvider } from './app-actors.tsx';
import { ConfigContext } from './config-context.tsx';
import { router } from './router.tsx';

export function App({ config }: { config: AppConfig | null }) {
  return (
    <ConfigContext value={config}>
      <AppActorsProvider>
        <RouterProvider router={router} />
      </AppActorsProvider>
    </ConfigContext>
  );
}
