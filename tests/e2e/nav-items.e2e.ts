/**
 * The navigation bar is drawn from its navigation items (spec 3 "Navigation item: title, subtitle, path"; spec 2
 * "Shared navigation bar"; issue 33 point 2): every entry of src/content/navigation.ts, in order, with its title,
 * subtitle and address, and nothing else.
 */
import { navigationEntries, type NavigationEntry, type NavigationItem } from '../../src/content/navigation.ts';
import { SiteChrome } from '../support/pages/site-chrome.ts';
import { expect, gotoRoute, test } from './fixtures.ts';

/** A link's accessible name: its title, then its subtitle when it has one. */
const nameOf = (item: NavigationItem) => (item.subtitle ? `${item.title} ${item.subtitle}` : item.title);

type Of<K extends NavigationEntry['kind']> = Extract<NavigationEntry, { kind: K }>;
/** The entries of one kind, each with its place in the bar. */
const placed = <K extends NavigationEntry['kind']>(kind: K) =>
  navigationEntries.flatMap((entry, index) => (entry.kind === kind ? [{ index, entry: entry as Of<K> }] : []));
const menus = [...placed('menu'), ...placed('sections')].map(({ index, entry }) => ({
  index,
  title: entry.title as 'About' | 'Solutions',
  items: 'items' in entry ? entry.items : entry.sections.flatMap((section) => section.items),
  headings: 'sections' in entry ? entry.sections.map((section) => section.name) : [],
}));

test('every navigation item is in the bar, in order, with its title, subtitle and address', async ({ page }) => {
  await gotoRoute(page, '/benefits');
  const chrome = new SiteChrome(page);
  const topLevel = page.locator('#nav-menu > li');
  await expect(topLevel).toHaveCount(navigationEntries.length);
  const config = await page.evaluate(async () => (await fetch('/opsportal/assets/config.release.json')).json());

  for (const { index, entry } of placed('link')) {
    await expect(topLevel.nth(index).getByRole('link', { name: nameOf(entry.item), exact: true })).toHaveAttribute(
      'href',
      `#${entry.item.path}`,
    );
  }
  for (const { index, entry } of placed('configured')) {
    await expect(topLevel.nth(index).getByRole('link', { name: entry.title, exact: true })).toHaveAttribute('href', config[entry.address]);
  }
  expect(menus.map((menu) => menu.title)).toEqual(['About', 'Solutions']);
  for (const menu of menus) {
    const button = topLevel.nth(menu.index).getByRole('button', { name: menu.title, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = chrome.menuPanel(menu.title).getByRole('link');
    await expect(links).toHaveCount(menu.items.length);
    for (const [at, item] of menu.items.entries()) {
      await expect(links.nth(at)).toHaveAccessibleName(nameOf(item));
      await expect(links.nth(at)).toHaveAttribute('href', `#${item.path}`);
    }
    await expect(chrome.menuPanel(menu.title).getByRole('heading', { level: 2 })).toHaveText(menu.headings);
    await button.click();
  }
});
