/**
 * A build-only Vite plugin: the /ops first screen drawn into index.html (issue 31,
 * docs/decisions/first-paint-prerender.md). Once the browser build is written, it builds
 * src/app/start-up/prerender.tsx for Node, draws the app's own tree at /ops with React's static rendering, and
 * writes into dist/index.html:
 * - the drawn screen inside #root (marked `data-first-screen`), which the app takes over with hydrateRoot;
 * - the /ops page's stylesheets, linked by the guard on /ops only (and in <noscript>), so the screen paints styled
 *   before any other script ran;
 * - the inline guard (src/app/start-up/first-screen-guard.ts) at the end of the head, which hides the screen before the
 *   first paint on any other route and holds a sign-in sent before the code; the server allows it by its hash;
 * - beside #root, the loading bar other routes show and the guard's status region;
 * - first in the head, the preload asker (src/app/start-up/first-paint-preloads.ts) with the first-paint manifest
 *   (scripts/first-paint-manifest.ts): for the route the address names, its chunk, stylesheets, content file and
 *   first images asked for at once; it also runs the document's code in place of the module script tags the build
 *   wrote (on the drawn route once the drawing has painted). The manifest also goes to
 *   .vite/first-paint-manifest.json (never served) for the tests and the bench.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { FIRST_SCREEN_HEAD_ATTRIBUTE, firstScreenGuardScript } from '../src/app/start-up/first-screen-guard.ts';
import { firstPaintPreloadsScript, type FirstPaintRoute, type RouteFact } from '../src/app/start-up/first-paint-preloads.ts';
import { DRAWN_ROUTE } from '../src/app/start-up/drawn-route.ts';
import { opsAliases } from '../src/config/paths.ts';
import { documentFilesOf, firstPaintManifest, takeModuleScripts } from './first-paint-manifest.ts';

export const PRERENDER_ENTRY = 'src/app/start-up/prerender.tsx';
const OPS_PAGE = 'src/sign-in/ops-page.tsx';
/** index.html's app container in the source (the dev server serves it as it is). */
const ROOT_PATTERN = /<div id="root">[\s\S]*?<!-- \/root -->\s*<\/div>/;

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The stylesheets a chunk and the chunks it imports bring (the shell's are index.html's own already). */
export function stylesOf(manifest: Record<string, ManifestEntry>, key: string, skip: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  const styles: string[] = [];
  const walk = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const entry = manifest[name];
    if (!entry) throw new Error(`The build's manifest has no ${name}`);
    for (const file of entry.css ?? []) if (!skip.has(file) && !styles.includes(file)) styles.push(file);
    for (const imported of entry.imports ?? []) walk(imported);
  };
  walk(key);
  return styles;
}

/**
 * React's static rendering writes a page's head tags (title, description, keywords) and its image preloads at the
 * start of the markup. The preloads go into the document's head (the artwork is asked for before the body is
 * parsed). The description and keywords go there too (issue 42: what a crawler or a link preview that runs no
 * script reads of /opsportal/, which opens /ops), marked, and the app replaces them with the route's own once it
 * draws; the title is left to the app: the document's own title (the site's name) is right for every route until
 * then (docs/decisions/document-head.md).
 */
export function splitHeadTags(markup: string): { images: string[]; meta: string[]; body: string } {
  const head = /^(?:<(?:link|meta)\b[^>]*\/?>|<title>[^<]*<\/title>)+/.exec(markup);
  const tags = head?.[0] ?? '';
  const images = [...tags.matchAll(/<link rel="preload" as="image" href="([^"]+)"\/?>/g)].map((match) => match[1] ?? '');
  const meta = [...tags.matchAll(/<meta name="(?:description|keywords)" content="[^"]*"\/?>/g)].map((match) =>
    match[0].replace('<meta ', `<meta ${FIRST_SCREEN_HEAD_ATTRIBUTE} `),
  );
  return { images, meta, body: markup.slice(tags.length) };
}

/**
 * Every image of the drawn screen made lazy: the document is every route's, and a route that hides the screen must
 * not fetch its artwork (the preload scanner would, whatever a script does). On /ops the guard preloads them, and a
 * lazy image in view loads at once. React takes the screen over without touching the attribute (it draws none).
 */
export function lazyImages(markup: string): string {
  return markup.replace(/<img (?![^>]*\bloading=)/g, '<img loading="lazy" ');
}

/** The manifest's drawn route: what the drawing's images are (React's preloads for them, taken out of its markup). */
export const drawnImagesOf = (markup: string): string[] => splitHeadTags(markup).images;

