import { createContext, use } from 'react';

/** The year of the build, written by vite.config.ts `define`: what the drawn first screen's footer says. */
export const BUILD_YEAR: number = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();

/** The year the site shows (the copyright line): this visit's, or the build's while its drawn screen is taken over (src/app/app.tsx). */
export const ShownYearContext = createContext<number>(new Date().getFullYear());

export function useShownYear(): number {
  return use(ShownYearContext);
}
