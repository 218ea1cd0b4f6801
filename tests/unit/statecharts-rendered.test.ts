/**
 * The rendered catalogue is fresh and every diagram renders (docs/decisions/statechart-catalogue.md): each machine's SVG was
 * drawn from its current diagram (the SHA-256 of the Mermaid text and version recorded in the SVG;
 * font metrics differ between machines, the source does not), index.html is what the generator writes
 * (path-coverage figures aside: they come from the last test run) and the hand-written catalogue.css it
 * links styles what the page and the player draw, player.js
 * carries every machine, and Mermaid, in Debian's Chromium, parses and draws every current diagram.
 * Run `npm run docs:statecharts` when this fails.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerBanner, readStoryboard, renderIndex, withoutCoverage } from '../../scripts/statecharts-catalogue.ts';
import { STATECHARTS_DIR, loadCharts } from '../../scripts/statecharts-lib.ts';
import { hashOfSvg, openRenderer, sourceHash } from '../../scripts/statecharts-render.ts';

const charts = await loadCharts();
const read = (file: string) => readFileSync(join(STATECHARTS_DIR, file), 'utf8');

describe('rendered statechart catalogue', () => {
  it('has one SVG per machine, drawn from its current diagram', () => {
    for (const chart of charts) {
      const file = `${chart.name}.svg`;
      expect(existsSync(join(STATECHARTS_DIR, file)), `${file} is missing`).toBe(true);
      const svg = read(file);
      expect(svg.startsWith('<svg '), `${file} is not an SVG`).toBe(true);
      expect(hashOfSvg(svg), `${file} is stale`).toBe(sourceHash(chart.mermaid));
    }
  });

  it('index.html is what the generator writes, and the catalogue.css it links styles what the page and the player draw', () => {
    const svgs = new Map(charts.map((chart) => [chart.name, read(`${chart.name}.svg`)]));
    const html = renderIndex(charts, svgs, null, readStoryboard());
    expect(withoutCoverage(read('index.html')), 'index.html is stale').toBe(withoutCoverage(html));
    // catalogue.css is the one hand-written file of the folder (docs/decisions/statechart-catalogue.md).
    expect(html).toContain('<link rel="stylesheet" href="catalogue.css">');
    const css = read('catalogue.css');
    for (const selector of ['table.summary', 'section.chart', '.diagram', '.player', 'button.play', '.player-active'])
      expect(css, `catalogue.css does not style ${selector}`).toContain(selector);
  });

  it('shows the path-coverage figures of the last full paths run, outside what the freshness check compares', () => {
    const svgs = new Map(charts.map((chart) => [chart.name, read(`${chart.name}.svg`)]));
    const plain = renderIndex(charts, svgs, null);
    const figures = {
      map: 'tests/paths/login-form.paths.ts',
      states: { reached: 9, total: 10, missing: ['failed'] },
      transitions: { taken: 18, total: 20, excluded: 1, missing: ['loginForm.idle x #0'] },
      excluded: [{ transition: 'loginForm.routing xstate.error.actor.routeUser #0', reason: 'never from the UI' }],
      paths: 4,
    };
    const html = renderIndex(charts, svgs, { run: '2026-11-27', machines: { loginForm: figures } });
    const section = html.slice(
      html.indexOf('<section class="chart" id="login-form"'),
      html.indexOf('</section>', html.indexOf('id="login-form"')),
    );
    expect(section).toContain('states 9/10 · transitions 18/20 (1 excluded) · map tests/paths/login-form.paths.ts');
    expect(section).toContain('loginForm.routing xstate.error.actor.routeUser #0</code>: never from the UI');
    expect(section).toMatch(/<tr data-state="failed">.*no path reaches this state/);
    expect(html).toContain('no figures: not in the last full UI paths run');
    expect(withoutCoverage(html)).toBe(withoutCoverage(plain));
  });

  it('player.js is built and carries every machine', () => {
    const player = read('player.js');
    expect(player.startsWith(playerBanner()), 'player.js was built from other machines or player sources').toBe(true);
    for (const chart of charts)
      expect(player, `player.js lacks ${chart.machine.id}`).toMatch(new RegExp(`id:\\s*["'\`]${chart.machine.id}["'\`]`));
    expect(player).not.toMatch(/https?:\/\/(?!apps\.example\/|www\.w3\.org\/)/);
  });

  describe('Mermaid in Chromium', () => {
    let renderer: Awaited<ReturnType<typeof openRenderer>>;
    beforeAll(async () => {
      renderer = await openRenderer();
    }, 60_000);
    afterAll(async () => {
      await renderer?.browser.close();
    });

    it.each(charts.map((chart) => [chart.name, chart] as const))(
      '%s parses and renders',
      async (name, chart) => {
        const result = await renderer.render(name, chart.mermaid);
        expect(result.error).toBeUndefined();
        expect(result.svg).toMatch(/^<svg [\s\S]*<\/svg>$/);
        // Every state of the diagram is drawn.
        for (const id of chart.mermaid.matchAll(/^\s*state "[^"]*" as (\S+)/gm)) {
          expect(result.svg).toMatch(new RegExp(`id="chart-${name}-state-${id[1]}-\\d+"|data-id="${id[1]}"`));
        }
      },
      60_000,
    );
  });
});
