/**
 * Path map of the /ops login panel's visibility (machines/login-panel.machine.ts, spec 4): SIGN IN
 * toggles it on /ops; SIGN IN on another page goes to /ops with the panel shown.
 */
import type { Page } from '@playwright/test';
import { loginPanelMachine } from '../../machines/login-panel.machine.ts';
import { LoginPanel } from '../support/pages/login-panel.ts';
import { SiteChrome } from '../support/pages/site-chrome.ts';
import { gotoRoute } from './support/portal.ts';
import type { PathMap } from './support/types.ts';
import { tabEnterGesture } from './support/keyboard.ts';

// The e2e specs' page objects (tests/support/pages/): one place that knows where these are.
const signIn = (page: Page) => new SiteChrome(page).signIn();
const panelForm = (page: Page) => new LoginPanel(page).form;

export const loginPanelPaths: PathMap<typeof loginPanelMachine> = {
  machine: loginPanelMachine,
  file: 'tests/paths/login-panel.paths.ts',
  starts: [{ name: 'ops', does: 'open /#/ops', open: async ({ page }) => gotoRoute(page, '/ops') }],
  states: {
    shown: {
      shows: 'on #/ops the sign-in form is visible and SIGN IN is aria-expanded=true',
      check: async ({ page, expect }) => {
        await expect(page).toHaveURL(/#\/ops$/);
        await expect(panelForm(page)).toBeVisible();
        await expect(signIn(page)).toHaveAttribute('aria-expanded', 'true');
      },
    },
    hidden: {
      shows: 'the sign-in form is not shown and SIGN IN is aria-expanded=false',
      check: async ({ page, expect }) => {
        await expect(panelForm(page)).toBeHidden();
        await expect(signIn(page)).toHaveAttribute('aria-expanded', 'false');
      },
    },
  },
  events: [
    tabEnterGesture(
      { type: 'signIn.press', onOps: true },
      'SIGN IN on /ops',
      'Tab to SIGN IN in the navigation bar while on /ops and press Enter',
      signIn,
    ),
    {
      kind: 'gesture',
      event: { type: 'signIn.press', onOps: false },
      name: 'SIGN IN elsewhere',
      does: 'go to /benefits by its navigation link, then click SIGN IN there',
      act: async ({ page, expect }) => {
        await new SiteChrome(page).nav.getByRole('link', { name: 'Benefits' }).click();
        await expect(page).toHaveURL(/#\/benefits$/);
        await signIn(page).click();
      },
    },
  ],
};
