/**
 * The /ops first screen as HTML, drawn at build time (scripts/prerender-first-screen.ts writes it into
 * index.html): the app's own tree at /ops, in every machine's initial state, with no config (nothing of one
 * environment in the document). The start-up chart is in its `drawn` phase, as in the browser until the take-over
 * is committed (machines/start-up.machine.ts). Node only; never part of the browser's code.
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createPath, Router, type Navigator } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { createActor } from 'xstate';
import { startUpMachine } from '../../../machines/start-up.machine.ts';
import { App } from '../app.tsx';
import { BUILD_YEAR } from '../shown-year.tsx';
import { startFirstPage } from '../router.tsx';
import { routeTable } from '../route-table.ts';
import type { RouteFact } from './first-paint-preloads.ts';

const drawOnly = () => {
  throw new Error('The first screen is drawn at build time: nothing navigates there');
};

/** The hash router's links as the browser writes them (`#/benefits`), at /ops; nothing navigates while drawing. */
const hashLinks: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: drawOnly,
  push: drawOnly,
  replace: drawOnly,
};

const AtOps = ({ children }: { children: ReactNode }) => (
  <Router location={paths.ops} navigator={hashLinks} static>
    {children}
  </Router>
);

export async function renderFirstScreen(): Promise<string> {
  // The page's code is there before it is drawn, as the browser waits for it before taking the screen over.
  await startFirstPage(`#${paths.ops}`);
  return renderToString(
    <StrictMode>
      <App
        startUp={createActor(startUpMachine, { input: { drawn: true, config: null, years: { visit: BUILD_YEAR, build: BUILD_YEAR } } })}
        Router={AtOps}
      />
    </StrictMode>,
  );
}

/**
 * The route table as the first-paint manifest needs it (scripts/first-paint-manifest.ts): each entry's pattern, its
 * page module's export name and its content file under the default assets address (none when it depends on the
 * route's parameters, as a news article's does).
 */
export function routeFacts(): RouteFact[] {
  return routeTable.map((entry) => ({ path: entry.path, exportName: entry.exportName, content: entry.content?.({}) ?? null }));
}
