/** Path map of the Benefits accordion (machines/accordion.machine.ts, spec 2, 4): one panel open at a time. */
import type { Page } from '@playwright/test';
import { accordionMachine, type AccordionPanel } from '../../machines/accordion.machine.ts';
import { Accordion, type PanelTitle } from '../support/pages/accordion.ts';
import { gotoRoute } from './support/portal.ts';
import type { PathContext, PathMap, ViewContract } from './support/types.ts';
import { pressOn } from './support/keyboard.ts';

const TITLES: Record<AccordionPanel, PanelTitle> = {
  procurement: 'Parts Procurement',
  logistics: 'Logistics & Delivery',
  analytics: 'Analytics & Metrics',
};
// The e2e specs' page object (tests/support/pages/accordion.ts): one place that knows where these are.
const header = (page: Page, panel: AccordionPanel) => new Accordion(page).header(TITLES[panel]);
const region = (page: Page, panel: AccordionPanel) => new Accordion(page).panel(TITLES[panel]);

/** The contract of the state where `open` is the open panel (none when null). */
function onlyOpen(open: AccordionPanel | null): ViewContract {
  return {
    shows: open
      ? `"${TITLES[open]}" expanded with its region shown; the other two headers collapsed, their regions hidden`
      : 'all three headers collapsed, no region shown',
    check: async ({ page, expect }: PathContext) => {
      for (const panel of Object.keys(TITLES) as AccordionPanel[]) {
        await expect(header(page, panel)).toHaveAttribute('aria-expanded', String(panel === open));
        if (panel === open) await expect(region(page, panel)).toBeVisible();
        else await expect(region(page, panel)).toBeHidden();
      }
    },
  };
}

const toggle = (panel: AccordionPanel) => ({
  kind: 'gesture' as const,
  event: { type: 'panel.toggle', panel },
  name: `click ${TITLES[panel]}`,
  does: `click the "${TITLES[panel]}" header`,
  act: async ({ page }: PathContext) => header(page, panel).click(),
  verify: async ({ page, expect }: PathContext) => expect(header(page, panel)).toBeFocused(),
});

/** One header worked from the keyboard (issue 29): Tab to it, Space. */
const toggleByKeyboard = (panel: AccordionPanel) => ({
  ...toggle(panel),
  name: `Space on ${TITLES[panel]}`,
  does: `Tab to the "${TITLES[panel]}" header and press Space`,
  keys: 'Tab, Space',
  act: async ({ page, expect }: PathContext) => pressOn({ page, expect }, header(page, panel), 'Space'),
});

export const accordionPaths: PathMap<typeof accordionMachine> = {
  machine: accordionMachine,
  file: 'tests/paths/accordion.paths.ts',
  starts: [{ name: 'benefits', does: 'open /#/benefits', open: async ({ page }) => gotoRoute(page, '/benefits') }],
  states: {
    procurement: onlyOpen('procurement'),
    logistics: onlyOpen('logistics'),
    analytics: onlyOpen('analytics'),
    allClosed: onlyOpen(null),
  },
  events: [toggle('procurement'), toggle('logistics'), toggleByKeyboard('analytics')],
};
