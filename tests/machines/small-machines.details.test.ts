/**
 * What the walks of the small machines did not look at (found by `npm run test:mutation`, docs/mutation.md):
 * the status the status-query modal remembers, its scroll lock when no view provided one, and the button
 * Escape gives focus back to when the Solutions dropdown closes.
 */
import { createActor, fromCallback } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { statusQueryModalMachine } from '../../machines/status-query-modal.machine.ts';
import { navMenuMachine } from '../../machines/nav-menu.machine.ts';

describe('status-query modal: the status it remembers', () => {
  const machine = statusQueryModalMachine.provide({ actors: { lockPageScroll: fromCallback(() => () => {}) } });

  it('remembers each status the URL reports, from the form and from the open modal', () => {
    const actor = createActor(machine, { input: { status: null } }).start();
    expect(actor.getSnapshot().context.status).toBeNull();
    actor.send({ type: 'status.changed', status: '0' });
    expect(actor.getSnapshot().context.status).toBe('0');
    actor.send({ type: 'status.changed', status: '200' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.status).toBe('200');
    actor.send({ type: 'status.changed', status: 'abc' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.status).toBe('abc');
    actor.stop();
  });

  it('without a scroll lock provided, opening the modal fails with a clear error', () => {
    const actor = createActor(statusQueryModalMachine, { input: { status: '200' } });
    const error = vi.fn();
    actor.subscribe({ error });
    actor.start();
    expect(error).toHaveBeenCalledWith(new Error('lockPageScroll is not provided'));
    actor.stop();
  });
});

describe('navigation menu: Escape returns focus to the menu that was open', () => {
  it.each(['about', 'solutions'] as const)('%s', (menu) => {
    const focusTrigger = vi.fn();
    const actor = createActor(navMenuMachine.provide({ actions: { focusTrigger } })).start();
    actor.send({ type: 'menu.toggle', menu });
    actor.send({ type: 'menu.escape' });
    expect(focusTrigger).toHaveBeenCalledExactlyOnceWith(expect.anything(), { menu });
    actor.stop();
  });
});
