/**
 * The catalogue's player can take every machine from its initial state to each of its states (final
 * and resting ones included) using only what it offers an analyst: the start inputs, the event
 * buttons, the services' answers and the timers (docs/decisions/statechart-catalogue.md). A breadth-first search over those
 * choices, replayed on fresh real actors with stub services.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { loadCharts } from '../../scripts/statecharts-lib.ts';
import { PlayerSession } from '../../scripts/statecharts-player-core.ts';
import { startInputs } from '../../scripts/statecharts-player-data.ts';

type Step = { kind: 'event'; index: number } | { kind: 'answer'; id: string; index: number } | { kind: 'timer'; index: number };

const leavesOf = (node: AnyStateNode): AnyStateNode[] => {
  const children = Object.values(node.states) as AnyStateNode[];
  return children.length ? children.flatMap(leavesOf) : [node];
};

/** A state with an unguarded eventless transition is left at once: nobody ever rests there. */
const isTransient = (node: AnyStateNode) => (node.always ?? []).some((transition) => !transition.guard);

async function replay(session: PlayerSession, steps: readonly Step[]) {
  for (const step of steps) {
    if (step.kind === 'event') {
      const variant = session.acceptedEvents()[step.index];
      if (variant) session.send(variant);
    } else if (step.kind === 'answer') {
      const pending = session.pendingAnswers().find((item) => item.id === step.id);
      const answer = pending?.answers[step.index];
      if (answer) await session.answer(step.id, answer);
    } else {
      const timer = session.pendingTimers()[step.index];
      if (timer) session.fire(timer.id);
    }
  }
}

function choices(session: PlayerSession): Step[] {
  return [
    ...session.acceptedEvents().map((_, index): Step => ({ kind: 'event', index })),
    ...session.pendingAnswers().flatMap((item) => item.answers.map((_, index): Step => ({ kind: 'answer', id: item.id, index }))),
    ...session.pendingTimers().map((_, index): Step => ({ kind: 'timer', index })),
  ];
}

/**
 * The leaf states reached from any start input within `depth` choices. The search stops as soon as every state of
 * `wanted` is among them: what the test asks is that each is reached, not how many ways there are.
 */
async function reachable(
  chart: Awaited<ReturnType<typeof loadCharts>>[number],
  depth: number,
  wanted: readonly string[],
): Promise<Set<string>> {
  const seen = new Set<string>();
  const allSeen = () => wanted.every((path) => seen.has(path));
  for (const start of startInputs(chart.machine.id)) {
    const visited = new Set<string>();
    let frontier: Step[][] = [[]];
    for (let level = 0; level <= depth && frontier.length; level += 1) {
      const next: Step[][] = [];
      for (const steps of frontier) {
        const session = new PlayerSession(chart.machine, start.input);
        await replay(session, steps);
        for (const path of session.states()) seen.add(path);
        if (allSeen()) {
          session.stop();
          return seen;
        }
        const key = `${session.describe()}|${session
          .pendingAnswers()
          .map((item) => item.id)
          .join(',')}|${session.pendingTimers().length}|${JSON.stringify(session.snapshot.context)}`;
        const options = visited.has(key) ? [] : choices(session);
        visited.add(key);
        session.stop();
        for (const option of options) next.push([...steps, option]);
      }
      frontier = next.slice(0, 4000);
    }
  }
  return seen;
}

const charts = await loadCharts();

describe('the catalogue player reaches every state', () => {
  it.each(charts.map((chart) => [chart.name, chart] as const))(
    '%s',
    async (_name, chart) => {
      const wanted = leavesOf(chart.machine.root)
        .filter((node) => !isTransient(node))
        .map((node) => node.path.join('.'));
      const seen = await reachable(chart, 8, wanted);
      const missing = wanted.filter((path) => !seen.has(path));
      expect(missing).toEqual([]);
    },
    120_000,
  );

  it('steps the login form to a hand-over with the answers an analyst would pick', async () => {
    const chart = charts.find((item) => item.machine.id === 'loginForm');
    if (!chart) throw new Error('no loginForm');
    const session = new PlayerSession(chart.machine);
    expect(session.describe()).toBe('idle');
    const submit = session.acceptedEvents().find((variant) => variant.label === 'filled in');
    if (!submit) throw new Error('no submit');
    session.send(submit);
    expect(session.describe()).toBe('loading');
    const success = session.pendingAnswers()[0]?.answers.find((answer) => answer.label.startsWith('success'));
    if (!success) throw new Error('no success answer');
    await session.answer('requestToken', success);
    expect(session.describe()).toBe('routing');
    await session.answer(
      'routeUser',
      session.pendingAnswers()[0]!.answers.find((answer) => answer.label === 'tab blocked')!,
    );
    expect(session.describe()).toBe('linkOffered');
    expect(session.path).toEqual([
      'start loginForm with {"storedProductId":null}',
      'send {"type":"credentials.submit","username":"shop.demo","password":"Demo-Pass-1"}  → loading',
      'answer requestToken: success: customer (type 1)  → routing',
      'answer routeUser: tab blocked  → linkOffered',
    ]);
  });
});
