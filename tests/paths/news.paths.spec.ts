/** The news pages' paths in the browser (map: news.paths.ts). */
import { expect, test } from '../e2e/fixtures.ts';
import { newsPaths } from './news.paths.ts';
import { definePathTests } from './support/runner.ts';

definePathTests(test, expect, newsPaths);
