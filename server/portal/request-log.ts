/**
 * One compact log line per request (docs/server.md), instead of Fastify's two. Query values that carry
 * credentials (tokens, guids, codes, passwords) or personal data (user names, repair-order numbers,
 * e-mail addresses, names, phone numbers) are masked: destination links put a JWT in the query
 * string (spec 4 `clientid-login?jwt=`), /redirect carries username and ronumber (spec 2), and a log
 * is no place for them. Fastify's own error lines use the same redaction (requestLogSerializers).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

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
  // Personal data (docs/security.md "The server's own defences").
  'username',
  'user',
  'ronumber',
  'email',
  'phone',
  'mobile',
  'first_name',
  'last_name',
  'firstname',
  'lastname',
]);

/**
 * True when a query parameter's value is masked in logs and dropped from redirects. Array- and
 * object-shaped names (`username[]`, `password[0]`, `user[name]`) are the field they are named after.
 */
export const isSecretParam = (name: string): boolean =>
  SECRET_PARAMS.has(
    name
      .toLowerCase()
      .trim()
      .replace(/(\[[^\]]*\])+$/, ''),
  );

/** The URL with secret query values replaced by `***`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (isSecretParam(key)) {
      params.set(key, '***');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}

/**
 * The query of a URL for a redirect of ours, without the parameters redactUrl masks: `?` + the rest,
 * or '' (the `/opsportal` → `/opsportal/` redirect must not echo credentials or personal data).
 */
export function redactedRedirectQuery(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return '';
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...new Set(params.keys())]) if (isSecretParam(key)) params.delete(key);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** pino serializers for Fastify's own lines (errors): the request as method and redacted URL only. */
export const requestLogSerializers = {
  req: (request: FastifyRequest | { method?: string; url?: string }) => ({
    method: request.method,
    url: redactUrl(request.url ?? ''),
  }),
};

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime.toFixed(1);
    // originalUrl: the SSO stand-in hands requests to oidc-provider with the URL made relative.
    request.log.info(`${request.method} ${redactUrl(request.originalUrl)} ${reply.statusCode} ${ms}ms`);
  });
}
