/** The year of the build, written by vite.config.ts `define` (the drawn first screen's footer: src/app/shown-year.tsx). */
declare global {
  var __BUILD_YEAR__: number;
}
export {};
