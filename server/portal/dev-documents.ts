/**
 * The portal's documents on the Vite dev server (`npm run dev`, server/dev.ts;
 * docs/decisions/dev-server.md). Vite serves the app with hot reload; this plugin serves its
 * documents (/opsportal/, index.html, the partner document /opsportal/ehi-login) with the same
 * headers the portal's server gives the built ones, and a CSP that differs from production in one
 * way only: a fresh nonce per response for the inline scripts and styles Vite's dev client needs
 * (the React Refresh preamble, injected <style>s), and the HMR WebSocket in connect-src.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { ServerSettings } from './config.ts';
import { hardeningHeaders, withCspReporting } from './hardening.ts';
import { configForOrigin, originForHost } from './local-origins.ts';
import { buildPortalCsp, COMMON_SECURITY_HEADERS, EHI_LOGIN_DOCUMENT_PATH, type FrameAncestors } from './security-headers.ts';

/** What Vite writes into every tag it generates (html.cspNonce); replaced per response. */
export const DEV_NONCE_PLACEHOLDER = 'PORTAL_DEV_CSP_NONCE';

/** The documents this plugin answers, by path, with who may frame them (as in production). */
const DOCUMENTS: ReadonlyMap<string, FrameAncestors> = new Map([
  ['/opsportal/', { kind: 'none' }],
  ['/opsportal/index.html', { kind: 'none' }],
  [EHI_LOGIN_DOCUMENT_PATH, { kind: 'partners' }],
  [`${EHI_LOGIN_DOCUMENT_PATH}/`, { kind: 'partners' }],
]);

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
      server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
        const path = (request.url ?? '/').split('?')[0] ?? '/';
        const frameAncestors = DOCUMENTS.get(path);
        if (!frameAncestors || (request.method !== 'GET' && request.method !== 'HEAD')) {
          // Every other answer of the dev server carries the common headers too.
          for (const [name, value] of Object.entries({ ...COMMON_SECURITY_HEADERS, ...hardeningHeaders(settings) })) {
            response.setHeader(name, value);
          }
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
