/**
 * The committed catalogue carries the figures of the last full UI paths run and the storyboard of what
 * the visitor sees (issue 32): docs/statecharts/path-coverage.summary.json has states and transitions
 * figures for every machine (its own map, or the maps it is covered through), they match the machine
 * as it is now, index.html shows them in every machine's cell, and every state a path reaches and the
 * page rests in has its picture at both widths. When this fails after a machine or a map changed, run
 * the paths whole (`npm run docs:storyboard`, which also regenerates the catalogue).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { pictureVariants, readCoverageSummary, readStoryboard, renderIndex } from '../../scripts/statecharts-catalogue.ts';
import { STORYBOARD_WIDTHS, parsePictureName, pictureName } from '../../scripts/statecharts-pictures.ts';
import { ROOT_DIR } from '../../scripts/statecharts-usage.ts';
import { STATECHARTS_DIR, allNodes, loadCharts } from '../../scripts/statecharts-lib.ts';

const charts = await loadCharts();
const summary = readCoverageSummary();
const storyboard = readStoryboard();
const read = (file: string) => readFileSync(join(STATECHARTS_DIR, file), 'utf8');
const coverageParts = (html: string) =>
  [...html.matchAll(/<!-- coverage:start -->([\s\S]*?)<!-- coverage:end -->/g)].map((match) => match[1]);

describe('path coverage in the catalogue', () => {
  it('the summary of the last full paths run exists', () => {
    expect(summary, 'docs/statecharts/path-coverage.summary.json is missing: run npm run docs:storyboard').not.toBeNull();
  });

  it.each(charts.map((chart) => [chart.machine.id, chart] as const))(
    '%s has states and transitions figures for its machine as it is now',
    (id, chart) => {
      const figures = summary?.machines[id];
      expect(
        figures,
        `${id} has no figures in path-coverage.summary.json: give it a map (tests/paths) or a covering map, then run the paths whole`,
      ).toBeDefined();
      if (!figures) return;
      if (figures.map) expect(existsSync(join(ROOT_DIR, figures.map)), `${id}: ${figures.map} does not exist`).toBe(true);
      else expect(figures.coveredThrough?.maps.length, `${id}: neither a map nor covering maps`).toBeGreaterThan(0);
      expect(figures.states.total, `${id}: the figures are of another version of the machine (states)`).toBe(chart.stateCount);
      expect(figures.transitions.total, `${id}: the figures are of another version of the machine (transitions)`).toBe(
        chart.transitionCount,
      );
      expect(figures.states.reached).toBeLessThanOrEqual(figures.states.total);
      expect(figures.transitions.taken).toBeLessThanOrEqual(figures.transitions.total);
      for (const entry of figures.excluded) expect(entry.reason.length, entry.transition).toBeGreaterThan(20);
    },
  );

  it("index.html shows every machine's figures, as the summary gives them", () => {
    const html = read('index.html');
    // When the figures were measured, and at which commit (or that the run did not record it).
    expect(html).toContain(`the full UI paths run of ${summary?.run} (`);
    for (const chart of charts) {
      const start = html.indexOf(`<section class="chart" id="${chart.name}"`);
      const section = html.slice(start, html.indexOf('</section>', start));
      expect(section, `${chart.machine.id}: its coverage cell lacks the figures`).toMatch(
        /<dt>Path coverage<\/dt><dd><!-- coverage:start --><span class="coverage">states \d+\/\d+ · transitions \d+\/\d+( \(\d+ excluded\))? · (map tests\/paths\/[\w-]+\.paths\.ts|covered through the [\w, -]+ maps)<\/span>/,
      );
    }
    const svgs = new Map(charts.map((chart) => [chart.name, read(`${chart.name}.svg`)]));
    expect(coverageParts(html), 'index.html was generated from other figures: run npm run docs:statecharts').toEqual(
      coverageParts(renderIndex(charts, svgs, summary, storyboard)),
    );
  });
});

describe('storyboard', () => {
  const passedThrough = (node: AnyStateNode) => (node.always ?? []).some((transition) => !transition.guard);

  it.each(charts.map((chart) => [chart.machine.id, chart] as const))(
    '%s: every state a path reaches has its picture at both widths',
    (id, chart) => {
      const figures = summary?.machines[id];
      if (!figures?.map) return; // covered through another machine's page: pictured there
      const pictures = storyboard.get(id) ?? new Set<string>();
      for (const node of allNodes(chart.machine.root).slice(1)) {
        const state = node.path.join('.');
        if (figures.states.missing.includes(state) || passedThrough(node)) continue;
        if (figures.unseen?.some((entry) => entry.state === state && entry.reason.length > 20)) continue;
        // Its one picture, or one per application the page left for (leaving@app27 …): each at both widths.
        const variants = pictureVariants(state, pictures);
        expect(variants.length, `${id}: no picture of ${state} (npm run docs:storyboard)`).toBeGreaterThan(0);
        for (const variant of variants)
          for (const width of STORYBOARD_WIDTHS)
            expect(
              pictures.has(pictureName(state, width, variant || null)),
              `${id}: no ${width} picture of ${state}${variant ? `@${variant}` : ''} (npm run docs:storyboard)`,
            ).toBe(true);
      }
    },
  );

  it('holds no picture of a state that no longer exists', () => {
    const names = new Map(
      charts.map((chart) => [
        chart.machine.id,
        new Set(
          allNodes(chart.machine.root)
            .slice(1)
            .map((node) => node.path.join('.')),
        ),
      ]),
    );
    for (const [id, files] of storyboard) {
      for (const file of files) {
        const state = parsePictureName(file)?.state;
        expect(state !== undefined && names.get(id)?.has(state), `storyboard/${id}/${file} pictures no state of the machine`).toBe(true);
      }
    }
  });
});
