/**
 * The start-up chart (machines/start-up.machine.ts) as the views see it: its phase, through a selector. Only the
 * drawn page (/ops) asks whether it draws what the build drew; every other view draws from what the app gives it
 * (the config, the year: src/app/app.tsx), which is the build's until the take-over is committed.
 */
import { useSelector } from '@xstate/react';
import { createContext, use } from 'react';
import { createActor } from 'xstate';
import { selectAsBuilt, selectVisitConfig, startUpMachine } from '../../../machines/start-up.machine.ts';
import type { AppConfig } from '../../../shared/config-schema.ts';
import type { StartUpActor } from './start-up-actor.tsx';
import { shownYears } from '../shown-year.tsx';

/** Outside a started app (a view drawn on its own): live at once, no config. */
const notStarted = createActor(startUpMachine, { input: { drawn: false, config: null, years: shownYears() } });

export const StartUpContext = createContext<StartUpActor>(notStarted);

/** The drawn page's question: does it draw what the build drew (React is taking that screen over)? */
export function useDrawnAsBuilt(): boolean {
  return useSelector(use(StartUpContext), selectAsBuilt);
}

/** This visit's config whatever the phase: for the sign-in flow, built once with the form's first draw. */
export function useVisitConfig(): AppConfig | null {
  return useSelector(use(StartUpContext), selectVisitConfig);
}
