/**
 * The Benefits accordion (spec 2 "Benefits page", spec 4 "Benefits accordion").
 *
 * Three panels, Parts Procurement, Logistics & Delivery and Analytics & Metrics, one open at a
 * time; Parts Procurement is open at first. Each state is the panel that is open. Toggling a closed
 * panel opens it and closes the other; toggling the open panel closes it, leaving `allClosed`
 * (the WAI-ARIA accordion pattern lets a visitor collapse every panel).
 *
 * Nothing to provide: the machine has no effects. Focus moves between headers (arrow keys) in the
 * view; that is focus management, not state.
 */
import { setup } from 'xstate';

export const ACCORDION_PANELS = ['procurement', 'logistics', 'analytics'] as const;
export type AccordionPanel = (typeof ACCORDION_PANELS)[number];

export type AccordionEvent = { type: 'panel.toggle'; panel: AccordionPanel };

/** From the state where `open` is open (or none is), a toggle of each panel goes here. */
const togglesFrom = (open: AccordionPanel | null) =>
  ACCORDION_PANELS.map((panel) => ({
    guard: { type: 'isPanel' as const, params: { panel } },
    target: panel === open ? 'allClosed' : panel,
  }));

export const accordionMachine = setup({
  types: { events: {} as AccordionEvent },
  guards: {
    isPanel: ({ event }, params: { panel: AccordionPanel }) => event.panel === params.panel,
  },
}).createMachine({
  id: 'accordion',
  initial: 'procurement',
  states: {
    procurement: {
      description: 'Parts Procurement is open (the initial panel).',
      on: { 'panel.toggle': togglesFrom('procurement') },
    },
    logistics: {
      description: 'Logistics & Delivery is open.',
      on: { 'panel.toggle': togglesFrom('logistics') },
    },
    analytics: {
      description: 'Analytics & Metrics is open.',
      on: { 'panel.toggle': togglesFrom('analytics') },
    },
    allClosed: {
      description: 'The visitor closed the open panel; every panel is collapsed.',
      on: { 'panel.toggle': togglesFrom(null) },
    },
  },
});

/** The open panel, or null when all are closed. */
export const selectOpenPanel = (snapshot: { value: unknown }): AccordionPanel | null =>
  (ACCORDION_PANELS as readonly unknown[]).includes(snapshot.value) ? (snapshot.value as AccordionPanel) : null;
