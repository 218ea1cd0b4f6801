/**
 * The navigation bar's menus (spec 2 "Shared navigation bar"), as the WAI-ARIA disclosure pattern.
 *
 * Two regions run side by side. `dropdown`: `closed`, or `open` with the one menu that is open
 * (About or Solutions; opening one closes the other). Escape closes it and returns focus to its
 * button; a click outside or a navigation closes it without moving focus. `mobile`: on narrow
 * screens the whole menu is behind a toggle, `closed` or `open`; Escape closes it too, a navigation
 * closes it.
 *
 * Provide: `focusTrigger` (moves focus back to the button of the menu that closed).
 */
import { assign, setup } from 'xstate';

export type MenuName = 'about' | 'solutions';
export interface NavMenuContext {
  menu: MenuName | null;
}
export type NavMenuEvent =
  | { type: 'menu.toggle'; menu: MenuName }
  | { type: 'menu.escape' }
  | { type: 'menu.dismiss' }
  | { type: 'mobile.toggle' }
  | { type: 'route.changed' };

export const navMenuMachine = setup({
  types: { context: {} as NavMenuContext, events: {} as NavMenuEvent },
  actions: {
    /** Effect: focus the button that opened `menu` (or the mobile toggle when null). */
    focusTrigger: (_, _params: { menu: MenuName | 'mobile' }) => {},
    assignMenu: assign({ menu: ({ event }) => (event.type === 'menu.toggle' ? event.menu : null) }),
    clearMenu: assign({ menu: null }),
  },
  guards: {
    isSameMenu: ({ context, event }) => event.type === 'menu.toggle' && context.menu === event.menu,
  },
}).createMachine({
  id: 'navMenu',
  context: { menu: null },
  type: 'parallel',
  states: {
    dropdown: {
      initial: 'closed',
      states: {
        closed: {
          description: 'No dropdown is open.',
          on: { 'menu.toggle': { target: 'open', actions: 'assignMenu' } },
        },
        open: {
          description: 'The About or Solutions dropdown is open (context.menu says which).',
          tags: ['dropdownOpen'],
          on: {
            'menu.toggle': [
              { guard: 'isSameMenu', target: 'closed', actions: 'clearMenu' },
              { target: 'open', reenter: true, actions: 'assignMenu' },
            ],
            'menu.escape': {
              target: 'closed',
              actions: [{ type: 'focusTrigger', params: ({ context }) => ({ menu: context.menu ?? 'about' }) }, 'clearMenu'],
            },
            'menu.dismiss': { target: 'closed', actions: 'clearMenu' },
            'route.changed': { target: 'closed', actions: 'clearMenu' },
          },
        },
      },
    },
    mobile: {
      initial: 'closed',
      states: {
        closed: {
          description: 'The narrow-screen menu is collapsed behind its toggle.',
          on: { 'mobile.toggle': 'open' },
        },
        open: {
          description: 'The narrow-screen menu is expanded.',
          tags: ['mobileOpen'],
          on: {
            'mobile.toggle': 'closed',
            'route.changed': 'closed',
            'menu.escape': { target: 'closed', actions: { type: 'focusTrigger', params: { menu: 'mobile' } } },
          },
        },
      },
    },
  },
});

export const selectOpenMenu = (snapshot: { context: NavMenuContext }) => snapshot.context.menu;
export const selectMobileOpen = (snapshot: { hasTag: (tag: 'mobileOpen') => boolean }) => snapshot.hasTag('mobileOpen');
