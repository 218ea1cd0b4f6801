/**
 * The /ops login panel's visibility (spec 4 "Login panel: visibility (showLogin) toggles when SIGN IN
 * is clicked on /ops").
 *
 * The panel starts `shown`, so a visitor who arrives at /ops (the sign-in page) sees the form. On /ops
 * SIGN IN toggles between `shown` and `hidden`; SIGN IN on any other page navigates to /ops and
 * `panel.show`s it, so the visitor lands on an open form. Nothing is provided: it has no effects.
 */
import { setup } from 'xstate';

export type LoginPanelEvent = { type: 'panel.toggle' } | { type: 'panel.show' };

export const loginPanelMachine = setup({
  types: { events: {} as LoginPanelEvent },
}).createMachine({
  id: 'loginPanel',
  initial: 'shown',
  states: {
    shown: {
      description: 'The compact login panel is visible on /ops.',
      tags: ['visible'],
      on: { 'panel.toggle': 'hidden' },
    },
    hidden: {
      description: 'The visitor closed the panel with SIGN IN.',
      on: { 'panel.toggle': 'shown', 'panel.show': 'shown' },
    },
  },
});

export const selectPanelVisible = (snapshot: { hasTag: (tag: 'visible') => boolean }) => snapshot.hasTag('visible');
