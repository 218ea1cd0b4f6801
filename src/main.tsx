// The entry is part of the shell chunk (vite.config.ts), and the whole start-up is `start()`
// (src/app/start-up/start.tsx). No top-level await: the page chunks import the shell, and a shell
// whose evaluation waited for the start-up would hold back the very page code the start-up waits for.
// A start-up that throws is reported as an unhandled rejection, as a thrown top-level await was.
import { start } from './app/start-up/start.tsx';

// Dev server only (gone from the build): each page module exports its description and keywords beside its
// component (docs/decisions/route-heads-with-page-code.md). React Fast Refresh reloads the whole page for a module
// with an export that is not a component; the refresh runtime of @vitejs/plugin-react asks this hook which exports
// to leave out of that check, so an edit to a page stays a hot update (its new description shows after a reload).
// Imported in the branch, not at the top: a static import here would run the route table before start.tsx's first
// import (the Trusted Types policies) and reorder the shell's modules, 0.5 KB more gzip on every route.
if (import.meta.hot) {
  void import('./app/route-table.ts').then(({ PAGE_META_EXPORT }) =>
    Object.assign(window, { __getReactRefreshIgnoredExports: () => [PAGE_META_EXPORT] }),
  );
}

void start();
