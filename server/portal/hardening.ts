/**
 * The server hardening (docs/server.md "Header policy", "Limits"):
 *
 * - headers every response carries besides the CSP: Permissions-Policy, Cross-Origin-Resource-Policy,
 *   Reporting-Endpoints, and Strict-Transport-Security when the public origin is https;
 * - the CSP report endpoint (`report-to csp-endpoint`): reports are logged, redacted;
 * - the answers Fastify and Node give before any hook runs (400 bad URL, 400/408/431 client errors)
 *   carry the same headers;
 * - rate limits on the endpoints that take credentials or personal data (@fastify/rate-limit).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ServerSettings } from './config.ts';
import { redactUrl } from './request-log.ts';
import { canonicalPath, routedPath } from './route-path.ts';
import { COMMON_SECURITY_HEADERS } from './security-headers.ts';

/** Where browsers POST CSP violation reports (Reporting API and the older report-uri format). */
export const CSP_REPORT_PATH = '/opsportal/csp-report';
/** The Reporting-Endpoints name the CSP's report-to directive uses. */
export const CSP_REPORT_GROUP = 'csp-endpoint';

/** Powerful features the portal never uses, denied to it and to every frame it embeds. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
].join(', ');

/** One year; no includeSubDomains or preload, which would bind hosts this server does not own. */
export const HSTS = 'max-age=31536000';

/** The hardening headers (docs/server.md "Header policy"), for every response (documents, files, errors, stand-ins). */
export function hardeningHeaders(settings: Pick<ServerSettings, 'publicOrigin'>): Record<string, string> {
  const headers: Record<string, string> = {
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
  };
  if (settings.publicOrigin.startsWith('https:')) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}

/** A CSP with its reporting directives: report-to (Reporting API) and report-uri (older browsers). */
export function withCspReporting(csp: string): string {
  return `${csp}; report-to ${CSP_REPORT_GROUP}; report-uri ${CSP_REPORT_PATH}`;
}

/** The policy of answers that have no document of ours behind them (framework and parser errors). */
export const ERROR_CSP = withCspReporting("default-src 'none'; base-uri 'none'; frame-ancestors 'none'");

/** Every header an error answered outside the routing carries. */
export function errorHeaders(settings: Pick<ServerSettings, 'publicOrigin'>): Record<string, string> {
  return {
    ...COMMON_SECURITY_HEADERS,
    ...hardeningHeaders(settings),
    'Content-Security-Policy': ERROR_CSP,
    'Cache-Control': 'no-store',
  };
}

/**
 * Fastify's `frameworkErrors` option: a URL Fastify cannot decode (`/%`) is answered here, with the
 * headers, instead of by Fastify's bare 400. The message does not echo the URL.
 */
export function frameworkErrorHandler(settings: Pick<ServerSettings, 'publicOrigin'>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    request.log.info(`${request.method} ${redactUrl(request.raw.url ?? '')} 400 ${error.code}`);
    void reply
      .code(400)
      .headers(errorHeaders(settings))
      .type('application/json; charset=utf-8')
      .send({ error: 'Bad Request', code: error.code, message: 'The request address is not valid.', statusCode: 400 });
  };
}

/**
 * Fastify's `clientErrorHandler` option: Node's parser rejected the request (headers too large → 431,
 * too slow → 408, malformed → 400) before Fastify saw it. The answer is written to the socket, as
 * Fastify's default handler does, but with the security headers.
 */
