/**
 * Writes the static catalogue page docs/statecharts/index.html: machines grouped by area, each with
 * its purpose, routes and views, state and transition counts, path-coverage figures when the testers'
 * report exists, its SVG inline (so the player can highlight states from a page opened from disk)
 * and a "Step through" player (player.js). Its stylesheet, catalogue.css, is a hand-written file of
 * that folder (docs/decisions/statechart-catalogue.md): the generator links it and leaves it in place. A strict CSP: scripts and styles from the folder only,
 * Mermaid's SVG <style> elements by hash, Trusted Types required with no policy allowed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { AREAS, type Chart } from './statecharts-lib.ts';
import { ROOT_DIR } from './statecharts-usage.ts';

/** The SHA-256 of everything player.js is built from (the machines and the player's own scripts), recorded in it. */
export function playerSourcesHash(): string {
  const hash = createHash('sha256');
  const files = [
    ...readdirSync(join(ROOT_DIR, 'machines'))
      .filter((file) => file.endsWith('.ts'))
      .sort()
      .map((file) => `machines/${file}`),
    'scripts/statecharts-player.ts',
    'scripts/statecharts-player-core.ts',
    'scripts/statecharts-player-data.ts',
  ];
  for (const file of files) hash.update(`${file}\n${readFileSync(join(ROOT_DIR, file), 'utf8').replace(/\r\n/g, '\n')}\n`);
  return hash.digest('hex');
}

export const playerBanner = () => `/* statecharts player, built by npm run docs:statecharts; sources-sha256: ${playerSourcesHash()} */\n`;

export const PATH_COVERAGE_FILE = join(ROOT_DIR, 'test-results/path-coverage/path-coverage.json');
const COVERAGE_START = '<!-- coverage:start -->';
const COVERAGE_END = '<!-- coverage:end -->';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The report's figures for one machine: `{ machines: { id: {…} } }`, `{ id: {…} }` or `[{ machine: id, … }]`. */
export function coverageOf(report: unknown, machineId: string): Record<string, string | number> | null {
  if (!report || typeof report !== 'object') return null;
  const record = report as Record<string, unknown>;
  const list = Array.isArray(report) ? report : Array.isArray(record.machines) ? (record.machines as unknown[]) : null;
  const entry = list
    ? list.find(
        (item) =>
          item &&
          typeof item === 'object' &&
          ((item as Record<string, unknown>).machine === machineId || (item as Record<string, unknown>).id === machineId),
      )
    : ((record.machines as Record<string, unknown> | undefined)?.[machineId] ?? record[machineId]);
  if (!entry || typeof entry !== 'object') return null;
  const figures: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(entry as Record<string, unknown>)) {
    if ((typeof value === 'number' || typeof value === 'string') && key !== 'machine' && key !== 'id') figures[key] = value;
  }
  return Object.keys(figures).length ? figures : null;
}

