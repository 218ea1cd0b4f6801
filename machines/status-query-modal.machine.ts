/**
 * The status query parameter (spec 4 "Status query parameter") on /contactus, /deliverytrax-ad,
 * /traxmobile-ad, /support (and /subscribe): after a form post the lead service sends the browser
 * back with status=200, and the page thanks the visitor.
 *
 * On start the status given as input is `checking`ed: exactly '200' opens the modal, anything else
 * (absent, '0', 'abc', '2000') is the `form`. While `open` the success modal and its backdrop show
 * and page scrolling is held off by the invoked `lockPageScroll` (its cleanup restores scrolling, so
 * scrolling comes back however `open` is left, even when the page unmounts). Close (or Escape)
 * navigates to the base route without the parameter and returns to `form`. A status that changes
 * while the page stays mounted (the visitor edits the URL, back/forward) is followed the same way.
 *
 * Provide: `navigateToBase` (router, replace), and the actor `lockPageScroll`.
 */
import { assign, fromCallback, setup } from 'xstate';
import { isSuccessStatus } from './success-status.ts';

export { isSuccessStatus } from './success-status.ts';

export interface StatusQueryModalInput {
  status: string | null;
}
export interface StatusQueryModalContext {
  status: string | null;
}
export type StatusQueryModalEvent = { type: 'status.changed'; status: string | null } | { type: 'modal.close' };

export const statusQueryModalMachine = setup({
  types: {
    input: {} as StatusQueryModalInput,
    context: {} as StatusQueryModalContext,
    events: {} as StatusQueryModalEvent,
  },
  actors: {
    /** Holds page scrolling off while running; its cleanup restores scrolling (provided by the view). */
    lockPageScroll: fromCallback(() => {
      throw new Error('lockPageScroll is not provided');
    }),
  },
  actions: {
    /** Effect: go to the base route without the status parameter (provided by the view). */
    navigateToBase: () => {},
    /** Remember the status the URL now carries, so the diagram and the tests can see it. */
    assignStatus: assign({
      status: ({ event }) => (event.type === 'status.changed' ? event.status : null),
    }),
  },
  guards: {
    isSuccess: ({ context }) => isSuccessStatus(context.status),
    isSuccessEvent: ({ event }) => event.type === 'status.changed' && isSuccessStatus(event.status),
  },
}).createMachine({
  id: 'statusQueryModal',
  context: ({ input }) => ({ status: input.status }),
  initial: 'checking',
  states: {
    checking: {
      description: "Reads the status the page was opened with: '200' opens the modal, anything else shows the form.",
      always: [{ guard: 'isSuccess', target: 'open' }, { target: 'form' }],
    },
    form: {
      description: 'Status absent, 0 or anything but 200: the form shows and the page scrolls.',
      on: {
        'status.changed': [{ guard: 'isSuccessEvent', target: 'open', actions: 'assignStatus' }, { actions: 'assignStatus' }],
      },
    },
    open: {
      description: 'Status 200: the 500 px success modal and its backdrop show; page scrolling is off.',
      tags: ['visible'],
      invoke: { id: 'lockPageScroll', src: 'lockPageScroll' },
      on: {
        'modal.close': { target: 'form', actions: 'navigateToBase' },
        'status.changed': [
          { guard: 'isSuccessEvent', actions: 'assignStatus' },
          { target: 'form', actions: 'assignStatus' },
        ],
      },
    },
  },
});

/** The modal is open only in `open` (the view reads this, never a stored flag). */
export const selectModalOpen = (snapshot: { hasTag: (tag: 'visible') => boolean }): boolean => snapshot.hasTag('visible');
