/**
 * Whether the browser has taken the drawn first screen over (docs/decisions/first-paint-prerender.md): shared by
 * the app's start-up and layout, the pages and the components that draw something only once that is done.
 */
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while the first screen is drawn at build time and while the browser takes it over, true in every render
 * after that (and from the start where nothing was drawn before, e.g. any route but /ops, or the dev server).
 * React's own way to tell the two apart: the server snapshot is read at build time and during hydration only.
 */
export function useFirstScreenDone(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
