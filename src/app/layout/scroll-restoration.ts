/**
 * Scroll positions across navigation (what the data router's <ScrollRestoration> did): a page the
 * visitor opens starts at its top; Back and Forward return to where the visitor was on that entry.
 * A move within one page (/careers to /careers/{anchor}) leaves scrolling to the page, which
 * scrolls to its section. Positions live in session storage, so they survive a reload of the tab, which returns to
 * where the visitor was.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';
import { scrollToTop } from '../../components/content/scroll.ts';
import { sessionStore } from '../../lib/storage.ts';
import { entryFor } from '../route-table.ts';

const STORAGE_KEY = 'ls.scrollPositions';
/** How long a restored position waits for late content (page code, content files) to make room. */
const RESTORE_PATIENCE_MS = 3000;

/**
 * Where a page's scroll position is remembered. Entries the router did not push (the first page, a
 * typed address, a full link such as the configured Help & Support address) all share the key
 * 'default', so one page's position would be restored on another: key those by their address.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStore()?.getItem(STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((item): item is [string, number] => Number.isFinite(item[1])));
  } catch {
    return {};
  }
}

function writePositions(positions: Record<string, number>): void {
  try {
    sessionStore()?.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or unavailable: positions are kept for this page's life only.
  }
}

/** Scrolls to `top`, waiting up to RESTORE_PATIENCE_MS for the page to grow tall enough; the visitor's own scrolling wins. */
function restore(top: number): () => void {
  const stopEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  let observer: ResizeObserver | null = null;
  let timer = 0;
  const stop = () => {
    observer?.disconnect();
    window.clearTimeout(timer);
    for (const type of stopEvents) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo({ top, left: 0, behavior: 'instant' });
    if (Math.abs(window.scrollY - top) < 2) stop();
  };
  attempt();
  if (Math.abs(window.scrollY - top) >= 2 && typeof ResizeObserver !== 'undefined') {
    observer = new ResizeObserver(attempt);
    observer.observe(document.body);
    timer = window.setTimeout(stop, RESTORE_PATIENCE_MS);
    for (const type of stopEvents) window.addEventListener(type, stop, { passive: true });
  }
  return stop;
}

export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = scrollKey(location);
  const positions = useRef<Record<string, number> | null>(null);
  const current = useRef({ key, pathname: location.pathname });

  useEffect(() => {
    positions.current ??= readPositions();
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        positions.current ??= readPositions();
        positions.current[current.current.key] = window.scrollY;
      });
    };
    const save = () => {
      if (positions.current) writePositions(positions.current);
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
      save();
      window.history.scrollRestoration = previous;
    };
  }, []);

  const mounted = useRef(false);
  useLayoutEffect(() => {
    const before = current.current;
    current.current = { key, pathname: location.pathname };
    if (!mounted.current) {
      mounted.current = true;
      // A reload of the tab (the visitor's, or the code loader's that keeps what the visitor had) returns to where
      // the visitor was, as the browser's own restoration would (it is 'manual' here).
      const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
      positions.current ??= readPositions();
      const saved = positions.current[key];
      if (entry?.type === 'reload' && saved !== undefined) return restore(saved);
      return undefined;
    }
    if (before.key === key) return undefined;
    positions.current ??= readPositions();
    writePositions(positions.current);
    const saved = positions.current[key];
    if (navigationType === 'POP' && saved !== undefined) return restore(saved);
    const from = entryFor(before.pathname);
    const samePage = from !== undefined && from.exportName === entryFor(location.pathname)?.exportName;
    if (!samePage) scrollToTop();
    return undefined;
  }, [key, location.pathname, navigationType]);
}
