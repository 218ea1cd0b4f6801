/**
 * Product pages' content (spec 2 "Product page", spec 3 "Product"): one entry per product key in
 * assets/data/products.data.json, fetched once and looked up by name on the client (spec 7).
 *
 * Fields documented as HTML (a group's title, an item's description) are trusted-looking but still
 * untrusted strings: views sanitise them before rendering.
 */
import * as v from 'valibot';
import { PRODUCT_KEYS } from '../config/paths.ts';
import { FEATURE_ICONS } from './feature-icons.ts';
import { PRODUCTS_URL } from './content-urls.ts';
import { AssetPathSchema, HttpsUrlSchema, TextSchema, fetchContent } from './load-json.ts';

export { FEATURE_ICONS, featureIconPath, type FeatureIcon } from './feature-icons.ts';

export { PRODUCTS_URL };

const FeatureItemSchema = v.object({
  icon: v.picklist(FEATURE_ICONS),
  title: TextSchema,
  /** HTML: simple inline markup and links. */
  description: TextSchema,
  /** An optional illustration beside the item, and a class name the view may use to size it. */
  img_src: v.optional(AssetPathSchema),
  img_class: v.optional(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'must be a CSS class name'))),
});

const FeatureGroupSchema = v.object({
  /** HTML: simple inline markup such as <strong>. */
  title: v.optional(TextSchema),
  items: v.pipe(v.array(FeatureItemSchema), v.minLength(1, 'a group needs at least one item')),
});

const PartnerLogoSchema = v.object({
  href: HttpsUrlSchema,
  src: AssetPathSchema,
  alt: TextSchema,
});

const PartnerGroupSchema = v.object({
  headline: TextSchema,
  logos: v.pipe(v.array(PartnerLogoSchema), v.minLength(1, 'a partner group needs at least one logo')),
});

export const ProductSchema = v.object({
  /** The route key (spec 2: /product/{productName}). */
  name: v.picklist(PRODUCT_KEYS),
  logo: AssetPathSchema,
  /** The hero's background image. */
  background: AssetPathSchema,
  headline: TextSchema,
  byline: TextSchema,
  descTitle: TextSchema,
  desc: TextSchema,
  descSpecification: v.optional(TextSchema),
  partners: v.optional(v.array(PartnerGroupSchema)),
  contentColumns: v.pipe(v.array(FeatureGroupSchema), v.minLength(1, 'a product needs at least one feature group')),
});
export type Product = v.InferOutput<typeof ProductSchema>;
export type ProductFeatureGroup = Product['contentColumns'][number];
export type ProductFeatureItem = ProductFeatureGroup['items'][number];
export type ProductPartnerGroup = NonNullable<Product['partners']>[number];

/** Names are unique so that a lookup by name has one answer. */
export const ProductsSchema = v.pipe(
  v.array(ProductSchema),
  v.check((products) => new Set(products.map((p) => p.name)).size === products.length, 'product names must be unique'),
);

/** spec 2: the product is found by case-insensitive name match; undefined when none matches. */
export function findProduct(products: readonly Product[], name: string | null | undefined): Product | undefined {
  if (!name) return undefined;
  const wanted = name.toLowerCase();
  return products.find((product) => product.name === wanted);
}

/** spec 7: GET assets/data/products.data.json. Throws ContentError when the file is missing or invalid. */
export function loadProducts(fetchImpl: typeof fetch = fetch): Promise<Product[]> {
  return fetchContent(PRODUCTS_URL, ProductsSchema, fetchImpl);
}
