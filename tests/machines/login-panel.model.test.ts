import { describe, expect, it } from 'vitest';
import { loginPanelMachine } from '../../machines/login-panel.machine.ts';
import { walkMachine } from '../support/model.ts';

describe('login panel machine (spec 4 showLogin)', () => {
  it('walks every state and transition', async () => {
    const report = await walkMachine(loginPanelMachine, {
      events: [{ type: 'panel.toggle' }, { type: 'panel.show' }],
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
