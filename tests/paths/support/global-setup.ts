/**
 * Playwright global setup: the path-coverage files of an earlier run are removed first, unless
 * PATHS_KEEP_RUNS=1 (re-running the spec of a path that failed for a reason of the moment, so that the
 * run's paths and the re-run's together make the full run the summary is written from).
 */
import { rmSync } from 'node:fs';
import { AXE_CACHE_DIR } from './a11y.ts';
import { COVERAGE_DIR } from './runner.ts';

export default function globalSetup() {
  // axe results shared between workers hold for one build only (a11y.ts): never carried into another run.
  rmSync(AXE_CACHE_DIR, { recursive: true, force: true });
  if (process.env.PATHS_KEEP_RUNS === '1') return;
  rmSync(COVERAGE_DIR, { recursive: true, force: true });
}
