import { createContext, use } from 'react';

/** The year of the build, written by vite.config.ts `define`: what the drawn first screen's footer says. */
export const BUILD_YEAR: number = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();

/**
 * The year the site shows (the copyright line), as the start-up chart gives it (`selectShownYear`, src/app/app.tsx):
 * this visit's, or the build's while its drawn screen is taken over.
 */
export const ShownYearContext = createContext<number>(new Date().getFullYear());

export function useShownYear(): number {
  return use(ShownYearContext);
}

/** The years the start-up chart is given: this visit's (the clock's, read once at start) and the build's. */
export const shownYears = () => ({ visit: new Date().getFullYear(), build: BUILD_YEAR });
