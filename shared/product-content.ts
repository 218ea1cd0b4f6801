/**
 * A product as the content file gives it and the product page shows it (spec 2 "Product page",
 * spec 3 "Product"): the product page machine carries these, so the page reads them from it with
 * their types. src/content/products.ts validates the file against them; src/content/feature-icons.ts
 * says where each icon's image lives. Types and the icon names only: no machine, no effect.
 */

/** spec 2: the ten feature-icon names; each has an image at assets/img/icons/{name}.svg. */
export const FEATURE_ICONS = [
  'ordering',
  'tracked',
  'diagram',
  'expedited',
  'memo',
  'mobile',
  'network',
  'notification',
  'source',
  'vin',
] as const;
export type FeatureIcon = (typeof FEATURE_ICONS)[number];

export interface ProductFeatureItem {
  icon: FeatureIcon;
  title: string;
  /** HTML: simple inline markup and links. */
  description: string;
  /** An optional illustration beside the item, and a class name the view may use to size it. */
  img_src?: string | undefined;
  img_class?: string | undefined;
}

export interface ProductFeatureGroup {
  /** HTML: simple inline markup such as <strong>. */
  title?: string | undefined;
  items: ProductFeatureItem[];
}

export interface ProductPartnerLogo {
  href: string;
  src: string;
  alt: string;
}

export interface ProductPartnerGroup {
  headline: string;
  logos: ProductPartnerLogo[];
}

/** A product; `TName` is its route key's type (the content loader narrows it to the known keys). */
export interface ProductContent<TName extends string = string> {
  /** The route key (spec 2: /product/{productName}). */
  name: TName;
  logo: string;
  /** The hero's background image. */
  background: string;
  headline: string;
  byline: string;
  descTitle: string;
  desc: string;
  descSpecification?: string | undefined;
  partners?: ProductPartnerGroup[] | undefined;
  contentColumns: ProductFeatureGroup[];
}
