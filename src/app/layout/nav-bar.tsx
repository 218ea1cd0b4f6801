import { useActorRef, useSelector } from '@xstate/react';
import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { selectMobileOpen, selectOpenMenu, navMenuMachine, type MenuName } from '../../../machines/nav-menu.machine.ts';
import { paths } from '../../config/paths.ts';
import { brand } from '../../content/brand.ts';
import { navigationEntries, type NavigationItem } from '../../content/navigation.ts';
import { LoginPanelActor, ProductSelectionActor } from '../app-actors.tsx';
import { useConfig } from '../config-context.tsx';
import './nav-bar.css';
import { useAssetUrl, useFirstScreenDone } from '../first-screen.ts';

const triggerId = (menu: MenuName | 'mobile') => `nav-trigger-${menu}`;
// Built once: its action reads only the document, and provide() copies the whole machine, which costs time per render.
const navMenuLogic = navMenuMachine.provide({
  actions: { focusTrigger: (_, { menu: name }) => document.getElementById(triggerId(name))?.focus() },
});

/**
 * The shared navigation bar (spec 2), drawn from its navigation items (src/content/navigation.ts, spec 3). Menus
 * follow the disclosure pattern; state lives in navMenuMachine.
 */
export function NavBar() {
  const config = useConfig();
  // issue 31: the configured links and the artwork address come after the drawn first screen's take-over.
  const firstScreenDone = useFirstScreenDone();
  const assetUrl = useAssetUrl();
  const location = useLocation();
  const onOps = location.pathname === paths.ops;
  const loginPanel = LoginPanelActor.useActorRef();
  const loginPanelVisible = LoginPanelActor.useSelector((snapshot) => snapshot.hasTag('visible'));
  const productSelection = ProductSelectionActor.useActorRef();

  const navRef = useRef<HTMLElement>(null);
  const menu = useActorRef(navMenuLogic);
  const openMenu = useSelector(menu, selectOpenMenu);
  const toggle = (name: MenuName) => menu.send({ type: 'menu.toggle', menu: name });
  const mobileOpen = useSelector(menu, selectMobileOpen);

  // A navigation closes every menu.
  useEffect(() => {
    menu.send({ type: 'route.changed' });
  }, [location.key, menu]);

  // A pointer press outside the bar closes an open dropdown (cleaned up on unmount).
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) menu.send({ type: 'menu.dismiss' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menu]);

  return (
    <header className="nav-bar">
      <nav
        ref={navRef}
        className="nav-bar__inner"
        aria-label="Main"
        onKeyDown={(event) => {
          if (event.key === 'Escape') menu.send({ type: 'menu.escape' });
        }}
      >
        <Link to={paths.ops} className="nav-bar__brand">
          <img src={assetUrl('assets/img/logo.svg')} alt={brand.company} width="150" height="40" />
        </Link>
        <button
          id={triggerId('mobile')}
          type="button"
          className="nav-bar__mobile-toggle"
          aria-expanded={mobileOpen}
          aria-controls="nav-menu"
          onClick={() => menu.send({ type: 'mobile.toggle' })}
        >
          <span aria-hidden="true" className="nav-bar__burger" />
          Menu
        </button>
        <ul id="nav-menu" className={`nav-bar__menu${mobileOpen ? ' is-open' : ''}`}>
          {navigationEntries.map((entry) => {
            switch (entry.kind) {
              case 'link':
                return (
                  <li key={entry.item.path}>
                    <NavLink to={entry.item.path}>
                      <ItemText item={entry.item} />
                    </NavLink>
                  </li>
                );
              case 'menu':
                return (
                  <Dropdown key={entry.menu} menu={entry.menu} label={entry.title} openMenu={openMenu} onToggle={toggle}>
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
                  <Dropdown key={entry.menu} menu={entry.menu} label={entry.title} openMenu={openMenu} onToggle={toggle} mega>
                    {entry.sections.map((section) => (
                      <section key={section.name} aria-labelledby={`${entry.menu}-${section.name}`}>
                        <h2 id={`${entry.menu}-${section.name}`} className="nav-bar__mega-title">
                          {section.name}
                        </h2>
                        <ul>
                          {section.items.map((item) => (
                            <li key={item.product}>
                              <Link to={item.path} onClick={() => productSelection.send({ type: 'product.choose', key: item.product })}>
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
                return config && firstScreenDone ? (
                  <li key={entry.address}>
                    <a href={config[entry.address]}>{entry.title}</a>
                  </li>
                ) : null;
            }
          })}
        </ul>
        <div className="nav-bar__actions">
          {onOps ? null : (
            <a className="nav-bar__phone" href={brand.phoneHref} data-testid="nav-phone">
              <span className="visually-hidden">Call support: </span>
              {brand.phone}
            </a>
          )}
          <button
            type="button"
            className="button button--primary nav-bar__signin"
            aria-controls={onOps ? 'login-panel' : undefined}
            aria-expanded={onOps ? loginPanelVisible : undefined}
            // spec 2: toggle on /ops or go there; the loginPanel machine decides.
            onClick={() => loginPanel.send({ type: 'signIn.press', onOps })}
          >
            SIGN IN
          </button>
        </div>
      </nav>
    </header>
  );
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
