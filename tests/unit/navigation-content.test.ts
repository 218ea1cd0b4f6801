/** The navigation bar's items (src/content/navigation.ts; spec 2 "Shared navigation bar", spec 3 "Navigation item"). */
import { describe, expect, it } from 'vitest';
import { matchEntry } from '../../src/app/route-table.ts';
import { navigationEntries, type NavigationItem } from '../../src/content/navigation.ts';
import { solutionSections } from '../../src/content/solutions.ts';

const itemsOf = (entry: (typeof navigationEntries)[number]): readonly NavigationItem[] =>
  entry.kind === 'link'
    ? [entry.item]
    : entry.kind === 'menu'
      ? entry.items
      : entry.kind === 'sections'
        ? entry.sections.flatMap((s) => s.items)
        : [];

describe('navigation items', () => {
  it("hold spec 2's bar, in order", () => {
    expect(navigationEntries.map((entry) => (entry.kind === 'link' ? entry.item.title : entry.title))).toEqual([
      'Benefits',
      'About',
      'Solutions',
      'News & Media',
      'Register',
      'Help & Support',
    ]);
    const about = navigationEntries.find((entry) => entry.kind === 'menu');
    expect(about?.kind === 'menu' && about.items.map((item) => item.title)).toEqual(['About', 'Career', 'Contact Us']);
  });

  it('link only to routes of the portal; titles are set, subtitles are text when present', () => {
    const items = navigationEntries.flatMap(itemsOf);
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) {
      expect(matchEntry(item.path), item.path).toBeDefined();
      expect(matchEntry(item.path)?.entry.path).not.toBe('*');
      expect(item.title.trim()).toBe(item.title);
      expect(item.title).not.toBe('');
      if (item.subtitle !== undefined) expect(item.subtitle.trim()).not.toBe('');
    }
  });

  it("Solutions is spec 3's solution sections: each product a navigation item whose subtitle is its description", () => {
    const solutions = navigationEntries.find((entry) => entry.kind === 'sections');
    const sections = solutions?.kind === 'sections' ? solutions.sections : [];
    expect(sections.map((section) => section.name)).toEqual(solutionSections.map((section) => section.name));
    expect(sections.map((section) => section.items.length)).toEqual([4, 3, 2]);
    expect(sections[0]?.items[0]).toEqual({
      title: 'Trax',
      subtitle: 'Collision parts ordering with a shop and supplier CRM',
      path: '/product/trax',
      product: 'trax',
    });
    expect(sections[1]?.items[2]).toEqual({
      title: 'Logistix',
      subtitle: 'Delivery service with guaranteed 6:00 AM parts arrival',
      path: '/product/logistix',
      product: 'logistix',
    });
  });
});
