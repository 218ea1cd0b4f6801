/** The single-sign-on session's paths in the browser, on /kc where the UI shows it (map: sso-session.paths.ts). */
import { expect, test } from '../e2e/fixtures.ts';
import { ssoSessionPaths } from './sso-session.paths.ts';
import { definePathTests } from './support/runner.ts';

definePathTests(test, expect, ssoSessionPaths);
