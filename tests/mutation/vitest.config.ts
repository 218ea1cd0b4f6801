/**
 * The Vitest run Stryker mutates against (stryker.config.mjs, `npm run test:mutation`): the model-based
 * machine walks and the unit tests of the sign-in actors, nothing that opens a browser.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    environment: 'node',
    // Generous: the machine walks share 2 cores with the mutants' runs (a carousel walk took 20 s under load).
    testTimeout: 90_000,
    include: [
      'tests/machines/**/*.test.ts',
      'tests/unit/auth-*.test.ts',
      'tests/unit/claims.test.ts',
      'tests/unit/held-credentials.test.ts',
      'tests/unit/hostile-forms.test.ts',
      'tests/unit/sso-kc-landing-actors.test.ts',
      'tests/unit/sign-in-actors.test.ts',
    ],
  },
});
