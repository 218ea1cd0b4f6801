import { createContext, use } from 'react';
import type { AppConfig } from '../../shared/config-schema.ts';
import { assetUrl, DEFAULT_ASSETS_BASE } from '../content/content-urls.ts';

/** The startup config, or null when it could not be loaded (spec 8: render anyway, hide what needs it). */
export const ConfigContext = createContext<AppConfig | null>(null);

export function useConfig(): AppConfig | null {
  return use(ConfigContext);
}

/**
 * Artwork addresses: under the config's assets address once the views are given the config
 * (docs/decisions/assets-address.md), else under the default one, as the build drew them: React patches no
 * attribute while it takes a drawn screen over.
 */
export function useAssetUrl(): (relativePath: string) => string {
  return useConfig() ? assetUrl : defaultAssetUrl;
}
const defaultAssetUrl = (relativePath: string) => `${DEFAULT_ASSETS_BASE}${relativePath.replace(/^assets\//, '')}`;
