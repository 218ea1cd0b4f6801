/** The nav-menu machine's paths in the browser (map: nav-menu.paths.ts). */
import { expect, test } from '../e2e/fixtures.ts';
import { navMenuPaths } from './nav-menu.paths.ts';
import { definePathTests } from './support/runner.ts';

definePathTests(test, expect, navMenuPaths);
