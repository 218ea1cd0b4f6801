/** The login-panel machine's paths in the browser (map: login-panel.paths.ts). */
import { expect, test } from '../e2e/fixtures.ts';
import { loginPanelPaths } from './login-panel.paths.ts';
import { definePathTests } from './support/runner.ts';

definePathTests(test, expect, loginPanelPaths);
