/**
 * Writes the static catalogue page docs/statecharts/index.html: machines grouped by area, each with
 * its purpose, routes and views, state and transition counts, the path-coverage figures of the last full
 * UI paths run (docs/statecharts/path-coverage.summary.json) with a states table showing the storyboard's
 * pictures (docs/statecharts/storyboard/), its SVG inline (so the player can highlight states from a page opened from disk)
 * and a "Step through" player (player.js). Its stylesheet, catalogue.css, is a hand-written file of
 * that folder (docs/decisions/statechart-catalogue.md): the generator links it and leaves it in place. A strict CSP: scripts and styles from the folder only,
 * Mermaid's SVG <style> elements by hash, Trusted Types required with no policy allowed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateNode } from 'xstate';
import { AREAS, allNodes, type Chart } from './statecharts-lib.ts';
import { DESTINATIONS, STORYBOARD_WIDTHS, parsePictureName, pictureName } from './statecharts-pictures.ts';
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
    'scripts/statecharts-pictures.ts',
  ];
  for (const file of files) hash.update(`${file}\n${readFileSync(join(ROOT_DIR, file), 'utf8').replace(/\r\n/g, '\n')}\n`);
  return hash.digest('hex');
}

export const playerBanner = () => `/* statecharts player, built by npm run docs:statecharts; sources-sha256: ${playerSourcesHash()} */\n`;

/** The committed figures of the last full UI paths run (tests/paths/support/report.ts writes them). */
export const COVERAGE_SUMMARY_FILE = join(ROOT_DIR, 'docs/statecharts/path-coverage.summary.json');
/** The storyboard: what the visitor sees in each state, per machine (tests/paths/support/storyboard.ts). */
export const STORYBOARD_DIR = join(ROOT_DIR, 'docs/statecharts/storyboard');
const COVERAGE_START = '<!-- coverage:start -->';
const COVERAGE_END = '<!-- coverage:end -->';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One machine's figures in the summary (the shape report.ts writes). */
export interface MachineFigures {
  /** The machine's own map, or null when it is covered through others. */
  map: string | null;
  coveredThrough?: { maps: string[]; how: string };
  states: { reached: number; total: number; missing: string[] };
  transitions: { taken: number; total: number; excluded: number; missing: string[] };
  excluded: Array<{ transition: string; reason: string }>;
  /** States counted as reached whose page no path checks (so no picture): transient ones, or passed on the way. */
  unseen?: Array<{ state: string; reason: string }>;
  paths: number;
}
export interface CoverageSummary {
  /** The day of the run whose figures these are (kept while the figures stay the same). */
  run: string;
  /** The commit the run measured (`+changes` when its work tree differed); absent in summaries written before it was recorded. */
  commit?: string | null;
  machines: Record<string, MachineFigures>;
}

export function readCoverageSummary(file = COVERAGE_SUMMARY_FILE): CoverageSummary | null {
  if (!existsSync(file)) return null;
  const summary = JSON.parse(readFileSync(file, 'utf8')) as CoverageSummary;
  if (!summary || typeof summary.machines !== 'object') throw new Error(`${file}: no "machines" object`);
  return summary;
}

/** The storyboard's pictures: machine id → the file names in its folder. */
export function readStoryboard(dir = STORYBOARD_DIR): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  if (!existsSync(dir)) return out;
  for (const machine of readdirSync(dir).sort()) {
    const files = readdirSync(join(dir, machine)).filter((file) => file.endsWith('.webp'));
    out.set(machine, new Set(files));
  }
  return out;
}

/** The variants a state is pictured in: '' for its one picture, else the applications it left for (`app27` …). */
export function pictureVariants(state: string, pictures: ReadonlySet<string>): string[] {
  const variants = new Set<string>();
  for (const file of pictures) {
    const picture = parsePictureName(file);
    if (picture?.state === state) variants.add(picture.variant ?? '');
  }
  return [...variants].sort();
}

const mapName = (file: string) => file.replace(/^tests\/paths\//, '').replace(/\.paths\.ts$/, '');

/** The figures in words: `states 12/12 · transitions 20/21 (1 excluded) · map tests/paths/….paths.ts`. */
export function figuresText(figures: MachineFigures): string {
  const excluded = figures.transitions.excluded ? ` (${figures.transitions.excluded} excluded)` : '';
  const where = figures.map
    ? `map ${figures.map}`
    : `covered through the ${(figures.coveredThrough?.maps ?? []).map(mapName).join(', ')} maps`;
  return `states ${figures.states.reached}/${figures.states.total} · transitions ${figures.transitions.taken}/${figures.transitions.total}${excluded} · ${where}`;
}

const marked = (html: string) => `${COVERAGE_START}${html}${COVERAGE_END}`;

/** When and at which commit the figures were measured: the catalogue says it once, above every figure. */
export function measuredText(summary: CoverageSummary | null): string {
  if (!summary) return 'Path coverage: no summary of a UI paths run (docs/statecharts/path-coverage.summary.json).';
  const commit = summary.commit ? `at commit ${summary.commit}` : 'commit not recorded by that run';
  return `Path coverage figures: the full UI paths run of ${summary.run} (${commit}).`;
}

function coverageHtml(summary: CoverageSummary | null, machineId: string): string {
  const figures = summary?.machines[machineId];
  const text = figures
    ? figuresText(figures)
    : summary
      ? 'no figures: not in the last full UI paths run'
      : 'no path-coverage summary (docs/statecharts/path-coverage.summary.json) when this was generated';
  return marked(`<span class="coverage">${escapeHtml(text)}</span>`);
}

/** What the last full run left out for one machine: states not reached, transitions not taken or excluded, and why. */
function coverageDetails(summary: CoverageSummary | null, machineId: string): string {
  const figures = summary?.machines[machineId];
  if (!figures) return '';
  const parts: string[] = [];
  if (figures.coveredThrough) parts.push(`<p class="covered-through">${escapeHtml(figures.coveredThrough.how)}.</p>`);
  const list = (items: string[]) => `<ul>${items.map((item) => `<li><code>${escapeHtml(item)}</code></li>`).join('')}</ul>`;
  if (figures.states.missing.length) parts.push(`<p>States no path reached:</p>${list(figures.states.missing)}`);
  if (figures.excluded.length)
    parts.push(
      `<details class="excluded"><summary>Excluded transitions (${figures.excluded.length}): the UI cannot drive them</summary><ul>${figures.excluded
        .map((entry) => `<li><code>${escapeHtml(entry.transition)}</code>: ${escapeHtml(entry.reason)}</li>`)
        .join('')}</ul></details>`,
    );
  if (figures.transitions.missing.length)
    parts.push(
      `<details class="not-taken"><summary>Transitions not taken (${figures.transitions.missing.length})</summary>${list(figures.transitions.missing)}</details>`,
    );
  return parts.length ? marked(`<div class="coverage-details">${parts.join('')}</div>`) : '';
}

/** Whether the page ever rests in a state: one left at once by an unguarded `always` never shows. */
const passedThrough = (node: AnyStateNode) => (node.always ?? []).some((transition) => !transition.guard);

/** The states table: each state's description and what the visitor sees there, at both widths. */
function storyboardTable(chart: Chart, summary: CoverageSummary | null, pictures: ReadonlySet<string>): string {
  const figures = summary?.machines[chart.machine.id];
  const rows = allNodes(chart.machine.root)
    .slice(1)
    .map((node) => {
      const state = node.path.join('.');
      // One picture per width, or per application the page left for (data-variant: what the player picks by).
      const images = pictureVariants(state, pictures).flatMap((variant) => {
        const shown = STORYBOARD_WIDTHS.filter((width) => pictures.has(pictureName(state, width, variant || null)));
        const where = variant ? `, left for ${DESTINATIONS[variant] ?? variant}` : '';
        const label =
          variant && shown.length
            ? [`<span class="variant-name">${escapeHtml(`Left for ${DESTINATIONS[variant] ?? variant}:`)}</span>`]
            : [];
        return [
          ...label,
          ...shown.map(
            (width) =>
              `<img src="storyboard/${escapeHtml(chart.machine.id)}/${escapeHtml(pictureName(state, width, variant || null))}" alt="${escapeHtml(`${chart.machine.id} in ${state}${where}, ${width} width`)}" class="${width}" loading="lazy" data-width="${width}" data-variant="${escapeHtml(variant)}">`,
          ),
        ];
      });
      let note = '';
      if (!images.some((image) => image.startsWith('<img'))) {
        const reached = figures ? !figures.states.missing.includes(state) : null;
        const unseen = figures?.unseen?.find((entry) => entry.state === state);
        note = marked(
          `<span class="no-picture">${escapeHtml(
            unseen
              ? `no picture: ${unseen.reason}`
              : passedThrough(node)
                ? 'never shown: the machine leaves it at once (always)'
                : reached === false
                  ? 'no path reaches this state'
                  : reached === null
                    ? 'no picture (no figures for this machine)'
                    : figures?.coveredThrough
                      ? 'reached through another machine’s page: its outcome is pictured there'
                      : 'reached, no picture yet: run npm run docs:storyboard',
          )}</span>`,
        );
      }
      return `<tr data-state="${escapeHtml(state)}"><td><code>${escapeHtml(state)}</code></td><td>${escapeHtml(node.description ?? '')}</td><td class="pictures">${images.join('')}${note}</td></tr>`;
    });
  return `<details class="states"><summary>States and what the visitor sees (phone and desktop)</summary><table class="states"><thead><tr><th>State</th><th>What it means</th><th>What the visitor sees</th></tr></thead><tbody>${rows.join('')}</tbody></table></details>`;
}

/** The page without its coverage figures (what the freshness test compares). */
export const withoutCoverage = (html: string) => html.replace(/<!-- coverage:start -->[\s\S]*?<!-- coverage:end -->/g, '');

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export function renderIndex(
  charts: readonly Chart[],
  svgs: ReadonlyMap<string, string>,
  summary: CoverageSummary | null,
  storyboard: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): string {
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
        `<tr><td><a href="#${chart.name}">${escapeHtml(chart.machine.id)}</a></td><td>${escapeHtml(chart.purpose)}</td><td>${escapeHtml(chart.usage.routes.join(', ') || '—')}</td><td>${chart.stateCount}</td><td>${chart.transitionCount}</td><td>${coverageHtml(summary, chart.machine.id)}</td></tr>`,
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
          `<dt>Path coverage</dt><dd>${coverageHtml(summary, chart.machine.id)}${coverageDetails(summary, chart.machine.id)}</dd>`,
          '</dl>',
          storyboardTable(chart, summary, storyboard.get(chart.machine.id) ?? new Set()),
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
${marked(`<p class="measured">${escapeHtml(measuredText(summary))}</p>`)}
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
