/**
 * The bench's budget verdicts (scripts/bench-budgets.ts, issue 31): each budget met at its limit and not met just past
 * it, /ops's LCP read against the floor and every other route's against its React copy, and a budget not measured in
 * a run (a quick run, an interaction the route does not have) left unjudged rather than called met.
 */
import { describe, expect, it } from 'vitest';
import { BUDGET_COLUMNS, budgetVerdicts, verdictCell, type LighthouseNumbers, type RouteMeasures } from '../../scripts/bench-budgets.ts';

const lighthouse = (values: Partial<LighthouseNumbers> = {}): LighthouseNumbers => ({
  performance: 0.99,
  lcp: 1000,
  tbt: 100,
  cls: 0,
  ...values,
});

/** A route whose every budget is met with room to spare; each test moves one number. */
function measures(change: Partial<RouteMeasures> = {}, portal: Partial<LighthouseNumbers> = {}): RouteMeasures {
  return {
    route: '/benefits',
    lighthouse: { portal: lighthouse({ lcp: 900, tbt: 80, ...portal }), floor: lighthouse(), reactCopy: lighthouse({ lcp: 1200 }) },
    mainThread: { portal: 500, reactCopy: 600 },
    interactions: { 'Solutions menu': 80 },
    ...change,
  };
}

/** Whether the budget whose column starts with `column` is met. */
const met = (input: RouteMeasures, column: string) => {
  const verdict = budgetVerdicts(input).find((entry) => entry.budget.startsWith(column));
  if (!verdict) throw new Error(`no verdict for ${column}`);
  return verdict.met;
};

describe('budgetVerdicts', () => {
  it('returns one verdict per column, in the columns’ order, all met for a route within every budget', () => {
    const verdicts = budgetVerdicts(measures({ interactions: { 'Solutions menu': 80, 'Sign-in submit': 90 } }));
    expect(verdicts.map((verdict) => verdict.budget)).toEqual([...BUDGET_COLUMNS]);
    expect(verdicts.every((verdict) => verdict.met === true)).toBe(true);
  });

  it('judges /ops’s LCP against the floor (≤ 1.0 ×), not its React copy', () => {
    const ops = (lcp: number) => ({ ...measures({}, { lcp }), route: '/ops' });
    expect(met(ops(1000), 'LCP')).toBe(true);
    expect(met(ops(1001), 'LCP')).toBe(false);
    // Within 1.05 × its React copy (1200 ms) but after the floor: not met on /ops.
    expect(met(ops(1100), 'LCP')).toBe(false);
  });

  it('judges another route’s LCP against its React copy (≤ 1.05 ×), not the floor', () => {
    expect(met(measures({}, { lcp: 1260 }), 'LCP')).toBe(true);
    expect(met(measures({}, { lcp: 1261 }), 'LCP')).toBe(false);
  });

  it('judges TBT against 1.5 × the floor’s TBT in the same run', () => {
    expect(met(measures({}, { tbt: 150 }), 'TBT')).toBe(true);
    expect(met(measures({}, { tbt: 151 }), 'TBT')).toBe(false);
    expect(budgetVerdicts(measures({}, { tbt: 151 })).find((verdict) => verdict.budget.startsWith('TBT'))?.value).toBe(
      '151 ms, 1.51 × floor (100 ms)',
    );
  });

  it('judges the performance score (≥ 0.95) and CLS (≤ 0.02)', () => {
    expect(met(measures({}, { performance: 0.95 }), 'Perf')).toBe(true);
    expect(met(measures({}, { performance: 0.94 }), 'Perf')).toBe(false);
    expect(met(measures({}, { cls: 0.02 }), 'CLS')).toBe(true);
    expect(met(measures({}, { cls: 0.021 }), 'CLS')).toBe(false);
  });

  it('judges the start-up main thread against 1.2 × the React copy’s', () => {
    expect(met(measures({ mainThread: { portal: 720, reactCopy: 600 } }), 'Start-up')).toBe(true);
    expect(met(measures({ mainThread: { portal: 721, reactCopy: 600 } }), 'Start-up')).toBe(false);
  });

  it('judges each interaction against 200 ms and leaves one the route does not have unjudged', () => {
    expect(met(measures({ interactions: { 'Solutions menu': 200 } }), 'Solutions menu')).toBe(true);
    expect(met(measures({ interactions: { 'Solutions menu': 201 } }), 'Solutions menu')).toBe(false);
    expect(met(measures({ interactions: { 'Solutions menu': 80 } }), 'Sign-in submit')).toBeUndefined();
  });

  it('calls a number Lighthouse did not give not met, and leaves the Lighthouse budgets unjudged in a quick run', () => {
    expect(met(measures({}, { lcp: Number.NaN }), 'LCP')).toBe(false);
    const quick = budgetVerdicts(measures({ lighthouse: undefined }));
    expect(quick.slice(0, 4).map((verdict) => [verdict.value, verdict.met])).toEqual(Array(4).fill(['–', undefined]));
    expect(quick[4]?.met).toBe(true);
  });

  it('shows a verdict as a cell: the value, then met or not met; an unjudged one as its value alone', () => {
    expect(verdictCell({ budget: 'x', value: '12 ms', met: true })).toBe('12 ms met');
    expect(verdictCell({ budget: 'x', value: '12 ms', met: false })).toBe('12 ms **not met**');
    expect(verdictCell({ budget: 'x', value: '–', met: undefined })).toBe('–');
  });
});
