/** The accordion machine's paths in the browser (map: accordion.paths.ts). */
import { expect, test } from '../e2e/fixtures.ts';
import { accordionPaths } from './accordion.paths.ts';
import { definePathTests } from './support/runner.ts';

definePathTests(test, expect, accordionPaths);
