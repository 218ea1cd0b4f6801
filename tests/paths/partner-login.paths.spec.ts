/** The partner-login machine's paths in the browser (map: partner-login.paths.ts). */
import { expect, test } from '../e2e/fixtures.ts';
import { partnerLoginPaths } from './partner-login.paths.ts';
import { definePathTests } from './support/runner.ts';

definePathTests(test, expect, partnerLoginPaths);
