/**
 * `npm run test:mutation` (docs/mutation.md): Stryker over machines/ and the sign-in actors
 * (src/actors/auth), one run per group of files, then one report.
 *
 * Static mutants (stryker.config.mjs) are left out unless MUTATION_STATIC=1; then the files are mutated
 * in groups: for a static mutant Stryker runs every test related to the mutated files, and mutating one
 * machine (or a few small ones) at a time keeps that set to the machine's own tests.
 * Writes test-results/mutation/index.html (the HTML report of every group together), mutation.json
 * and score.txt, and prints the score of machines/ and of src/actors/auth/, naming the files mutated when not all were.
 * `-- --only <name,...>` mutates only the groups whose files contain one of the names (`-- --only machines/`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EQUIVALENT, type Equivalent } from '../tests/mutation/equivalent.ts';

const OUT = join('test-results', 'mutation');
const PARTS = join(OUT, 'parts');

/** Groups of files mutated together; a sign-in machine's tests are many, so each is alone. */
export const GROUPS: string[][] = [
  [
    'machines/accordion.machine.ts',
    'machines/anchor-highlight.machine.ts',
    'machines/cookie-consent.machine.ts',
    'machines/login-panel.machine.ts',
    'machines/nav-menu.machine.ts',
    'machines/video-facade.machine.ts',
    'machines/status-query-modal.machine.ts',
    'machines/product-selection.machine.ts',
    'machines/success-status.ts',
    'machines/code-loader.machine.ts',
    'shared/product-content.ts',
    'machines/start-up.machine.ts',
  ],
  ['machines/careers.machine.ts', 'machines/news.machine.ts', 'machines/load-failure.ts'],
  ['machines/carousel.machine.ts'],
  ['machines/form-submission.machine.ts'],
  ['machines/product-page.machine.ts'],
  ['machines/sso-session.machine.ts'],
  ['machines/kc-landing.machine.ts'],
  ['machines/login-form.machine.ts'],
  ['machines/auto-sign-in.machine.ts'],
  ['machines/token-login.machine.ts'],
  ['machines/partner-login.machine.ts'],
  ['machines/user-type-routing.machine.ts'],
  ['machines/sign-in-shared.ts'],
  ['src/actors/auth/*.ts', '!src/actors/auth/use-sign-in-actors.ts'],
];

interface Mutant {
  status: string;
  mutatorName: string;
  replacement?: string;
  location: { start: { line: number; column: number }; end?: { line: number; column: number } };
}

interface Report {
  files: Record<string, { source: string; mutants: Mutant[] }>;
  testFiles?: Record<string, unknown>;
  [key: string]: unknown;
}

export function score(report: Report, prefix: string, equivalent: readonly Equivalent[] = []) {
  const counts: Record<string, number> = {};
  let listed = 0;
  for (const [file, result] of Object.entries(report.files)) {
    if (!file.startsWith(prefix)) continue;
    for (const mutant of result.mutants) {
      counts[mutant.status] = (counts[mutant.status] ?? 0) + 1;
      if (undetected(mutant) && equivalentOf(file, result.source, mutant, equivalent)) listed += 1;
    }
  }
  const detected = (counts.Killed ?? 0) + (counts.Timeout ?? 0);
  const missed = (counts.Survived ?? 0) + (counts.NoCoverage ?? 0);
  const percent = (of: number) => (of ? (100 * detected) / of : 100);
  return {
    counts,
    detected,
    undetected: missed,
    score: percent(detected + missed),
    /** Survivors listed as equivalent (tests/mutation/equivalent.ts), and the score of the mutants left. */
    equivalent: listed,
    scoreWithoutEquivalent: percent(detected + missed - listed),
  };
}

const undetected = (mutant: Mutant) => mutant.status === 'Survived' || mutant.status === 'NoCoverage';

/** The source text a mutant replaced (mutation-testing-report-schema: lines and columns 1-based, end exclusive). */
export function originalOf(source: string, mutant: Mutant): string {
  const lines = source.split('\n');
  const { start, end } = mutant.location;
  if (!end) return '';
  if (start.line === end.line) return (lines[start.line - 1] ?? '').slice(start.column - 1, end.column - 1);
  return [
    (lines[start.line - 1] ?? '').slice(start.column - 1),
    ...lines.slice(start.line, end.line - 1),
    (lines[end.line - 1] ?? '').slice(0, end.column - 1),
  ].join('\n');
}

/**
 * The entry of `equivalent` this mutant matches: same file and mutator, the same original text and replacement,
 * on a line holding the entry's `line` (whitespace folded everywhere).
 */
export function equivalentOf(file: string, source: string, mutant: Mutant, equivalent: readonly Equivalent[] = EQUIVALENT) {
  const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
  const original = fold(originalOf(source, mutant));
  const replacement = fold(mutant.replacement ?? '');
  const line = fold(source.split('\n')[mutant.location.start.line - 1] ?? '');
  return equivalent.find(
    (entry) =>
      entry.file === file &&
      entry.mutator === mutant.mutatorName &&
      fold(entry.original) === original &&
      fold(entry.replacement) === replacement &&
      line.includes(fold(entry.line)),
  );
}

/**
 * One line per mutant no test noticed: where, which mutator, the line as it was and the replacement;
 * a mutant listed as equivalent ends with its reason.
 */
