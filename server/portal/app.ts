/**
 * The portal's server: serves the built dist/ under /opsportal/ as production would (docs/server.md), with
 * the generated config, security and cache headers, precompressed files and one log line per
 * request. The stand-in services (../stand-in) are registered only when settings.standIns.
 */
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { registerStandIns } from '../stand-in/index.ts';
import { cacheControlFor, REVALIDATE, scanHashedAssets } from './cache-policy.ts';
import type { ServerSettings } from './config.ts';
import { registerFaultSwitch } from './fault-switch.ts';
import { configForOrigin, originForHost, standInHostCheck } from './local-origins.ts';
import {
  clientErrorHandler,
  errorHeaders,
  frameworkErrorHandler,
  hardeningHeaders,
  registerCspReports,
  registerRateLimits,
  withCspReporting,
} from './hardening.ts';
import { isNonPathTarget, routedPath } from './route-path.ts';
import { redactedRedirectQuery, registerRequestLog, requestLogSerializers } from './request-log.ts';
import { COMMON_SECURITY_HEADERS, createCspResolver, EHI_LOGIN_DOCUMENT_PATH } from './security-headers.ts';

export interface BuildServerOptions {
  /** Overrides settings.distDir (tests serve a small fixture instead of a real build). */
  distDir?: string;
  /** Where log lines go instead of stdout (tests read what the server logs). */
  logStream?: { write(line: string): void };
  /**
   * `false`: no dist/ is served or needed (`npm run dev`, scripts/dev.ts: Vite serves the app and
   * proxies the config, the stand-ins and CSP reports here). Default true.
   */
  serveApp?: boolean;
}

export async function buildServer(settings: ServerSettings, options: BuildServerOptions = {}): Promise<FastifyInstance> {
  const distDir = options.distDir ?? settings.distDir;
  const serveApp = options.serveApp ?? true;
  if (serveApp && !existsSync(join(distDir, 'index.html'))) {
    throw new Error(`No build found at ${distDir}: run "npm run build" first`);
  }
  const effective: ServerSettings = { ...settings, distDir };

  const app = Fastify({
    logger: { level: settings.logLevel, serializers: requestLogSerializers, ...(options.logStream ? { stream: options.logStream } : {}) },
    // One line per request comes from request-log.ts instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A slow-faulted or long-polling request must not hold up SIGINT/SIGTERM.
    forceCloseConnections: true,
    // A client gets 30 s (REQUEST_TIMEOUT_MS) to send its whole request, its headers included: Node's own
    // header timeout is 60 s and its check runs every 30 s, so a header trickle got its 408 after about 59 s.
    requestTimeout: settings.requestTimeoutMs,
    http: {
      headersTimeout: settings.requestTimeoutMs,
      requestTimeout: settings.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, settings.requestTimeoutMs),
    },
    // Answers given before any hook runs carry the security headers too (docs/server.md "Header policy").
    frameworkErrors: frameworkErrorHandler(settings),
    clientErrorHandler: clientErrorHandler(settings),
  });

  // One policy per published config: the local addresses each have theirs (local-origins.ts).
  const cspResolvers = new Map(
    [effective.publicOrigin, ...effective.localOrigins].map((origin) => [
      origin,
      createCspResolver({ ...effective, config: configForOrigin(effective, origin) }, origin),
    ]),
  );
  const cspFor = (host: string | undefined, path: string) => {
    const resolve = cspResolvers.get(originForHost(effective, host)) ?? cspResolvers.get(effective.publicOrigin);
    if (!resolve) throw new Error('No CSP for the public origin');
    return resolve(path);
  };
  const hashedAssets = scanHashedAssets(distDir);
  const extraHeaders = hardeningHeaders(settings);

  // Headers first: every response, including errors, 404s and fault answers, carries them.
  app.addHook('onRequest', async (request, reply) => {
    // The portal is no proxy: `GET http://host/path` would have a host in its target (route-path.ts isNonPathTarget).
    if (isNonPathTarget(request.raw.url ?? '')) {
      return reply
        .code(400)
        .headers(errorHeaders(settings))
        .type('application/json; charset=utf-8')
        .send({ error: 'Bad Request', message: 'The request target must be a path.', statusCode: 400 });
    }
    const path = request.url.split('?')[0] ?? '/';
    reply.headers(COMMON_SECURITY_HEADERS);
    reply.headers(extraHeaders);
    // By the route the router matched (route-path.ts routedPath): `/opsportal/%65hi-login` is routed as the partner
    // document, so it gets its policy; a path no route took (a 404) gets the strictest document policy.
    reply.header('Content-Security-Policy', withCspReporting(cspFor(request.headers.host, routedPath(request) ?? '')));
    reply.header('Cache-Control', cacheControlFor(path, hashedAssets));
  });
  registerRequestLog(app);
  // DNS rebinding: a page on another name that resolves to this machine reaches /stand-in/ with its own Host.
  if (settings.standIns) app.addHook('onRequest', standInHostCheck(effective));
  registerFaultSwitch(app, effective);
  await app.register(formbody);
  // Before every route, so it sees them all; it limits only the routes hardening.ts names.
  await registerRateLimits(app, effective);
  await registerCspReports(app);

  // spec 7: the startup configuration, generated from the environment; revalidated on every load.
  // A local address gets the config of its own origin (local-origins.ts), any other Host the public one.
  const configBodies = new Map<string, string>();
  for (const origin of [effective.publicOrigin, ...effective.localOrigins]) {
    configBodies.set(origin, JSON.stringify(configForOrigin(effective, origin)));
  }
  app.get('/opsportal/assets/config.release.json', async (request, reply) => {
    reply.header('Cache-Control', REVALIDATE);
    const body = configBodies.get(originForHost(effective, request.headers.host)) ?? JSON.stringify(effective.config);
    return reply.type('application/json; charset=utf-8').send(body);
  });

  if (serveApp) await registerApp(app, distDir);

  app.get('/', async (_request, reply) => reply.redirect('/opsportal/'));
  // The query is kept, minus credentials and personal data (docs/security.md "The server's own defences").
  app.get('/opsportal', async (request, reply) => reply.redirect(`/opsportal/${redactedRedirectQuery(request.url)}`));

  if (settings.standIns) await registerStandIns(app, effective);
  return app;
}

/** The built portal: dist/ under /opsportal/, and the partner document at its real path. */
async function registerApp(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/opsportal/',
    index: ['index.html'],
    preCompressed: true,
    // Cache-Control is decided above, by URL; the plugin's default would override it.
    cacheControl: false,
    // The config is generated, never read from dist/ even if a build copied one there. No dot-folder or dot-file
    // is served: the build's manifest (.vite/manifest.json, for the tests and the bench) maps files to sources.
    allowedPath: (pathName) => pathName !== '/assets/config.release.json' && !pathName.split('/').some((part) => part.startsWith('.')),
  });

  // The partner-embeddable document (docs/decisions/server-ehi-login-frame-ancestors.md): the same
  // index.html at a real path, so its response can carry the partners' frame-ancestors.
  const sendIndex = (reply: FastifyReply) => reply.sendFile('index.html');
  // Crawlers ask the host's root for these, whatever the site's base (issue 42); both are files of the build.
  app.get('/robots.txt', async (_request, reply) => reply.sendFile('robots.txt'));
  app.get('/favicon.ico', async (_request, reply) => reply.sendFile('favicon.ico'));
  app.get(EHI_LOGIN_DOCUMENT_PATH, async (_request, reply) => sendIndex(reply));
  app.get(`${EHI_LOGIN_DOCUMENT_PATH}/`, async (_request, reply) => sendIndex(reply));
}
