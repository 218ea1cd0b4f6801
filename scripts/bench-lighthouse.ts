/**
 * Lighthouse 12 mobile (simulated throttling unless told otherwise), performance category only: one
 * run in a fresh Chromium, a retry of a run that gave no numbers, and the median of runs. Shared by
 * `npm run bench` (scripts/bench.ts) and the A/B comparison of two builds (scripts/bench-ab.ts).
 */
import { writeFileSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The median of the runs that gave a number (a Lighthouse run now and then reports no LCP on a loaded machine). */
export const median = (values: number[]) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export interface LighthouseRun {
  performance: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** The CSS selector Lighthouse gives for the largest-contentful-paint element ('' when it names none). */
  lcpElement: string;
  /** In a median: how many of the runs named that element ("3/3"). */
  lcpElementRuns?: string;
}

/**
 * One Lighthouse run in a fresh Chromium; its final screenshot is written to `screenshot` (JPEG).
 * The full-page screenshot is skipped: it is taken after the trace has ended, so it changes no
 * metric and no score, and it took a second of every run.
 */
async function lighthouseOnce(url: string, screenshot: string, throttlingMethod?: 'devtools'): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      skipAudits: ['full-page-screenshot'],
      ...(throttlingMethod ? { throttlingMethod } : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    // A run that could not load or paint the page gives no numbers (not a score of 0), and says why.
    if (lhr.runtimeError) process.stdout.write(`lighthouse gave no numbers for ${url}: ${lhr.runtimeError.code}\n`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const details = (id: string) => lhr.audits[id]?.details as Record<string, unknown> | undefined;
    const shot = details('final-screenshot')?.['data'];
    if (typeof shot === 'string') writeFileSync(screenshot, Buffer.from(shot.slice(shot.indexOf(',') + 1), 'base64'));
    // largest-contentful-paint-element: a list whose first table's first row is the element.
    const lcpTable = (
      details('largest-contentful-paint-element')?.['items'] as Array<{ items?: Array<{ node?: { selector?: string } }> }>
    )?.[0];
    return {
      performance: lhr.categories['performance']?.score ?? Number.NaN,
      lcp: audit('largest-contentful-paint'),
      fcp: audit('first-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      lcpElement: lcpTable?.items?.[0]?.node?.selector ?? '',
    };
  } finally {
    await chrome.kill();
  }
}

/** Tries a run that gave no numbers (NO_NAVSTART now and then, on a busy machine) once more, so a median stays of three. */
const LIGHTHOUSE_ATTEMPTS = 2;

export async function lighthouseRun(url: string, screenshot: string, throttlingMethod?: 'devtools'): Promise<LighthouseRun> {
  let run = await lighthouseOnce(url, screenshot, throttlingMethod);
  for (let attempt = 1; attempt < LIGHTHOUSE_ATTEMPTS && !Number.isFinite(run.tbt); attempt += 1) {
    process.stdout.write(`lighthouse: ${url} again\n`);
    run = await lighthouseOnce(url, screenshot, throttlingMethod);
  }
  return run;
}

export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const counts = new Map<string, number>();
  for (const run of runs) counts.set(run.lcpElement, (counts.get(run.lcpElement) ?? 0) + 1);
  const [lcpElement, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return {
    performance: median(runs.map((run) => run.performance)),
    lcp: median(runs.map((run) => run.lcp)),
    fcp: median(runs.map((run) => run.fcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
    lcpElement,
    lcpElementRuns: `${count}/${runs.length}`,
  };
}
