import { createActor, fromCallback } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { isSuccessStatus, selectModalOpen, statusQueryModalMachine } from '../../machines/status-query-modal.machine.ts';
import { walkMachine } from '../support/model.ts';

/** The machine with a scroll lock that records when it is held, and a recorded navigation. */
function instrumented() {
  const lock = { held: false, locks: 0 };
  const navigateToBase = vi.fn();
  const machine = statusQueryModalMachine.provide({
    actions: { navigateToBase },
    actors: {
      lockPageScroll: fromCallback(() => {
        lock.held = true;
        lock.locks += 1;
        return () => {
          lock.held = false;
        };
      }),
    },
  });
  return { machine, lock, navigateToBase };
}

describe('status-query modal machine (spec 4)', () => {
  it('walks every state and transition, from every kind of start', async () => {
    const report = await walkMachine(statusQueryModalMachine, {
      inputs: [{ status: null }, { status: '0' }, { status: '200' }, { status: 'abc' }],
      events: [
        { type: 'status.changed', status: '200' },
        { type: 'status.changed', status: null },
        { type: 'status.changed', status: '500' },
        { type: 'modal.close' },
      ],
      // Tell states apart by value and by whether the URL says 200, so the walk stays small.
      serializeState: (snapshot) => `${JSON.stringify(snapshot.value)} ${isSuccessStatus(snapshot.context.status)}`,
      assertState: (snapshot) => {
        // The modal is open exactly when the machine is in `open`.
        expect(selectModalOpen(snapshot)).toBe(snapshot.matches('open'));
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    expect(report.actions).toContain('navigateToBase');
  });

  it.each([
    [null, false],
    ['0', false],
    ['200', true],
    ['200 ', false],
    ['0200', false],
    ['2000', false],
    ['<script>', false],
    ['', false],
  ])('status %j opens the modal: %s', (status, open) => {
    const { machine } = instrumented();
    const actor = createActor(machine, { input: { status } }).start();
    expect(selectModalOpen(actor.getSnapshot())).toBe(open);
    actor.stop();
  });

  it('locks scrolling while open; Close navigates to the base route and restores scrolling', () => {
    const { machine, lock, navigateToBase } = instrumented();
    const actor = createActor(machine, { input: { status: '200' } }).start();
    expect(lock.held).toBe(true);
    actor.send({ type: 'modal.close' });
    expect(navigateToBase).toHaveBeenCalledTimes(1);
    expect(lock.held).toBe(false);
    expect(selectModalOpen(actor.getSnapshot())).toBe(false);
    // The router then reports the URL without the parameter: nothing reopens.
    actor.send({ type: 'status.changed', status: null });
    expect(selectModalOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'modal.close' });
    expect(navigateToBase).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('restores scrolling when the page unmounts with the modal open', () => {
    const { machine, lock } = instrumented();
    const actor = createActor(machine, { input: { status: '200' } }).start();
    expect(lock.held).toBe(true);
    actor.stop();
    expect(lock.held).toBe(false);
  });

  it('follows the URL while mounted, without locking twice', () => {
    const { machine, lock } = instrumented();
    const actor = createActor(machine, { input: { status: null } }).start();
    actor.send({ type: 'status.changed', status: '200' });
    actor.send({ type: 'status.changed', status: '200' });
    expect(lock.locks).toBe(1);
    actor.send({ type: 'status.changed', status: '0' });
    expect(lock.held).toBe(false);
    expect(selectModalOpen(actor.getSnapshot())).toBe(false);
    actor.stop();
  });
});
