/**
 * `node --import tsx scripts/bench-ab.ts <git-ref> [routes]`: one change judged by its effect on
 * first-visit blocking time (docs/performance.md). Builds <git-ref> (A) and the working tree (B)
 * with the production settings, serves each from its own portal server, and loads the routes
 * alternately A, B, A, B… in fresh contexts with the CPU 4× slower (network not throttled), so a
 * busy moment of this shared machine hits both. Per load, from the page's own observers: the
 * blocking time (each long task's part over 50 ms, until the page has been quiet for a second), the
 * largest contentful paint, and the longest task. Prints the medians per route and variant.
 *
 * AB_RUNS (default 7) loads per variant and route; AB_PORT (default 4395) and the next port.
 *
 * `--lighthouse`: Lighthouse 12 mobile (simulated throttling, as `npm run bench`) instead of the page's
 * observers, A and B taking turns, AB_RUNS (default 3) runs each per route: medians of the performance
 * score, TBT, LCP and FCP, and the ratio B ÷ A. Each run's final screenshot goes to
 * .tmp/bench-ab/lighthouse/<route>/<a|b>-<run>.jpg.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { lighthouseRun, medianRun, type LighthouseRun } from './bench-lighthouse.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const useLighthouse = process.argv.includes('--lighthouse');
const [ref, routesArg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!ref) throw new Error('usage: scripts/bench-ab.ts [--lighthouse] <git-ref> [/ops,/contactus]');
const routes = (routesArg ?? '/ops,/benefits,/news-and-media,/product/trax,/contactus').split(',');
const RUNS = Number(process.env['AB_RUNS'] ?? (useLighthouse ? 3 : 7));
const PORT = Number(process.env['AB_PORT'] ?? 4395);
const WORK = join(ROOT, '.tmp', 'bench-ab');

function buildVariant(name: 'a' | 'b'): string {
  const out = join(WORK, `dist-${name}`);
  rmSync(out, { recursive: true, force: true });
  let root = ROOT;
  if (name === 'a') {
    root = join(WORK, 'tree-a');
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    execFileSync(
      'sh',
      ['-c', `git archive ${ref} | tar -x -C ${root} && ln -s ${join(ROOT, 'node_modules')} ${join(root, 'node_modules')}`],
      {
        cwd: ROOT,
      },
    );
  }
  execFileSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
  execFileSync('node', [join(ROOT, 'scripts', 'precompress.mjs'), out], { stdio: 'ignore' });
  return out;
}

async function serve(dist: string, port: number): Promise<ChildProcess> {
  const origin = `http://localhost:${port}`;
  const server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), PUBLIC_ORIGIN: origin, LOG_LEVEL: 'error', DIST_DIR: dist },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(`${origin}/opsportal/`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`the server on ${port} did not start`);
}

interface Load {
  blocking: number;
  lcp: number;
  longest: number;
}

async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen = { tasks: [] as number[], lcp: 0, last: performance.now() };
    (window as unknown as { __ab: typeof seen }).__ab = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        seen.tasks.push(entry.duration);
        seen.last = performance.now();
      }
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      seen.lcp = list.getEntries().at(-1)?.startTime ?? seen.lcp;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Quiet: a second without a long task.
  await page.waitForFunction(() => performance.now() - (window as unknown as { __ab: { last: number } }).__ab.last > 1000, undefined, {
    polling: 200,
    timeout: 30_000,
  });
  const seen = await page.evaluate(() => (window as unknown as { __ab: { tasks: number[]; lcp: number } }).__ab);
  await context.close();
  return {
    blocking: seen.tasks.reduce((sum, task) => sum + Math.max(0, task - 50), 0),
    lcp: seen.lcp,
    longest: Math.max(0, ...seen.tasks),
  };
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? Number.NaN;

const distA = buildVariant('a');
const distB = buildVariant('b');
const servers = [await serve(distA, PORT), await serve(distB, PORT + 1)];
/** Lighthouse on both builds, taking turns per run. */
async function compareLighthouse() {
  const shots = join(WORK, 'lighthouse');
  console.log(`A = ${ref}, B = the working tree; Lighthouse mobile (simulated), ${RUNS} runs each, taking turns; medians.`);
  console.log('| Route | Perf A | Perf B | TBT A | TBT B | TBT B ÷ A | LCP A | LCP B | FCP A | FCP B |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const route of routes) {
    const dir = join(shots, route.replace(/\W+/g, '-').replace(/^-/, ''));
    mkdirSync(dir, { recursive: true });
    const a: LighthouseRun[] = [];
    const b: LighthouseRun[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      a.push(await lighthouseRun(`http://localhost:${PORT}/opsportal/#${route}`, join(dir, `a-${run + 1}.jpg`)));
      b.push(await lighthouseRun(`http://localhost:${PORT + 1}/opsportal/#${route}`, join(dir, `b-${run + 1}.jpg`)));
    }
    const [ma, mb] = [medianRun(a), medianRun(b)];
    const msOf = (value: number) => `${Math.round(value)} ms`;
    console.log(
      `| ${route} | ${ma.performance.toFixed(2)} | ${mb.performance.toFixed(2)} | ${msOf(ma.tbt)} | ${msOf(mb.tbt)} | ${(mb.tbt / ma.tbt).toFixed(2)} | ${msOf(ma.lcp)} | ${msOf(mb.lcp)} | ${msOf(ma.fcp)} | ${msOf(mb.fcp)} |`,
    );
    console.log(
      `  per run, A perf/TBT: ${a.map((r) => `${r.performance.toFixed(2)}/${Math.round(r.tbt)}`).join(' ')}; B: ${b.map((r) => `${r.performance.toFixed(2)}/${Math.round(r.tbt)}`).join(' ')}`,
    );
  }
}

if (useLighthouse) {
  try {
    await compareLighthouse();
  } finally {
    for (const server of servers) server.kill('SIGTERM');
  }
  process.exit(0);
}

const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  console.log(`A = ${ref}, B = the working tree; ${RUNS} loads each, alternating, CPU 4× slower; medians.`);
  console.log('| Route | Blocking A | Blocking B | LCP A | LCP B | Longest task A | Longest task B |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const route of routes) {
    const a: Load[] = [];
    const b: Load[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      a.push(await load(browser, `http://localhost:${PORT}/opsportal/#${route}`));
      b.push(await load(browser, `http://localhost:${PORT + 1}/opsportal/#${route}`));
    }
    const cell = (loads: Load[], pick: (value: Load) => number) => `${Math.round(median(loads.map(pick)))} ms`;
    console.log(
      `| ${route} | ${cell(a, (l) => l.blocking)} | ${cell(b, (l) => l.blocking)} | ${cell(a, (l) => l.lcp)} | ${cell(b, (l) => l.lcp)} | ${cell(a, (l) => l.longest)} | ${cell(b, (l) => l.longest)} |`,
    );
  }
} finally {
  await browser.close();
  for (const server of servers) server.kill('SIGTERM');
}
