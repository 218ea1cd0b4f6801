/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium; no browser download), against the
 * production build served by the portal's own server with its stand-in services, as `npm start`
 * serves it. The fault switch is on (STAND_IN_FAULTS=1) so fault tests need no interception.
 */
import { defineConfig, type TraceMode } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The trace mode E2E_TRACE names (off, on, retain-on-failure, retain-on-first-failure), 'off' when unset; any other value is refused. */
function traceMode(value: string | undefined): TraceMode {
  const modes: TraceMode[] = ['off', 'on', 'retain-on-failure', 'retain-on-first-failure'];
  if (value === undefined || value === '') return 'off';
  const mode = modes.find((item) => item === value);
  if (!mode) throw new Error(`E2E_TRACE=${value}: use one of ${modes.join(', ')}`);
  return mode;
}

const PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_ORIGIN = `http://localhost:${PORT}`;

/**
 * The suite's server needs E2E_PORT on 127.0.0.1: a port another process holds fails here at once, naming
 * it, instead of Playwright waiting on (or testing against) whatever answers there.
 */
function refuseTakenPort(port: number) {
  const probe = `const s=require('node:net').createServer();s.once('error',e=>{console.log(e.code);process.exit(1)});s.listen(${port},'127.0.0.1',()=>s.close())`;
  try {
    execFileSync(process.execPath, ['-e', probe], { stdio: 'pipe', timeout: 10_000 });
  } catch (error) {
    const code = String((error as { stdout?: unknown }).stdout ?? '').trim() || 'unknown error';
    throw new Error(`E2E_PORT ${port} on 127.0.0.1 is not free (${code}): stop what holds it or run with E2E_PORT=<a free port>.`, {
      cause: error,
    });
  }
}
// The test workers load this file too, once the suite's server holds the port.
if (!process.env.TEST_WORKER_INDEX) refuseTakenPort(PORT);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'tests',
  // End-to-end scenarios, and the model-based UI paths (tests/paths) once they exist.
  testMatch: ['e2e/**/*.e2e.ts', 'paths/**/*.paths.spec.ts'],
  // Playwright wipes its outputDir at start: keep it apart from the coverage files other steps write.
  outputDir: 'test-results/playwright',
  // The UI paths' coverage report (tests/paths): cleared before, written after every run.
  globalSetup: './tests/paths/support/global-setup.ts',
  globalTeardown: './tests/paths/support/report.ts',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // No retries: a test that needs one is a failing test (docs/decisions/test-signal.md), and npm test counts it so.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `${E2E_ORIGIN}/opsportal/`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
    // No trace by default: recording one (a DOM snapshot at every action) cost 13 % of the e2e run's time, measured
    // (a11y-sweep and foundation, 114 tests, 2 workers: 104 s without, 120 s with), for files CI never shows
    // (it prints the log). E2E_TRACE=retain-on-failure keeps one for each failing test when reproducing a failure
    // (docs/decisions/e2e-test-time.md).
    trace: traceMode(process.env.E2E_TRACE),
  },
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `${E2E_ORIGIN}/opsportal/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: E2E_ORIGIN,
      STAND_IN_FAULTS: '1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SSO_ENABLED: 'false',
      // Provider tokens live 20 s, less than the wrapper's 20 s minimum validity: every token
      // request refreshes, so the SSO tests see refresh (single flight, 400) without waiting.
      SSO_ACCESS_TTL: '20',
    },
  },
});
