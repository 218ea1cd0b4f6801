/**
 * A server an end-to-end file starts for itself (the portal without PUBLIC_ORIGIN, `npm run dev`),
 * beside the one playwright.config.ts starts. It runs in its own process group, so stopping it also
 * stops what it started (npm → the portal server and Vite). Readiness is polled, never slept for.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';

export interface ChildServer {
  /** Everything the process printed so far (stdout and stderr), for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  command: string;
  args: string[];
  /** The environment; variables set to undefined are removed from the inherited one. */
  env: Record<string, string | undefined>;
  /** Every one of these must answer 200 before the server counts as started. */
  readyUrls: string[];
  timeoutMs: number;
  cwd?: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [name, value] of Object.entries(options.env)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const child: ChildProcess = spawn(options.command, options.args, {
    cwd: options.cwd ?? process.cwd(),
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));

  const server: ChildServer = {
    output: () => log,
    stop: async () => {
      if (exited || child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      const ended = await Promise.race([exit.then(() => true), pause(10_000).then(() => false)]);
      if (!ended) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
        await exit;
      }
    },
  };

  const deadline = Date.now() + options.timeoutMs;
  const pending = new Set(options.readyUrls);
  while (pending.size > 0) {
    if (exited) throw new Error(`${options.command} ${options.args.join(' ')} exited before it was ready:\n${log}`);
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(
        `${options.command} ${options.args.join(' ')} not ready after ${options.timeoutMs} ms (${[...pending].join(', ')}):\n${log}`,
      );
    }
    for (const url of [...pending]) {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
        if (response.ok) pending.delete(url);
      } catch {
        // not listening yet
      }
    }
    if (pending.size > 0) await pause(250);
  }
  return server;
}

/** A free port on this machine (for a server a test file starts for itself). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  return typeof address === 'object' && address ? address.port : 0;
}
