/**
 * The portal's documents on the Vite dev server (`npm run dev`, server/dev.ts;
 * docs/decisions/dev-server.md). Vite serves the app with hot reload; this plugin serves its
 * documents (/opsportal/, index.html, the partner document /opsportal/ehi-login) with the same
 * headers the portal's server gives the built ones, and a CSP that differs from production in one
 * way only: a fresh nonce per response for the inline scripts and styles Vite's dev client needs
 * (the React Refresh preamble, injected <style>s), and the HMR WebSocket in connect-src.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { ServerSettings } from './config.ts';
import { CSP_REPORT_PATH, hardeningHeaders, withCspReporting } from './hardening.ts';
import { configForOrigin, originForHost } from './local-origins.ts';
import { canonicalPath, isAmbiguousPath } from './route-path.ts';
import {
  buildPortalCsp,
  COMMON_SECURITY_HEADERS,
  createCspResolver,
  EHI_LOGIN_DOCUMENT_PATH,
  type FrameAncestors,
} from './security-headers.ts';

/** What Vite writes into every tag it generates (html.cspNonce); replaced per response. */
export const DEV_NONCE_PLACEHOLDER = 'PORTAL_DEV_CSP_NONCE';

/**
 * The documents this plugin answers, by canonical path without its trailing slash (route-path.ts: so
 * `/opsportal//index.html` and `/opsportal/%69ndex.html` are the document too), with who may frame them.
 */
const DOCUMENTS: ReadonlyMap<string, FrameAncestors> = new Map([
  ['/opsportal', { kind: 'none' }],
  ['/opsportal/index.html', { kind: 'none' }],
  [EHI_LOGIN_DOCUMENT_PATH, { kind: 'partners' }],
]);

/** The document a request asks for, by its canonical path, or undefined. */
export function devDocumentOf(url: string): FrameAncestors | undefined {
  return DOCUMENTS.get(canonicalPath(url).replace(/\/+$/, ''));
}

/** Folders of the project whose files are the app's sources, served (transformed) by Vite. */
const SOURCE_FOLDERS = ['src', 'machines', 'shared'];
/** Vite's own addresses under the base: its client, module ids, the React Refresh runtime, pre-bundled dependencies. */
const VITE_PREFIXES = ['@vite/', '@id/', '@react-refresh', '@fs/', '__vite'];

/**
 * What the dev server may answer (docs/decisions/dev-server.md "What it serves"): the documents, the app's
 * sources, Vite's own addresses (a file through `@fs/` only inside the sources or node_modules), the public
 * folder's files, and what is proxied to the portal's server (the config, the CSP reports, /stand-in/).
 * Everything else of the project (server code and its data folder, dist/ and its manifest, tests, docs,
 * dotfiles, package manifests, configs) is a 404, whatever the spelling. The documents are this plugin's own
 * answers; any other path is handed to Vite only when Vite's reading and canonicalPath's cannot differ
 * (route-path.ts isAmbiguousPath: no encoded `%`, `.`, `/`, `?` or `#`, no dot segment), so the allowlist
 * judges the file Vite would read (issue 40: `src/x%253F/../../node_modules/.package-lock.json`).
 */
export function isDevPathAllowed(url: string, root: string): boolean {
  const path = canonicalPath(url);
  if (devDocumentOf(url) !== undefined) return true;
  if (isAmbiguousPath(url)) return false;
  if (path.startsWith('/stand-in/') || path === CSP_REPORT_PATH || path === '/opsportal/assets/config.release.json') return true;
  if (!path.startsWith('/opsportal/')) return false;
  const rest = path.slice('/opsportal/'.length);
  // Every segment is a plain name: no dotfile or dot-folder (the deps bundle's `.vite` is named above).
  const hidden = rest.split('/').some((segment) => segment.startsWith('.'));
  if (rest.startsWith('@fs/')) {
    const file = `/${rest.slice('@fs/'.length)}`;
    const inside = relative(root.toLowerCase(), file);
    const allowedRoots = [...SOURCE_FOLDERS, 'node_modules'];
    return (
      !inside.startsWith('..') &&
      allowedRoots.includes(inside.split(sep)[0] ?? '') &&
      !inside.split(sep).some((part) => part.startsWith('.') && part !== '.vite')
    );
  }
  if (VITE_PREFIXES.some((prefix) => rest.startsWith(prefix))) return !hidden;
  // Dependencies: Vite's client and the pre-bundled ones (`node_modules/.vite/deps/`); no other dotfile (`.package-lock.json`).
  if (rest.startsWith('node_modules/')) {
    return !rest.split('/').some((segment) => segment.startsWith('.') && segment !== '.vite');
  }
  if (hidden) return false;
  if (SOURCE_FOLDERS.includes(rest.split('/')[0] ?? '')) return true;
  return isPublicFile(root, rest);
}

