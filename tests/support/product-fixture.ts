import type { ProductContent } from '../../shared/product-content.ts';

/** A product of the content file, as the machines carry it (only the name matters to their decisions). */
export const product = (name: string): ProductContent => ({
  name,
  logo: `assets/img/${name}.svg`,
  background: `assets/img/${name}.jpg`,
  headline: name,
  byline: name,
  descTitle: name,
  desc: name,
  contentColumns: [],
});
