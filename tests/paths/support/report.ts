/**
 * The path-coverage report (docs/decisions/path-coverage-in-the-browser.md), written by Playwright's global teardown from the
 * files each path wrote (runner.ts): test-results/path-coverage/path-coverage.json and index.html
 * (self-contained: inline styles, screenshots by relative address, no script, no network), and the
 * same table on the terminal.
 *
 * A machine whose planned paths all ran must reach 100% of its states and at least 90% of its
 * transitions in the browser (excluded transitions count as not reached); below that the teardown
 * fails the run, naming the machine and what is missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { CoverageSummary as CatalogueSummary, MachineFigures } from '../../../scripts/statecharts-catalogue.ts';
import { a11yCost, a11yHtml, summariseA11y, type StateA11ySummary } from './a11y.ts';
import { allStateNodes, allTransitionKeys } from '../../support/machine-graph.ts';
import { pathMaps } from '../maps.ts';
import { CHILD_MACHINES } from './child-coverage.ts';
import { isTransient } from './types.ts';
import { COVERAGE_DIR, RUNS_DIR, type PathFailure, type PathRun } from './runner.ts';

export const MIN_TRANSITIONS = 0.9;

export interface MachineCoverage {
  machine: string;
  map: string;
  states: { reached: number; total: number; missing: string[] };
  transitions: { taken: number; total: number; excluded: number; missing: string[] };
  excluded: Array<{ transition: string; reason: string }>;
  /** Transitions the map neither excludes nor reaches through the graph (a gap in the map). */
  unplanned: string[];
  paths: { planned: number; run: number; passed: number };
  runs: Array<{ path: string; passed: boolean; ms: number; failure: PathFailure | null }>;
  /** Every planned path ran: the figures are the machine's, not a filtered run's. */
  complete: boolean;
  meetsTarget: boolean;
  /** Per state: the widths, the axe rules checked, the announcement and the result (a11y.ts). */
  a11y: StateA11ySummary[];
  axeExcluded: Array<{ selector: string; reason: string }>;
}

export function readRuns(dir = RUNS_DIR): PathRun[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((machine) =>
    readdirSync(join(dir, machine))
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(dir, machine, file), 'utf8')) as PathRun),
  );
}

/** A failure as a reader gets it: Playwright's assertion text without its terminal colour codes. */
const readableFailure = (failure: PathFailure | null): PathFailure | null =>
  failure && { ...failure, message: stripVTControlCharacters(failure.message) };

export function summarise(runs: PathRun[]): MachineCoverage[] {
  const byMachine = new Map<string, PathRun[]>();
  for (const run of runs) byMachine.set(run.machine, [...(byMachine.get(run.machine) ?? []), run]);
  return [...byMachine.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([machine, list]) => {
      const first = list[0] as PathRun;
      const passing = list.filter((run) => run.passed);
      // Only what passing paths checked counts; a failing path's steps before the failure also
      // passed their checks, so they count too (the failure itself is listed).
      const reached = new Set(list.flatMap((run) => run.reachedStates));
      const taken = new Set(list.flatMap((run) => run.takenTransitions));
      const excludedKeys = new Set(first.excluded.map((entry) => entry.transition));
      const statesMissing = first.states.filter((state) => !reached.has(state));
      const transitionsMissing = first.transitions.filter((key) => !taken.has(key));
      const ran = new Set(list.map((run) => run.path));
      const complete = first.plannedPaths.every((path) => ran.has(path));
      const takenCount = first.transitions.length - transitionsMissing.length;
      const coverage: MachineCoverage = {
        machine,
        map: first.file,
        states: { reached: first.states.length - statesMissing.length, total: first.states.length, missing: statesMissing },
        transitions: {
          taken: takenCount,
          total: first.transitions.length,
          excluded: excludedKeys.size,
          missing: transitionsMissing.filter((key) => !excludedKeys.has(key)),
        },
        excluded: first.excluded,
        unplanned: first.unplanned,
        paths: { planned: first.plannedPaths.length, run: list.length, passed: passing.length },
        runs: list
          .map((run) => ({ path: run.path, passed: run.passed, ms: run.ms, failure: readableFailure(run.failure) }))
          .sort((a, b) => a.path.localeCompare(b.path)),
        complete,
        meetsTarget: statesMissing.length === 0 && takenCount >= MIN_TRANSITIONS * first.transitions.length,
        a11y: summariseA11y(list.flatMap((run) => run.a11y ?? [])),
        axeExcluded: first.axeExcluded ?? [],
      };
      return coverage;
    });
}

