import { Outlet } from 'react-router-dom';
import type { Chrome } from '../route-table.ts';
import { Footer } from './footer.tsx';
import { LandingFooter } from './landing-footer.tsx';
import { NavBar } from './nav-bar.tsx';

/** The shared navigation bar and footer (spec 2); /ops has the landing's compact footer. */
export function SiteLayout({ chrome }: { chrome: Exclude<Chrome, 'bare'> }) {
  return (
    <>
      <NavBar />
      <main id="main" tabIndex={-1} className={`site-main site-main--${chrome}`}>
        <Outlet />
      </main>
      {chrome === 'site' ? <Footer /> : <LandingFooter />}
    </>
  );
}
