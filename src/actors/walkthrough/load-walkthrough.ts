/**
 * Loading the walk-through script (spec 7: "the common API also loads a walk-through script"; its
 * shape is not shown, docs/decisions/walkthrough-script.md): the portal asks the common API for the
 * script's address (GET {common}application/walkthrough → `{ scriptUrl }`, no bearer: visitors are
 * not signed in) and loads it like the other third-party scripts: through the script loader and the
 * Trusted Types script policy, from the one configured origin the CSP allows. Any failure is one
 * console line; the page is never affected.
 *
 * Its own chunk: src/app/start-up/walkthrough.ts imports it only when the flag is on, once the page
 * is drawn and idle, so a visitor of a deployment without the walk-through never downloads it.
 */
import { loadScript } from '../forms/load-script.ts';
import { WALKTHROUGH_FAILED } from './walkthrough-failed.ts';
import type { AppConfig } from '../../../shared/config-schema.ts';

export const WALKTHROUGH_PATH = 'application/walkthrough';

export type WalkthroughResult = 'off' | 'loaded' | 'failed';

export interface WalkthroughDeps {
  fetch: typeof fetch;
  loadScript: (src: string) => Promise<void>;
  log: (message: string) => void;
  timeoutMs: number;
}

const defaults = (): WalkthroughDeps => ({
  fetch: (...args) => globalThis.fetch(...args),
  loadScript: (src) => loadScript(src),
  log: (message) => console.warn(message),
  timeoutMs: 8000,
});

/** The script address from the common API's answer, on the configured origin; throws with the reason. */
export function walkthroughScriptUrl(answer: unknown, allowedOrigin: string | undefined): string {
  const scriptUrl = answer && typeof answer === 'object' ? (answer as { scriptUrl?: unknown }).scriptUrl : undefined;
  if (typeof scriptUrl !== 'string' || scriptUrl.length === 0) throw new Error('the answer has no scriptUrl');
  let url: URL;
  try {
    url = new URL(scriptUrl);
  } catch {
    throw new Error(`${JSON.stringify(scriptUrl)} is not an absolute address`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${scriptUrl} is not http(s)`);
  if (!allowedOrigin || url.origin !== allowedOrigin) throw new Error(`${url.origin} is not the configured walk-through origin`);
  return url.href;
}

/** Asks for the address and loads the script; resolves with what happened, never rejects. */
export async function loadWalkthrough(config: AppConfig | null, deps: Partial<WalkthroughDeps> = {}): Promise<WalkthroughResult> {
  if (!config?.walkthroughEnabled) return 'off';
  const { fetch: fetchImpl, loadScript: load, log, timeoutMs } = { ...defaults(), ...deps };
  try {
    const response = await fetchImpl(`${config.commonApiUrl}${WALKTHROUGH_PATH}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`the common API answered ${response.status}`);
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      throw new Error('the common API answer is not JSON');
    }
    await load(walkthroughScriptUrl(answer, config.walkthroughScriptOrigin));
    return 'loaded';
  } catch (error) {
    log(`${WALKTHROUGH_FAILED} ${error instanceof Error ? error.message : String(error)}`);
    return 'failed';
  }
}
