/**
 * Product pages' content (spec 2 "Product page", spec 3 "Product"): one entry per product key in
 * assets/data/products.data.json, fetched once and looked up by name on the client (spec 7).
 *
 * Fields documented as HTML (a group's title, an item's description) are trusted-looking but still
 * untrusted strings: views sanitise them before rendering.
 */
import { PRODUCT_KEYS, type ProductKey } from '../config/paths.ts';
import { list, matches, minLength, object, oneOf, optional, refine, string, unique, type Check } from '../../shared/shape.ts';
import type {
  ProductContent,
  ProductFeatureGroup,
  ProductFeatureItem,
  ProductPartnerGroup,
  ProductPartnerLogo,
} from '../../shared/product-content.ts';
import { FEATURE_ICONS } from './feature-icons.ts';
import { productsUrl } from './content-urls.ts';
import { AssetPathSchema, HttpsUrlSchema, TextSchema, fetchContent } from './load-json.ts';

export { FEATURE_ICONS, featureIconPath, type FeatureIcon } from './feature-icons.ts';

export { productsUrl };

export type { ProductFeatureGroup, ProductFeatureItem, ProductPartnerGroup, ProductPartnerLogo };

/** A product of the content file: the product page machine's product, with a known route key. */
export type Product = ProductContent<ProductKey>;

const FeatureItemSchema = object<ProductFeatureItem>({
  icon: oneOf(FEATURE_ICONS),
  title: TextSchema,
  description: TextSchema,
  img_src: optional(AssetPathSchema),
  img_class: optional(refine(string, matches(/^[a-z][a-z0-9-]*$/, 'must be a CSS class name'))),
});

const FeatureGroupSchema = object<ProductFeatureGroup>({
  title: optional(TextSchema),
  items: refine(list(FeatureItemSchema), minLength(1, 'a group needs at least one item')),
});

const PartnerLogoSchema = object<ProductPartnerLogo>({
  href: HttpsUrlSchema,
  src: AssetPathSchema,
  alt: TextSchema,
});

const PartnerGroupSchema = object<ProductPartnerGroup>({
  headline: TextSchema,
  logos: refine(list(PartnerLogoSchema), minLength(1, 'a partner group needs at least one logo')),
});

export const ProductSchema: Check<Product> = object<Product>({
  name: oneOf(PRODUCT_KEYS),
  logo: AssetPathSchema,
  background: AssetPathSchema,
  headline: TextSchema,
  byline: TextSchema,
  descTitle: TextSchema,
  desc: TextSchema,
  descSpecification: optional(TextSchema),
  partners: optional(list(PartnerGroupSchema)),
  contentColumns: refine(list(FeatureGroupSchema), minLength(1, 'a product needs at least one feature group')),
});

/** Names are unique so that a lookup by name has one answer. */
export const ProductsSchema: Check<Product[]> = refine(
  list(ProductSchema),
  unique((product) => product.name, 'product names must be unique'),
);

/** spec 2: the product is found by case-insensitive name match; undefined when none matches. */
export function findProduct(products: readonly Product[], name: string | null | undefined): Product | undefined {
  if (!name) return undefined;
  const wanted = name.toLowerCase();
  return products.find((product) => product.name === wanted);
}

/** spec 7: GET assets/data/products.data.json. Throws ContentError when the file is missing or invalid. */
export function loadProducts(fetchImpl: typeof fetch = fetch): Promise<Product[]> {
  return fetchContent(productsUrl(), ProductsSchema, fetchImpl);
}
