/** The status query modal's paths in the browser (map: status-query-modal.paths.ts). */
import { expect, test } from '../e2e/fixtures.ts';
import { statusQueryModalPaths } from './status-query-modal.paths.ts';
import { definePathTests } from './support/runner.ts';

definePathTests(test, expect, statusQueryModalPaths);
