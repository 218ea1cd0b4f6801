/**
 * The start-up profile of `npm run bench` (docs/performance.md): one page load traced through the Chrome DevTools
 * protocol with the CPU slowed 4× (Emulation.setCPUThrottlingRate), network not throttled, a fresh
 * browser context each time (a first visit).
 *
 * From the trace of the page's main thread, between navigationStart and the page's largest contentful
 * paint (the last `largestContentfulPaint::Candidate`):
 * - script: V8's CPU-profile samples in JavaScript, including its garbage collector;
 * - native: samples in "(program)" (HTML parse, style, layout, paint set-up: what runs outside JS);
 * - style + layout: the trace's UpdateLayoutTree and Layout events (a part of native, printed apart);
 * - long tasks: main-thread tasks over 50 ms from navigationStart until the page is quiet;
 * - self time by module: each JavaScript sample's function mapped through the bench build's source maps.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface StartupProfile {
  lcp: number;
  dcl: number;
  script: number;
  native: number;
  styleLayout: number;
  /** Durations (ms) of the main thread's tasks over 50 ms, from navigationStart until quiet. */
  longTasks: number[];
  /** Self time (ms, up to LCP) by source module, from the source maps. */
  modules: Map<string, number>;
  /**
   * Script time (ms, up to LCP) by the nearest portal module on the stack (src/, machines/): which
   * of the portal's own code the libraries' time is spent for ("(libraries only)" when none is).
   */
  portalModules: Map<string, number>;
  /**
   * The same script time by the nearest portal function on the stack ('src/app/router.tsx:78 startFirstPage'):
   * which of the portal's start-up steps it is spent for, one level finer than `portalModules`.
   */
  portalFunctions: Map<string, number>;
}

/** Names a generated position's source module; `position` also gives its original line (1-based). */
export type ModuleResolver = ((scriptUrl: string, line: number, column: number) => string | null) & {
  position?: (scriptUrl: string, line: number, column: number) => { module: string; line: number } | null;
};

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { name?: string; frame?: string; data?: Record<string, unknown> };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
].join(',');

/**
 * Loads `url` once in a fresh context and returns its start-up profile. `resolveModule` names the
 * source module of a generated position (null when the file has no source map).
 */
export async function profileStartup(browser: Browser, url: string, resolveModule: ModuleResolver): Promise<StartupProfile> {
  // A trace now and then lacks its navigationStart (seen on a quiet machine too, three times in a row for one page): load
  // again, up to six times.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await profileOnce(browser, url, resolveModule);
    } catch (error) {
      if (attempt >= 6) throw error;
      console.warn(`profile of ${url} again: ${(error as Error).message}`);
    }
  }
}

async function profileOnce(browser: Browser, url: string, resolveModule: ModuleResolver): Promise<StartupProfile> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: CATEGORIES.split(',') });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Quiet: one more second without a task is enough for the first page's late work to show.
  await page.waitForTimeout(1000);
  const dcl = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return navigation?.domContentLoadedEventEnd ?? Number.NaN;
  });
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  await context.close();
  return analyse(trace.traceEvents, url, dcl, resolveModule);
}

