/**
 * The feature icons (spec 2): their names and where their images live. Kept apart from
 * products.ts, so the pages that only show icons do not download the product data's schema.
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

/** A feature told with an icon, a title and a sentence (the landings' feature lists). */
export interface IconFeature {
  icon: FeatureIcon;
  title: string;
  text: string;
}

/** Where a feature icon's image lives, relative to the site base (like every path in the data). */
export const featureIconPath = (icon: FeatureIcon): string => `assets/img/icons/${icon}.svg`;
