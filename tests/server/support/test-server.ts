/**
 * Builds the portal's server against a small temp-dir build (never the real dist/), with
 * precompressed copies written by scripts/precompress.mjs, and a temp data dir.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../../server/portal/app.ts';
import { readSettings, type ServerSettings } from '../../../server/portal/config.ts';
// @ts-expect-error: plain ESM script without type declarations
import { precompress } from '../../../scripts/precompress.mjs';

export const ORIGIN = 'http://localhost:4200';
export const HASHED_JS = 'index-Ab12_cD3.js';
/** A file named by its hash alone, as the build names every file but the shell and the runtime. */
export const HASH_ONLY_JS = 'Xy9_-Q2w.js';
export const SILENT_CHECK_SCRIPT = 'parent.postMessage(location.href, location.origin);';

/** A build-shaped fixture: an index, a hashed bundle big enough to compress, content data. */
export async function createDistFixture(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(dir, 'assets', 'data'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal fixture</title>` +
      `<script type="module" crossorigin src="/opsportal/assets/${HASHED_JS}"></script></head>` +
      `<body><div id="root"></div>${'<!-- padding so compression pays -->'.repeat(40)}</body></html>`,
  );
  writeFileSync(join(dir, 'assets', HASHED_JS), `export const text = ${JSON.stringify('portal bundle '.repeat(400))};\n`);
  writeFileSync(join(dir, 'assets', HASH_ONLY_JS), 'export const page = 1;\n');
  // The build's manifest (which file holds which module): for the tests and the bench, never served.
  mkdirSync(join(dir, '.vite'), { recursive: true });
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ 'src/main.tsx': { file: `assets/${HASHED_JS}` } }));
  writeFileSync(join(dir, 'assets', 'data', 'products.data.json'), JSON.stringify([{ name: 'trax' }]));
  writeFileSync(join(dir, 'silent-check-sso.html'), `<!doctype html><html><body><script>${SILENT_CHECK_SCRIPT}</script></body></html>`);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await precompress(dir);
  return dir;
}

export interface TestServer {
  app: FastifyInstance;
  settings: ServerSettings;
  dataDir: string;
  close: () => Promise<void>;
}

export async function startTestServer(
  env: Record<string, string> = {},
  options: { logStream?: { write(line: string): void } } = {},
): Promise<TestServer> {
  const distDir = await createDistFixture();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-data-'));
  const settings = readSettings({ PUBLIC_ORIGIN: ORIGIN, LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const app = await buildServer(settings, { distDir, ...options });
  await app.ready();
  return {
    app,
    settings,
    dataDir,
    close: async () => {
      await app.close();
      rmSync(distDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POSTs `fields` form-encoded to `url` of the app, as a browser's form or a token client sends them. */
/** A test file's `start`: each server it starts is closed after the test that started it. */
export function serversClosedAfterEach() {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });
  return async (...args: Parameters<typeof startTestServer>) => {
    const server = await startTestServer(...args);
    servers.push(server);
    return server;
  };
}

/** Collects pino's JSON lines. */
export function logSink() {
  const lines: Array<Record<string, unknown>> = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    text: () => lines.map((line) => JSON.stringify(line)).join('\n'),
  };
}

export function postForm(app: FastifyInstance, url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/**
 * A fetch that hands each request to the app (inject) instead of the network, so the portal's own
 * HTTP client can be tested end to end without a socket; `onRequest` sees each request and its body.
 */
/** A POST of `payload` (the text as sent) to the portal's CSP report endpoint, as a browser's Reporting API sends it by default. */
export function postCspReport(app: FastifyInstance, payload: string, contentType = 'application/reports+json') {
  return app.inject({ method: 'POST', url: '/opsportal/csp-report', headers: { 'content-type': contentType }, payload });
}

export function injectFetch(app: FastifyInstance, onRequest?: (request: Request, body: string) => void): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = await request.text();
    onRequest?.(request, body);
    const url = new URL(request.url);
    const response = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    return new Response(new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: Object.entries(response.headers).map(([name, value]) => [name, String(value)]) as Array<[string, string]>,
    });
  }) as typeof fetch;
}

/** Header value as one string (inject may return string | string[] | number). */
export const header = (value: unknown): string => (Array.isArray(value) ? value.join(', ') : String(value ?? ''));

/** Parses a CSP header into directive → sources. */
export function parseCsp(value: unknown): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const part of header(value).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) result.set(name, sources);
  }
  return result;
}
