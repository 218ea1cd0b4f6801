import { describe, expect, it } from 'vitest';
import { loginPanelMachine, selectPanelVisible } from '../../machines/login-panel.machine.ts';
import { walkMachine } from '../support/model.ts';

describe('login panel machine (spec 4 showLogin)', () => {
  it('walks every state and transition', async () => {
    const report = await walkMachine(loginPanelMachine, {
      events: [{ type: 'panel.toggle' }, { type: 'panel.show' }],
      assertState: (snapshot) => {
        // Expected view per state, written down independently of the machine: only `shown` shows the panel.
        const visible = ({ shown: true, hidden: false } as Record<string, boolean>)[snapshot.value as string];
        expect(visible, `no expectation for state ${JSON.stringify(snapshot.value)}`).toBeDefined();
        expect(selectPanelVisible(snapshot)).toBe(visible);
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
