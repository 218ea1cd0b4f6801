import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { productPageMachine, selectProductFailed, selectProductLoading, selectShownProduct } from '../../machines/product-page.machine.ts';
import { selectLastProduct } from '../../machines/product-selection.machine.ts';
import { loadProductsActor } from '../actors/content/load-products.ts';
import { watchProductChoicesActor } from '../actors/content/product-selection.ts';
import { ProductSelectionActor } from '../actors/app-actor-contexts.ts';
import type { PageMetaExport } from '../app/route-table.ts';
import { LoadFailed, Loading } from '../components/content/load-status.tsx';
import { scrollToTop } from '../components/content/scroll.ts';
import { ProductView } from './product-view.tsx';
import { titleCase } from '../lib/title-case.ts';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = (params) => ({
  description: `Product details of ${titleCase(params.productName)}.`,
  keywords: 'product, solutions, parts ordering',
});

/**
 * A product page (spec 2 "Product page"): found by name case-insensitively, reloaded on the
 * update-product event, falling back to the last product viewed, else nothing (spec 8); it opens
 * at the top on every navigation. Which product shows is the productPage machine's decision.
 */
export function ProductPage() {
  const { productName = '' } = useParams();
  const selection = ProductSelectionActor.useActorRef();
  const page = useActorRef(
    productPageMachine.provide({
      // spec 2, 4: the update-product event (solutions menu, footer) reloads the page's product.
      actors: { loadProducts: loadProductsActor, watchProductChoices: watchProductChoicesActor(selection) },
      actions: {
        scrollToTop,
        // Remember the product viewed, for the fallback (the selection ignores the one it has).
        rememberProduct: (_, { name }) => {
          if (name) selection.send({ type: 'product.viewed', name });
        },
      },
    }),
    { input: { name: productName || null, lastProduct: selectLastProduct(selection.getSnapshot()) } },
  );
  const loading = useSelector(page, selectProductLoading);
  const failed = useSelector(page, selectProductFailed);
  const product = useSelector(page, selectShownProduct);

  // The route's product, every time it changes: the machine decides whether that is a navigation.
  useEffect(() => {
    page.send({ type: 'product.requested', name: productName });
  }, [productName, page]);

  if (loading) return <Loading label="Loading the product" />;
  if (failed) {
    return (
      <div className="page">
        <LoadFailed what="This product" onRetry={() => page.send({ type: 'product.retry' })} />
      </div>
    );
  }
  // spec 8: an unknown product, with no product viewed before, renders nothing.
  if (!product) return null;
  return <ProductView product={product} />;
}
