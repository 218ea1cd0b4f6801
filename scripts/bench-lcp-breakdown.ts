/**
 * `node --import tsx scripts/bench-lcp-breakdown.ts <url> [more urls]`: one Lighthouse 12 mobile run (simulated
 * throttling, as `npm run bench`) per address, printing what its largest contentful paint waited for: the LCP
 * element, its phases (time to first byte, resource load delay, load time, render delay, simulated) and the requests
 * the page made before it, in order, with their sizes and priorities. For a first-paint goal not met
 * (docs/performance.md "First paint of every route").
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROMIUM } from './bench-lighthouse.ts';

for (const url of process.argv.slice(2)) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result!.lhr;
    const audit = (id: string) => lhr.audits[id];
    const details = (id: string) => audit(id)?.details as { items?: Array<Record<string, unknown>> } | undefined;
    console.log(
      `\n${url}: perf ${lhr.categories['performance']?.score}, LCP ${Math.round(audit('largest-contentful-paint')?.numericValue ?? NaN)} ms, FCP ${Math.round(audit('first-contentful-paint')?.numericValue ?? NaN)} ms, TBT ${Math.round(audit('total-blocking-time')?.numericValue ?? NaN)} ms`,
    );
    const observed = (details('metrics')?.items?.[0] ?? {}) as Record<string, number>;
    console.log(
      `  observed (unthrottled): FCP ${Math.round(observed['observedFirstContentfulPaint'] ?? NaN)} ms, LCP ${Math.round(observed['observedLargestContentfulPaint'] ?? NaN)} ms, load ${Math.round(observed['observedLoad'] ?? NaN)} ms`,
    );
    const lcp = details('largest-contentful-paint-element')?.items ?? [];
    for (const table of lcp as Array<{ items?: Array<Record<string, unknown>> }>) {
      for (const row of table.items ?? []) {
        const node = row['node'] as { selector?: string } | undefined;
        console.log(node?.selector ? `  element: ${node.selector}` : `  ${String(row['phase'])}: ${Math.round(Number(row['timing']))} ms`);
      }
    }
    const work = (details('mainthread-work-breakdown')?.items ?? []) as Array<{ groupLabel?: string; duration?: number }>;
    console.log(
      `  main thread (Lighthouse's mainthread-work-breakdown): ${work.map((item) => `${item.groupLabel} ${Math.round(item.duration ?? 0)} ms`).join(', ')}`,
    );
    const boot = (details('bootup-time')?.items ?? []) as Array<{
      url?: string;
      total?: number;
      scripting?: number;
      scriptParseCompile?: number;
    }>;
    for (const item of boot.slice(0, 5))
      console.log(
        `  script ${String(item.url).replace(/^https?:\/\/[^/]+/, '')}: ${Math.round(item.total ?? 0)} ms (evaluation ${Math.round(item.scripting ?? 0)}, parse and compile ${Math.round(item.scriptParseCompile ?? 0)})`,
      );
    const requests = (details('network-requests')?.items ?? []) as Array<Record<string, number | string>>;
    console.log(`  requests (observed, unthrottled; start/end ms, transfer KB, priority):`);
    for (const request of requests) {
      const name = String(request['url']).replace(/^https?:\/\/[^/]+/, '');
      console.log(
        `    ${String(Math.round(Number(request['networkRequestTime']))).padStart(5)} ${String(Math.round(Number(request['networkEndTime']))).padStart(5)} ${(Number(request['transferSize']) / 1024).toFixed(1).padStart(6)} ${String(request['priority']).padEnd(8)} ${name}`,
      );
    }
  } finally {
    await chrome.kill();
  }
}
