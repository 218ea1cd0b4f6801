/** The start-up chart's paths in the browser (map: start-up.paths.ts). */
import { expect, test } from '../e2e/fixtures.ts';
import { startUpPaths } from './start-up.paths.ts';
import { definePathTests } from './support/runner.ts';

definePathTests(test, expect, startUpPaths);
