/** The code-loader machine's paths in the browser (map: code-loader.paths.ts). */
import { expect, test } from '../e2e/fixtures.ts';
import { codeLoaderPaths } from './code-loader.paths.ts';
import { definePathTests } from './support/runner.ts';

definePathTests(test, expect, codeLoaderPaths);
