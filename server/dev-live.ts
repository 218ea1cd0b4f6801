/**
 * The live view of `npm run dev` (docs/decisions/statechart-live-view.md): a Vite plugin, given to the dev
 * server only (server/dev.ts; vite.config.ts never has it, so `npm run build` cannot carry any of it).
 *
 * - The app's modules that import `xstate` or `@xstate/react` get src/dev-live/'s copies, which create every
 *   actor with an `inspect` observer reporting its state over Vite's HMR socket (src/dev-live/reporter.ts).
 * - It serves the catalogue (docs/statecharts/, as generated) at /__statecharts/ with src/dev-live/catalogue-live.ts
 *   added, and a server-sent event stream of the reports, which that script follows: on each machine's diagram
 *   the state its running actor is in is highlighted, with its context and last events.
 * - A transition's event clicked on the diagram is posted back and sent on to the actor, which takes it only if
 *   a visitor could cause it and the actor accepts it now (reporter.ts decides, in the page).
 *
 * Local only: every request of the catalogue, the stream and the send must come from a loopback address with a
 * loopback Host (no DNS rebinding), and the send must come from the catalogue's own origin. The reports hold no
 * credential: the page redacts them before they leave it (src/dev-live/redact.ts).
 */
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import {
  CATALOGUE_PATH,
  LIVE_BYE_EVENT,
  LIVE_REPORT_EVENT,
  LIVE_SEND_EVENT,
  LIVE_SEND_PATH,
  LIVE_STREAM_PATH,
  type LiveReport,
  type LiveSend,
} from '../shared/dev-live-protocol.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

/**
 * The catalogue's CSP: its own scripts (player.js, and the live script Vite serves from src/), the inline
 * <style> of Mermaid's SVGs, its pictures, and connections to itself only. Trusted Types as in the portal:
 * the catalogue's scripts build the DOM with createElement and textContent.
 */
export const CATALOGUE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  "trusted-types 'none'",
].join('; ');

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/** A request of the live view's own addresses is answered only from this machine, to this machine's names. */
export function isLocalRequest(request: Pick<IncomingMessage, 'headers'> & { socket: { remoteAddress?: string } }): boolean {
  return LOOPBACK_ADDRESSES.has(request.socket.remoteAddress ?? '') && LOOPBACK_HOST.test(request.headers.host ?? '');
}

/** The live script's tag, added before </body> of the catalogue's index.html. */
export const LIVE_SCRIPT_TAG = '<script type="module" src="/opsportal/src/dev-live/catalogue-live.ts"></script>';

/**
 * The catalogue's index.html as the dev server serves it: the live script added before </body>, and its own
 * CSP (a meta element, which applies with the header's) allowing the one connection the script makes, the
 * event stream and the send to this origin. Nothing else of the page changes.
 */
