import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { navMenuMachine, selectMobileOpen, selectOpenMenu } from '../../machines/nav-menu.machine.ts';
import { walkMachine } from '../support/model.ts';

describe('navigation menu machine (spec 2 navigation bar)', () => {
  it('walks every state and transition', async () => {
    const report = await walkMachine(navMenuMachine, {
      events: [
        { type: 'menu.toggle', menu: 'about' },
        { type: 'menu.toggle', menu: 'solutions' },
        { type: 'menu.escape' },
        { type: 'menu.dismiss' },
        { type: 'mobile.toggle' },
        { type: 'route.changed' },
      ],
      assertState: (snapshot) => {
        const value = snapshot.value as { dropdown: string; mobile: string };
        // An open dropdown names the menu it shows; a closed one names none.
        expect(['open', 'closed']).toContain(value.dropdown);
        expect(selectOpenMenu(snapshot)).toEqual(value.dropdown === 'open' ? expect.stringMatching(/^(about|solutions)$/) : null);
        expect(['open', 'closed']).toContain(value.mobile);
        expect(selectMobileOpen(snapshot)).toBe(value.mobile === 'open');
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });

  it('Escape closes the open dropdown and returns focus to its button', () => {
    const focusTrigger = vi.fn();
    const actor = createActor(navMenuMachine.provide({ actions: { focusTrigger } })).start();
    actor.send({ type: 'menu.toggle', menu: 'solutions' });
    expect(actor.getSnapshot().context.menu).toBe('solutions');
    actor.send({ type: 'menu.toggle', menu: 'about' });
    expect(actor.getSnapshot().context.menu).toBe('about');
    actor.send({ type: 'menu.escape' });
    expect(focusTrigger).toHaveBeenCalledWith(expect.anything(), { menu: 'about' });
    expect(actor.getSnapshot().hasTag('dropdownOpen')).toBe(false);
  });
});