export function survivors(report: Report, equivalent: readonly Equivalent[] = EQUIVALENT): string {
  const lines: string[] = [];
  for (const [file, result] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
    const source = result.source.split('\n');
    for (const mutant of result.mutants) {
      if (!undetected(mutant)) continue;
      const line = mutant.location.start.line;
      const listed = equivalentOf(file, result.source, mutant, equivalent);
      lines.push(
        `${file}:${line} ${mutant.status} ${mutant.mutatorName}: ${(source[line - 1] ?? '').trim()}  =>  ${(mutant.replacement ?? '').replace(/\s+/g, ' ')}${listed ? `  [equivalent: ${listed.reason}]` : ''}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Every file a full run mutates under `prefix` (GROUPS, a `*.ts` pattern read from disk, `!` entries left out). */
export function filesOf(prefix: string, groups: readonly string[][] = GROUPS): string[] {
  const entries = groups.flat();
  const skipped = new Set(entries.filter((entry) => entry.startsWith('!')).map((entry) => entry.slice(1)));
  const files = entries
    .filter((entry) => entry.startsWith(prefix))
    .flatMap((entry) => {
      if (!entry.endsWith('/*.ts')) return [entry];
      const dir = entry.slice(0, -'*.ts'.length);
      return readdirSync(dir)
        .filter((name) => name.endsWith('.ts'))
        .map((name) => `${dir}${name}`);
    });
  return [...new Set(files)].filter((file) => !skipped.has(file)).sort();
}

/**
 * The score lines, each naming what it is the score of (`mutated`: the groups this run gave Stryker): the whole folder only when every one of its files
 * was mutated (`machines/ (all 24 files)`), else the files that were (`machines/login-form.machine.ts (1 of 23 files)`).
 */
export function scoreSummary(
  report: Report,
  how: string,
  mutated: readonly string[][],
  equivalent: readonly Equivalent[] = EQUIVALENT,
): string[] {
  const lines = [`Mutation score (${how}):`];
  for (const prefix of ['machines/', 'src/actors/auth/']) {
    const result = score(report, prefix, equivalent);
    const all = filesOf(prefix);
    const ran = filesOf(prefix, mutated);
    if (result.detected + result.undetected === 0) {
      lines.push(`  ${prefix} not mutated in this run`);
      continue;
    }
    const what = all.every((file) => ran.includes(file))
      ? `${prefix} (all ${all.length} files)`
      : `${ran.join(', ')} (${ran.length} of the ${all.length} files of ${prefix})`;
    lines.push(
      `  ${what}: ${result.score.toFixed(2)}%  (${result.detected} detected, ${result.undetected} undetected; ${Object.entries(
        result.counts,
      )
        .map(([status, count]) => `${status} ${count}`)
        .join(', ')})`,
      `    ${result.scoreWithoutEquivalent.toFixed(2)}%  without the ${result.equivalent} undetected mutants listed as equivalent (tests/mutation/equivalent.ts)`,
    );
  }
  return lines;
}

function main() {
  const onlyIndex = process.argv.indexOf('--only');
  const only = onlyIndex >= 0 ? (process.argv[onlyIndex + 1] ?? '').split(',') : null;
  const selected = only
    ? GROUPS.filter((files) => files.some((file) => only.some((name) => file.includes(name) && !file.startsWith('!'))))
    : GROUPS;
  // Without static mutants each mutant runs only the tests that cover it: one Stryker run is quickest.
  const groups = process.env.MUTATION_STATIC === '1' ? selected : [selected.flat()];
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(PARTS, { recursive: true });
  const began = Date.now();
  let html = '';
  for (const [index, files] of groups.entries()) {
    const started = Date.now();
    console.log(`\n[${index + 1}/${groups.length}] stryker run --mutate ${files.join(',')}`);
    const run = spawnSync('npx', ['stryker', 'run', '--mutate', files.join(','), '--reporters', 'html,json,clear-text,progress'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (run.status !== 0) {
      console.error(`Stryker failed on ${files.join(',')} (exit ${run.status})`);
      process.exit(1);
    }
    renameSync(join(OUT, 'mutation.json'), join(PARTS, `${index}.json`));
    html = readFileSync(join(OUT, 'index.html'), 'utf8');
    console.log(`[${index + 1}/${groups.length}] ${Math.round((Date.now() - started) / 1000)} s`);
  }
  const parts = groups.map((_, index) => JSON.parse(readFileSync(join(PARTS, `${index}.json`), 'utf8')) as Report);
  const merged: Report = { ...(parts[0] as Report), files: {}, testFiles: {} };
  for (const part of parts) {
    Object.assign(merged.files, part.files);
    Object.assign(merged.testFiles as object, part.testFiles ?? {});
  }
  writeFileSync(join(OUT, 'mutation.json'), JSON.stringify(merged));
  // The HTML reporter embeds its report as `app.report = {…};`: the last group's page carries all of them.
  const start = html.indexOf('app.report = ');
  const end = html.indexOf(';\n', start);
  if (start < 0 || end < 0) throw new Error('the HTML report has no app.report to replace');
  writeFileSync(
    join(OUT, 'index.html'),
    `${html.slice(0, start)}app.report = ${JSON.stringify(merged).replace(/</g, '\\u003c')}${html.slice(end)}`,
  );
  const minutes = ((Date.now() - began) / 60000).toFixed(1);
  const lines = scoreSummary(merged, `${minutes} min, ${groups.length} Stryker runs`, selected);
  writeFileSync(join(OUT, 'score.txt'), `${lines.join('\n')}\n`);
  writeFileSync(join(OUT, 'survivors.txt'), survivors(merged));
  console.log(`\n${lines.join('\n')}\nReport: ${join(OUT, 'index.html')}`);
  if (!existsSync(join(OUT, 'index.html'))) process.exit(1);
}

// Run as the script (npm run test:mutation); tests import the pure functions above.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
