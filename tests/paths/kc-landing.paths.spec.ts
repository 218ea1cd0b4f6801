/** The /kc identity-provider landing's paths in the browser (map: kc-landing.paths.ts). */
import { expect, test } from '../e2e/fixtures.ts';
import { kcLandingPaths } from './kc-landing.paths.ts';
import { definePathTests } from './support/runner.ts';

definePathTests(test, expect, kcLandingPaths);
