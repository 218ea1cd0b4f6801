import { createContext, use } from 'react';
import type { AppConfig } from '../../shared/config-schema.ts';

/** The startup config, or null when it could not be loaded (spec 8: render anyway, hide what needs it). */
export const ConfigContext = createContext<AppConfig | null>(null);

export function useConfig(): AppConfig | null {
  return use(ConfigContext);
}
