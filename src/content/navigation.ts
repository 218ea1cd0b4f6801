/**
 * The shared navigation bar's content (spec 2 "Shared navigation bar"), as spec 3's entity "Navigation item: title,
 * subtitle, path". The bar (src/app/layout/nav-bar.tsx) draws every link and menu from `navigationEntries`, in order:
 * a link to Benefits, the About dropdown (About, Career, Contact Us), the Solutions mega-dropdown (spec 3 "Solution
 * section": each product is a navigation item whose subtitle is its description), News & Media, Register and Help &
 * Support (addresses from the startup configuration, spec 2 "External links").
 */
import type { MenuName } from '../../machines/nav-menu.machine.ts';
import { paths, type ProductKey } from '../config/paths.ts';
import { solutionSections } from './solutions.ts';

/** spec 3 "Navigation item". */
export interface NavigationItem {
  title: string;
  /** A line under the title (a product's description in Solutions); none for plain links. */
  subtitle?: string | undefined;
  /** The portal route the item links to. */
  path: string;
}

/** A Solutions entry: a navigation item that also chooses its product (spec 4 "Product selection"). */
export interface ProductNavigationItem extends NavigationItem {
  product: ProductKey;
}

export type NavigationEntry =
  /** A top-level link to a portal route. */
  | { kind: 'link'; item: NavigationItem }
  /** A dropdown listing navigation items. */
  | { kind: 'menu'; menu: MenuName; title: string; items: readonly NavigationItem[] }
  /** The mega-dropdown: titled sections of product items. */
  | { kind: 'sections'; menu: MenuName; title: string; sections: readonly { name: string; items: readonly ProductNavigationItem[] }[] }
  /** A link whose address is the startup configuration's (spec 2 "External links"); left out without a config. */
  | { kind: 'configured'; title: string; address: 'registerUrl' | 'supportUrl' };

export const navigationEntries: readonly NavigationEntry[] = [
  { kind: 'link', item: { title: 'Benefits', path: paths.benefits } },
  {
    kind: 'menu',
    menu: 'about',
    title: 'About',
    items: [
      { title: 'About', path: paths.about },
      { title: 'Career', path: paths.careers() },
      { title: 'Contact Us', path: paths.contactus },
    ],
  },
  {
    kind: 'sections',
    menu: 'solutions',
    title: 'Solutions',
    sections: solutionSections.map((section) => ({
      name: section.name,
      items: section.products.map((product) => ({
        title: product.name,
        subtitle: product.description,
        path: product.path,
        product: product.key,
      })),
    })),
  },
  { kind: 'link', item: { title: 'News & Media', path: paths.news } },
  { kind: 'configured', title: 'Register', address: 'registerUrl' },
  { kind: 'configured', title: 'Help & Support', address: 'supportUrl' },
];
