import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { loginPanelMachine, selectPanelVisible } from '../../machines/login-panel.machine.ts';
import { walkMachine } from '../support/model.ts';

describe('login panel machine (spec 4 showLogin)', () => {
  it('walks every state and transition', async () => {
    const report = await walkMachine(loginPanelMachine, {
      events: [
        { type: 'signIn.press', onOps: true },
        { type: 'signIn.press', onOps: false },
      ],
      assertState: (snapshot) => {
        // Expected view per state, written down independently of the machine: only `shown` shows the panel.
        const visible = ({ shown: true, hidden: false } as Record<string, boolean>)[snapshot.value as string];
        expect(visible, `no expectation for state ${JSON.stringify(snapshot.value)}`).toBeDefined();
        expect(selectPanelVisible(snapshot)).toBe(visible);
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    expect(report.actions).toContain('goToOps');
  });

  // spec 2: on /ops SIGN IN toggles the panel; on any other page it goes to /ops, the panel shown.
  it('toggles the panel on /ops and never navigates there', () => {
    const goToOps = vi.fn();
    const actor = createActor(loginPanelMachine.provide({ actions: { goToOps } })).start();
    actor.send({ type: 'signIn.press', onOps: true });
    expect(selectPanelVisible(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'signIn.press', onOps: true });
    expect(selectPanelVisible(actor.getSnapshot())).toBe(true);
    expect(goToOps).not.toHaveBeenCalled();
  });

  it('elsewhere goes to /ops once per press and shows the panel, whether it was closed or not', () => {
    const goToOps = vi.fn();
    const actor = createActor(loginPanelMachine.provide({ actions: { goToOps } })).start();
    actor.send({ type: 'signIn.press', onOps: false });
    expect(goToOps).toHaveBeenCalledTimes(1);
    expect(selectPanelVisible(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'signIn.press', onOps: true });
    expect(selectPanelVisible(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'signIn.press', onOps: false });
    expect(goToOps).toHaveBeenCalledTimes(2);
    expect(selectPanelVisible(actor.getSnapshot())).toBe(true);
  });
});
