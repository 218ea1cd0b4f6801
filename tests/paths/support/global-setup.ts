/** Playwright global setup: the path-coverage files of an earlier run are removed first. */
import { rmSync } from 'node:fs';
import { COVERAGE_DIR } from './runner.ts';

export default function globalSetup() {
  rmSync(COVERAGE_DIR, { recursive: true, force: true });
}