export function liveCatalogueHtml(html: string): string {
  return html
    .replace(/(<meta http-equiv="Content-Security-Policy" content="default-src 'none'; )/, "$1connect-src 'self'; ")
    .replace('</body>', `${LIVE_SCRIPT_TAG}\n</body>`);
}

/** The file of docs/statecharts/ a catalogue path names, or null (no dot segment, no folder escape, names only). */
export function catalogueFile(statechartsDir: string, path: string): string | null {
  const rest = decodeURIComponentSafe(path.slice(CATALOGUE_PATH.length));
  if (rest === null) return null;
  const name = rest === '' ? 'index.html' : rest;
  if (!/^[\w@.-]+(\/[\w@.-]+)*$/.test(name) || name.split('/').some((part) => part.startsWith('.'))) return null;
  const file = normalize(join(statechartsDir, name));
  return file.startsWith(statechartsDir + sep) ? file : null;
}

function decodeURIComponentSafe(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The latest report of each running actor, by page and session; the stream's subscribers. */
export class LiveStore {
  readonly actors = new Map<string, LiveReport>();
  private readonly listeners = new Set<(report: LiveReport) => void>();
  update(report: LiveReport) {
    if (!isReport(report)) return;
    const key = `${report.pageId}/${report.sessionId}`;
    if (report.status === 'stopped') this.actors.delete(key);
    else this.actors.set(key, report);
    for (const listener of this.listeners) listener(report);
  }
  forgetPage(pageId: unknown) {
    for (const [key, report] of this.actors) {
      if (report.pageId !== pageId) continue;
      this.actors.delete(key);
      for (const listener of this.listeners) listener({ ...report, status: 'stopped' });
    }
  }
  subscribe(listener: (report: LiveReport) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

function isReport(value: unknown): value is LiveReport {
  const report = value as LiveReport;
  return (
    typeof report === 'object' &&
    report !== null &&
    typeof report.pageId === 'string' &&
    typeof report.sessionId === 'string' &&
    typeof report.machine === 'string' &&
    Array.isArray(report.states)
  );
}

function send(response: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8') {
  response.statusCode = status;
  response.setHeader('Content-Type', type);
  response.setHeader('Cache-Control', 'no-store');
  response.end(body);
}

export function devLiveView(root: string): Plugin {
  const statechartsDir = join(root, 'docs', 'statecharts');
  const devLiveDir = join(root, 'src', 'dev-live') + sep;
  const srcDir = join(root, 'src') + sep;
  const redirects: Record<string, string> = {
    xstate: join(devLiveDir, 'xstate.ts'),
    '@xstate/react': join(devLiveDir, 'xstate-react.ts'),
  };
  const store = new LiveStore();
  return {
    name: 'portal-dev-live-view',
    apply: 'serve',
    enforce: 'pre',
    resolveId(source, importer) {
      // The app's own modules only: the wrappers themselves, the machines and the libraries keep the originals.
      const target = redirects[source];
      if (!target || !importer) return null;
      const from = importer.split('?')[0] ?? '';
      return from.startsWith(srcDir) && !from.startsWith(devLiveDir) ? target : null;
    },
    configureServer(server: ViteDevServer) {
      // A page whose socket closed (a tab closed or reloaded without saying bye) has no actors left.
      const pagesOf = new Map<unknown, Set<string>>();
      server.ws.on(LIVE_REPORT_EVENT, (report: LiveReport, client) => {
        store.update(report);
        if (typeof report?.pageId === 'string') pagesOf.set(client, (pagesOf.get(client) ?? new Set()).add(report.pageId));
      });
      server.ws.on('vite:client:disconnect', (_data, client) => {
        for (const pageId of pagesOf.get(client) ?? []) store.forgetPage(pageId);
        pagesOf.delete(client);
      });
      server.ws.on(LIVE_BYE_EVENT, (message: { pageId?: unknown }) => store.forgetPage(message?.pageId));
      server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
        const path = (request.url ?? '/').split('?')[0] ?? '/';
        if (!path.startsWith(CATALOGUE_PATH)) return next();
        if (!isLocalRequest(request)) return send(response, 403, 'The live view answers this machine only.');
        response.setHeader('Content-Security-Policy', CATALOGUE_CSP);
        response.setHeader('X-Content-Type-Options', 'nosniff');
        response.setHeader('Referrer-Policy', 'no-referrer');
        if (path === LIVE_STREAM_PATH) return stream(store, request, response);
        if (path === LIVE_SEND_PATH) return sendToActor(server, request, response);
        if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'Method not allowed');
        const file = catalogueFile(statechartsDir, path);
        if (!file) return send(response, 404, 'Not found');
        let body: Buffer;
        try {
          if (!statSync(file).isFile()) return send(response, 404, 'Not found');
          body = readFileSync(file);
        } catch {
          return send(response, 404, 'Not found');
        }
        const type = TYPES[extname(file)] ?? 'application/octet-stream';
        if (file === join(statechartsDir, 'index.html')) {
          const html = liveCatalogueHtml(body.toString('utf8'));
          return send(response, 200, request.method === 'HEAD' ? '' : html, type);
        }
        response.statusCode = 200;
        response.setHeader('Content-Type', type);
        response.setHeader('Cache-Control', 'no-store');
        response.end(request.method === 'HEAD' ? undefined : body);
      });
    },
  };
}

/** The reports as server-sent events: every running actor at once, then each report as it comes. */
function stream(store: LiveStore, request: IncomingMessage, response: ServerResponse) {
  response.statusCode = 200;
  response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('Connection', 'keep-alive');
  const write = (report: LiveReport) => response.write(`data: ${JSON.stringify(report)}\n\n`);
  response.write(': live view\n\n');
  for (const report of store.actors.values()) write(report);
  const unsubscribe = store.subscribe(write);
  const keepAlive = setInterval(() => response.write(': keep-alive\n\n'), 15_000);
  request.on('close', () => {
    clearInterval(keepAlive);
    unsubscribe();
  });
}

/** POST {pageId, sessionId, event: {type}} from the catalogue's page: passed on to the app, which decides. */
function sendToActor(server: ViteDevServer, request: IncomingMessage, response: ServerResponse) {
  if (request.method !== 'POST') return send(response, 405, 'Method not allowed');
  const origin = request.headers.origin;
  // Only the catalogue's own page may ask (a page on another local port may not drive the app).
  if (origin === undefined || origin.replace(/^https?:\/\//, '') !== request.headers.host)
    return send(response, 403, 'Not from the catalogue');
  if (!(request.headers['content-type'] ?? '').startsWith('application/json')) return send(response, 415, 'JSON only');
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => {
    body += chunk;
    if (body.length > 2048) request.destroy();
  });
  request.on('end', () => {
    let message: LiveSend;
    try {
      message = JSON.parse(body) as LiveSend;
    } catch {
      return send(response, 400, 'Not JSON');
    }
    const { pageId, sessionId, event } = message ?? {};
    if (
      typeof pageId !== 'string' ||
      typeof sessionId !== 'string' ||
      typeof event?.type !== 'string' ||
      event.type.startsWith('xstate.')
    ) {
      return send(response, 400, 'Expected {pageId, sessionId, event: {type}} with an event a visitor could cause');
    }
    server.ws.send(LIVE_SEND_EVENT, { pageId, sessionId, event: { type: event.type } });
    send(response, 202, 'Sent to the page; the actor takes it if it accepts it now');
  });
}
