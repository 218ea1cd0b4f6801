import { parseConfig, type AppConfig } from '../../shared/config-schema.ts';

/** Where the server publishes the startup configuration (spec 7). */
export const CONFIG_URL = `${import.meta.env.BASE_URL}assets/config.release.json`;

/**
 * Loads the startup configuration before the routes render (spec 3, 7).
 * Spec 8: an unparseable file logs exactly 'Could not load config!' and sets no config; the site
 * still renders, with the links that need config hidden.
 */
export async function loadConfig(fetchImpl: typeof fetch = fetch, url = CONFIG_URL): Promise<AppConfig | null> {
  try {
    // index.html preloads this address (so it loads alongside the scripts); the server marks it
    // Cache-Control: no-cache, so a stored copy is always revalidated.
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(8000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { config, issues } = parseConfig(await response.json());
    if (!config) throw new Error(issues.join('; '));
    return config;
  } catch (error) {
    console.error('Could not load config!');
    console.debug(error);
    return null;
  }
}
