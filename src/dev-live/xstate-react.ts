/**
 * `@xstate/react` as the app's modules import it in `npm run dev` (server/dev-live.ts redirects them here; the
 * build never does): the same hooks, each actor created with the live view's observer (reporter.ts).
 */
import * as original from '@xstate/react';
import { withLiveInspect } from './reporter.ts';

export * from '@xstate/react';

type Options = Record<string, unknown> | undefined;

export const useActorRef = ((logic: unknown, options?: Options, ...rest: unknown[]) =>
  (original.useActorRef as (...args: unknown[]) => unknown)(logic, withLiveInspect(options), ...rest)) as typeof original.useActorRef;

export const useMachine = ((logic: unknown, options?: Options) =>
  (original.useMachine as (...args: unknown[]) => unknown)(logic, withLiveInspect(options))) as typeof original.useMachine;

export const createActorContext = ((logic: unknown, options?: Options) =>
  (original.createActorContext as (...args: unknown[]) => unknown)(logic, withLiveInspect(options))) as typeof original.createActorContext;
