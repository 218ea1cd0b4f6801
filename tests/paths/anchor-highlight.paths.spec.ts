/** The anchor-highlight machine's paths in the browser (map: anchor-highlight.paths.ts). */
import { expect, test } from '../e2e/fixtures.ts';
import { anchorHighlightPaths } from './anchor-highlight.paths.ts';
import { definePathTests } from './support/runner.ts';

definePathTests(test, expect, anchorHighlightPaths);
