/**
 * A pass-through HTTP proxy in front of the portal's server that can refuse requests, for engines whose driver
 * cannot intercept one (classic WebDriver, as WebKitGTK's WebKitWebDriver speaks it, has no network commands). The
 * browser opens the portal at the proxy's origin (the server publishes that origin: PUBLIC_ORIGIN), so every request
 * of the page passes here; a refused one ends with the connection cut, as a dropped network does.
 */
import { createServer, request as forward } from 'node:http';

export interface RefusingProxy {
  /** Cuts every request whose path matches `pattern` until called again with null. */
  refuse(pattern: RegExp | null): void;
  /** The requests so far whose path matches `pattern`, refused or not, as `METHOD path`. */
  requested(pattern: RegExp): string[];
  stop(): Promise<void>;
}

export async function startRefusingProxy({ port, target }: { port: number; target: number }): Promise<RefusingProxy> {
  let refusing: RegExp | null = null;
  const requests: Array<{ method: string; path: string }> = [];
  const server = createServer((incoming, outgoing) => {
    const path = new URL(incoming.url ?? '/', 'http://proxy').pathname;
    requests.push({ method: incoming.method ?? 'GET', path });
    if (refusing?.test(path)) {
      incoming.socket.destroy();
      return;
    }
    const upstream = forward(
      { host: '127.0.0.1', port: target, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    refuse: (pattern) => (refusing = pattern),
    requested: (pattern) => requests.filter(({ path }) => pattern.test(path)).map(({ method, path }) => `${method} ${path}`),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
