/**
 * `npm run screenshots` (docs/gallery.md): screenshots of every route at 375 px and 1280 px wide, written to
 * docs/screenshots/<route>-<width>.png, and docs/gallery.md linking them all.
 *
 * It needs a build (`npm run build`). It starts the portal's own server (with its stand-in services)
 * on a free port, visits every route of the route table plus a few extra views (news pages 2 and 3,
 * two more products, /ops with the announcement on), with the cookie notice already accepted and
 * reduced motion preferred (no autoplay, so shots are stable), and stops the server at the end.
 *
 * Options (environment): SCREENSHOT_FULL=1 takes full-page shots (for review; large files),
 * SCREENSHOT_DIR changes the output folder, SCREENSHOT_ONLY=<substring> limits the routes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { sampledRouteTable as routeTable } from '../src/app/route-samples.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = process.env.SCREENSHOT_DIR ? resolve(process.env.SCREENSHOT_DIR) : join(ROOT, 'docs/screenshots');
/** The gallery describes docs/screenshots only. */
const WRITE_GALLERY = !process.env.SCREENSHOT_DIR && !process.env.SCREENSHOT_ONLY;
const GALLERY = join(ROOT, 'docs/gallery.md');
const FULL = process.env.SCREENSHOT_FULL === '1';
const ONLY = process.env.SCREENSHOT_ONLY;
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

interface Shot {
  /** The hash route to open. */
  route: string;
  /** File-name stem and gallery title. */
  name: string;
  title: string;
  /** Changes the published config for this view only. */
  config?: Record<string, unknown>;
}

const stem = (route: string) =>
  route
    .replace(/^\//, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'root';

function shots(): Shot[] {
  const list: Shot[] = routeTable.map((entry) => ({ route: entry.sample, name: stem(entry.sample), title: entry.sample }));
  list.push(
    { route: '/news-and-media?page=2', name: 'news-and-media-page-2', title: '/news-and-media?page=2' },
    { route: '/news-and-media?page=3', name: 'news-and-media-page-3', title: '/news-and-media?page=3 (the last page)' },
    {
      route: '/news-and-media/partstrax-mobile-vin-scanning',
      name: 'news-and-media-video-article',
      title: '/news-and-media/partstrax-mobile-vin-scanning (a video article)',
    },
    { route: '/product/logistix', name: 'product-logistix', title: '/product/logistix' },
    { route: '/product/deliverytrax', name: 'product-deliverytrax', title: '/product/deliverytrax' },
    { route: '/ops', name: 'ops-announcement', title: '/ops with the announcement banner on', config: { showAnnouncement: true } },
  );
  return ONLY ? list.filter((shot) => shot.name.includes(ONLY)) : list;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs} ms`);
}

/** Waits until the page has no loading indicator left (route chunks, content files). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await page
    .waitForFunction(
      () => !document.querySelector('.route-loading, .route-progress, .load-status [role="status"], .load-status__bar'),
      undefined,
      {
        timeout: 10_000,
      },
    )
    .catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(150);
}

async function main() {
  if (!existsSync(join(ROOT, 'dist/index.html'))) throw new Error('No build: run `npm run build` first.');
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: origin, LOG_LEVEL: 'warn', SSO_ENABLED: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const written: Array<{ shot: Shot; files: string[] }> = [];
  const failures: string[] = [];
  try {
    await waitForServer(`${origin}/opsportal/`, server);
    mkdirSync(OUT_DIR, { recursive: true });
    // A full run replaces the shots it made last time (the ones the gallery links, so a route since removed goes
    // too), and never the pictures other tools and people put beside them (the catalogue's, a form with errors).
    if (!ONLY) for (const file of previousShots()) rmSync(join(OUT_DIR, file), { force: true });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      for (const shot of shots()) {
        const files: string[] = [];
        for (const size of WIDTHS) {
          const context = await browser.newContext({ viewport: size, reducedMotion: 'reduce', deviceScaleFactor: 1 });
          await context.addCookies([{ name: 'opsCookie', value: 'cookieValue', url: origin }]);
          const page = await context.newPage();
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          if (shot.config) {
            const overrides = shot.config;
            await page.route('**/opsportal/assets/config.release.json', async (route) => {
              const response = await route.fetch();
              await route.fulfill({ response, json: { ...(await response.json()), ...overrides } });
            });
          }
          const file = join(OUT_DIR, `${shot.name}-${size.width}.png`);
          try {
            await page.goto(`${origin}/opsportal/#${shot.route}`, { waitUntil: 'load', timeout: 20_000 });
            await settle(page);
            await page.screenshot({ path: file, fullPage: FULL });
            files.push(file);
            const kb = Math.round(statSync(file).size / 1024);
            console.log(
              `${shot.name}-${size.width}.png  ${kb} kB  ${page.url().replace(origin, '')}${errors.length ? `  page errors: ${errors.join(' | ')}` : ''}`,
            );
          } catch (error) {
            failures.push(`${shot.route} at ${size.width}px: ${error instanceof Error ? error.message : String(error)}`);
          } finally {
            await context.close();
          }
        }
        written.push({ shot, files });
      }
    } finally {
      await browser.close();
    }
  } finally {
    server.kill('SIGTERM');
  }

  if (WRITE_GALLERY) writeGallery(written);
  const total = readdirSync(OUT_DIR)
    .filter((file) => file.endsWith('.png'))
    .reduce((sum, file) => sum + statSync(join(OUT_DIR, file)).size, 0);
  console.log(
    `${written.reduce((sum, item) => sum + item.files.length, 0)} screenshots, ${(total / 1024 / 1024).toFixed(2)} MB in ${relative(ROOT, OUT_DIR)}`,
  );
  if (failures.length > 0) {
    console.error(`failed:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

/** The shots the last full run made: the files docs/gallery.md links (none when it is missing or is another directory's). */
function previousShots(): string[] {
  if (!WRITE_GALLERY || !existsSync(GALLERY)) return [];
  const linked = new Set([...readFileSync(GALLERY, 'utf8').matchAll(/"screenshots\/([\w.-]+\.png)"/g)].map((match) => match[1] ?? ''));
  return readdirSync(OUT_DIR).filter((file) => linked.has(file));
}

function writeGallery(written: Array<{ shot: Shot; files: string[] }>) {
  const link = (file: string) => relative(dirname(GALLERY), file).split('\\').join('/');
  const lines = [
    '# Screenshot gallery',
    '',
    'Every route of the route table at 375 px and 1280 px wide, plus news pages 2 and 3, a video article, two more',
    'products and /ops with the announcement banner. Written by `npm run screenshots` (needs `npm run build`);',
    'the cookie notice is accepted and reduced motion is preferred, so carousels stand still. Shots are one',
    'viewport high; `SCREENSHOT_FULL=1 SCREENSHOT_DIR=.tmp/full npm run screenshots` takes full pages for review.',
    '',
  ];
  for (const { shot, files } of written) {
    lines.push(`## ${shot.title}`, '');
    if (files.length === 0) {
      lines.push('(not captured)', '');
      continue;
    }
    lines.push(
      files
        .map(
          (file) =>
            `<a href="${link(file)}"><img src="${link(file)}" alt="${shot.title} at ${/-(\d+)\.png$/.exec(file)?.[1]} px" width="${file.endsWith('-375.png') ? 188 : 480}"></a>`,
        )
        .join(' '),
      '',
    );
  }
  writeFileSync(GALLERY, `${lines.join('\n')}\n`);
  console.log(`wrote ${relative(ROOT, GALLERY)}`);
}

await main();