/** True when `rest` names a file of public/ (Vite serves that folder at the base). Compared case-insensitively, as canonicalPath is. */
function isPublicFile(root: string, rest: string): boolean {
  let dir = join(root, 'public');
  const parts = rest.split('/').filter(Boolean);
  for (const [index, part] of parts.entries()) {
    let names: string[];
    try {
      names = readdirNames(dir);
    } catch {
      return false;
    }
    const name = names.find((candidate) => candidate.toLowerCase() === part);
    if (name === undefined) return false;
    dir = join(dir, name);
    if (index === parts.length - 1) {
      try {
        return statSync(dir).isFile();
      } catch {
        return false;
      }
    }
  }
  return false;
}

const readdirNames = (dir: string): string[] => readdirSync(dir);

/**
 * Production's document CSP plus the dev additions: `'nonce-…'` in script-src and style-src, and the
 * page's own WebSocket origin (Vite's HMR) in connect-src. Nothing is loosened otherwise: no
 * 'unsafe-inline', no 'unsafe-eval', Trusted Types as in production.
 */
export function devDocumentCsp(productionCsp: string, nonce: string, pageOrigin: string): string {
  if (!/^[A-Za-z0-9+/_-]+=*$/.test(nonce)) throw new Error('A CSP nonce must be base64');
  const socket = pageOrigin.replace(/^http/, 'ws');
  return productionCsp
    .split('; ')
    .map((directive) => {
      const [name] = directive.split(' ');
      if (name === 'script-src' || name === 'style-src') return `${directive} 'nonce-${nonce}'`;
      // CSP has no IPv6 literal hosts (security-headers.ts); 'self' covers the socket there.
      if (name === 'connect-src' && !socket.includes('[')) return `${directive} ${socket}`;
      return directive;
    })
    .join('; ');
}

/** The Vite plugin: documents with a per-response nonce and the portal's headers. */
export function portalDevDocuments(settings: ServerSettings): Plugin {
  return {
    name: 'portal-dev-documents',
    config: () => ({ html: { cspNonce: DEV_NONCE_PLACEHOLDER }, appType: 'mpa' }),
    configureServer(server: ViteDevServer) {
      const cspFor = createCspResolver(settings);
      server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
        const url = request.url ?? '/';
        const frameAncestors = devDocumentOf(url);
        // Every answer of the dev server carries the common headers and a CSP (production's for the path).
        for (const [name, value] of Object.entries({ ...COMMON_SECURITY_HEADERS, ...hardeningHeaders(settings) })) {
          response.setHeader(name, value);
        }
        response.setHeader('Content-Security-Policy', withCspReporting(cspFor(canonicalPath(url))));
        if (!isDevPathAllowed(url, server.config.root)) {
          response.statusCode = 404;
          response.setHeader('Content-Type', 'text/plain; charset=utf-8');
          response.setHeader('Cache-Control', 'no-store');
          response.end('Not found');
          return;
        }
        if (!frameAncestors || (request.method !== 'GET' && request.method !== 'HEAD')) {
          next();
          return;
        }
        serveDocument(server, settings, request, response, frameAncestors).catch(next);
      });
    },
  };
}

async function serveDocument(
  server: ViteDevServer,
  settings: ServerSettings,
  request: IncomingMessage,
  response: ServerResponse,
  frameAncestors: FrameAncestors,
): Promise<void> {
  const origin = originForHost(settings, request.headers.host);
  const nonce = randomBytes(18).toString('base64');
  const source = readFileSync(join(server.config.root, 'index.html'), 'utf8');
  const html = (await server.transformIndexHtml(request.url ?? '/opsportal/', source)).replaceAll(DEV_NONCE_PLACEHOLDER, nonce);
  const production = buildPortalCsp({ ...settings, config: configForOrigin(settings, origin) }, { frameAncestors, selfOrigin: origin });
  response.statusCode = 200;
  for (const [name, value] of Object.entries({ ...COMMON_SECURITY_HEADERS, ...hardeningHeaders(settings) }))
    response.setHeader(name, value);
  response.setHeader('Content-Security-Policy', withCspReporting(devDocumentCsp(production, nonce, origin)));
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.end(request.method === 'HEAD' ? undefined : html);
}
