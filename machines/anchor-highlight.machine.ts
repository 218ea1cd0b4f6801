/**
 * Anchor highlight (spec 2 footer CCPA link, privacy policy anchors, cookie link; spec 4, 9).
 *
 * A link to a privacy-policy anchor (`ccpa`, `cookies`) is `anchor.requested` with where the visitor
 * is. On the privacy page the anchor is scrolled to and `highlighted`; elsewhere the app navigates to
 * /privacy-policy/{anchor} and stays `idle` (the privacy page then reports `anchor.arrived`, which
 * highlights). A highlight lasts 11 s (spec 9) and is removed on the way out; a new request while
 * highlighted moves the highlight to the new anchor and restarts the 11 s.
 *
 * Views read the highlighted anchor from context (selectHighlightedAnchor), never a stored flag.
 * Provide: `scrollToAnchor` (DOM) and `navigateToAnchor` (router).
 */
import { assign, setup } from 'xstate';

export const HIGHLIGHT_MS = 11_000;
export const PRIVACY_ANCHORS = ['ccpa', 'cookies'] as const;
export type PrivacyAnchor = (typeof PRIVACY_ANCHORS)[number];

export interface AnchorHighlightContext {
  anchor: string | null;
}
export type AnchorHighlightEvent =
  | { type: 'anchor.requested'; anchor: string; onPrivacyPage: boolean }
  | { type: 'anchor.arrived'; anchor: string }
  | { type: 'anchor.cleared' };

export const anchorHighlightMachine = setup({
  types: {
    context: {} as AnchorHighlightContext,
    events: {} as AnchorHighlightEvent,
  },
  actions: {
    /** Effect: scroll the element with the anchor id into view (provided by the app). */
    scrollToAnchor: (_, _params: { anchor: string }) => {},
    /** Effect: navigate to /privacy-policy/{anchor} (provided by the app). */
    navigateToAnchor: (_, _params: { anchor: string }) => {},
    assignAnchor: assign({
      anchor: ({ event }) => (event.type === 'anchor.cleared' ? null : event.anchor),
    }),
    clearAnchor: assign({ anchor: null }),
  },
  guards: {
    isOnPrivacyPage: ({ event }) => event.type === 'anchor.requested' && event.onPrivacyPage,
    isKnownAnchor: ({ event }) => event.type !== 'anchor.cleared' && (PRIVACY_ANCHORS as readonly string[]).includes(event.anchor),
  },
  delays: { highlightTime: HIGHLIGHT_MS },
}).createMachine({
  id: 'anchorHighlight',
  context: { anchor: null },
  initial: 'idle',
  on: {
    'anchor.requested': [
      {
        guard: 'isOnPrivacyPage',
        target: '.highlighted',
        reenter: true,
        actions: 'assignAnchor',
      },
      {
        actions: { type: 'navigateToAnchor', params: ({ event }) => ({ anchor: event.anchor }) },
      },
    ],
    'anchor.arrived': {
      guard: 'isKnownAnchor',
      target: '.highlighted',
      reenter: true,
      actions: 'assignAnchor',
    },
  },
  states: {
    idle: {
      description: 'No anchor is highlighted.',
    },
    highlighted: {
      description: 'The anchor is scrolled into view and highlighted for 11 s.',
      tags: ['highlighting'],
      entry: { type: 'scrollToAnchor', params: ({ context }) => ({ anchor: context.anchor ?? '' }) },
      after: { highlightTime: { target: 'idle', actions: 'clearAnchor' } },
      on: {
        'anchor.cleared': { target: 'idle', actions: 'clearAnchor' },
      },
    },
  },
});

export const selectHighlightedAnchor = (snapshot: { context: AnchorHighlightContext }) => snapshot.context.anchor;
