/**
 * Path map of the navigation bar's menus (machines/nav-menu.machine.ts, spec 2): the About and
 * Solutions dropdowns on a wide screen, the Menu toggle on a phone-sized one.
 */
import { SiteChrome } from '../support/pages/site-chrome.ts';
import type { Page } from '@playwright/test';
import { navMenuMachine, type MenuName } from '../../machines/nav-menu.machine.ts';
import { gotoRoute } from './support/portal.ts';
import type { PathContext, PathMap } from './support/types.ts';
import { pressOn } from './support/keyboard.ts';

const nav = (page: Page) => new SiteChrome(page).nav;
const LABEL: Record<MenuName, string> = { about: 'About', solutions: 'Solutions' };
/** Hidden ones too: the dropdown buttons are behind the Menu toggle on a phone, the toggle is hidden on a wide screen. */
const trigger = (page: Page, menu: MenuName) => nav(page).getByRole('button', { name: LABEL[menu], exact: true, includeHidden: true });
/** What each dropdown shows when open: its links (About) or its section headings (Solutions). */
const panelContent = (page: Page, menu: MenuName) =>
  menu === 'about'
    ? nav(page).getByRole('link', { name: 'Career', exact: true })
    : nav(page).getByRole('heading', { name: 'Audit & Analytics' });
const mobileToggle = (page: Page) => nav(page).getByRole('button', { name: 'Menu', exact: true, includeHidden: true });

const toggle = (menu: MenuName) => ({
  kind: 'gesture' as const,
  event: { type: 'menu.toggle', menu },
  name: `click ${LABEL[menu]}`,
  does: `click the ${LABEL[menu]} button of the navigation bar`,
  act: async ({ page }: PathContext) => trigger(page, menu).click(),
});

/** Solutions opened from the keyboard (issue 29): Tab to its button, Enter. */
const toggleByKeyboard = (menu: MenuName) => ({
  kind: 'gesture' as const,
  event: { type: 'menu.toggle', menu },
  name: `Enter on ${LABEL[menu]}`,
  does: `Tab to the ${LABEL[menu]} button of the navigation bar and press Enter`,
  keys: 'Tab, Enter',
  act: async ({ page, expect }: PathContext) => pressOn({ page, expect }, trigger(page, menu), 'Enter'),
});

export const navMenuPaths: PathMap<typeof navMenuMachine> = {
  machine: navMenuMachine,
  file: 'tests/paths/nav-menu.paths.ts',
  starts: [
    {
      name: 'wide',
      does: 'open /#/about at 1280 px',
      only: ['click About', 'Enter on Solutions', 'Escape', 'click outside', 'follow a link'],
      open: async ({ page, expect }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await gotoRoute(page, '/about');
        // The page drawn, so nothing of its start-up runs between opening a menu and the keys pressed in it.
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      },
    },
    {
      name: 'phone',
      does: 'open /#/about at 375 px',
      only: ['Menu', 'Escape', 'follow a link'],
      open: async ({ page }) => {
        await page.setViewportSize({ width: 375, height: 740 });
        await gotoRoute(page, '/about');
      },
    },
  ],
  states: {
    'dropdown.closed': {
      shows: 'About and Solutions collapsed (aria-expanded=false), neither dropdown shown',
      check: async ({ page, expect }) => {
        for (const menu of ['about', 'solutions'] as const) {
          await expect(trigger(page, menu)).toHaveAttribute('aria-expanded', 'false');
          await expect(panelContent(page, menu)).toBeHidden();
        }
      },
    },
    'dropdown.open': {
      shows:
        "the open menu's button expanded and its dropdown shown (About: About, Career, Contact Us; Solutions: its sections); the other collapsed",
      check: async ({ page, expect, snapshot }) => {
        const open = snapshot.context.menu as MenuName;
        for (const menu of ['about', 'solutions'] as const) {
          await expect(trigger(page, menu)).toHaveAttribute('aria-expanded', String(menu === open));
          if (menu === open) await expect(panelContent(page, menu)).toBeVisible();
          else await expect(panelContent(page, menu)).toBeHidden();
        }
      },
    },
    'mobile.closed': {
      shows: 'the Menu toggle collapsed (on a phone-sized screen the links are hidden behind it)',
      check: async ({ page, expect }) => {
        await expect(mobileToggle(page)).toHaveAttribute('aria-expanded', 'false');
        if (await mobileToggle(page).isVisible()) await expect(nav(page).getByRole('link', { name: 'Benefits' })).toBeHidden();
      },
    },
    'mobile.open': {
      shows: 'the Menu toggle expanded and the navigation links (Benefits) shown',
      check: async ({ page, expect }) => {
        await expect(mobileToggle(page)).toHaveAttribute('aria-expanded', 'true');
        await expect(nav(page).getByRole('link', { name: 'Benefits' })).toBeVisible();
      },
    },
  },
  events: [
    toggle('about'),
    toggleByKeyboard('solutions'),
    {
      kind: 'gesture',
      event: { type: 'mobile.toggle' },
      name: 'Menu',
      does: 'click the Menu toggle (phone-sized screen)',
      act: async ({ page }) => mobileToggle(page).click(),
    },
    {
      kind: 'gesture',
      event: { type: 'menu.escape' },
      name: 'Escape',
      does: 'press Escape (the focus is in the navigation bar)',
      keys: 'Escape',
      act: async ({ page, snapshot, scenario }) => {
        scenario.trigger = snapshot.hasTag('dropdownOpen') ? trigger(page, snapshot.context.menu as MenuName) : mobileToggle(page);
        // The key is pressed where a visitor presses it: on the button that opened what Escape closes.
        const opener = scenario.trigger as ReturnType<typeof mobileToggle>;
        if (!(await opener.evaluate((button) => button === document.activeElement))) await opener.focus();
        await page.keyboard.press('Escape');
      },
      verify: async ({ expect, scenario }) => {
        // Escape gives the focus back to the button of what it closed.
        await expect(scenario.trigger as ReturnType<typeof mobileToggle>).toBeFocused();
      },
    },
    {
      kind: 'gesture',
      event: { type: 'menu.dismiss' },
      name: 'click outside',
      does: "click the page's h1, outside the navigation bar",
      act: async ({ page }) => page.getByRole('heading', { level: 1 }).click(),
    },
    {
      kind: 'gesture',
      event: { type: 'route.changed' },
      name: 'follow a link',
      does: 'follow a link of the navigation bar to another page (Benefits, or News & Media from Benefits)',
      act: async ({ page }) => {
        const name = page.url().endsWith('#/benefits') ? 'News & Media' : 'Benefits';
        await nav(page).getByRole('link', { name, exact: true }).click();
      },
      verify: async ({ page, expect }) => expect(page).not.toHaveURL(/#\/about$/),
    },
  ],
};
