/**
 * The walk-through script (spec 7: "the common API also loads a walk-through script"; its shape is
 * not shown, docs/decisions/walkthrough-script.md). Behind the config's `walkthroughEnabled` flag,
 * once the page is drawn and the browser is idle, the portal asks the common API for the script's
 * address (GET {common}application/walkthrough → `{ scriptUrl }`, no bearer: visitors are not signed
 * in) and loads it like the other third-party scripts: through the script loader and the Trusted
 * Types script policy, from the one configured origin the CSP allows. Any failure is one console
 * line; the page is never affected.
 */
import { loadScript } from '../../actors/forms/load-script.ts';
import type { AppConfig } from '../../config/schema.ts';

export const WALKTHROUGH_PATH = 'application/walkthrough';
/** The one log line a failure writes, followed by its reason. */
export const WALKTHROUGH_FAILED = 'Walk-through script not loaded:';

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

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
}

/** Runs `task` once the document has loaded and the browser is idle: the first page is drawn first. */
export function whenPageIdle(task: () => void, target: Window = window): void {
  const idle = () => {
    const { requestIdleCallback } = target as unknown as IdleWindow;
    if (requestIdleCallback) requestIdleCallback.call(target, task, { timeout: 5000 });
    else target.setTimeout(task, 200);
  };
  if (target.document.readyState === 'complete') idle();
  else target.addEventListener('load', idle, { once: true });
}

let started = false;

/** Start-up (src/main.tsx): schedules the walk-through once per page load, when the flag is on. */
export function startWalkthroughWhenIdle(config: AppConfig | null): void {
  if (started || !config?.walkthroughEnabled) return;
  started = true;
  whenPageIdle(() => void loadWalkthrough(config));
}