const pct = (a: number, b: number) => (b === 0 ? '100%' : `${Math.floor((a / b) * 1000) / 10}%`);

export function table(machines: MachineCoverage[]): string {
  const rows = [
    ['machine', 'states in UI', 'transitions in UI', 'excluded', 'paths passed/run/planned', 'result'],
    ...machines.map((m) => [
      m.machine,
      `${m.states.reached}/${m.states.total} (${pct(m.states.reached, m.states.total)})`,
      `${m.transitions.taken}/${m.transitions.total} (${pct(m.transitions.taken, m.transitions.total)})`,
      String(m.transitions.excluded),
      `${m.paths.passed}/${m.paths.run}/${m.paths.planned}`,
      m.paths.passed < m.paths.run ? 'FAILED' : !m.complete ? 'partial run' : m.meetsTarget ? 'ok' : 'BELOW TARGET',
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The child machines' lines for the terminal: covered through the maps that invoke them. */
export function childTable(children: Record<string, MachineSummary>): string {
  return Object.entries(children)
    .map(
      ([id, c]) =>
        `${id} (covered through ${c.coveredThrough?.maps.length ?? 0} maps): states ${c.states.reached}/${c.states.total}, transitions ${c.transitions.taken}/${c.transitions.total} (${c.transitions.excluded} excluded)${c.transitions.missing.length ? `; neither taken nor excluded: ${c.transitions.missing.join(', ')}` : ''}\n`,
    )
    .join('');
}

export function html(machines: MachineCoverage[], generated: string, cost = '', children: Record<string, MachineSummary> = {}): string {
  const childSection = ([id, c]: [string, MachineSummary]) => `
<section id="${escape(id)}">
  <h2>${escape(id)} <small>(covered through ${c.coveredThrough?.maps.map(escape).join(', ')})</small></h2>
  <p>${escape(c.coveredThrough?.how ?? '')}.</p>
  <p>States reached: <strong>${c.states.reached}/${c.states.total}</strong>${c.states.missing.length ? ` — not reached: ${c.states.missing.map((s) => `<code>${escape(s)}</code>`).join(', ')}` : ''}.
  Transitions taken: <strong>${c.transitions.taken}/${c.transitions.total}</strong> (${c.transitions.excluded} excluded)${c.transitions.missing.length ? ` — neither taken nor excluded: ${c.transitions.missing.map((s) => `<code>${escape(s)}</code>`).join(', ')}` : ''}.</p>
  ${c.excluded.length ? `<h3>Excluded transitions</h3><table><tr><th>transition</th><th>why the UI cannot drive it</th></tr>${c.excluded.map((e) => `<tr><td><code>${escape(e.transition)}</code></td><td>${escape(e.reason)}</td></tr>`).join('')}</table>` : ''}
</section>`;
  const section = (m: MachineCoverage) => `
<section id="${escape(m.machine)}">
  <h2>${escape(m.machine)} <small>(${escape(m.map)})</small></h2>
  <p>States reached in the UI: <strong>${m.states.reached}/${m.states.total}</strong>${m.states.missing.length ? ` — not reached: ${m.states.missing.map((s) => `<code>${escape(s)}</code>`).join(', ')}` : ''}.
  Transitions taken in the UI: <strong>${m.transitions.taken}/${m.transitions.total}</strong> (${m.transitions.excluded} excluded)${m.transitions.missing.length ? ` — not taken: ${m.transitions.missing.map((s) => `<code>${escape(s)}</code>`).join(', ')}` : ''}.${m.complete ? '' : ' <em>Not every planned path ran (filtered run).</em>'}</p>
  ${m.excluded.length ? `<h3>Excluded transitions</h3><table><tr><th>transition</th><th>why the UI cannot drive it</th></tr>${m.excluded.map((e) => `<tr><td><code>${escape(e.transition)}</code></td><td>${escape(e.reason)}</td></tr>`).join('')}</table>` : ''}
  ${a11yHtml(m.a11y, m.axeExcluded)}
  <h3>Paths</h3>
  <table><tr><th>path</th><th>result</th><th>ms</th></tr>
  ${m.runs
    .map(
      (run) =>
        `<tr class="${run.passed ? 'pass' : 'fail'}"><td><code>${escape(run.path)}</code>${
          run.failure
            ? `<div class="failure"><p>Failed at step ${run.failure.stepIndex} (<code>${escape(run.failure.step)}</code>) in state <code>${escape(run.failure.state)}</code>.</p>
      <p>Expected: ${escape(run.failure.expected)}</p><pre>${escape(run.failure.message)}</pre>${
        run.failure.screenshot
          ? `<img alt="the page when the step failed" src="${escape(run.failure.screenshot.replace(/^.*path-coverage\//, ''))}">`
          : ''
      }</div>`
            : ''
        }</td><td>${run.passed ? 'passed' : 'FAILED'}</td><td>${run.ms}</td></tr>`,
    )
    .join('\n  ')}
  </table>
</section>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>UI path coverage</title>
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' file:; style-src 'unsafe-inline'">
<style>
body{font:15px/1.4 system-ui,sans-serif;margin:2rem;color:#1b1b1b}table{border-collapse:collapse;margin:.5rem 0 1rem}
td,th{border:1px solid #bbb;padding:.3rem .5rem;text-align:left;vertical-align:top}tr.fail td{background:#fdecea}
.failure img{max-width:640px;border:1px solid #888;display:block;margin-top:.5rem}pre{white-space:pre-wrap;max-width:60rem}
small{font-weight:normal;color:#555}
</style></head><body>
<h1>UI path coverage</h1>
<p>Generated ${escape(generated)}. Each path drives the production build in Chromium; after every step the page is checked
against the view contract of the state the machine is in. Target: 100% of states, at least ${MIN_TRANSITIONS * 100}% of transitions.</p>
<pre>${escape(table(machines))}</pre>
${cost ? `<p>${escape(cost)}</p>` : ''}
${machines.map(section).join('\n')}
${Object.entries(children).map(childSection).join('\n')}
</body></html>
`;
}

/** Writes the report files and prints the table; returns the machines below target (complete runs only). */
export async function writeReport(dir = COVERAGE_DIR): Promise<MachineCoverage[]> {
  const runs = readRuns(join(dir, 'runs'));
  const machines = summarise(runs);
  if (machines.length === 0) return [];
  const generated = new Date().toISOString();
  const children = await childFigures(runs);
  const commit = measuredAt();
  writeFileSync(
    join(dir, 'path-coverage.json'),
    `${JSON.stringify({ generated, commit, target: { states: 1, transitions: MIN_TRANSITIONS }, machines, children }, null, 2)}\n`,
  );
  writeFileSync(join(dir, 'index.html'), html(machines, `${generated}${commit ? ` at commit ${commit}` : ''}`, a11yCost(runs), children));
  console.log(`\nUI path coverage (${join(dir, 'index.html')}):\n${table(machines)}\n${childTable(children)}\n${a11yCost(runs)}\n`);
  return machines.filter((m) => m.complete && m.paths.passed === m.paths.run && !m.meetsTarget);
}

/**
 * The committed summary the catalogue reads (docs/statecharts/path-coverage.summary.json): per machine its
 * map (or the maps it is covered through), states reached / total, transitions taken / total and the
 * excluded transitions with their reasons. Written only by a full run (every map, every planned path, all
 * passed), so a filtered or failing run never replaces the figures of the last full one.
 */
export const SUMMARY_FILE = join('docs', 'statecharts', 'path-coverage.summary.json');

/** One machine's figures: the shape the catalogue reads (scripts/statecharts-catalogue.ts). */
export type MachineSummary = MachineFigures;

export interface CoverageSummary extends CatalogueSummary {
  note: string;
}

/**
 * The figures of each child machine (no map, no view of its own: CHILD_MACHINES) from the outcomes the
 * sign-in maps' paths showed, its excluded transitions apart; machines no path invoked are left out.
 */
export async function childFigures(runs: PathRun[]): Promise<Record<string, MachineSummary>> {
  const out: Record<string, MachineSummary> = {};
  for (const [actor, child] of Object.entries(CHILD_MACHINES)) {
    const states = new Set<string>();
    const transitions = new Set<string>();
    const maps = new Set<string>();
    for (const pathRun of runs) {
      for (const outcome of pathRun.childOutcomes ?? []) {
        if (outcome.actor !== actor) continue;
        maps.add(pathRun.file);
        const walked = await child.replay(outcome.output, pathRun.file);
        walked.states.forEach((state) => states.add(state));
        walked.transitions.forEach((key) => transitions.add(key));
      }
    }
    if (maps.size === 0) continue;
    const allStates = allStateNodes(child.machine)
      .filter((node) => node.path.length > 0)
      .map((node) => node.path.join('.'));
    const allTransitions = allTransitionKeys(child.machine);
    const unknown = child.excluded.filter((entry) => !allTransitions.includes(entry.transition));
    if (unknown.length)
      throw new Error(`${child.machine.id}: excluded transitions it does not have: ${unknown.map((entry) => entry.transition).join(', ')}`);
    const excluded = new Set(child.excluded.map((entry) => entry.transition));
    out[child.machine.id] = {
      map: null,
      coveredThrough: { maps: [...maps].sort(), how: child.how },
      states: { reached: states.size, total: allStates.length, missing: allStates.filter((state) => !states.has(state)) },
      transitions: {
        taken: transitions.size,
        total: allTransitions.length,
        excluded: excluded.size,
        missing: allTransitions.filter((key) => !transitions.has(key) && !excluded.has(key)),
      },
      excluded: child.excluded,
      paths: runs.filter((pathRun) => (pathRun.childOutcomes ?? []).some((outcome) => outcome.actor === actor)).length,
    };
  }
  return out;
}

/** The commit the figures were measured at (`+changes` when the work tree differed from it), or null outside git. */
export function measuredAt(): string | null {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return changed ? `${head}+changes` : head;
  } catch {
    return null;
  }
}

export async function summaryOf(
  machines: MachineCoverage[],
  runs: PathRun[],
  run: string,
  commit: string | null = measuredAt(),
): Promise<CoverageSummary> {
  const out: Record<string, MachineSummary> = {};
  for (const m of machines) {
    const map = pathMaps.find((candidate) => candidate.file === m.map);
    const own = runs.filter((run) => run.machine === m.machine);
    // Runs written before checkedStates existed say nothing of it: only transient states then.
    const checked = own.every((run) => run.checkedStates) ? new Set(own.flatMap((run) => run.checkedStates ?? [])) : null;
    const unseen: Array<{ state: string; reason: string }> = [];
    for (const [state, contract] of Object.entries(map?.states ?? {})) {
      if (m.states.missing.includes(state)) continue;
      if (isTransient(contract)) unseen.push({ state, reason: `transient: ${contract.transient}` });
      else if (checked && !checked.has(state))
        unseen.push({ state, reason: 'reached on the way only: no path checks the page there (what follows cannot be held)' });
    }
    out[m.machine] = {
      map: m.map,
      states: m.states,
      transitions: m.transitions,
      excluded: m.excluded,
      ...(unseen.length ? { unseen } : {}),
      paths: m.paths.passed,
    };
  }
  Object.assign(out, await childFigures(runs));
  const sorted = Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
  return {
    note: 'Written by the UI paths run (tests/paths/support/report.ts) when every map ran whole and passed; read by npm run docs:statecharts.',
    run,
    commit,
    machines: sorted,
  };
}

/** Writes the summary when this was a full, passing run and its figures differ from the committed ones. */
export async function writeSummary(machines: MachineCoverage[], runs: PathRun[], file = SUMMARY_FILE): Promise<boolean> {
  const full =
    pathMaps.every((map) => machines.some((m) => m.map === map.file && m.complete)) &&
    machines.every((m) => m.paths.passed === m.paths.run);
  if (!full) return false;
  const summary = await summaryOf(machines, runs, new Date().toISOString().slice(0, 10));
  if (existsSync(file)) {
    const old = JSON.parse(readFileSync(file, 'utf8')) as CoverageSummary;
    if (JSON.stringify(old.machines) === JSON.stringify(summary.machines)) return false;
  }
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`Path-coverage summary for the catalogue written to ${file} (run npm run docs:statecharts).`);
  return true;
}

/** Playwright global teardown. */
export default async function globalTeardown() {
  const runs = readRuns();
  await writeSummary(summarise(runs), runs);
  const below = await writeReport();
  if (below.length > 0) {
    throw new Error(
      below
        .map(
          (m) =>
            `${m.machine}: states ${m.states.reached}/${m.states.total}, transitions ${m.transitions.taken}/${m.transitions.total} ` +
            `below target; not reached: ${[...m.states.missing, ...m.transitions.missing].join(', ')} — add drivers or excluded reasons in ${m.map}`,
        )
        .join('\n'),
    );
  }
}
