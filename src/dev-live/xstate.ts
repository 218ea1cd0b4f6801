/**
 * `xstate` as the app's modules import it in `npm run dev` (server/dev-live.ts redirects them here; the build
 * never does): the same module, with every actor created with the live view's observer (reporter.ts).
 */
import { createActor as createActorOriginal } from 'xstate';
import { withLiveInspect } from './reporter.ts';

export * from 'xstate';

export const createActor = ((logic: unknown, options?: Record<string, unknown>) =>
  (createActorOriginal as (logic: unknown, options?: unknown) => unknown)(logic, withLiveInspect(options))) as typeof createActorOriginal;