/** `window` (ms after navigationStart) narrows the sampled span, for looking at one task. */
export function analyse(
  events: TraceEvent[],
  url: string,
  dcl: number,
  resolveModule: ModuleResolver,
  window?: [number, number],
): StartupProfile {
  const wanted = url.split('#')[0]!;
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.['isLoadingMainFrame'] === true &&
      String(event.args.data['documentLoaderURL'] ?? '').startsWith(wanted),
  );
  if (!navigation) throw new Error(`No navigationStart for ${url} in the trace`);
  const { pid, tid, ts: start } = navigation;
  const candidates = events.filter((event) => event.name === 'largestContentfulPaint::Candidate' && event.pid === pid && event.ts >= start);
  const lcpTs = candidates.at(-1)?.ts;
  if (lcpTs === undefined) throw new Error(`No largest contentful paint for ${url}`);
  const onMain = (event: TraceEvent) => event.pid === pid && event.tid === tid && event.ts >= start;

  // V8's samples: the Profile event names the thread; its ProfileChunks carry nodes, samples and deltas.
  const profileIds = new Set(events.filter((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid).map((e) => e.id));
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<{ node: number; ts: number }> = [];
  let startTime = events.find((event) => event.name === 'Profile' && profileIds.has(event.id))?.args?.data?.['startTime'] as number;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || !profileIds.has(event.id)) continue;
    const data = event.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    ids.forEach((node, index) => {
      startTime += deltas[index] ?? 0;
      samples.push({ node, ts: startTime });
    });
  }
  let script = 0;
  let native = 0;
  const modules = new Map<string, number>();
  const moduleOf = new Map<number, string>();
  const portalModules = new Map<string, number>();
  const portalModuleOf = new Map<number, string>();
  const portalFunctions = new Map<string, number>();
  const portalFunctionOf = new Map<number, string>();
  const portalFunction = (id: number): string => {
    const known = portalFunctionOf.get(id);
    if (known !== undefined) return known;
    const frame = nodes.get(id)?.callFrame;
    const at = frame?.url ? resolveModule.position?.(frame.url, frame.lineNumber, frame.columnNumber) : null;
    const parent = nodes.get(id)?.parent;
    const found =
      at && /^(src|machines)\//.test(at.module)
        ? functionLabel(at.module, at.line)
        : parent === undefined
          ? '(libraries only)'
          : portalFunction(parent);
    portalFunctionOf.set(id, found);
    return found;
  };
  const nameOf = (id: number): string | null => {
    const frame = nodes.get(id)?.callFrame;
    return frame?.url ? resolveModule(frame.url, frame.lineNumber, frame.columnNumber) : null;
  };
  const portalModule = (id: number): string => {
    const known = portalModuleOf.get(id);
    if (known !== undefined) return known;
    const own = nameOf(id);
    const parent = nodes.get(id)?.parent;
    const found = own && /^(src|machines)\//.test(own) ? own : parent === undefined ? '(libraries only)' : portalModule(parent);
    portalModuleOf.set(id, found);
    return found;
  };
  for (let index = 0; index < samples.length - 1; index += 1) {
    const sample = samples[index]!;
    const from = window ? start + window[0] * 1000 : start;
    const to = window ? start + window[1] * 1000 : lcpTs;
    if (sample.ts < from || sample.ts >= to) continue;
    const ms = (Math.min(samples[index + 1]!.ts, to) - sample.ts) / 1000;
    const frame = nodes.get(sample.node)?.callFrame;
    const name = frame?.functionName ?? '(unknown)';
    if (name === '(idle)' || name === '(root)') continue;
    if (name === '(program)') {
      native += ms;
      continue;
    }
    script += ms;
    let module = moduleOf.get(sample.node);
    if (module === undefined) {
      module =
        name === '(garbage collector)'
          ? '(garbage collector)'
          : frame?.url
            ? (resolveModule(frame.url, frame.lineNumber, frame.columnNumber) ?? frame.url.replace(/^.*\//, ''))
            : `(native: ${name})`;
      // BENCH_FUNCTIONS=1: each function apart (its minified name), to look closer at one module.
      if (process.env['BENCH_FUNCTIONS'] && frame?.url)
        module = `${module} ${name || '(anonymous)'}:${frame.lineNumber}:${frame.columnNumber}`;
      moduleOf.set(sample.node, module);
    }
    modules.set(module, (modules.get(module) ?? 0) + ms);
    const owner = portalModule(sample.node);
    portalModules.set(owner, (portalModules.get(owner) ?? 0) + ms);
    const step = portalFunction(sample.node);
    portalFunctions.set(step, (portalFunctions.get(step) ?? 0) + ms);
  }
  const styleLayout =
    events
      .filter((event) => onMain(event) && event.ts < lcpTs && event.ph === 'X' && ['UpdateLayoutTree', 'Layout'].includes(event.name))
      .reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
  const longTasks = events
    .filter((event) => onMain(event) && event.ph === 'X' && event.name === 'RunTask' && (event.dur ?? 0) > 50_000)
    .map((event) => Math.round((event.dur ?? 0) / 1000));
  return { lcp: (lcpTs - start) / 1000, dcl, script, native, styleLayout, longTasks, modules, portalModules, portalFunctions };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Per generated line, [generated column, source index, original line (0-based)] triples (-1, -1: no source) in column order (a source map's `mappings`). */
function decodeMappings(mappings: string): Array<Array<[number, number, number]>> {
  const lines: Array<Array<[number, number, number]>> = [];
  let source = 0;
  let originalLine = 0;
  for (const line of mappings.split(';')) {
    const segments: Array<[number, number, number]> = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        source += fields[1]!;
        originalLine += fields[2]!;
        segments.push([column, source, originalLine]);
        // A segment without a source (the bundler's own glue: its preload helper, the chunk's import
        // list) ends the one before it: code there is no module's.
      } else segments.push([column, -1, -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** Short module names: a package's name and file under node_modules, the repository path otherwise. */
export function moduleName(source: string): string {
  const normalised = source.replace(/\\/g, '/');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(normalised);
  if (inPackage) return `${inPackage[1]} (${inPackage[2]!.replace(/^.*\//, '')})`;
  return normalised.replace(/^(\.\.\/)+/, '').replace(/^.*?\/(src|machines)\//, '$1/');
}

/** A resolver for `profileStartup` reading `<file>.map` beside each script the URL names (mapUrl gives the path). */
export function sourceMapResolver(pathOfUrl: (scriptUrl: string) => string | null): ModuleResolver {
  const maps = new Map<string, { lines: Array<Array<[number, number, number]>>; sources: string[] } | null>();
  const position = (scriptUrl: string, line: number, column: number): { module: string; line: number } | null => {
    if (!maps.has(scriptUrl)) {
      const path = pathOfUrl(scriptUrl);
      try {
        const map = JSON.parse(readFileSync(`${path}.map`, 'utf8')) as { mappings: string; sources: string[] };
        maps.set(scriptUrl, { lines: decodeMappings(map.mappings), sources: map.sources });
      } catch {
        maps.set(scriptUrl, null);
      }
    }
    const map = maps.get(scriptUrl);
    const segments = map?.lines[line];
    if (!map || !segments?.length) return null;
    // The last segment at or before the column (binary search).
    let low = 0;
    let high = segments.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (segments[middle]![0] <= column) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    // Before the first segment, or in one without a source: the bundler's glue, not a module's code.
    if (found < 0) return null;
    const segment = segments[found]!;
    const source = map.sources[segment[1]];
    return source ? { module: moduleName(source), line: segment[2] + 1 } : null;
  };
  return Object.assign((scriptUrl: string, line: number, column: number) => position(scriptUrl, line, column)?.module ?? null, {
    position,
  });
}

const sourceLines = new Map<string, string[]>();
/**
 * 'src/app/router.tsx:78 startFirstPage': a portal module's line and the name declared on it (a function, a
 * component, a const arrow), read from the repository's source; the bare line where none is.
 */
function functionLabel(module: string, line: number): string {
  if (!sourceLines.has(module)) {
    try {
      sourceLines.set(module, readFileSync(module, 'utf8').split('\n'));
    } catch {
      sourceLines.set(module, []);
    }
  }
  const text = sourceLines.get(module)?.[line - 1] ?? '';
  const declared = /(?:function\s+|const\s+|let\s+|^\s*(?:async\s+)?)([A-Za-z_$][\w$]*)\s*(?:[=(<:]|$)/.exec(text)?.[1];
  return declared ? `${module}:${line} ${declared}` : `${module}:${line}`;
}

/**
 * What a built chunk holds, by source module: the minified characters each module's code takes (the source map's
 * segments) and the gzip size of that text alone. Gzip of the whole chunk is less than the sum (shared words
 * compress together), so the sizes are each module's weight, not parts that add up.
 */
export function chunkComposition(jsPath: string): Array<{ module: string; minified: number; gzip: number }> {
  const code = readFileSync(jsPath, 'utf8').split('\n');
  const map = JSON.parse(readFileSync(`${jsPath}.map`, 'utf8')) as { mappings: string; sources: string[] };
  const text = new Map<string, string[]>();
  decodeMappings(map.mappings).forEach((segments, lineIndex) => {
    const line = code[lineIndex] ?? '';
    segments.forEach(([column, source], index) => {
      const end = segments[index + 1]?.[0] ?? line.length;
      const name = source < 0 ? '(bundler glue)' : moduleName(map.sources[source] ?? '?');
      const parts = text.get(name) ?? [];
      parts.push(line.slice(column, end));
      text.set(name, parts);
    });
  });
  return [...text]
    .map(([module, parts]) => {
      const joined = parts.join('');
      return { module, minified: joined.length, gzip: gzipSync(joined, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}