/**
 * index.html with the preload asker first in its head, before the document's own requests (the config, the shell,
 * its stylesheet), so the route's files, and on the drawn route its images, are asked for first; the module script
 * tags the build wrote are taken out, their addresses (`code`) handed to the asker, which runs them.
 */
export function withFirstPaintPreloads(html: string, routes: readonly FirstPaintRoute[], base: string): { html: string; code: string[] } {
  const taken = takeModuleScripts(html);
  const head = /<head>\s*<meta charset="UTF-8" \/>/i.exec(taken.html);
  if (!head) throw new Error('index.html has no <head><meta charset="UTF-8" /> to write the preload asker after');
  const script = `<script>${firstPaintPreloadsScript(routes, base, taken.code)}</script>`;
  return { html: taken.html.replace(head[0], () => `${head[0]}${script}`), code: taken.code };
}

/** index.html with the first screen, its stylesheets and its guard written in. */
export function withFirstScreen(html: string, parts: { markup: string; styles: string[]; base: string }): string {
  const root = ROOT_PATTERN.exec(html);
  if (!root) throw new Error('index.html has no <div id="root">…<!-- /root --></div> to draw the first screen into');
  const loading = /<div class="route-loading"[\s\S]*?<\/div>/.exec(root[0]);
  if (!loading) throw new Error("index.html's #root has no loading bar");

  const drawn = splitHeadTags(parts.markup);
  const markup = lazyImages(drawn.body);
  const linked = new Set([...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]));
  const styles = parts.styles.map((file) => `${parts.base}${file}`).filter((href) => !linked.has(href));
  const guard = `<script>${firstScreenGuardScript(parts.base, styles)}</script>`;
  // Without JavaScript no guard links them: the screen still paints styled.
  const links = `<noscript>${styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('')}</noscript>`;
  const body = [
    loading[0].replace('<div class="route-loading"', '<div id="first-screen-fallback" class="route-loading"'),
    '<p id="first-screen-status" class="visually-hidden" role="status"></p>',
    `<div id="root" data-first-screen>${markup}</div>`,
  ].join('');
  // Last in the head: the stylesheets it links follow the shell's, as the page's own did when its code linked them.
  const meta = drawn.meta.join('');
  const withHead = html.replace('</head>', () => `${meta}${guard}${links}</head>`);
  if (!withHead.includes(`${meta}${guard}${links}</head>`)) throw new Error("index.html's head was not found");
  return withHead.replace(ROOT_PATTERN, () => body);
}

export function prerenderFirstScreen(): Plugin {
  let config: ResolvedConfig;
  /** Each page chunk's module and the names it exports (the route table names a page by its export). */
  const pageExports: Record<string, string[]> = {};
  return {
    name: 'portal:prerender-first-screen',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk' || !item.isDynamicEntry || !item.facadeModuleId) continue;
        pageExports[relative(config.root, item.facadeModuleId).split(sep).join('/')] = [...item.exports];
      }
    },
    async closeBundle(error) {
      if (error) return;
      const outDir = resolve(config.root, config.build.outDir);
      // Inside the project, so the drawn tree's imports (react, react-dom/server) resolve from its node_modules.
      const cache = join(config.root, 'node_modules', '.cache');
      mkdirSync(cache, { recursive: true });
      const work = mkdtempSync(join(cache, 'first-screen-'));
      try {
        await build({
          configFile: false,
          root: config.root,
          base: config.base,
          mode: config.mode,
          logLevel: 'warn',
          define: config.define,
          plugins: [react()],
          build: { ssr: PRERENDER_ENTRY, outDir: work, emptyOutDir: true, minify: false, copyPublicDir: false },
        });
        const module = (await import(pathToFileURL(join(work, 'prerender.js')).href)) as {
          renderFirstScreen: () => Promise<string>;
          routeFacts: () => RouteFact[];
        };
        const markup = await module.renderFirstScreen();
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
        const styles = stylesOf(manifest, OPS_PAGE, new Set());
        const indexFile = join(outDir, 'index.html');
        const built = readFileSync(indexFile, 'utf8');
        const routes = firstPaintManifest({
          routes: module.routeFacts(),
          pageExports,
          manifest,
          documentFiles: documentFilesOf(built, config.base),
          drawn: { pattern: DRAWN_ROUTE, aliases: [...opsAliases], images: drawnImagesOf(markup) },
          base: config.base,
        });
        const drawn = withFirstScreen(built, { markup, styles, base: config.base });
        const asking = withFirstPaintPreloads(drawn, routes, config.base);
        writeFileSync(indexFile, asking.html);
        writeFileSync(join(outDir, '.vite', 'first-paint-manifest.json'), `${JSON.stringify({ code: asking.code, routes }, null, 2)}\n`);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    },
  };
}
