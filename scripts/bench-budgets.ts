/**
 * The speed budgets `npm run bench` marks met or not (issue 31, docs/decisions/speed-budgets.md): a pure function of
 * one route's medians, so each comparison is tested apart from the browser (tests/unit/bench-budgets.test.ts). Every
 * budget is a ratio to a page measured in the same run (the floor, the React copy of the route's page) or a fixed
 * limit the issue names; the hello-world JS ratio is printed by the bench, never judged here.
 */

import { linkTo } from '../src/config/paths.ts';
import { DRAWN_ROUTE as DRAWN_PATTERN } from '../src/app/start-up/drawn-route.ts';

/** The route drawn into index.html at build time: its LCP is judged against the floor, not its React copy. */
export const DRAWN_ROUTE = linkTo(DRAWN_PATTERN);

export const BUDGETS = {
  /** /ops, drawn into the document: LCP no later than the bare React hello-world's. */
  drawnLcpToFloor: 1.0,
  /** Every other bench route: LCP at most 5% after the decided stack drawing exactly that page. */
  lcpToReactCopy: 1.05,
  /** Start-up main thread (script + native up to LCP, CPU 4×) at most 1.2 × the React copy's. */
  mainThreadToReactCopy: 1.2,
  /** Lighthouse mobile performance score. */
  performance: 0.95,
  /** Lighthouse TBT at most 1.5 × the floor's TBT in the same run. */
  tbtToFloor: 1.5,
  /** Input to the next paint that shows the change, CPU 4× slower. */
  interactionMs: 200,
  cls: 0.02,
} as const;

/** The interactions the bench times (scripts/bench-interactions.ts). */
export const INTERACTION_NAMES = ['Solutions menu', 'Sign-in submit'] as const;
export type InteractionName = (typeof INTERACTION_NAMES)[number];

export interface LighthouseNumbers {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
}

export interface RouteMeasures {
  route: string;
  /** Lighthouse medians of the portal and the pages beside it in the same run; absent in a quick run. */
  lighthouse?: { portal: LighthouseNumbers; floor: LighthouseNumbers; reactCopy: LighthouseNumbers };
  /** Start-up main thread (ms, medians). */
  mainThread: { portal: number; reactCopy: number };
  /** The portal's interaction latency (ms, medians); an interaction the route does not have is absent. */
  interactions: Partial<Record<InteractionName, number>>;
}

export interface Verdict {
  /** The column: the budget as the table's header says it. */
  budget: string;
  /** The measured value as the cell shows it. */
  value: string;
  /** Undefined: not measured in this run (a quick run, an interaction the route does not have). */
  met: boolean | undefined;
}

/** The table's budget columns, in the order `budgetVerdicts` returns them. */
export const BUDGET_COLUMNS = [
  `Perf ≥ ${BUDGETS.performance}`,
  `LCP: ${DRAWN_ROUTE} ≤ ${BUDGETS.drawnLcpToFloor.toFixed(1)} × floor, others ≤ ${BUDGETS.lcpToReactCopy} × React copy`,
  `TBT ≤ ${BUDGETS.tbtToFloor} × floor`,
  `CLS ≤ ${BUDGETS.cls}`,
  `Start-up main thread ≤ ${BUDGETS.mainThreadToReactCopy} × React copy`,
  ...INTERACTION_NAMES.map((name) => `${name} ≤ ${BUDGETS.interactionMs} ms`),
] as const;

const ms = (value: number) => `${Math.round(value)} ms`;
const times = (value: number, of: number) => `${(value / of).toFixed(2)} ×`;
const finite = (...values: number[]) => values.every((value) => Number.isFinite(value));
/** `value ≤ limit`, where a missing number (a run that gave none) is never met. */
const atMost = (value: number, limit: number) => finite(value, limit) && value <= limit;

/** Each budget of one route, met or not, in BUDGET_COLUMNS' order. */
export function budgetVerdicts(measures: RouteMeasures): Verdict[] {
  const [perfColumn, lcpColumn, tbtColumn, clsColumn, mainColumn, ...interactionColumns] = BUDGET_COLUMNS;
  const verdicts: Verdict[] = [];
  const lh = measures.lighthouse;
  if (lh) {
    const { portal, floor, reactCopy } = lh;
    verdicts.push({
      budget: perfColumn,
      value: portal.performance.toFixed(2),
      met: finite(portal.performance) && portal.performance >= BUDGETS.performance,
    });
    const drawn = measures.route === DRAWN_ROUTE;
    const [against, name, ratio] = drawn
      ? [floor.lcp, 'floor', BUDGETS.drawnLcpToFloor]
      : [reactCopy.lcp, 'React copy', BUDGETS.lcpToReactCopy];
    verdicts.push({
      budget: lcpColumn,
      value: `${ms(portal.lcp)}, ${times(portal.lcp, against)} ${name} (${ms(against)})`,
      met: atMost(portal.lcp, ratio * against),
    });
    verdicts.push({
      budget: tbtColumn,
      value: `${ms(portal.tbt)}, ${times(portal.tbt, floor.tbt)} floor (${ms(floor.tbt)})`,
      met: atMost(portal.tbt, BUDGETS.tbtToFloor * floor.tbt),
    });
    verdicts.push({ budget: clsColumn, value: portal.cls.toFixed(3), met: atMost(portal.cls, BUDGETS.cls) });
  } else {
    for (const budget of [perfColumn, lcpColumn, tbtColumn, clsColumn]) verdicts.push({ budget, value: '–', met: undefined });
  }
  const { portal, reactCopy } = measures.mainThread;
  verdicts.push({
    budget: mainColumn,
    value: `${ms(portal)}, ${times(portal, reactCopy)} React copy (${ms(reactCopy)})`,
    met: atMost(portal, BUDGETS.mainThreadToReactCopy * reactCopy),
  });
  INTERACTION_NAMES.forEach((name, index) => {
    const latency = measures.interactions[name];
    verdicts.push(
      latency === undefined
        ? { budget: interactionColumns[index]!, value: '–', met: undefined }
        : { budget: interactionColumns[index]!, value: ms(latency), met: atMost(latency, BUDGETS.interactionMs) },
    );
  });
  return verdicts;
}

/** A verdict as a table cell. */
export function verdictCell(verdict: Verdict): string {
  if (verdict.met === undefined) return verdict.value;
  return `${verdict.value} ${verdict.met ? 'met' : '**not met**'}`;
}
