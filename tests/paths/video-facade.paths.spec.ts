/** The click-to-load video's paths in the browser (map: video-facade.paths.ts). */
import { expect, test } from '../e2e/fixtures.ts';
import { definePathTests } from './support/runner.ts';
import { videoFacadePaths } from './video-facade.paths.ts';

definePathTests(test, expect, videoFacadePaths);
