/**
 * What a product page shows of the product its machine chose (spec 2 "Product page"): the hero with
 * Schedule Demo and Register, the description, the partner logos and the feature groups.
 */
import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import type { ProductContent } from '../../shared/product-content.ts';
import { useConfig } from '../config/config-context.tsx';
import { FeatureIcon } from '../components/content/feature-icon.tsx';
import { assetUrl } from '../components/content/asset.ts';
import { SafeHtml } from '../components/content/safe-html.tsx';
import { paths } from '../config/paths.ts';
import { solutionSections } from '../content/solutions.ts';
import '../components/content/marketing.css';
import './product-page.css';

const productNames = new Map(solutionSections.flatMap((section) => section.products).map((item) => [item.key as string, item.name]));

export function ProductView({ product }: { product: ProductContent }) {
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
function ProductDetails({ product, name }: { product: ProductContent; name: string }) {
  return (
    <>
      {product.partners?.map((group) => (
        <section key={group.headline} className="page product-partners" aria-label={group.headline}>
          <h2>{group.headline}</h2>
          <ul className="product-partners__logos">
            {group.logos.map((logo) => (
              <li key={logo.src}>
                <a className="logo-tile" href={logo.href} target="_blank" rel="noopener noreferrer">
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
