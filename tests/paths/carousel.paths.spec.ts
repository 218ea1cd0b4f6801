/** The carousel's paths in the browser (map: carousel.paths.ts). */
import { expect, test } from '../e2e/fixtures.ts';
import { carouselPaths } from './carousel.paths.ts';
import { definePathTests } from './support/runner.ts';

definePathTests(test, expect, carouselPaths);
