/**
 * The feature icons (spec 2): their names and where their images live. Kept apart from
 * products.ts, so the pages that only show icons do not download the product data's schema.
 */

import type { FeatureIcon } from '../../shared/product-content.ts';

/** spec 2: the ten feature-icon names (the product page machine carries products with them). */
export { FEATURE_ICONS, type FeatureIcon } from '../../shared/product-content.ts';

/** A feature told with an icon, a title and a sentence (the landings' feature lists). */
export interface IconFeature {
  icon: FeatureIcon;
  title: string;
  text: string;
}

/** Where a feature icon's image lives, relative to the site base (like every path in the data). */
export const featureIconPath = (icon: FeatureIcon): string => `assets/img/icons/${icon}.svg`;
