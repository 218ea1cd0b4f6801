/**
 * `npm run dev` started by an end-to-end file for itself (docs/decisions/dev-server.md): Vite on `devPort`, the
 * portal's server behind it on `serverPort`, a data folder of its own, none of the suite server's settings. It
 * counts as started once every ready address answers and /ops has drawn its LOGIN button once (the first visit
 * makes Vite transform the app's modules, and it may reload once while it settles its dependency bundle), so the
 * tests start from a settled server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Browser } from '@playwright/test';
import { startChildServer } from './child-server.ts';
import { LoginPanel } from './pages/login-panel.ts';

export interface DevServerOptions {
  /** The origin the tests use, e.g. http://localhost:4313 (the dev server listens on 127.0.0.1). */
  origin: string;
  devPort: number;
  serverPort: number;
  /** The stand-ins' fault switch on (STAND_IN_FAULTS=1). */
  faults: boolean;
  /** More addresses that must answer 200, beyond the portal and its config. */
  readyUrls?: string[];
}

export interface DevServer {
  output(): string;
  stop(): Promise<void>;
}

export async function startDevServer(browser: Browser, options: DevServerOptions): Promise<DevServer> {
  const portal = `${options.origin}/opsportal/`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-dev-'));
  const server = await startChildServer({
    command: 'npm',
    args: ['run', 'dev', '--silent'],
    env: {
      DEV_PORT: String(options.devPort),
      DEV_SERVER_PORT: String(options.serverPort),
      DATA_DIR: dataDir,
      STAND_IN_FAULTS: options.faults ? '1' : undefined,
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: undefined,
      HOST: undefined,
      PORT: undefined,
      BASE_URL: undefined,
      PORTAL_URL: undefined,
      SSO_ENABLED: undefined,
    },
    readyUrls: [portal, `${portal}assets/config.release.json`, ...(options.readyUrls ?? [])],
    timeoutMs: 120_000,
  });
  const context = await browser.newContext();
  try {
    await context.addCookies([{ name: 'opsCookie', value: 'cookieValue', url: options.origin }]);
    const page = await context.newPage();
    await page.goto(`${portal}#/ops`);
    await expect(new LoginPanel(page).loginButton(), `the dev server at ${portal} drew /ops:\n${server.output()}`).toBeVisible({
      timeout: 60_000,
    });
  } finally {
    await context.close();
  }
  return {
    output: () => server.output(),
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
