/** The cookie consent's paths in the browser (map: cookie-consent.paths.ts); no opsCookie unless a start sets it. */
import { expect, test } from '../e2e/fixtures.ts';
import { cookieConsentPaths } from './cookie-consent.paths.ts';
import { definePathTests } from './support/runner.ts';

test.use({ freshVisitor: true });
definePathTests(test, expect, cookieConsentPaths);
