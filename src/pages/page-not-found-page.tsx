import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import type { PageMetaExport } from '../app/route-table.ts';
import './page-not-found-page.css';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = { description: "The page you were looking for doesn't exist.", keywords: '404, not found' };

/** Page not found (spec 2): 'Oh! 404', the message, links to the homepage and back to the product. */
export function PageNotFoundPage() {
  const navigate = useNavigate();
  return (
    <section className="page not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Oh! 404</h1>
      <p>The page you were looking for doesn&apos;t exist.</p>
      <p className="not-found__links">
        <Link className="button button--primary" to={paths.ops}>
          Go to the homepage
        </Link>
        <button type="button" className="button button--ghost" onClick={() => navigate(-1)}>
          Back to the product
        </button>
      </p>
    </section>
  );
}
