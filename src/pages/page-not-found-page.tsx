import { Link } from 'react-router-dom';
import { selectLastProduct } from '../../machines/product-selection.machine.ts';
import { ProductSelectionActor } from '../actors/app-actor-contexts.ts';
import { paths } from '../config/paths.ts';
import { solutionSections } from '../content/solutions.ts';
import type { PageMetaExport } from '../app/route-table.ts';
import './page-not-found-page.css';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = { description: "The page you were looking for doesn't exist.", keywords: '404, not found' };

/**
 * The "back to the product" link (spec 2): the product `lastProduct` names (spec 4 "Product selection"), or Trax, the
 * first product of the Solutions menu and the footer's Solutions link, when none is remembered or the key is unknown.
 */
function productBackLink(lastProduct: string | null): { name: string; path: string } {
  const products = solutionSections.flatMap((section) => section.products);
  const chosen = products.find((entry) => entry.key === lastProduct?.toLowerCase()) ?? products.find((entry) => entry.key === 'trax');
  return chosen ? { name: chosen.name, path: chosen.path } : { name: 'Trax', path: paths.product('trax') };
}

/**
 * Page not found (spec 2): 'Oh! 404', the message, links to the homepage and back to the product: the last product
 * the visitor chose or viewed (spec 4 "the last chosen product is remembered"), else Trax
 * (docs/decisions/page-not-found-links.md).
 */
export function PageNotFoundPage() {
  const back = productBackLink(ProductSelectionActor.useSelector(selectLastProduct));
  return (
    <section className="page not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Oh! 404</h1>
      <p>The page you were looking for doesn&apos;t exist.</p>
      <p className="not-found__links">
        <Link className="button button--primary" to={paths.ops}>
          Go to the homepage
        </Link>
        <Link className="button button--ghost" to={back.path}>
          Back to {back.name}
        </Link>
      </p>
    </section>
  );
}
