import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { selectMobileOpen, selectOpenMenu, navMenuMachine, type MenuName } from '../../../machines/nav-menu.machine.ts';
import { paths } from '../../config/paths.ts';
import { brand } from '../../content/brand.ts';
import { solutionSections } from '../../content/solutions.ts';
import { LoginPanelActor, ProductSelectionActor } from '../app-actors.tsx';
import { useConfig } from '../config-context.tsx';
import './nav-bar.css';
import { assetUrl } from '../../components/content/asset.ts';

const triggerId = (menu: MenuName | 'mobile') => `nav-trigger-${menu}`;

/** The shared navigation bar (spec 2). Menus follow the disclosure pattern; state lives in navMenuMachine. */
export function NavBar() {
  const config = useConfig();
  const location = useLocation();
  const onOps = location.pathname === paths.ops;
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
          <li>
            <NavLink to={paths.benefits}>Benefits</NavLink>
          </li>
          <li className="nav-bar__dropdown">
            <MenuTrigger
              menu="about"
              label="About"
              open={openMenu === 'about'}
              onToggle={() => menu.send({ type: 'menu.toggle', menu: 'about' })}
            />
            <ul id="nav-about" className="nav-bar__panel" hidden={openMenu !== 'about'}>
              <li>
                <Link to={paths.about}>About</Link>
              </li>
              <li>
                <Link to={paths.careers()}>Career</Link>
              </li>
              <li>
                <Link to={paths.contactus}>Contact Us</Link>
              </li>
            </ul>
          </li>
          <li className="nav-bar__dropdown nav-bar__dropdown--mega">
            <MenuTrigger
              menu="solutions"
              label="Solutions"
              open={openMenu === 'solutions'}
              onToggle={() => menu.send({ type: 'menu.toggle', menu: 'solutions' })}
            />
            <div id="nav-solutions" className="nav-bar__panel nav-bar__mega" hidden={openMenu !== 'solutions'}>
              {solutionSections.map((section) => (
                <section key={section.name} aria-labelledby={`solutions-${section.name}`}>
                  <h2 id={`solutions-${section.name}`} className="nav-bar__mega-title">
                    {section.name}
                  </h2>
                  <ul>
                    {section.products.map((product) => (
                      <li key={product.key}>
                        <Link to={product.path} onClick={() => productSelection.send({ type: 'product.choose', key: product.key })}>
                          <span className="nav-bar__product-name">{product.name}</span>
                          <span className="nav-bar__product-desc">{product.description}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </li>
          <li>
            <NavLink to={paths.news}>News &amp; Media</NavLink>
          </li>
          {config ? (
            <li>
              <a href={config.registerUrl}>Register</a>
            </li>
          ) : null}
          {config ? (
            <li>
              <a href={config.supportUrl}>Help &amp; Support</a>
            </li>
          ) : null}
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

/** A dropdown's button (disclosure pattern): its panel's id is `nav-{menu}`. */
function MenuTrigger({ menu, label, open, onToggle }: { menu: MenuName; label: string; open: boolean; onToggle: () => void }) {
  return (
    <button id={triggerId(menu)} type="button" aria-expanded={open} aria-controls={`nav-${menu}`} onClick={onToggle}>
      {label} <span aria-hidden="true" className="caret" />
    </button>
  );
}
