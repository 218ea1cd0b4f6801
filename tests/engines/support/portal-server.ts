/**
 * The portal's server for the engine lanes, started the way playwright.config.ts's webServer starts it: the
 * production build in dist/ (`npm run build` first), the stand-ins on, the fault switch honoured
 * (STAND_IN_FAULTS=1), a fresh data directory, single sign-on off. Ports come from the 4350-4359 range
 * (CROSS_ENGINE_PORT, see ports below) so the lanes never meet the Playwright suite's 4310.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BASE_PORT = Number(process.env.CROSS_ENGINE_PORT ?? 4350);

/** Every port the lanes open, from CROSS_ENGINE_PORT (4350) up: at most five, all inside 4350-4359 by default. */
export const ports = {
  firefoxPortal: BASE_PORT,
  firefoxRemote: BASE_PORT + 1,
  webkitPortal: BASE_PORT + 2,
  webkitProxy: BASE_PORT + 3,
  webkitDriver: BASE_PORT + 4,
};

export interface Portal {
  /** The origin the browser uses, e.g. http://localhost:4350. */
  origin: string;
  /** The app's address under that origin, ending in /opsportal/. */
  portal: string;
  stop(): Promise<void>;
}

/**
 * Starts the server on `port`, published as `publicOrigin` (the browser's origin: the server's own, or a proxy's
 * in front of it), and resolves once it answers.
 */
export async function startPortal({ port, publicOrigin }: { port: number; publicOrigin?: string }): Promise<Portal> {
  if (!existsSync(join(ROOT, 'dist', '.vite', 'manifest.json'))) {
    throw new Error('No build in dist/: run `npm run build` before the engine lanes (npm test builds first).');
  }
  await portFree(port);
  const origin = publicOrigin ?? `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: origin,
      STAND_IN_FAULTS: '1',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-engines-')),
      SSO_ENABLED: 'false',
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await waitUntilAnswering(`http://127.0.0.1:${port}/opsportal/`, child, () => stderr);
  return { origin, portal: `${origin}/opsportal/`, stop: () => stopChild(child) };
}

/**
 * Refuses to start beside whatever already listens on `port` (another session's server would answer for ours and
 * every check would read its pages).
 */
export async function portFree(port: number, { waitMs = 0 }: { waitMs?: number } = {}): Promise<void> {
  const deadline = Date.now() + waitMs;
  const answers = () =>
    fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) }).then(
      () => true,
      (error: unknown) => !(error instanceof TypeError && /ECONNREFUSED/.test(String((error as { cause?: unknown }).cause))),
    );
  // A process of ours just stopped may hold the port a moment longer (`waitMs`); anyone else's is refused at once.
  let answered = await answers();
  while (answered && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    answered = await answers();
  }
  if (answered) throw new Error(`Port ${port} is in use: stop what listens there, or move the engine lanes with CROSS_ENGINE_PORT.`);
}

async function waitUntilAnswering(url: string, child: ChildProcess, stderr: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The portal's server stopped at start (exit ${child.exitCode}):\n${stderr()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`The portal's server did not answer ${url} within ${timeoutMs / 1000} s:\n${stderr()}`);
}

/** Ends a process this lane started (SIGTERM, then SIGKILL after 5 s) and waits for it. */
export function stopChild(child: ChildProcess, signal: (sig: NodeJS.Signals) => void = (sig) => child.kill(sig)): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => signal('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    signal('SIGTERM');
  });
}

/** What the lead stand-in stored since `since` whose fields mention `marker` (GET /stand-in/lead/submissions). */
export async function storedSubmissions(
  origin: string,
  since: string,
  marker: string,
): Promise<Array<{ endpoint: string; captcha: string; fields: Record<string, unknown> }>> {
  const response = await fetch(`${origin}/stand-in/lead/submissions?since=${encodeURIComponent(since)}`);
  if (!response.ok) throw new Error(`The lead stand-in's listing answered ${response.status}`);
  const records = (await response.json()) as Array<{ endpoint: string; captcha: string; fields: Record<string, unknown> }>;
  return records.filter((record) => JSON.stringify(record.fields).includes(marker));
}
