import { spawnSync } from 'node:child_process';

/**
 * `npm start` (server/main.ts) run to its end with `env` in an otherwise clean environment: Vitest itself sets
 * BASE_URL=/ (Vite's), which the settings check would rightly refuse. For settings it must refuse to start with.
 */
export function runServerMain(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}
