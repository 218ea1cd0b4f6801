#!/usr/bin/env node
/**
 * `npm test`: everything, in order, with one closing line that totals every test it ran.
 * 1. type-check (the browser app and the Node side apart) lint and format (4 checks) and 2. build (as `npm start` builds), side by side
 * in two lanes, 3. the byte guard (each route's first-visit JavaScript within its limit, size-limit), 4. unit, model-based and
 * server tests (Vitest), 5. end-to-end tests in Debian's Chromium (Playwright), 6. the engine lanes side by side: Firefox ESR
 * over WebDriver BiDi and the WebKit smoke (tests/engines, node's test runner; docs/decisions/engine-lanes.md).
 * Ends with `N passed, M failed` (CI reads it) and exits non-zero on any failure.
 * `--fast` (`npm run test:fast`, the inner loop): the four checks and the Vitest projects only, no build and no browser.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = { passed: 0, failed: 0, skipped: 0 };
let hardFailure = false;
const fast = process.argv.includes('--fast');

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${label}: exit ${child.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return child.status === 0;
}

/**
 * Runs `command` with its output collected and printed in one block when it ends (steps that run side by side
 * would interleave their lines otherwise). Resolves to true on exit 0.
 */
function runCollected(label, command, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const finish = (status, error) => {
      console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(chunks));
      if (error) console.log(String(error));
      console.log(`=== ${label}: exit ${status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(status === 0);
    };
    child.on('error', (error) => finish(null, error));
    child.on('close', (status) => finish(status));
  });
}

/** Runs each lane's steps in order, the lanes side by side; resolves to each step's outcome by label. */
async function runLanes(lanes) {
  const outcomes = new Map();
  await Promise.all(
    lanes.map(async (lane) => {
      for (const [label, command, args] of lane) outcomes.set(label, await runCollected(label, command, args));
    }),
  );
  return outcomes;
}

function count(label, ok) {
  if (ok) results.passed += 1;
  else {
    results.failed += 1;
    console.log(`FAILED: ${label}`);
  }
}

/** Titles ("file › describe › test") of the tests in a Playwright JSON report with the given outcome. */
function testsWithStatus(report, status) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) if (test.status === status) titles.push([...path, spec.title].join(' › '));
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return titles;
}

mkdirSync('test-results', { recursive: true });

// The four checks and the build read the sources and write nothing the others read (the build writes dist/,
// which no check reads): two lanes on two cores, the longest step (lint) alone. Measured on the 2-core dev
// machine, otherwise idle: 49 s one after the other (tsc app 7 s, tsc node 11 s, lint 21 s, format 7 s, build 3 s),
// 37 s in these two lanes (each step slower as they share the cores; lint 32 s is the critical path).
const checks = [
  ['type-check (browser app)', 'npx', ['tsc', '-p', 'tsconfig.app.json']],
  ['type-check (server, scripts, tests)', 'npx', ['tsc', '-p', 'tsconfig.node.json']],
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
];
const build = ['build', 'npm', ['run', 'build']];
const outcomes = await runLanes([[checks[2]], [checks[0], checks[1], checks[3], ...(fast ? [] : [build])]]);
for (const [label] of checks) count(label, outcomes.get(label));

if (!fast && !outcomes.get('build')) {
  hardFailure = true;
  results.failed += 1;
  console.log('FAILED: build (end-to-end tests need it)');
}

// The byte guard: each route's first-visit JavaScript within its limit (.size-limit.js, size-limits.json). It reads
// the build, so it runs only after a build that worked.
if (!fast && outcomes.get('build')) count('size guard', run('size guard', 'npm', ['run', '--silent', 'size']));

rmSync('test-results/unit.json', { force: true });
const unitOk = run('unit', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json']);
if (existsSync('test-results/unit.json')) {
  const report = JSON.parse(readFileSync('test-results/unit.json', 'utf8'));
  results.passed += report.numPassedTests ?? 0;
  results.failed += report.numFailedTests ?? 0;
  results.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A suite that fails to load has no tests to count: count the file.
  const brokenFiles = (report.testResults ?? []).filter((file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0);
  results.failed += brokenFiles.length;
  if (!unitOk && (report.numFailedTests ?? 0) === 0 && brokenFiles.length === 0) results.failed += 1;
} else {
  results.failed += 1;
  console.log('FAILED: vitest wrote no report');
}

if (!hardFailure && !fast) {
  rmSync('test-results/e2e.json', { force: true });
  const e2eOk = run('e2e', 'npx', ['playwright', 'test']);
  if (existsSync('test-results/e2e.json')) {
    const report = JSON.parse(readFileSync('test-results/e2e.json', 'utf8'));
    const stats = report.stats ?? {};
    // Playwright: expected = passed, unexpected = failed, flaky = passed only on a retry, which
    // counts as failed here (a retried test hides a race): each is named.
    results.passed += stats.expected ?? 0;
    results.failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
    results.skipped += stats.skipped ?? 0;
    for (const title of testsWithStatus(report, 'unexpected')) console.log(`FAILED: ${title}`);
    for (const title of testsWithStatus(report, 'flaky')) console.log(`FAILED (passed only on a retry): ${title}`);
    if (!e2eOk && (stats.unexpected ?? 0) === 0 && (stats.flaky ?? 0) === 0) results.failed += 1;
  } else {
    results.failed += 1;
    console.log('FAILED: playwright wrote no report');
  }
}

// The engine lanes, each in its own browser and ports (4350-4359): every check is a counted test, each failure named.
// A lane whose browser is missing fails with the one line saying what to install (.ci/run installs them).
if (!hardFailure && !fast) {
  const lanes = [
    {
      name: 'firefox',
      label: 'engines: Firefox ESR',
      needs: [[process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', 'firefox-esr (or set FIREFOX_PATH)']],
    },
    {
      name: 'webkit',
      label: 'engines: WebKit',
      needs: [
        [process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver', 'webkit2gtk-driver'],
        [process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', 'webkit2gtk-driver'],
        ['/usr/bin/xvfb-run', 'xvfb'],
      ],
    },
  ];
  const runnable = [];
  for (const lane of lanes) {
    const missing = lane.needs.filter(([path]) => !existsSync(path));
    if (missing.length === 0) runnable.push(lane);
    else count(`${lane.label}: no ${missing.map(([path, pkg]) => `${path} (apt-get install ${pkg})`).join(', no ')}`, false);
  }
  const reportOf = (lane) => `test-results/engines-${lane.name}.json`;
  for (const lane of runnable) rmSync(reportOf(lane), { force: true });
  const laneOutcomes = await runLanes(
    runnable.map((lane) => [
      [
        lane.label,
        'node',
        [
          '--import',
          'tsx',
          '--test',
          '--test-reporter=spec',
          '--test-reporter-destination=stdout',
          '--test-reporter=./tests/engines/support/count-reporter.mjs',
          `--test-reporter-destination=${reportOf(lane)}`,
          `tests/engines/${lane.name}.engine.ts`,
        ],
      ],
    ]),
  );
  for (const lane of runnable) {
    if (!existsSync(reportOf(lane))) {
      count(`${lane.label}: the lane wrote no report`, false);
      continue;
    }
    const report = JSON.parse(readFileSync(reportOf(lane), 'utf8'));
    results.passed += report.passed.length;
    for (const title of report.failed) count(`${lane.label} › ${title}`, false);
    if (!laneOutcomes.get(lane.label) && report.failed.length === 0) count(`${lane.label}: the lane failed outside its tests`, false);
  }
}

const skipped = results.skipped ? `, ${results.skipped} skipped` : '';
console.log(`\n${results.passed} passed, ${results.failed} failed${skipped}`);
process.exit(results.failed > 0 ? 1 : 0);
