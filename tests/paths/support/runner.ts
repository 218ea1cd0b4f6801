/**
 * Drives the production build along the planned paths of one machine, in Chromium, and checks after
 * every step that the page shows the contract of the state the machine says it is in.
 *
 * A path is cut into segments: a gesture (or the page opening) and the service outcomes it leads
 * to. Before the gesture each outcome arranges itself (a fault of the stand-ins, the account that
 * produces a user type) and holds the one request whose answer is the outcome; after the gesture
 * the in-between state (loading, routing) is checked while that request is held, then each
 * request is let through in turn and the next state is checked. A clock step advances
 * `page.clock`. Coverage counts only what was checked on the page: a state is reached when its
 * contract passed, a transition is taken when the contract after it passed.
 *
 * Every path writes test-results/path-coverage/runs/<machine>/<n>.json; the global teardown
 * (report.ts) turns them into the report.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Expect, Page, Route, TestType } from '@playwright/test';
import { FAULT_COOKIE } from '../../../server/portal/fault-switch.ts';
import { allStateNodes } from '../../support/machine-graph.ts';
import { A11yFailure, a11yChecks, axeAfterStep, checkStateA11y, type StateA11yCheck } from './a11y.ts';
import { ModelWalker, planPaths, statePath, type Plan, type PlannedPath } from './plan.ts';
import { pictureStates } from './storyboard.ts';
import { isTransient, type EventDriver, type EventObject, type PathContext, type PathMap } from './types.ts';

export const COVERAGE_DIR = join('test-results', 'path-coverage');
export const RUNS_DIR = join(COVERAGE_DIR, 'runs');

export interface PathFailure {
  /** '(open)' or the step's name. */
  step: string;
  stepIndex: number;
  state: string;
  expected: string;
  message: string;
  screenshot: string | null;
}

export interface PathRun {
  machine: string;
  file: string;
  states: string[];
  transitions: string[];
  excluded: Array<{ transition: string; reason: string }>;
  unplanned: string[];
  plannedPaths: string[];
  path: string;
  steps: string[];
  reachedStates: string[];
  takenTransitions: string[];
  /** The states whose contract passed on the page (reached states may also have been passed on the way). */
  checkedStates?: string[];
  /** The outputs of invoked child machines whose outcome the page showed (their coverage, report.ts). */
  childOutcomes?: Array<{ actor: string; output: unknown }>;
  passed: boolean;
  failure: PathFailure | null;
  ms: number;
  /** Accessibility at each state check (a11y.ts), and what axe leaves out in this map, with why. */
  a11y?: StateA11yCheck[];
  axeExcluded?: Array<{ selector: string; reason: string }>;
}

/** How long a held outcome's request may take to be made after the step before it (a loaded machine). */
const HOLD_WAIT_MS = 10_000;

/** Holds chosen requests until released, in the order the outcomes come. */
class Holds {
  private entries: Array<{
    matches: (url: URL) => boolean;
    claimed: boolean;
    seen: Promise<void>;
    onSeen: () => void;
    open: Promise<void>;
    release: () => void;
  }> = [];
  private installed = false;
  constructor(private readonly page: Page) {}
  async add(matches: (url: URL) => boolean): Promise<number> {
    if (!this.installed) {
      this.installed = true;
      await this.page.route(
        (url) => this.entries.some((entry) => !entry.claimed && entry.matches(url)),
        (route) => this.handle(route),
      );
    }
    let release = () => {};
    const open = new Promise<void>((resolve) => (release = resolve));
    let onSeen = () => {};
    const seen = new Promise<void>((resolve) => (onSeen = resolve));
    this.entries.push({ matches, claimed: false, seen, onSeen, open, release });
    return this.entries.length - 1;
  }
  /**
   * Releases a hold once its request is held. A hold whose request never reaches the page's routes
   * (a redirect's target, which Playwright does not route; a request the page never makes) held
   * nothing: the states checked before it rested only by timing, so the path fails here by name.
   */
  async release(index: number, outcome: string) {
    const entry = this.entries[index];
    if (!entry) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), HOLD_WAIT_MS)));
    const result = await Promise.race([entry.seen, timedOut]);
    clearTimeout(timer);
    entry.release();
    if (result === 'timeout') {
      throw new Error(`the request held for "${outcome}" was not made within ${HOLD_WAIT_MS / 1000} s (nothing was held)`);
    }
  }
  releaseAll() {
    this.entries.forEach((entry) => entry.release());
  }
  private async handle(route: Route) {
    const url = new URL(route.request().url());
    const entry = this.entries.find((candidate) => !candidate.claimed && candidate.matches(url));
    if (!entry) return route.fallback();
    entry.claimed = true;
    entry.onSeen();
    await entry.open;
    // The request goes on to the stand-in, which answers as the fault switch and the account say.
    await route.fallback().catch(() => {});
  }
}

