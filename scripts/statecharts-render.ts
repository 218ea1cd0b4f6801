/**
 * Renders Mermaid diagrams to SVG in Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) with
 * the `mermaid` package from node_modules: nothing is downloaded, and the page has no network (every
 * request is refused). Ids are deterministic (`deterministicIds`, seeded by the diagram's name), so
 * the same text on the same machine gives the same bytes. Each SVG carries the SHA-256 of the text it
 * was drawn from and the Mermaid version (`data-source-sha256`, `data-mermaid`), which is what the
 * freshness test compares: font metrics differ between machines, the source does not.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { chromium, type Browser } from 'playwright-core';

const require = createRequire(import.meta.url);
export const MERMAID_VERSION = (JSON.parse(readFileSync(require.resolve('mermaid/package.json'), 'utf8')) as { version: string }).version;
const MERMAID_SCRIPT = require.resolve('mermaid/dist/mermaid.min.js');

export const sourceHash = (text: string) => createHash('sha256').update(`${MERMAID_VERSION}\n${text}`).digest('hex');

export interface RenderResult {
  name: string;
  svg?: string;
  error?: string;
}

/** @mermaid-js/layout-elk (and elkjs) as one classic script setting `window.mermaidElkLayouts`, built by Vite. */
async function elkBundle(): Promise<string> {
  const { build } = await import('vite');
  const dir = mkdtempSync(join(tmpdir(), 'statecharts-elk-'));
  try {
    const entry = join(dir, 'entry.mjs');
    const module = join(dirname(require.resolve('@mermaid-js/layout-elk/package.json')), 'dist/mermaid-layout-elk.esm.mjs');
    writeFileSync(entry, `import layouts from ${JSON.stringify(module)};\nwindow.mermaidElkLayouts = layouts;\n`);
    await build({
      configFile: false,
      root: dir,
      logLevel: 'warn',
      build: {
        outDir: join(dir, 'out'),
        emptyOutDir: true,
        minify: true,
        copyPublicDir: false,
        lib: { entry, formats: ['iife'], name: 'mermaidElk', fileName: () => 'elk.js' },
      },
    });
    return readFileSync(join(dir, 'out', 'elk.js'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Opens Chromium with Mermaid loaded in a page that can reach nothing. */
export async function openRenderer(): Promise<{ browser: Browser; render: (name: string, text: string) => Promise<RenderResult> }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  await page.route('**/*', (route) => route.abort());
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: readFileSync(MERMAID_SCRIPT, 'utf8') });
  // ELK's layout for the dense charts (statecharts-lib.ts ELK_LAID_OUT), bundled for this page that fetches nothing.
  await page.addScriptTag({ content: await elkBundle() });
  await page.evaluate(() => {
    const global = window as unknown as { mermaid: { registerLayoutLoaders: (loaders: unknown) => void }; mermaidElkLayouts: unknown };
    global.mermaid.registerLayoutLoaders(global.mermaidElkLayouts);
  });
  const render = async (name: string, text: string): Promise<RenderResult> => {
    const result = await page.evaluate(
      async ({ name: id, text: source }) => {
        const mermaid = (
          window as unknown as {
            mermaid: {
              initialize: (config: object) => void;
              parse: (text: string) => Promise<unknown>;
              render: (id: string, text: string) => Promise<{ svg: string }>;
            };
          }
        ).mermaid;
        mermaid.initialize({
          startOnLoad: false,
          securityLevel: 'strict',
          deterministicIds: true,
          deterministicIDSeed: id,
          // Notes are drawn with rough.js, which is random unless seeded.
          handDrawnSeed: 1,
          theme: 'default',
          fontFamily: 'sans-serif',
          state: { useMaxWidth: false },
        });
        try {
          await mermaid.parse(source);
          const { svg } = await mermaid.render(`chart-${id}`, source);
          return { svg };
        } catch (error) {
          return { error: error instanceof Error ? error.message : String(error) };
        } finally {
          document.getElementById(`dchart-${id}`)?.remove();
        }
      },
      { name, text },
    );
    if (result.error !== undefined) return { name, error: result.error };
    const svg = (result.svg ?? '').replace(/^<svg /, `<svg data-source-sha256="${sourceHash(text)}" data-mermaid="${MERMAID_VERSION}" `);
    return { name, svg };
  };
  return { browser, render };
}

/** The hash an SVG was drawn from, or null. */
export const hashOfSvg = (svg: string) => /data-source-sha256="([0-9a-f]{64})"/.exec(svg)?.[1] ?? null;
