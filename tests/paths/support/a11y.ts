/**
 * Accessibility at every state check of the UI paths (issue 29): after a state's view contract
 * passed, axe (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) reads the page as it is now, at the width the
 * path runs at, and the contract's announcement (how a screen-reader user learns of the state:
 * a live region's text, where focus moved, a new document) is asserted. A violation fails the path
 * naming the machine, the state, the width and the rule; every check is logged for the report
 * (per machine and state: the widths, the rules axe applied, the violations, the announcement).
 *
 * The runner calls `checkStateA11y` once per active state of a step (the announcement), then
 * `axeAfterStep` once the step's own checks are done: one axe read per step, shared by the states
 * active in it (a parallel machine's regions).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Announcement, PathContext, PathMap, ViewContract } from './types.ts';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core as @axe-core/playwright (the e2e sweep's gate) has it: the same version for both. */
const requireFromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = (requireFromAxePlaywright('axe-core') as { source: string }).source;

/** One state checked once: what the path run writes (runner.ts) and the report reads. */
export interface StateA11yCheck {
  state: string;
  width: number;
  /** The axe rules that applied to the page (passed, failed or needing review). */
  rules: string[];
  /** `rule (impact): help → elements`, empty when axe found none. */
  violations: string[];
  /** How the state was announced, in words; null when its contract names none. */
  announced: string | null;
  /** Whether the announcement was found on the page (null: none asked). */
  announcedOk: boolean | null;
  /** The page was the same document, byte for byte and at the same width, as one axe read before: its result. */
  reused?: boolean;
  /**
   * Milliseconds this check cost the path: the axe read (0 when reused, and on the other states of a step that
   * shared one read) and the announcement's assertion. The report sums them (what accessibility costs the run).
   */
  ms?: number;
}

interface Scan {
  width: number;
  rules: string[];
  violations: string[];
  reused: boolean;
}

type ScanResult = Omit<Scan, 'reused'>;

const logs = new WeakMap<Page, StateA11yCheck[]>();
/**
 * Results by page fingerprint (the serialised document, the width, forced colours, what the map
 * leaves out), for this worker: axe's result is a function of the document and the build's CSS, so
 * the same page met again on another path or step is not read again. On this shared machine one
 * read takes seconds; the paths meet the same page (a form at rest, a closed menu) many times.
 */
const byFingerprint = new Map<string, Promise<ScanResult>>();

/**
 * The same results shared between the run's workers: one file per fingerprint, written once a read has
 * finished (renamed into place, so a reader never meets half a file). The global setup empties it at the start
 * of every run: a fingerprint holds the document, not the build's CSS, so a result is good for one build only.
 */
export const AXE_CACHE_DIR = join('test-results', 'axe-cache');

function sharedResult(fingerprint: string): ScanResult | null {
  try {
    return JSON.parse(readFileSync(join(AXE_CACHE_DIR, `${fingerprint}.json`), 'utf8')) as ScanResult;
  } catch {
    return null;
  }
}

function share(fingerprint: string, result: ScanResult) {
  mkdirSync(AXE_CACHE_DIR, { recursive: true });
  const file = join(AXE_CACHE_DIR, `${fingerprint}.json`);
  writeFileSync(`${file}.${process.pid}`, JSON.stringify(result));
  renameSync(`${file}.${process.pid}`, file);
}

/** Brings every running finite CSS animation and transition to its end (an endless one runs on). */
async function endAnimations(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
    }
  });
}

