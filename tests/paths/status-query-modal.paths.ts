/**
 * Path map of the status query modal (machines/status-query-modal.machine.ts, spec 4 "Status query
 * parameter") on /contactus: opened with status=200 or without, the status edited in the address.
 */
import type { Page } from '@playwright/test';
import { statusQueryModalMachine } from '../../machines/status-query-modal.machine.ts';
import { PostedFormPage, StatusModal } from '../support/pages/posted-form.ts';
import { SiteChrome } from '../support/pages/site-chrome.ts';
import { gotoRoute, opensRoute } from './support/portal.ts';
import type { PathContext, PathMap } from './support/types.ts';
import { tabEnterGesture } from './support/keyboard.ts';

// The e2e specs' page objects (tests/support/pages/posted-form.ts): one place that knows where these are.
const modal = (page: Page) => new StatusModal(page).thankYou;
const close = (page: Page) => new StatusModal(page).close();
/** Whether the page can scroll (computed overflow of the root, what the scroll lock changes). */
const pageScrollable = (page: Page) => new StatusModal(page).rootScrollable();

export const statusQueryModalPaths: PathMap<typeof statusQueryModalMachine> = {
  machine: statusQueryModalMachine,
  file: 'tests/paths/status-query-modal.paths.ts',
  starts: [
    {
      name: 'status=200',
      input: { status: '200' },
      ...opensRoute('/contactus?status=200', 'the lead service sent the visitor back'),
      // The view tells its actor the status it mounted with (and on every change after).
      mountEvents: [{ type: 'status.changed', status: '200' }],
    },
    {
      name: 'no status',
      input: { status: null },
      ...opensRoute('/contactus'),
      mountEvents: [{ type: 'status.changed', status: null }],
    },
  ],
  states: {
    checking: { transient: 'reads the status it was opened with at once (always)' },
    form: {
      shows: 'the contact page (h1) with its form "Send us a message", no modal, the page scrolls; no status=200 in the address',
      check: async ({ page, expect }: PathContext) => {
        await expect(modal(page)).toBeHidden();
        await expect(new SiteChrome(page).heading()).toBeVisible();
        await expect(new PostedFormPage(page, 'Send us a message').form).toBeVisible();
        await expect(page).not.toHaveURL(/status=200/);
        expect(await pageScrollable(page)).toBe(true);
      },
    },
    open: {
      shows:
        'the modal "Thank you for Contacting Us!" with its text and Close focused; the page does not scroll; status=200 in the address',
      check: async ({ page, expect }: PathContext) => {
        await expect(modal(page)).toBeVisible();
        await expect(modal(page)).toHaveAccessibleDescription('A customer representative will respond to you shortly.');
        await expect(close(page)).toBeFocused();
        await expect(page).toHaveURL(/#\/contactus\?status=200$/);
        await expect.poll(() => pageScrollable(page)).toBe(false);
      },
    },
  },
  events: [
    {
      kind: 'gesture',
      event: { type: 'status.changed', status: '200' },
      name: 'address status=200',
      does: 'edit the address to #/contactus?status=200 (same document)',
      act: async ({ page }) => gotoRoute(page, '/contactus?status=200'),
    },
    {
      kind: 'gesture',
      event: { type: 'status.changed', status: 'abc' },
      name: 'address status=abc',
      does: 'edit the address to #/contactus?status=abc (same document)',
      act: async ({ page }) => gotoRoute(page, '/contactus?status=abc'),
    },
    tabEnterGesture({ type: 'modal.close' }, 'Close', 'Tab to Close in the modal and press Enter', close, async ({ page, expect }) => {
      // Close goes to the base route without the parameter, and the focus back to the page.
      await expect(page).toHaveURL(/#\/contactus$/);
      await expect(new SiteChrome(page).main).toBeFocused();
    }),
  ],
};
