import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { selectMobileOpen, selectOpenMenu, navMenuMachine, type MenuName } from '../../../machines/nav-menu.machine.ts';
import { paths, routePatterns } from '../../config/paths.ts';
import { brand } from '../../content/brand.ts';
import { navigationEntries } from '../../content/navigation.ts';
import { LoginPanelActor, ProductSelectionActor } from '../../actors/app-actor-contexts.ts';
import { useAssetUrl, useConfig } from '../../config/config-context.tsx';
import './nav-bar.css';
import { NavEntry, entryKey, triggerId } from './nav-entries.tsx';
import { usePageCodeReady } from '../page-code.ts';
import { routeTable } from '../route-table.ts';

/** The /ops page's route: its code draws the sign-in panel the SIGN IN button controls. */
const OPS_ROUTE = routeTable.find((entry) => entry.path === routePatterns.ops)!;

/**
 * The shared navigation bar (spec 2), drawn from its navigation items (src/content/navigation.ts, spec 3). Menus
 * follow the disclosure pattern; state lives in navMenuMachine.
 */
export function NavBar() {
  const config = useConfig();
  // The configured links and the artwork address follow the config the app gives the views (src/app/app.tsx).
  const assetUrl = useAssetUrl();
  const location = useLocation();
  const onOps = location.pathname === paths.ops;
  // aria-controls names the panel only when it is there: on /ops once its code is (not while Try again shows instead).
  const opsCodeReady = usePageCodeReady(OPS_ROUTE);
  const panelDrawn = onOps && opsCodeReady;
  const loginPanel = LoginPanelActor.useActorRef();
  const loginPanelVisible = LoginPanelActor.useSelector((snapshot) => snapshot.hasTag('visible'));
  const productSelection = ProductSelectionActor.useActorRef();

  const navRef = useRef<HTMLElement>(null);
  const menu = useActorRef(
    navMenuMachine.provide({
      actions: { focusTrigger: (_, { menu: name }) => document.getElementById(triggerId(name))?.focus() },
    }),
  );
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
          {navigationEntries.map((entry) => (
            <NavEntry
              key={entryKey(entry)}
              entry={entry}
              openMenu={openMenu}
              onToggle={toggle}
              onChooseProduct={(key) => productSelection.send({ type: 'product.choose', key })}
              config={config}
            />
          ))}
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
            aria-controls={panelDrawn ? 'login-panel' : undefined}
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
