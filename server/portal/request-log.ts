/**
 * One compact log line per request (issue 3), instead of Fastify's two. Query values that carry
 * credentials (tokens, guids, codes, passwords) are masked: destination links put a JWT in the
 * query string (spec 4 `clientid-login?jwt=`), and a log is no place for it.
 */
import type { FastifyInstance } from 'fastify';

const SECRET_PARAMS = new Set([
  'jwt',
  'atoken',
  'token',
  'guid',
  'code',
  'password',
  'id_token_hint',
  'refresh_token',
  'access_token',
  'state',
  'session_state',
]);

/** The URL with secret query values replaced by `***`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.has(key.toLowerCase())) {
      params.set(key, '***');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime.toFixed(1);
    // originalUrl: the SSO stand-in hands requests to oidc-provider with the URL made relative.
    request.log.info(`${request.method} ${redactUrl(request.originalUrl)} ${reply.statusCode} ${ms}ms`);
  });
}