interface Segment {
  lead: Exclude<EventDriver, { kind: 'outcome' }> | null;
  outcomes: Array<Extract<EventDriver, { kind: 'outcome' }>>;
}

function segmentsOf(steps: EventDriver[]): Segment[] {
  const segments: Segment[] = [{ lead: null, outcomes: [] }];
  for (const step of steps) {
    if (step.kind === 'outcome') (segments[segments.length - 1] as Segment).outcomes.push(step);
    else segments.push({ lead: step, outcomes: [] });
  }
  return segments;
}

const slug = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 10);

export async function runPath(page: Page, expect: Expect, map: PathMap, plan: Plan, path: PlannedPath) {
  const began = Date.now();
  const walker = new ModelWalker(map.machine, path.start.input, path.start.mountEvents);
  const byId = new Map(allStateNodes(map.machine).map((node) => [node.id, statePath(node)]));
  const reached = new Set<string>();
  const taken = new Set<string>();
  const childOutcomes: Array<{ actor: string; output: unknown }> = [];
  const checked = new Set<string>();
  let pendingOutcomes: EventObject[] = [];
  const scenario: Record<string, unknown> = {};
  const holds = new Holds(page);
  let failure: PathFailure | null = null;
  const ctx = (event: EventObject): PathContext => ({ page, expect, snapshot: walker.snapshot, event, scenario });
  const names: string[] = [];

  /** Checks the contract of every active state; counts the step's transitions once it passed. */
  let pending: string[] = [];
  const check = async (event: EventObject, stepIndex: number, stepName: string, transitions: string[], observable: boolean) => {
    if (!observable) {
      // The next outcome has no request to hold (it follows at once): the page never rests in this
      // state, so it is not checked here and its transitions count once the next check passed.
      pending.push(...transitions);
      pendingOutcomes.push(event);
      return;
    }
    transitions = [...pending, ...transitions];
    const events = [...pendingOutcomes, event];
    pending = [];
    pendingOutcomes = [];
    const active = walker.activeStates().filter((state) => state !== '');
    if (process.env.PATHS_DEBUG) console.log(`${Date.now() - began} ms ${stepName} → ${active.join(',')}`);
    for (const state of active) {
      const contract = map.states[state];
      if (!contract || isTransient(contract)) continue;
      try {
        await contract.check(ctx(event));
        await checkStateA11y(ctx(event), state, contract);
      } catch (error) {
        const shot = join(COVERAGE_DIR, 'screenshots', `${plan.machineId}-${slug(path.id)}-${stepIndex}.png`);
        let screenshot: string | null = shot;
        await page.screenshot({ path: shot, fullPage: true }).catch(() => (screenshot = null));
        failure = {
          step: stepName,
          stepIndex,
          state: state,
          expected: contract.shows,
          message: error instanceof Error ? error.message : String(error),
          screenshot,
        };
        const where = names.length === 0 ? '(open)' : names.join(' → ');
        throw new Error(
          `${plan.machineId}: the page does not show state "${state}" after ${where}\n` +
            `  expected (${state}): ${contract.shows}\n  ${failure.message.split('\n').join('\n  ')}`,
          { cause: error },
        );
      }
    }
    active.forEach((state) => reached.add(state));
    active.forEach((state) => checked.add(state));
    await pictureStates(page, plan.machineId, active);
    for (const done of events) {
      const actor = /^xstate\.done\.actor\.(.+)$/.exec(done.type)?.[1];
      if (actor && 'output' in done) childOutcomes.push({ actor, output: done.output });
    }
    for (const key of transitions) {
      taken.add(key);
      // A transient state the step passed through (its `always` fired) was reached with it.
      const source = byId.get(key.split(' ')[0] as string);
      if (source) reached.add(source);
    }
  };

  try {
    let stepIndex = 0;
    for (const segment of segmentsOf(path.steps)) {
      const indexes: number[] = [];
      for (const outcome of segment.outcomes) {
        await outcome.arrange?.(ctx({ type: outcome.name }));
        indexes.push(outcome.hold ? await holds.add(outcome.hold) : -1);
      }
      let transitions: string[];
      if (segment.lead === null) {
        await path.start.open(ctx({ type: 'xstate.init' }));
        transitions = [...walker.lastTaken];
      } else {
        stepIndex += 1;
        names.push(segment.lead.name);
        await segment.lead.act(ctx(segment.lead.event));
        transitions = walker.send(segment.lead.event);
      }
      const observable = (i: number) => segment.outcomes[i] === undefined || segment.outcomes[i]?.hold !== undefined;
      await check(segment.lead?.event ?? { type: 'xstate.init' }, stepIndex, segment.lead?.name ?? '(open)', transitions, observable(0));
      if (segment.lead && observable(0)) await segment.lead.verify?.(ctx(segment.lead.event));
      await axeAfterStep(page, map);
      for (const [i, outcome] of segment.outcomes.entries()) {
        stepIndex += 1;
        names.push(outcome.name);
        if (indexes[i] !== -1) await holds.release(indexes[i] as number, outcome.name);
        const outcomeTransitions = walker.send(outcome.event);
        await check(outcome.event, stepIndex, outcome.name, outcomeTransitions, observable(i + 1));
        await outcome.verify?.(ctx(outcome.event));
        await axeAfterStep(page, map);
      }
      for (const key of Object.keys(scenario)) delete scenario[key];
      if (segment.outcomes.length > 0) await page.context().clearCookies({ name: FAULT_COOKIE });
    }
  } catch (error) {
    // A driver that could not act (a button missing, a request never made) fails the path too.
    if (failure === null) {
      const active = walker.activeStates().filter((state) => state !== '');
      const shot = join(COVERAGE_DIR, 'screenshots', `${plan.machineId}-${slug(path.id)}-${names.length}.png`);
      let screenshot: string | null = shot;
      await page.screenshot({ path: shot, fullPage: true }).catch(() => (screenshot = null));
      failure = {
        step: names[names.length - 1] ?? '(open)',
        stepIndex: names.length,
        state: error instanceof A11yFailure ? error.state : active.join(', '),
        expected: error instanceof A11yFailure ? error.expected : 'the step could be driven',
        message: error instanceof Error ? error.message : String(error),
        screenshot,
      };
      const where = names.length === 0 ? '(open)' : names.join(' → ');
      if (error instanceof A11yFailure) throw new Error(`${plan.machineId}: after ${where}: ${failure.message}`, { cause: error });
      throw new Error(
        `${plan.machineId}: step "${failure.step}" could not be driven from state "${failure.state}" after ${where}\n  ${failure.message.split('\n').join('\n  ')}`,
        { cause: error },
      );
    }
    throw error;
  } finally {
    holds.releaseAll();
    walker.stop();
    writeRun({
      machine: plan.machineId,
      file: plan.file,
      states: plan.states.filter((state) => state !== ''),
      transitions: plan.transitions,
      excluded: plan.excluded,
      unplanned: plan.unplanned,
      plannedPaths: plan.paths.map((planned) => planned.id),
      path: path.id,
      steps: path.steps.map((step) => step.name),
      reachedStates: [...reached].sort(),
      takenTransitions: [...taken].sort(),
      checkedStates: [...checked].sort(),
      childOutcomes,
      passed: failure === null,
      failure,
      ms: Date.now() - began,
      a11y: a11yChecks(page),
      axeExcluded: map.axeExcluded ?? [],
    });
  }
}

function writeRun(run: PathRun) {
  const dir = join(RUNS_DIR, run.machine);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${slug(run.path)}.json`), `${JSON.stringify(run, null, 2)}\n`);
}

/** One Playwright test per planned path of the map. */
export function definePathTests<T extends TestType<{ page: Page }, object>>(test: T, expect: Expect, map: PathMap) {
  const plan = planPaths(map);
  test.describe(`${plan.machineId} paths`, () => {
    for (const path of plan.paths) {
      test(path.id, async ({ page }) => {
        // An axe read per state takes seconds on a loaded machine (a11y.ts): three times the usual 30 s.
        test.slow();
        await runPath(page, expect, map, plan, path);
      });
    }
  });
  return plan;
}