export function clientErrorHandler(settings: Pick<ServerSettings, 'publicOrigin'>) {
  const headers = Object.entries(errorHeaders(settings))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const statusText = STATUS_CODES[status] ?? 'Error';
    const body = JSON.stringify({ error: statusText, statusCode: status });
    if (!socket.writable) {
      socket.destroy(error);
      return;
    }
    socket.write(
      `HTTP/1.1 ${status} ${statusText}\r\n${headers}Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    socket.destroy();
  };
}

/** The fields of a CSP report worth a log line; addresses are redacted like request URLs. */
function summarise(report: unknown): Record<string, string> | null {
  if (!report || typeof report !== 'object') return null;
  const record = report as Record<string, unknown>;
  // Reporting API: { type: 'csp-violation', body: {...} }; report-uri: { 'csp-report': {...} }.
  const body = (record.body ?? record['csp-report']) as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 300) : '');
  const address = (value: unknown) => redactUrl(text(value));
  return {
    document: address(body.documentURL ?? body['document-uri']),
    blocked: address(body.blockedURL ?? body['blocked-uri']),
    directive: text(body.effectiveDirective ?? body['effective-directive'] ?? body['violated-directive']),
    disposition: text(body.disposition),
    source: address(body.sourceFile ?? body['source-file']),
    line: text(String(body.lineNumber ?? body['line-number'] ?? '')),
  };
}

/** At most this many CSP violation lines a minute, whoever sends them; the rest are counted in one line. */
export const CSP_REPORT_LOG_LINES_PER_MINUTE = 100;

/**
 * POST /opsportal/csp-report: logs each violation (warn) and answers 204; never stores anything. The log
 * is bounded as well as the rate (a page can send reports from many addresses): past
 * CSP_REPORT_LOG_LINES_PER_MINUTE lines in a minute, reports are only counted, and the next minute's
 * first report logs how many were left out.
 */
export async function registerCspReports(app: FastifyInstance, now: () => number = Date.now): Promise<void> {
  let windowStart = now();
  let lines = 0;
  let leftOut = 0;
  const mayLog = (request: FastifyRequest): boolean => {
    if (now() - windowStart >= 60_000) {
      if (leftOut > 0)
        request.log.warn(
          { cspReportsNotLogged: leftOut },
          `${leftOut} CSP violation reports were not logged (over ${CSP_REPORT_LOG_LINES_PER_MINUTE} a minute)`,
        );
      windowStart = now();
      lines = 0;
      leftOut = 0;
    }
    if (lines >= CSP_REPORT_LOG_LINES_PER_MINUTE) {
      leftOut += 1;
      return false;
    }
    lines += 1;
    return true;
  };
  await app.register(async (scope) => {
    const parseJson = (_request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) => {
      try {
        done(null, JSON.parse(body));
      } catch {
        const error = new Error('A CSP report must be JSON') as FastifyError;
        error.statusCode = 400;
        done(error);
      }
    };
    scope.addContentTypeParser(
      ['application/reports+json', 'application/csp-report'],
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      parseJson,
    );
    scope.post(CSP_REPORT_PATH, { bodyLimit: 64 * 1024 }, async (request, reply) => {
      const reports = Array.isArray(request.body) ? request.body.slice(0, 20) : [request.body];
      let valid = 0;
      for (const report of reports) {
        const summary = summarise(report);
        if (!summary) continue;
        valid += 1;
        if (!mayLog(request)) continue;
        request.log.warn(
          { cspViolation: summary },
          `CSP violation: ${summary.directive} blocked ${summary.blocked || '(inline)'} on ${summary.document}`,
        );
      }
      if (valid === 0) return reply.code(400).send({ error: 'invalid_request', error_description: 'no CSP report in the body' });
      return reply.code(204).send();
    });
  });
}

/** POST endpoints that take credentials or personal data, by group (each group counts separately). */
const LIMITED_ROUTES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/stand-in\/identity\/(oauth2\/|redirect)/, 'identity'],
  [/^\/stand-in\/common\/redirect/, 'common-redirect'],
  [/^\/stand-in\/sso\/realms\/[^/]+\/protocol\/openid-connect\/token/, 'sso-token'],
  [/^\/stand-in\/sso\/realms\/[^/]+\/login-actions\/[^/]+\/login/, 'sso-login'],
  [/^\/stand-in\/lead\/servlet\//, 'lead'],
  [new RegExp(`^${CSP_REPORT_PATH}`), 'csp-report'],
];

/**
 * The rate-limit group of a request, or null when it is not limited. `url` is the route the router
 * matched or the request's URL: either way read as canonicalPath reads it, so `%6fauth2` or `//` do not
 * make a request of another group (or of none).
 */
export function rateLimitGroup(method: string, url: string): string | null {
  if (method.toUpperCase() !== 'POST') return null;
  const path = canonicalPath(url);
  return LIMITED_ROUTES.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

/**
 * The group of a request as routed (route-path.ts routedPath: the matched route, its wildcard as the router decoded
 * it, as for the SSO provider's); a request no route took is limited by its URL, read as canonicalPath reads it.
 */
function groupOf(request: FastifyRequest): string | null {
  return rateLimitGroup(request.method, routedPath(request) ?? request.url);
}

/**
 * Registers @fastify/rate-limit for every route added after it, limiting only the groups above:
 * `max` requests per client address and group per minute (RATE_LIMIT_PER_MINUTE); the 429 carries
 * Retry-After and the usual headers.
 */
export async function registerRateLimits(app: FastifyInstance, settings: Pick<ServerSettings, 'rateLimitPerMinute'>): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: settings.rateLimitPerMinute,
    timeWindow: 60_000,
    allowList: (request) => groupOf(request) === null,
    keyGenerator: (request) => `${request.ip}|${groupOf(request) ?? ''}`,
  });
}
