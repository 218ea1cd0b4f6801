/**
 * The UI path report's figures (tests/paths/support/report.ts) can fail: excluded transitions count
 * as not taken, a machine below 100% states or 90% transitions misses its target, and a run that
 * skipped planned paths is marked partial rather than counted as the machine's coverage.
 */
import { describe, expect, it } from 'vitest';
import { childFigures, childTable, html, summarise, table } from '../paths/support/report.ts';
import type { PathRun } from '../paths/support/runner.ts';

const base: PathRun = {
  machine: 'm',
  file: 'tests/paths/m.paths.ts',
  states: ['a', 'b'],
  transitions: Array.from({ length: 10 }, (_, i) => `m.a e${i} #0`),
  excluded: [{ transition: 'm.a e9 #0', reason: 'not in the UI' }],
  unplanned: [],
  plannedPaths: ['p1', 'p2'],
  path: 'p1',
  steps: [],
  reachedStates: ['a', 'b'],
  takenTransitions: Array.from({ length: 9 }, (_, i) => `m.a e${i} #0`),
  passed: true,
  failure: null,
  ms: 1,
};

describe('path coverage report', () => {
  it('counts an excluded transition as not taken and meets the target at 90%', () => {
    const [m] = summarise([base, { ...base, path: 'p2', takenTransitions: [] }]);
    expect(m).toMatchObject({
      states: { reached: 2, total: 2 },
      transitions: { taken: 9, total: 10, excluded: 1, missing: [] },
      complete: true,
      meetsTarget: true,
    });
    expect(table([m!])).toMatch(/^m\s+2\/2 \(100%\)\s+9\/10 \(90%\)\s+1\s+2\/2\/2\s+ok$/m);
  });

  it('misses the target below 90% transitions or with a state not reached, and names what is missing', () => {
    const [low] = summarise([{ ...base, takenTransitions: base.takenTransitions.slice(1), plannedPaths: ['p1'] }]);
    expect(low).toMatchObject({ meetsTarget: false, transitions: { taken: 8, missing: ['m.a e0 #0'] } });
    expect(table([low!])).toContain('BELOW TARGET');
    const [state] = summarise([{ ...base, reachedStates: ['a'], plannedPaths: ['p1'] }]);
    expect(state).toMatchObject({ meetsTarget: false, states: { reached: 1, missing: ['b'] } });
  });

  it('marks a run without every planned path as partial, and a failing path as FAILED with its step in the HTML', () => {
    const [partial] = summarise([base]);
    expect(partial!.complete).toBe(false);
    expect(table([partial!])).toContain('partial run');
    const failure = {
      step: 'submit',
      stepIndex: 1,
      state: 'loading',
      expected: 'LOGIN disabled',
      // As Playwright's expect writes it for a terminal: colour codes around the values.
      message: 'boom \u001b[31m<b>\u001b[39m \u001b[2mexpected\u001b[22m',
      screenshot: 'test-results/path-coverage/screenshots/x.png',
    };
    const [failed] = summarise([{ ...base, passed: false, failure }]);
    expect(table([failed!])).toContain('FAILED');
    const page = html([failed!], 'now');
    expect(page).toContain('Failed at step 1 (<code>submit</code>) in state <code>loading</code>');
    expect(page).toContain('boom &lt;b&gt; expected');
    expect(page).not.toContain('\u001b');
    expect(JSON.stringify(failed)).not.toMatch(/\\u001b|\[3\dm/);
    expect(page).toContain('src="screenshots/x.png"');
    expect(page).not.toMatch(/<script|https?:\/\//);
  });

  it('lists a child machine covered through other maps, with its excluded transitions and what is neither taken nor excluded', async () => {
    const runs: PathRun[] = [
      {
        ...base,
        file: 'tests/paths/login-form.paths.ts',
        childOutcomes: [{ actor: 'routeUser', output: { kind: 'left', url: 'shop.demo' } }],
      },
    ];
    const children = await childFigures(runs);
    const routing = children.userTypeRouting!;
    expect(routing.coveredThrough?.maps).toEqual(['tests/paths/login-form.paths.ts']);
    const page = html(summarise(runs), 'now', '', children);
    expect(page).toContain('<section id="userTypeRouting">');
    expect(page).toContain('the real openTab (src/actors/auth/sign-in-actors.ts) never rejects');
    expect(page).toMatch(/neither taken nor excluded: .*resolveLogistixLink/);
    expect(childTable(children)).toMatch(/^userTypeRouting \(covered through 1 maps\): states \d+\/13, transitions \d+\/24 \(3 excluded\)/);
  });
});
