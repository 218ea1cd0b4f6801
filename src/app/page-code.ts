/**
 * Each route's page code, loaded on first use (each page is its own chunk): one loader per route-table entry
 * (machines/code-loader.machine.ts), shared by the page (src/app/route-page.tsx), the start-up and the navigation
 * bar, which names the sign-in panel only once /ops's code is there to draw it.
 */
import { useCodeStatus } from '../components/code-unavailable.tsx';
import { createCodeLoader, type CodeLoader } from '../actors/code/code-loader.ts';
import type { RouteEntry } from './route-table.ts';

export type PageModule = Record<string, unknown>;

/** One loader per route entry, made on the entry's first use and kept for the page's life (a registry, not flow state). */
const pageLoaders = new WeakMap<RouteEntry, CodeLoader<PageModule>>();

export function pageLoader(entry: RouteEntry): CodeLoader<PageModule> {
  const known = pageLoaders.get(entry);
  if (known) return known;
  const loader = createCodeLoader<PageModule>('This page', entry.load, (module) => {
    if (typeof module[entry.exportName] !== 'function') throw new Error(`${entry.exportName} is missing from its module`);
    return module;
  });
  pageLoaders.set(entry, loader);
  return loader;
}

/** Starts fetching a page's code (once; again after a failure); `settled` resolves when it has loaded or failed. */
export function loadPageCode(entry: RouteEntry): { settled: Promise<void> } {
  return { settled: pageLoader(entry).get().then(noop, noop) };
}
const noop = () => {};

/** Whether a page's code is there (its loader `ready`): the drawn first screen is taken over only then. */
export function pageCodeReady(entry: RouteEntry): boolean {
  return pageLoader(entry).code() !== null;
}

/** Whether a page's code is there, kept up to date as it loads, fails or loads again on Try again. */
export function usePageCodeReady(entry: RouteEntry): boolean {
  return useCodeStatus(pageLoader(entry)) === 'ready';
}
