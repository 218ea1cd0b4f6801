/**
 * The scripts a page loads on init (spec 7: the contact page loads the lead-capture helper, and the
 * analytics script only when the pendo flag is on). A script that fails to load is logged and
 * otherwise ignored (spec 8: "Failed loads ... No message shown"): the form works without them.
 */
import { fromPromise } from 'xstate';
import type { AppConfig } from '../../../shared/config-schema.ts';
import { loadScript } from './load-script.ts';

export const loadPageScripts = fromPromise<void, { urls: string[] }>(async ({ input }) => {
  const results = await Promise.allSettled(input.urls.map((url) => loadScript(url)));
  results.forEach((result) => {
    if (result.status === 'rejected') console.warn(result.reason instanceof Error ? result.reason.message : result.reason);
  });
});

/** The contact page's init scripts from the config: the lead-capture helper, analytics when enabled. */
export function contactPageScripts(config: AppConfig | null): string[] {
  if (!config) return [];
  const urls: string[] = [];
  if (config.leadHelperScriptUrl) urls.push(config.leadHelperScriptUrl);
  // spec 7: the analytics script is loaded only if the pendo flag is enabled.
  if (config.pendoEnabled && config.pendoScriptUrl) urls.push(config.pendoScriptUrl);
  return urls;
}
