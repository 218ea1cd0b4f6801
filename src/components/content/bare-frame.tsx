import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { brand } from '../../content/brand.ts';
import './bare-frame.css';
import { assetUrl } from './asset.ts';

/**
 * The frame of the pages without the site's navigation and footer (chrome 'bare': /register,
 * /fast-support): a header with the logo linking back to the main site, the page's own <main>, and
 * a footer with the copyright year the page asks for (spec 2, 9).
 */
export function BareFrame({ title, copyrightYear, children }: { title: string; copyrightYear: number; children: ReactNode }) {
  return (
    <div className="bare-frame">
      <header className="bare-frame__header">
        <Link to={paths.ops} className="bare-frame__brand">
          <img src={assetUrl('assets/img/logo.svg')} alt="" width="150" height="40" />
          <span className="visually-hidden">{brand.company}: </span>
          <span className="bare-frame__back">Back to the main site</span>
        </Link>
        <p className="bare-frame__title">{title}</p>
      </header>
      <main id="main" tabIndex={-1} className="bare-frame__main">
        {children}
      </main>
      <footer className="bare-frame__footer">
        <p>
          © {copyrightYear} {brand.company}. All rights reserved.
        </p>
      </footer>
    </div>
  );
}