export function readCoverageReport(): unknown {
  if (!existsSync(PATH_COVERAGE_FILE)) return null;
  try {
    return JSON.parse(readFileSync(PATH_COVERAGE_FILE, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

function coverageHtml(report: unknown, machineId: string, short = false): string {
  const figures = report ? coverageOf(report, machineId) : null;
  const text = figures
    ? Object.entries(figures)
        .map(([key, value]) => `${key}: ${value}`)
        .join(', ')
    : report
      ? 'not in the path-coverage report'
      : short
        ? 'no report'
        : 'no path-coverage report (test-results/path-coverage/path-coverage.json) when this was generated';
  return `${COVERAGE_START}<span class="coverage">${escapeHtml(text)}</span>${COVERAGE_END}`;
}

/** The page without its coverage figures (what the freshness test compares). */
export const withoutCoverage = (html: string) => html.replace(/<!-- coverage:start -->[\s\S]*?<!-- coverage:end -->/g, '');

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export function renderIndex(charts: readonly Chart[], svgs: ReadonlyMap<string, string>, report: unknown): string {
  const styleHashes = new Set<string>();
  for (const svg of svgs.values()) for (const match of svg.matchAll(/<style>([\s\S]*?)<\/style>/g)) styleHashes.add(sha256(match[1] ?? ''));
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    `style-src-elem 'self' ${[...styleHashes].sort().join(' ')}`.trim(),
    // Mermaid writes a few presentational style attributes on SVG elements.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');

  const areas = AREAS.map((area) => ({ ...area, charts: charts.filter((chart) => chart.area === area.title) }));
  const other = charts.filter((chart) => !AREAS.some((area) => area.title === chart.area));
  if (other.length) areas.push({ title: 'Other', files: [], charts: other });
  const anchor = (title: string) => `area-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

  const body: string[] = [];
  for (const area of areas) {
    if (!area.charts.length) continue;
    body.push(`<h2 id="${anchor(area.title)}">${escapeHtml(area.title)}</h2>`);
    body.push(
      '<table class="summary"><thead><tr><th>Machine</th><th>Purpose</th><th>Routes</th><th>States</th><th>Transitions</th><th>Path coverage</th></tr></thead><tbody>',
    );
    for (const chart of area.charts) {
      body.push(
        `<tr><td><a href="#${chart.name}">${escapeHtml(chart.machine.id)}</a></td><td>${escapeHtml(chart.purpose)}</td><td>${escapeHtml(chart.usage.routes.join(', ') || '—')}</td><td>${chart.stateCount}</td><td>${chart.transitionCount}</td><td>${coverageHtml(report, chart.machine.id, true)}</td></tr>`,
      );
    }
    body.push('</tbody></table>');
    for (const chart of area.charts) {
      const svg = svgs.get(chart.name) ?? '<p class="missing">No SVG: run npm run docs:statecharts.</p>';
      body.push(
        [
          `<section class="chart" id="${chart.name}" data-page="${chart.name}" data-machine="${escapeHtml(chart.machine.id)}">`,
          `<h3>${escapeHtml(chart.machine.id)} <small>machines/${escapeHtml(chart.file)}</small></h3>`,
          `<p class="purpose">${escapeHtml(chart.purpose)}</p>`,
          '<dl>',
          `<dt>Routes</dt><dd>${escapeHtml(chart.usage.routes.join(', ') || 'none directly (app-wide, or invoked by another machine)')}</dd>`,
          `<dt>Views</dt><dd>${escapeHtml(chart.usage.components.join(', ') || '—')}</dd>`,
          `<dt>Size</dt><dd>${chart.stateCount} states, ${chart.transitionCount} transitions</dd>`,
          `<dt>Path coverage</dt><dd>${coverageHtml(report, chart.machine.id)}</dd>`,
          '</dl>',
          `<p class="links"><a href="${chart.name}.md">Page with tables</a> · <a href="${chart.name}.svg">SVG</a></p>`,
          '<button type="button" class="play">Step through</button>',
          '<div class="player" hidden></div>',
          `<div class="diagram">${svg}</div>`,
          '</section>',
        ].join('\n'),
      );
    }
  }

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Statechart catalogue</title>
<link rel="stylesheet" href="catalogue.css">
</head>
<body>
<header>
<h1>Statechart catalogue</h1>
<p>Every flow of the portal is one of these machines. Generated from <code>machines/</code> by <code>npm run docs:statecharts</code>; opens from disk, with no network. “Step through” runs the real machine with stand-in services: choose the events and the services' answers, fire timers, and copy the path as a test path.</p>
<nav aria-label="Areas">${areas
    .filter((area) => area.charts.length)
    .map((area) => `<a href="#${anchor(area.title)}">${escapeHtml(area.title)}</a>`)
    .join(' · ')}</nav>
</header>
<main>
${body.join('\n')}
</main>
<script src="player.js"></script>
</body>
</html>
`;
}
