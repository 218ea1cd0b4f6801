/** The product selection's paths in the browser (map: product-selection.paths.ts). */
import { expect, test } from '../e2e/fixtures.ts';
import { productSelectionPaths } from './product-selection.paths.ts';
import { definePathTests } from './support/runner.ts';

definePathTests(test, expect, productSelectionPaths);
