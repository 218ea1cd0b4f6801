/**
 * The navigation bar's entries (spec 2, 3), one per item of src/content/navigation.ts: a link, a dropdown of links,
 * the Solutions mega-dropdown whose links also choose their product (spec 4 "Product selection"), or a link to a
 * configured address. Dropdowns follow the disclosure pattern; which one is open is navMenuMachine's.
 */
import { useDeferredValue, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import type { MenuName } from '../../../machines/nav-menu.machine.ts';
import type { ProductKey } from '../../config/paths.ts';
import type { AppConfig } from '../../../shared/config-schema.ts';
import type { NavigationEntry, NavigationItem } from '../../content/navigation.ts';

/** The id of a menu's button (focus goes back to it when the menu closes with Escape). */
export const triggerId = (menu: MenuName | 'mobile') => `nav-trigger-${menu}`;

/** What tells the entries apart in the bar's list. */
export function entryKey(entry: NavigationEntry): string {
  switch (entry.kind) {
    case 'link':
      return entry.item.path;
    case 'configured':
      return entry.address;
    default:
      return entry.menu;
  }
}

export function NavEntry({
  entry,
  openMenu,
  onToggle,
  onChooseProduct,
  config,
}: {
  entry: NavigationEntry;
  openMenu: MenuName | null;
  onToggle: (menu: MenuName) => void;
  onChooseProduct: (key: ProductKey) => void;
  config: AppConfig | null;
}) {
  switch (entry.kind) {
    case 'link':
      return (
        <li>
          <NavLink to={entry.item.path}>
            <ItemText item={entry.item} />
          </NavLink>
        </li>
      );
    case 'menu':
      return (
        <Dropdown menu={entry.menu} label={entry.title} openMenu={openMenu} onToggle={onToggle}>
          {entry.items.map((item) => (
            <li key={item.path}>
              <Link to={item.path}>
                <ItemText item={item} />
              </Link>
            </li>
          ))}
        </Dropdown>
      );
    case 'sections':
      return (
        <Dropdown menu={entry.menu} label={entry.title} openMenu={openMenu} onToggle={onToggle} mega>
          {entry.sections.map((section) => (
            <section key={section.name} aria-labelledby={`${entry.menu}-${section.name}`}>
              <h2 id={`${entry.menu}-${section.name}`} className="nav-bar__mega-title">
                {section.name}
              </h2>
              <ul>
                {section.items.map((item) => (
                  <li key={item.product}>
                    <Link to={item.path} onClick={() => onChooseProduct(item.product)}>
                      <ItemText item={item} />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </Dropdown>
      );
    case 'configured':
      return config ? (
        <li>
          <a href={config[entry.address]}>{entry.title}</a>
        </li>
      ) : null;
  }
}

/** A navigation item's title, with its subtitle on a line of its own when it has one (spec 3). */
function ItemText({ item }: { item: NavigationItem }) {
  if (!item.subtitle) return item.title;
  return (
    <>
      <span className="nav-bar__product-name">{item.title}</span>
      <span className="nav-bar__product-desc">{item.subtitle}</span>
    </>
  );
}

/** A dropdown (disclosure pattern): its button, and its panel `nav-{menu}`, hidden unless it is the open menu. */
function Dropdown(props: {
  menu: MenuName;
  label: string;
  openMenu: MenuName | null;
  onToggle: (menu: MenuName) => void;
  /** The solutions panel: sections of products rather than a list of links. */
  mega?: boolean;
  children: ReactNode;
}) {
  const { menu, label, openMenu, onToggle, mega = false, children } = props;
  const open = openMenu === menu;
  // A closed panel is hidden: its links are drawn in React's background pass right after the site's first drawing
  // rather than in it (one long task less at start-up), and at once if the menu opens first.
  const linksDrawn = useDeferredValue(true, false) || open;
  const Panel = mega ? 'div' : 'ul';
  return (
    <li className={`nav-bar__dropdown${mega ? ' nav-bar__dropdown--mega' : ''}`}>
      <button id={triggerId(menu)} type="button" aria-expanded={open} aria-controls={`nav-${menu}`} onClick={() => onToggle(menu)}>
        {label} <span aria-hidden="true" className="caret" />
      </button>
      <Panel id={`nav-${menu}`} className={`nav-bar__panel${mega ? ' nav-bar__mega' : ''}`} hidden={!open}>
        {linksDrawn ? children : null}
      </Panel>
    </li>
  );
}
