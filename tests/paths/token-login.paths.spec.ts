/** The token-login machine's paths in the browser (map: token-login.paths.ts). */
import { expect, test } from '../e2e/fixtures.ts';
import { tokenLoginPaths } from './token-login.paths.ts';
import { definePathTests } from './support/runner.ts';

definePathTests(test, expect, tokenLoginPaths);
