import { useActorRef, useSelector } from '@xstate/react';
import { useDeferredValue, useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  productPageMachine,
  selectProductFailed,
  selectProductLoading,
  selectProductName,
  selectProducts,
} from '../../machines/product-page.machine.ts';
import { selectLastProduct } from '../../machines/product-selection.machine.ts';
import { loadProductsActor } from '../actors/content/load-products.ts';
import { watchProductChoicesActor } from '../actors/content/product-selection.ts';
import { ProductSelectionActor } from '../app/app-actors.tsx';
import type { PageMetaExport } from '../app/route-table.ts';
import { useConfig } from '../app/config-context.tsx';
import { FeatureIcon } from '../components/content/feature-icon.tsx';
import { assetUrl } from '../components/content/asset.ts';
import { LoadFailed, Loading } from '../components/content/load-status.tsx';
import { SafeHtml } from '../components/content/safe-html.tsx';
import { scrollToTop } from '../components/content/scroll.ts';
import { paths } from '../config/paths.ts';
import { titleCase } from '../lib/title-case.ts';
import type { Product } from '../content/products.ts';
import { solutionSections } from '../content/solutions.ts';
import '../components/content/marketing.css';
import './product-page.css';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = (params) => ({
  description: `Product details of ${titleCase(params.productName)}.`,
  keywords: 'product, solutions, parts ordering',
});

const productNames = new Map(solutionSections.flatMap((section) => section.products).map((item) => [item.key as string, item.name]));

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
  const shownName = useSelector(page, selectProductName);
  const products = useSelector(page, selectProducts) as readonly Product[];
  const product = shownName ? products.find((item) => item.name === shownName) : undefined;

  useEffect(() => {
    if (page.getSnapshot().context.requested !== productName) page.send({ type: 'product.requested', name: productName });
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

function ProductView({ product }: { product: Product }) {
  const config = useConfig();
  const name = productNames.get(product.name) ?? product.name;
  // The hero and the description draw at once; the partner logos and feature groups below them follow in React's
  // background pass, which yields to the browser every few milliseconds, so the product's first drawing is not one
  // long task that blocks the visitor's input. Only when the view appears: another product replacing
  // the shown one draws whole at once, as before.
  const restDrawn = useDeferredValue(true, false);
  return (
    <div className="product-page" data-product={product.name}>
      <section className="product-hero" aria-labelledby="product-headline">
        <img className="cover-image" src={assetUrl(product.background)} alt="" width="1600" height="600" />
        <div className="product-hero__inner">
          <img className="product-hero__logo" src={assetUrl(product.logo)} alt={`${name} logo`} width="130" height="64" />
          <h1 id="product-headline">{product.headline}</h1>
          <p className="product-hero__byline">{product.byline}</p>
          <p className="product-hero__actions">
            <Link className="button button--primary" to={paths.contactus}>
              Schedule Demo
            </Link>
            {config ? (
              <a className="button button--light" href={config.registerUrl}>
                Register
              </a>
            ) : null}
          </p>
        </div>
      </section>

      <section className="page product-description" aria-labelledby="product-description-title">
        <h2 id="product-description-title">{product.descTitle}</h2>
        <p>{product.desc}</p>
        {product.descSpecification ? <p className="product-description__specification">{product.descSpecification}</p> : null}
      </section>

      {restDrawn ? <ProductDetails product={product} name={name} /> : null}
    </div>
  );
}

/** The partner logo groups and the feature groups. */
function ProductDetails({ product, name }: { product: Product; name: string }) {
  return (
    <>
      {product.partners?.map((group) => (
        <section key={group.headline} className="page product-partners" aria-label={group.headline}>
          <h2>{group.headline}</h2>
          <ul className="product-partners__logos">
            {group.logos.map((logo) => (
              <li key={logo.src}>
                <a href={logo.href} target="_blank" rel="noopener noreferrer">
                  <img src={assetUrl(logo.src)} alt={`${logo.alt} (opens in a new tab)`} width="200" height="80" loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}

      <section className="page page--wide product-features" aria-label={`${name} features`}>
        <div className="product-features__columns">
          {product.contentColumns.map((group, index) => (
            <div key={index} className="product-features__group">
              {group.title ? <SafeHtml as="h2" className="product-features__title" html={group.title} /> : null}
              <ul className="product-features__items">
                {group.items.map((item) => (
                  <li key={item.title} className="product-feature">
                    <FeatureIcon icon={item.icon} />
                    <div>
                      <h3>{item.title}</h3>
                      <SafeHtml html={item.description} />
                      {item.img_src ? (
                        <img
                          className={`product-feature__image${item.img_class ? ` ${item.img_class}` : ''}`}
                          src={assetUrl(item.img_src)}
                          alt=""
                          loading="lazy"
                        />
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
