/**
 * The portal on any local address (docs/decisions/server-local-addresses.md).
 *
 * With PUBLIC_ORIGIN unset, a developer may open the portal at http://localhost:PORT,
 * http://127.0.0.1:PORT or http://[::1]:PORT. Each of these three origins gets its own published
 * config and CSP, chosen by the request's Host header, so the portal's calls stay same-origin
 * whichever address was typed. The Host header is never trusted beyond this: only an exact match
 * with one of the three origins on the server's own port selects it, anything else gets the
 * canonical public origin. With PUBLIC_ORIGIN set, the list is empty and nothing follows the Host.
 *
 * Also here: listening on both loopback families (127.0.0.1 and ::1) from one start.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../../shared/config-schema.ts';
import type { ServerSettings } from './config.ts';
import { routedPath } from './route-path.ts';

/** The hosts of this machine a visitor may type, as they appear in an origin. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

/** The loopback origins on a port, the canonical one (`http://localhost:PORT`) first. */
export function loopbackOrigins(port: number): string[] {
  return LOOPBACK_HOSTS.map((host) => new URL(`http://${host}:${port}`).origin);
}

/**
 * The origin a request was made to, when it is one of `allowed` (the local origins), else null.
 * `host` is the Host header as received: compared case-insensitively and exactly (host and port),
 * never parsed leniently, so `localhost:4200@evil`, `evil.localhost:4200` or a missing port do not match.
 */
export function matchLocalOrigin(host: string | undefined, allowed: readonly string[]): string | null {
  if (!host || allowed.length === 0) return null;
  const candidate = `http://${host.toLowerCase()}`;
  return allowed.includes(candidate) ? candidate : null;
}

/** The origin whose config and CSP a request gets: its own when it is a local one, else the public origin. */
export function originForHost(settings: Pick<ServerSettings, 'publicOrigin' | 'localOrigins'>, host: string | undefined): string {
  return matchLocalOrigin(host, settings.localOrigins) ?? settings.publicOrigin;
}

/**
 * The host names the stand-ins answer to: the public origin's and the loopback names. A DNS-rebinding
 * page (attacker.example resolving to 127.0.0.1) sends its own name in Host, which is none of these.
 * The port is not compared: no page can make a browser send a loopback name for another site.
 */
export function standInHostnames(settings: Pick<ServerSettings, 'publicOrigin' | 'localOrigins'>): Set<string> {
  return new Set([settings.publicOrigin, ...settings.localOrigins, ...loopbackOrigins(1)].map((origin) => new URL(origin).hostname));
}

/** The hostname of a Host header (`[::1]:4200` → `[::1]`, `Example.com:80` → `example.com`), or null when it is not one. */
export function hostnameOf(host: string | undefined): string | null {
  // `evil.example@localhost` would parse as localhost: anything beyond host[:port] is not a Host.
  if (!host || /[@/\\?#\s]/.test(host)) return null;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
}

/**
 * An onRequest hook: a request the router routed to a stand-in answers 403 to a Host that is not one of
 * standInHostnames. By the route matched (route-path.ts routedPath), not the URL: a spelling is a stand-in
 * exactly when the router hands it to one.
 */
export function standInHostCheck(settings: Pick<ServerSettings, 'publicOrigin' | 'localOrigins'>) {
  const allowed = standInHostnames(settings);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!routedPath(request)?.startsWith('/stand-in/')) return;
    const hostname = hostnameOf(request.headers.host);
    if (hostname !== null && allowed.has(hostname)) return;
    await reply.code(403).type('application/json; charset=utf-8').send({
      error: 'forbidden',
      error_description: "The stand-in services answer only on the portal's own address.",
    });
  };
}

/** The published config of an origin from originForHost. */
export function configForOrigin(settings: Pick<ServerSettings, 'config' | 'localConfigs'>, origin: string): AppConfig {
  return settings.localConfigs.get(origin) ?? settings.config;
}

/** Every published config (the public origin's and the local ones'), without repeats. */
export function allConfigs(settings: Pick<ServerSettings, 'config' | 'localConfigs'>): AppConfig[] {
  return [...new Set([settings.config, ...settings.localConfigs.values()])];
}

/**
 * Listens on `host` as Fastify does, then on each of `alsoOn` at the same port with a second HTTP
 * server that hands its requests to the same Fastify instance (same routes, hooks, headers,
 * timeouts and client-error answers). An extra address that cannot be bound (IPv6 off, port taken)
 * is reported through `warn` and skipped: the main address still serves. The extra servers close
 * with the main one. Returns the origins-style addresses actually listened on.
 */
export async function listenEverywhere(
  app: FastifyInstance,
  options: { port: number; host: string; alsoOn: readonly string[]; warn: (message: string) => void },
): Promise<string[]> {
  await app.listen({ port: options.port, host: options.host });
  const main = app.server;
  const port = (main.address() as AddressInfo).port;
  const bound = [options.host];
  const handler = main.listeners('request')[0] as RequestListener | undefined;
  if (!handler) throw new Error('The Fastify server has no request handler to share');
  for (const host of options.alsoOn) {
    const extra: Server = createServer(
      {
        headersTimeout: main.headersTimeout,
        requestTimeout: main.requestTimeout,
        connectionsCheckingInterval: Math.min(1_000, main.requestTimeout || 1_000),
      },
      handler,
    );
    extra.keepAliveTimeout = main.keepAliveTimeout;
    extra.requestTimeout = main.requestTimeout;
    extra.headersTimeout = main.headersTimeout;
    extra.timeout = main.timeout;
    for (const listener of main.listeners('clientError')) extra.on('clientError', listener as (...args: unknown[]) => void);
    try {
      await new Promise<void>((resolve, reject) => {
        extra.once('error', reject);
        extra.listen(port, host, () => {
          extra.off('error', reject);
          resolve();
        });
      });
    } catch (error) {
      options.warn(`Not listening on ${host} port ${port}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
      continue;
    }
    const closeExtra = () => {
      extra.close();
      extra.closeAllConnections();
    };
    // Fastify closes the main server on app.close(); the extra one follows (as Fastify's own
    // secondary bindings for `localhost` do).
    main.once('close', closeExtra);
    bound.push(host);
  }
  return bound;
}
