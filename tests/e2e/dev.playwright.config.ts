/**
 * The two files that start `npm run dev` for themselves (dev-server.e2e.ts, statecharts-live.e2e.ts), without the
 * suite's server: that server serves the production build and refuses to start without dist/, which these files
 * never read (the live view's check of the production build makes its own, in a folder of its own). Running them
 * with this config proves it: `mv dist /tmp/elsewhere && npx playwright test -c tests/e2e/dev.playwright.config.ts`.
 * The whole suite (`npx playwright test`) runs them too, beside every other file.
 */
import { defineConfig } from '@playwright/test';
import suite from '../../playwright.config.ts';

export default defineConfig({
  ...suite,
  testDir: '.',
  testMatch: ['dev-server.e2e.ts', 'statecharts-live.e2e.ts'],
  outputDir: '../../test-results/playwright-dev',
  reporter: 'list',
  // The path maps' coverage report belongs to the suite's run.
  globalSetup: undefined,
  globalTeardown: undefined,
  webServer: undefined,
});
