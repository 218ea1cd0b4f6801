/** The form-submission machine's paths in the browser (map: form-submission.paths.ts). */
import { expect, test } from '../e2e/fixtures.ts';
import { formSubmissionPaths } from './form-submission.paths.ts';
import { definePathTests } from './support/runner.ts';

definePathTests(test, expect, formSubmissionPaths);
