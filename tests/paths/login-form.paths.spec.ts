/** The /ops login form's paths in the browser (map: login-form.paths.ts). */
import { expect, test } from '../e2e/fixtures.ts';
import { loginFormPaths } from './login-form.paths.ts';
import { definePathTests } from './support/runner.ts';

definePathTests(test, expect, loginFormPaths);