async function scan(page: Page, map: PathMap): Promise<Scan> {
  const excluded = (map.axeExcluded ?? []).map((entry) => entry.selector);
  // A toast or dialog fading in or out is drawn at part opacity: axe would read colours no visitor is left with
  // (a contrast failure that comes and goes with the machine's load). Finite CSS animations and transitions are
  // brought to their end first; an endless one (a spinner, the progress bar) runs on.
  await endAnimations(page);
  const page_ = await page.evaluate(() => ({
    width: window.innerWidth,
    forced: window.matchMedia('(forced-colors: active)').matches,
    html: document.documentElement.outerHTML,
  }));
  const fingerprint = createHash('sha1')
    .update(JSON.stringify([page_, excluded]))
    .digest('hex');
  const known = byFingerprint.get(fingerprint);
  if (known) return { ...(await known), reused: true };
  const shared = sharedResult(fingerprint);
  if (shared) {
    byFingerprint.set(fingerprint, Promise.resolve(shared));
    return { ...shared, reused: true };
  }
  const fresh = (async (): Promise<ScanResult> => {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
    const options: RunOptions = {
      runOnly: { type: 'tag', values: WCAG_TAGS },
      // Passes and incomplete keep one node each: the rules are listed, the run is quicker.
      resultTypes: ['violations'],
      // The portal draws no frame of its own; a third-party frame is the map's to leave out.
      iframes: false,
    };
    const read = (runOptions: RunOptions) =>
      page.evaluate(
        async ([selectors, readOptions]) => {
          const page = window as unknown as {
            axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> };
            setTimeout: (callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => unknown;
          };
          // Paths that hold the page clock (page.clock, paused) would hold axe's own zero-delay steps too:
          // those run on a message channel while axe reads; its longer timers (cache expiry, a preload
          // guard) need never fire. The page's timers are the clock's again as soon as the read is done.
          const held = !/\[native code\]/.test(String(page.setTimeout));
          const clockTimeout = page.setTimeout;
          if (held) {
            page.setTimeout = (callback, ms, ...args) => {
              if (!ms) {
                const channel = new MessageChannel();
                channel.port1.onmessage = () => callback(...args);
                channel.port2.postMessage(0);
              }
              return 0;
            };
          }
          try {
            return await page.axe.run(selectors.length > 0 ? { exclude: selectors.map((selector) => [selector]) } : document, readOptions);
          } finally {
            if (held) page.setTimeout = clockTimeout;
          }
        },
        [excluded, runOptions] as const,
      );
    let results = await read(options);
    // A colour read while something fades (a toast entering or leaving on the real clock) is not a colour a visitor
    // is left with: a contrast failure is read once more after every finite animation has ended.
    if (results.violations.some((violation) => violation.id === 'color-contrast')) {
      await endAnimations(page);
      await new Promise((resolve) => setTimeout(resolve, 400));
      await endAnimations(page);
      const again = await read({ ...options, runOnly: { type: 'rule', values: ['color-contrast'] } });
      results = {
        ...results,
        violations: [...results.violations.filter((violation) => violation.id !== 'color-contrast'), ...again.violations],
      };
    }
    const rules = [...results.passes, ...results.violations, ...results.incomplete].map((rule) => rule.id);
    return {
      width: page_.width,
      rules: [...new Set(rules)].sort(),
      violations: results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} → ${violation.nodes
            .map(
              (node) =>
                `${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary.replace(/\s+/g, ' ').slice(0, 160)}]` : ''}`,
            )
            .join('; ')}`,
      ),
    };
  })();
  byFingerprint.set(fingerprint, fresh);
  // A read that failed (the page navigated under it) is not a result to reuse.
  fresh.then(
    (result) => share(fingerprint, result),
    () => byFingerprint.delete(fingerprint),
  );
  return { ...(await fresh), reused: false };
}

/** The words of an announcement for the report and the failure message. */
export function describeAnnouncement(announcement: Announcement, ctx?: PathContext): string {
  if ('live' in announcement) {
    const text = typeof announcement.live === 'function' ? (ctx ? announcement.live(ctx) : '(from the state)') : announcement.live;
    return `a live region says ${text instanceof RegExp ? String(text) : `"${text}"`}`;
  }
  if ('focus' in announcement) return `focus moves to ${announcement.says}`;
  return `a new page loads (${announcement.page})`;
}

/** Live regions as the accessibility tree has them: aria-hidden or inert subtrees are left out. */
function liveRegions(page: Page) {
  return page
    .getByRole('status')
    .or(page.getByRole('alert'))
    .or(page.getByRole('log'))
    .or(page.locator('[aria-live="polite"]:not([aria-hidden="true"]), [aria-live="assertive"]:not([aria-hidden="true"])'));
}

async function assertAnnounced(ctx: PathContext, announcement: Announcement): Promise<void> {
  const { page, expect } = ctx;
  if ('live' in announcement) {
    const text = typeof announcement.live === 'function' ? announcement.live(ctx) : announcement.live;
    await expect(
      liveRegions(page).filter({ hasText: text }),
      `announcement: no live region (status, alert, log, aria-live) holds ${String(text)}`,
    ).not.toHaveCount(0);
  } else if ('focus' in announcement) {
    await expect(announcement.focus(page), `announcement: focus is not on ${announcement.says}`).toBeFocused();
  } else {
    await expect(page, `announcement: the new page has no title (${announcement.page})`).toHaveTitle(/\S/);
  }
}

/** An accessibility failure of a state: the runner records it as the failure of that state. */
export class A11yFailure extends Error {
  constructor(
    readonly state: string,
    readonly expected: string,
    message: string,
  ) {
    super(message);
  }
}

const pending = new WeakMap<Page, StateA11yCheck[]>();

/**
 * After the contract of `state` passed: asserts the announcement its contract names, and queues the
 * state for the step's axe read (`axeAfterStep`).
 */
