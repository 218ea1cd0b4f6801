/**
 * The committed path-coverage summary (tests/paths/support/report.ts) and the coverage of the user-type
 * routing child through its parents' outcomes (support/child-coverage.ts): a full passing run writes it,
 * a filtered or failing one never does, and each routing outcome replays to the final state it names.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathMaps } from '../paths/maps.ts';
import { CHILD_MACHINES } from '../paths/support/child-coverage.ts';
import { summaryOf, writeSummary, type MachineCoverage } from '../paths/support/report.ts';
import type { PathRun } from '../paths/support/runner.ts';

const routing = CHILD_MACHINES.routeUser!;

describe('user-type routing covered through the sign-in maps', () => {
  it.each([
    [{ kind: 'left', url: 'shop.demo' }, 'fetchingAppLink', 'leaving'],
    [{ kind: 'left', url: 'app27' }, 'fetchingAppLink', 'leaving'],
    [{ kind: 'left', url: 'supplier.demo' }, 'fetchingAppLink', 'leaving'],
    [{ kind: 'left', url: 'admin.demo' }, 'resolvingAdminToolLink', 'leaving'],
    [{ kind: 'left', url: 'logistix.demo' }, 'resolvingLogistixLink', 'leaving'],
    [{ kind: 'left', url: 'insights.demo' }, 'resolvingInsightsLink', 'leaving'],
    [{ kind: 'failed', message: 'x' }, 'fetchingAppLink', 'failed'],
    [{ kind: 'tabOpened', url: 'dispatch' }, 'openingTab', 'tabOpened'],
    [{ kind: 'tabBlocked', url: 'dispatch' }, 'openingTab', 'tabBlocked'],
    [{ kind: 'rejected', message: 'x' }, 'internal', 'rejected'],
  ])('%o replays through %s to %s', async (output, through, final) => {
    const walked = await routing.replay(output);
    expect(walked.states).toContain('deciding');
    expect(walked.states).toContain(through);
    expect(walked.states).toContain(final);
    expect(walked.transitions.length).toBeGreaterThanOrEqual(2);
  });

  it("takes the token login's forced application (deciding's first branch), not the user type's", async () => {
    const forced = await routing.replay({ kind: 'left', url: 'app27' }, 'tests/paths/token-login.paths.ts');
    const typed = await routing.replay({ kind: 'left', url: 'app27' }, 'tests/paths/kc-landing.paths.ts');
    expect(forced.transitions).toContain('userTypeRouting.deciding (always) #0');
    expect(typed.transitions).toContain('userTypeRouting.deciding (always) #2');
    expect(typed.transitions).not.toContain('userTypeRouting.deciding (always) #0');
  });

  it("replays the stored product 27 overriding the type: deciding takes its second branch (#1), not the supplier's", async () => {
    const walked = await routing.replay({ kind: 'left', url: 'shop.demo', account: 'supplier.demo', storedProductId: 27 });
    expect(walked.transitions).toContain('userTypeRouting.deciding (always) #1');
    expect(walked.transitions).not.toContain('userTypeRouting.deciding (always) #3');
    const typed = await routing.replay({ kind: 'left', url: 'supplier.demo' });
    expect(typed.transitions).toContain('userTypeRouting.deciding (always) #3');
  });

  it('replays a token that claims an unknown user type: deciding falls through to failed (#7) with no call', async () => {
    const walked = await routing.replay({ kind: 'failed', message: 'x', account: 'shop.demo', userType: 5 });
    expect(walked.transitions).toContain('userTypeRouting.deciding (always) #7');
    expect(walked.states).not.toContain('fetchingAppLink');
  });

  it("replays logistix.demo's failed redirect call: resolvingLogistixLink's error", async () => {
    const walked = await routing.replay({ kind: 'failed', message: 'x', account: 'logistix.demo' });
    expect(walked.transitions).toContain('userTypeRouting.resolvingLogistixLink xstate.error.actor.resolveLogistixLink #0');
  });

  it('refuses an outcome whose account it does not know', async () => {
    await expect(routing.replay({ kind: 'left', url: 'nobody.demo' })).rejects.toThrow(/no account known/);
    await expect(routing.replay({ kind: 'failed', message: 'x', account: 'nobody.demo' })).rejects.toThrow(/no account known/);
  });

  it("replays a failure with the account the page signed in with: dispatch.demo's jump fails", async () => {
    const walked = await routing.replay({ kind: 'failed', message: 'x', account: 'dispatch.demo' });
    expect(walked.states).toContain('requestingDispatchLink');
    expect(walked.transitions).toContain('userTypeRouting.requestingDispatchLink xstate.error.actor.requestDispatchLink #0');
    expect(walked.states).not.toContain('fetchingAppLink');
  });
});

const coverage = (map: string, machine: string, complete = true): MachineCoverage => ({
  machine,
  map,
  states: { reached: 2, total: 2, missing: [] },
  transitions: { taken: 3, total: 3, excluded: 0, missing: [] },
  excluded: [],
  unplanned: [],
  paths: { planned: 1, run: 1, passed: 1 },
  runs: [],
  a11y: [],
  axeExcluded: [],
  complete,
  meetsTarget: true,
});
const run = (file: string, childOutcomes: PathRun['childOutcomes']): PathRun => ({
  machine: 'loginForm',
  file,
  states: [],
  transitions: [],
  excluded: [],
  unplanned: [],
  plannedPaths: [],
  path: 'p',
  steps: [],
  reachedStates: [],
  takenTransitions: [],
  childOutcomes,
  passed: true,
  failure: null,
  ms: 1,
});

describe('path-coverage summary', () => {
  const all = pathMaps.map((map) => coverage(map.file, map.machine.id));
  const runs = [
    run('tests/paths/login-form.paths.ts', [{ actor: 'routeUser', output: { kind: 'left', url: 'shop.demo' } }]),
    run('tests/paths/auto-sign-in.paths.ts', [{ actor: 'routeUser', output: { kind: 'rejected', message: 'x' } }]),
  ];

  it('gives a child machine the figures of its outcomes and names the maps it is covered through', async () => {
    const summary = await summaryOf(all, runs, '2026-11-27', 'abc1234');
    expect(summary).toMatchObject({ run: '2026-11-27', commit: 'abc1234' });
    const child = summary.machines.userTypeRouting!;
    // A transition no page can cause is excluded with its reason, not left among those neither taken nor excluded.
    const openTabError = 'userTypeRouting.openingTab xstate.error.actor.openTab #0';
    const callFree = [
      'userTypeRouting.resolvingAdminToolLink xstate.error.actor.resolveAdminToolLink #0',
      'userTypeRouting.resolvingInsightsLink xstate.error.actor.resolveInsightsLink #0',
    ];
    expect(child.excluded.map((entry) => entry.transition).sort()).toEqual([openTabError, ...callFree].sort());
    expect(child.transitions.excluded).toBe(3);
    for (const excluded of [openTabError, ...callFree]) expect(child.transitions.missing).not.toContain(excluded);
    // What a page can cause stays listed until a path takes it.
    expect(child.transitions.missing).toContain('userTypeRouting.resolvingLogistixLink xstate.error.actor.resolveLogistixLink #0');
    expect(child.map).toBeNull();
    expect(child.coveredThrough?.maps).toEqual(['tests/paths/auto-sign-in.paths.ts', 'tests/paths/login-form.paths.ts']);
    expect(child.states).toMatchObject({ reached: 5, total: 13 });
    expect(child.states.missing).toContain('resolvingInsightsLink');
    expect(child.transitions.taken).toBe(4);
    expect(summary.machines.loginForm).toMatchObject({ map: 'tests/paths/login-form.paths.ts', states: { reached: 2, total: 2 } });
  });

  it('is written by a full passing run only, and only when its figures changed', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'path-summary-')), 'summary.json');
    expect(await writeSummary(all.slice(1), runs, file), 'a map did not run').toBe(false);
    expect(await writeSummary([...all.slice(1), coverage(all[0]!.map, all[0]!.machine, false)], runs, file), 'a filtered run').toBe(false);
    const failing = { ...all[0]!, paths: { planned: 1, run: 1, passed: 0 } };
    expect(await writeSummary([failing, ...all.slice(1)], runs, file), 'a failing run').toBe(false);
    expect(await writeSummary(all, runs, file)).toBe(true);
    const written = JSON.parse(readFileSync(file, 'utf8')) as { run: string };
    writeFileSync(file, JSON.stringify({ ...written, run: '2000-01-01' }));
    expect(await writeSummary(all, runs, file), 'same figures').toBe(false);
    expect((JSON.parse(readFileSync(file, 'utf8')) as { run: string }).run).toBe('2000-01-01');
  });
});
