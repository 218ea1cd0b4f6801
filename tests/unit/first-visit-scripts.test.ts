/**
 * The byte guard's file lists (scripts/first-visit-scripts.ts): a route's first visit is the scripts index.html runs
 * and the route's page chunk with every chunk it imports, transitively, each once; what a page imports lazily is
 * not part of it. A build that lacks a route's page is an error, not a route measured at zero.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampledRouteTable } from '../../src/app/route-samples.ts';
import { firstVisitScripts, pageModule } from '../../scripts/first-visit-scripts.ts';

/** A build directory whose manifest has every route's page (each importing `_page-shared.js`) and an ops page that imports more. */
function fakeBuild(leaveOut?: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'first-visit-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, 'index.html'),
    '<script type="module" crossorigin src="/opsportal/assets/runtime.js"></script><script type="module" crossorigin src="/opsportal/assets/shell.js"></script>',
  );
  const manifest: Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }> = {
    '_shell.js': { file: 'assets/shell.js', imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime.js' },
    '_page-shared.js': { file: 'assets/page-shared.js', imports: ['_shell.js'] },
    '_carousel.js': { file: 'assets/carousel.js', imports: ['_page-shared.js', '_shell.js'], dynamicImports: ['src/slider.ts'] },
    'src/slider.ts': { file: 'assets/slider.js' },
  };
  for (const entry of sampledRouteTable) {
    const key = pageModule(entry.load, entry.sample);
    if (key === leaveOut) continue;
    manifest[key] = { file: `assets/${key.replace(/^src\//, '').replace(/\W/g, '-')}.js`, imports: ['_shell.js', '_page-shared.js'] };
  }
  manifest['src/sign-in/ops-page.tsx']!.imports!.push('_carousel.js');
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe("a route's first-visit scripts, from the build", () => {
  it("are the start-up's scripts, the page chunk and its imports, each once; lazy imports are left out", () => {
    const ops = firstVisitScripts(fakeBuild()).find((route) => route.route === '/ops');
    expect(ops?.page).toBe('src/sign-in/ops-page.tsx');
    expect(ops?.files).toEqual([
      'assets/runtime.js',
      'assets/shell.js',
      'assets/sign-in-ops-page-tsx.js',
      'assets/page-shared.js',
      'assets/carousel.js',
    ]);
  });

  it('cover every route of the route table, by its sample address without the query', () => {
    const routes = firstVisitScripts(fakeBuild()).map((route) => route.route);
    expect(routes).toContain('/ehi-login');
    expect(routes).toContain('/career/senior-frontend-engineer');
    expect(routes).toHaveLength(new Set(sampledRouteTable.map((entry) => entry.sample.split('?')[0])).size);
  });

  it("fail when the build's manifest lacks a route's page", () => {
    expect(() => firstVisitScripts(fakeBuild('src/pages/contact-page.tsx'))).toThrow(/no chunk src\/pages\/contact-page\.tsx/);
  });
});
