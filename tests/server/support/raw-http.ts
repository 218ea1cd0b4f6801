/**
 * Requests sent as written (as `curl --path-as-is` does): Node's http.request puts `target` on the request line
 * unchanged, so dot segments, double encodings and the absolute form reach the server as a client sent them.
 * inject() would not do: it parses the URL first. One keep-alive agent per server, closed with it.
 */
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Listens on an ephemeral loopback port; returns a function that sends one raw request. */
export async function rawClient(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  app.server.once('close', () => agent.destroy());
  return (target: string, options: { method?: string; host?: string; body?: string; headers?: Record<string, string> } = {}) =>
    new Promise<RawAnswer>((resolve, reject) => {
      const outgoing = request(
        {
          host: '127.0.0.1',
          port,
          agent,
          method: options.method ?? 'GET',
          path: target,
          headers: { host: options.host ?? 'localhost:4200', ...(options.headers ?? {}) },
        },
        (incoming) => {
          let body = '';
          incoming.setEncoding('utf8');
          incoming.on('data', (chunk: string) => (body += chunk));
          incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(options.body);
    });
}
