/**
 * The /ops login panel's visibility and the SIGN IN button that drives it (spec 2 "A SIGN IN
 * button. On any page other than /ops it navigates to /ops. On /ops it toggles the login panel";
 * spec 4 "Login panel: visibility (showLogin) toggles when SIGN IN is clicked on /ops").
 *
 * The panel starts `shown`, so a visitor who arrives at /ops (the sign-in page) sees the form. SIGN IN
 * (`signIn.press`, with whether the visitor is on /ops) is decided here: on /ops it toggles between
 * `shown` and `hidden`; on any other page it goes to /ops (effect `goToOps`) with the panel `shown`,
 * so the visitor lands on an open form.
 *
 * Provide: action `goToOps` (the router's navigation to /ops).
 */
import { setup } from 'xstate';

export type LoginPanelEvent = { type: 'signIn.press'; onOps: boolean };

export const loginPanelMachine = setup({
  types: { events: {} as LoginPanelEvent },
  actions: {
    /** Effect: navigate to /ops, where the panel is (spec 2: SIGN IN off /ops goes there). */
    goToOps: () => {},
  },
  guards: {
    /** The visitor pressed SIGN IN on /ops itself, where the panel is drawn. */
    isOnOps: ({ event }) => event.onOps,
  },
}).createMachine({
  id: 'loginPanel',
  initial: 'shown',
  states: {
    shown: {
      description: 'The compact login panel is visible on /ops.',
      tags: ['visible'],
      on: {
        'signIn.press': [{ guard: 'isOnOps', target: 'hidden' }, { actions: 'goToOps' }],
      },
    },
    hidden: {
      description: 'The visitor closed the panel with SIGN IN.',
      on: {
        'signIn.press': [
          { guard: 'isOnOps', target: 'shown' },
          { target: 'shown', actions: 'goToOps' },
        ],
      },
    },
  },
});

export const selectPanelVisible = (snapshot: { hasTag: (tag: 'visible') => boolean }) => snapshot.hasTag('visible');
