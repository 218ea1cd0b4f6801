import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ACCORDION_PANELS, accordionMachine, selectOpenPanel } from '../../machines/accordion.machine.ts';
import { walkMachine } from '../support/model.ts';

describe('benefits accordion machine (spec 2, spec 4)', () => {
  it('walks every state and transition', async () => {
    const report = await walkMachine(accordionMachine, {
      events: ACCORDION_PANELS.map((panel) => ({ type: 'panel.toggle' as const, panel })),
      // Exactly one panel or none is open in every state the walk reaches.
      assertState: (snapshot) => {
        expect([...ACCORDION_PANELS, null]).toContain(selectOpenPanel(snapshot));
        // The open panel is the one the state names; `allClosed` shows none.
        const open = (
          { procurement: 'procurement', logistics: 'logistics', analytics: 'analytics', allClosed: null } as Record<string, string | null>
        )[snapshot.value as string];
        expect(open, `no expectation for state ${JSON.stringify(snapshot.value)}`).not.toBeUndefined();
        expect(selectOpenPanel(snapshot)).toBe(open);
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });

  it('opens Parts Procurement first, one panel at a time, and closes the open one on toggle', () => {
    const actor = createActor(accordionMachine).start();
    expect(selectOpenPanel(actor.getSnapshot())).toBe('procurement');
    actor.send({ type: 'panel.toggle', panel: 'analytics' });
    expect(selectOpenPanel(actor.getSnapshot())).toBe('analytics');
    actor.send({ type: 'panel.toggle', panel: 'analytics' });
    expect(selectOpenPanel(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'panel.toggle', panel: 'logistics' });
    expect(selectOpenPanel(actor.getSnapshot())).toBe('logistics');
  });
});
