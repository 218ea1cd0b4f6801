/** The careers pages' paths in the browser (map: careers.paths.ts). */
import { expect, test } from '../e2e/fixtures.ts';
import { careersPaths } from './careers.paths.ts';
import { definePathTests } from './support/runner.ts';

definePathTests(test, expect, careersPaths);
