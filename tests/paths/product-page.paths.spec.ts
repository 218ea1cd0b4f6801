/** The product page's paths in the browser (map: product-page.paths.ts). */
import { expect, test } from '../e2e/fixtures.ts';
import { productPagePaths } from './product-page.paths.ts';
import { definePathTests } from './support/runner.ts';

definePathTests(test, expect, productPagePaths);
