/**
 * `npm run docs:statecharts`: writes, into docs/statecharts/, one Markdown page and one SVG per
 * machine, the catalogue (index.html, which links the hand-written catalogue.css kept there) and its offline
 * player (player.js).
 * SVGs are drawn by Mermaid in Debian's Chromium; an SVG whose recorded source hash still matches
 * its diagram is kept as it is (`--force` redraws every one). Exits non-zero when a diagram does not
 * render.
 * `--diff <git-ref>` writes instead the flow changes since that ref (scripts/statecharts-diff.ts).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { playerBanner, readCoverageSummary, readStoryboard, renderIndex } from './statecharts-catalogue.ts';
import { STATECHARTS_DIR, loadCharts } from './statecharts-lib.ts';
import { hashOfSvg, openRenderer, sourceHash } from './statecharts-render.ts';
import { ROOT_DIR } from './statecharts-usage.ts';

const diffAt = process.argv.indexOf('--diff');
if (diffAt >= 0) {
  // Flow diffs for review (scripts/statecharts-diff.ts): nothing in docs/ is written.
  const ref = process.argv[diffAt + 1];
  if (!ref || ref.startsWith('--')) {
    console.error('usage: npm run docs:statecharts -- --diff <git-ref> [--out <dir>]');
    process.exit(2);
  }
  const outAt = process.argv.indexOf('--out');
  const { runDiff } = await import('./statecharts-diff.ts');
  await runDiff(ROOT_DIR, ref, resolve(ROOT_DIR, outAt >= 0 ? (process.argv[outAt + 1] ?? '') : 'test-results/statecharts-diff'));
  process.exit(0);
}
const force = process.argv.includes('--force');
const charts = await loadCharts();
mkdirSync(STATECHARTS_DIR, { recursive: true });
const names = new Set(charts.map((chart) => chart.name));
for (const file of readdirSync(STATECHARTS_DIR)) {
  const base = file.replace(/\.(md|svg)$/, '');
  if (/\.(md|svg)$/.test(file) && file !== 'README.md' && !names.has(base)) rmSync(join(STATECHARTS_DIR, file));
}

// Pages.
const index = [
  '# Statecharts',
  '',
  'Generated from `machines/` by `npm run docs:statecharts`; `npm test` fails when they are stale.',
  'Open [index.html](index.html) from disk for the rendered catalogue, grouped by area, with a player for every machine.',
  '',
];
for (const chart of charts) {
  writeFileSync(join(STATECHARTS_DIR, `${chart.name}.md`), chart.markdown);
  index.push(`- [${chart.machine.id}](${chart.name}.md) (${chart.area}): ${chart.purpose}`);
}
writeFileSync(join(STATECHARTS_DIR, 'README.md'), `${index.join('\n')}\n`);

// Pictures.
const svgs = new Map<string, string>();
const toRender = charts.filter((chart) => {
  const path = join(STATECHARTS_DIR, `${chart.name}.svg`);
  if (force || !existsSync(path)) return true;
  const svg = readFileSync(path, 'utf8');
  if (hashOfSvg(svg) !== sourceHash(chart.mermaid)) return true;
  svgs.set(chart.name, svg);
  return false;
});
const failures: string[] = [];
if (toRender.length) {
  const { browser, render } = await openRenderer();
  try {
    for (const chart of toRender) {
      const result = await render(chart.name, chart.mermaid);
      if (result.svg) {
        writeFileSync(join(STATECHARTS_DIR, `${chart.name}.svg`), `${result.svg}\n`);
        svgs.set(chart.name, `${result.svg}\n`);
      } else failures.push(`${chart.name}: ${result.error}`);
    }
  } finally {
    await browser.close();
  }
}

// Catalogue and player.
writeFileSync(join(STATECHARTS_DIR, 'index.html'), renderIndex(charts, svgs, readCoverageSummary(), readStoryboard()));
const { build } = await import('vite');
const outDir = mkdtempSync(join(tmpdir(), 'statecharts-player-'));
await build({
  configFile: false,
  root: ROOT_DIR,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir,
    emptyOutDir: true,
    minify: true,
    sourcemap: false,
    copyPublicDir: false,
    lib: {
      entry: join(ROOT_DIR, 'scripts/statecharts-player.ts'),
      formats: ['iife'],
      name: 'statechartsPlayer',
      fileName: () => 'player.js',
    },
  },
});
writeFileSync(join(STATECHARTS_DIR, 'player.js'), `${playerBanner()}${readFileSync(join(outDir, 'player.js'), 'utf8')}`);
rmSync(outDir, { recursive: true, force: true });

console.log(
  `wrote ${charts.length} statecharts (${toRender.length - failures.length} SVGs drawn, ${svgs.size - (toRender.length - failures.length)} unchanged), index.html and player.js to docs/statecharts/`,
);
if (failures.length) {
  console.error(`These diagrams did not render:\n${failures.join('\n')}`);
  process.exit(1);
}