export async function checkStateA11y(ctx: PathContext, state: string, contract: ViewContract): Promise<void> {
  const { page } = ctx;
  const log = logs.get(page) ?? [];
  logs.set(page, log);
  const entry: StateA11yCheck = {
    state,
    width: page.viewportSize()?.width ?? 0,
    rules: [],
    violations: [],
    announced: contract.announces ? describeAnnouncement(contract.announces, ctx) : null,
    announcedOk: null,
  };
  log.push(entry);
  pending.set(page, [...(pending.get(page) ?? []), entry]);
  if (contract.announces) {
    entry.announcedOk = false;
    const began = Date.now();
    try {
      await assertAnnounced(ctx, contract.announces);
    } catch (error) {
      throw new A11yFailure(
        state,
        `${contract.shows}; announced: ${entry.announced}`,
        `the state "${state}" is not announced: ${entry.announced} (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
      );
    }
    entry.announcedOk = true;
    entry.ms = Date.now() - began;
  }
}

/**
 * After a step's checks (its contracts, announcements and the transition's own checks, which may
 * look for a toast that does not wait): axe over the page once, for every state checked in the step.
 * Throws naming the state, the width and each rule violated.
 */
export async function axeAfterStep(page: Page, map: PathMap): Promise<void> {
  const states = pending.get(page) ?? [];
  pending.delete(page);
  if (states.length === 0) return;
  const began = Date.now();
  const result = await scan(page, map);
  const readMs = Date.now() - began;
  for (const [index, entry] of states.entries()) {
    entry.ms = (entry.ms ?? 0) + (index === 0 ? readMs : 0);
    entry.width = result.width;
    entry.reused = result.reused;
    entry.rules = result.rules;
    entry.violations = result.violations;
  }
  if (result.violations.length > 0) {
    const names = states.map((entry) => entry.state).join('", "');
    throw new A11yFailure(
      states.map((entry) => entry.state).join(', '),
      `no axe violation (${WCAG_TAGS.join(', ')}) at ${result.width} px`,
      `axe (${WCAG_TAGS.join(', ')}) in state "${names}" at ${result.width} px: ${result.violations.length} rule(s) violated\n` +
        result.violations.map((line) => `  - ${line}`).join('\n'),
    );
  }
}

/** What accessibility cost a run of the paths: axe reads made and reused, and their time beside the paths' own. */
export function a11yCost(runs: Array<{ ms: number; a11y?: StateA11yCheck[] }>): string {
  const checks = runs.flatMap((run) => run.a11y ?? []);
  const reads = checks.filter((check) => check.rules.length > 0 && !check.reused && (check.ms ?? 0) > 0).length;
  const reused = checks.filter((check) => check.reused).length;
  const spent = checks.reduce((sum, check) => sum + (check.ms ?? 0), 0);
  const total = runs.reduce((sum, run) => sum + run.ms, 0);
  const share = total > 0 ? ` (${Math.round((spent / total) * 100)}%)` : '';
  return `Accessibility at every state: ${checks.length} state checks, ${reads} axe reads, ${reused} reused (the same page read before); axe and announcements took ${(spent / 1000).toFixed(1)} s of the paths' ${(total / 1000).toFixed(1)} s${share}.`;
}

/** What the page's path checked, for its run file (runner.ts). */
export function a11yChecks(page: Page): StateA11yCheck[] {
  return logs.get(page) ?? [];
}

/** Per machine and state, for the report: every width checked, the rules applied, the result. */
export interface StateA11ySummary {
  state: string;
  checks: number;
  /** Of the checks, how many read the page anew (the others met a page read before). */
  axeReads: number;
  widths: number[];
  rules: string[];
  violations: string[];
  announced: string | null;
  result: 'passed' | 'failed';
}

export function summariseA11y(checks: StateA11yCheck[]): StateA11ySummary[] {
  const byState = new Map<string, StateA11yCheck[]>();
  for (const check of checks) byState.set(check.state, [...(byState.get(check.state) ?? []), check]);
  return [...byState.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, list]) => {
      const violations = [...new Set(list.flatMap((check) => check.violations))];
      const unannounced = list.some((check) => check.announcedOk === false);
      return {
        state,
        checks: list.length,
        axeReads: list.filter((check) => check.reused === false).length,
        widths: [...new Set(list.map((check) => check.width))].sort((a, b) => a - b),
        rules: [...new Set(list.flatMap((check) => check.rules))].sort(),
        violations,
        announced: list.find((check) => check.announced)?.announced ?? null,
        result: violations.length === 0 && !unannounced && list.every((check) => check.rules.length > 0) ? 'passed' : 'failed',
      };
    });
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The report's table of one machine's states (report.ts). */
export function a11yHtml(states: StateA11ySummary[], excluded: Array<{ selector: string; reason: string }> = []): string {
  if (states.length === 0) return '';
  return `<h3>Accessibility per state (axe: ${WCAG_TAGS.join(', ')})</h3>
  ${excluded.length ? `<p>Not checked by axe: ${excluded.map((e) => `<code>${escape(e.selector)}</code> (${escape(e.reason)})`).join('; ')}</p>` : ''}
  <table><tr><th>state</th><th>checks (axe reads)</th><th>widths (px)</th><th>announced</th><th>rules checked</th><th>result</th></tr>
  ${states
    .map(
      (s) =>
        `<tr class="${s.result === 'passed' ? 'pass' : 'fail'}"><td><code>${escape(s.state)}</code></td><td>${s.checks} (${s.axeReads})</td><td>${s.widths.join(', ')}</td><td>${escape(s.announced ?? '—')}</td><td><details><summary>${s.rules.length} rules</summary>${s.rules.map(escape).join(', ')}</details></td><td>${
          s.result === 'passed' ? 'passed' : `FAILED${s.violations.length ? `<pre>${escape(s.violations.join('\n'))}</pre>` : ''}`
        }</td></tr>`,
    )
    .join('\n  ')}
  </table>`;
}
