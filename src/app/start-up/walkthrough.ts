/**
 * The walk-through script at start-up (spec 7; docs/decisions/walkthrough-script.md): behind the
 * config's `walkthroughEnabled` flag, once the page is drawn and the browser is idle, its loader
 * (src/actors/walkthrough/load-walkthrough.ts, its own chunk) is fetched and run. With the flag off
 * nothing more is downloaded.
 */
import { WALKTHROUGH_FAILED } from '../../actors/walkthrough/walkthrough-failed.ts';
import type { AppConfig } from '../../../shared/config-schema.ts';

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

/**
 * Start-up (src/app/start-up/start.tsx): schedules the walk-through when the flag is on. Once per page load because the
 * start-up runs once per document, its only caller.
 */
export function startWalkthroughWhenIdle(config: AppConfig | null): void {
  if (!config?.walkthroughEnabled) return;
  whenPageIdle(() => {
    import('../../actors/walkthrough/load-walkthrough.ts').then(
      ({ loadWalkthrough }) => loadWalkthrough(config),
      // The chunk could not be fetched (a lost connection): one line, like any other walk-through failure.
      (error: unknown) => console.warn(`${WALKTHROUGH_FAILED} its code could not be loaded`, error),
    );
  });
}
