/** The auto-sign-in machine's paths in the browser (map: auto-sign-in.paths.ts). */
import { expect, test } from '../e2e/fixtures.ts';
import { autoSignInPaths } from './auto-sign-in.paths.ts';
import { definePathTests } from './support/runner.ts';

definePathTests(test, expect, autoSignInPaths);
