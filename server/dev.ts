/**
 * `npm run dev` (docs/decisions/dev-server.md): the portal with hot reload and every
 * flow working, in one command and without a build.
 *
 * - The portal's server runs without dist/ (buildServer's serveApp: false) on DEV_SERVER_PORT
 *   (default DEV_PORT + 1), 127.0.0.1 only: the generated config, the /stand-in/ services, the fault
 *   switch (with STAND_IN_FAULTS=1) and the CSP report endpoint.
 * - Vite serves the app on DEV_PORT (default 5173) with hot module replacement and proxies the config,
 *   /stand-in/ and CSP reports to that server, so the browser sees one origin, as with `npm start`.
 *   Its documents carry the production CSP plus a per-response nonce (server/portal/dev-documents.ts).
 *
 * - The live view (server/dev-live.ts): the statechart catalogue at /__statecharts/ following the app's actors.
 *
 * Open http://localhost:5173/opsportal/ (or http://127.0.0.1:5173/opsportal/). Every server variable
 * of docs/server.md applies; PUBLIC_ORIGIN, if set, must be Vite's address.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ProxyOptions } from 'vite';
import { buildServer } from './portal/app.ts';
import { readSettings } from './portal/config.ts';
import { portalDevDocuments } from './portal/dev-documents.ts';
import { CSP_REPORT_PATH } from './portal/hardening.ts';
import { devLiveView } from './dev-live.ts';
import { CATALOGUE_PATH } from '../shared/dev-live-protocol.ts';

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    console.error(`Cannot start: ${name} must be a port number, got ${raw}`);
    process.exit(1);
  }
  return value;
}

const vitePort = port('DEV_PORT', 5173);
const serverPort = port('DEV_SERVER_PORT', vitePort + 1);

const root = fileURLToPath(new URL('..', import.meta.url));
// The captured leads live outside the project (Vite serves the project's folders): DATA_DIR, or the system's temp folder.
const DEV_DATA_DIR = join(tmpdir(), 'ops-portal-dev-data');

// The settings of the address the browser uses (Vite's): its origins, config and CSP. Both servers listen on 127.0.0.1 only.
const settings = (() => {
  try {
    return {
      ...readSettings({ LOG_LEVEL: 'warn', DATA_DIR: DEV_DATA_DIR, ...process.env, PORT: String(vitePort), HOST: '127.0.0.1' }),
      port: serverPort,
      host: '127.0.0.1',
    };
  } catch (error) {
    console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
})();

const app = await buildServer(settings, { serveApp: false });
await app.listen({ port: serverPort, host: '127.0.0.1' });

const backend = `http://127.0.0.1:${serverPort}`;
// The Host header is kept (no changeOrigin): the server picks the config of the address used.
const toBackend: ProxyOptions = { target: backend, changeOrigin: false, xfwd: false };
const vite = await createServer({
  server: {
    port: vitePort,
    strictPort: true,
    host: '127.0.0.1',
    // No cross-origin reads: Vite's default CORS lets a page on any localhost port read the sources and /stand-in/.
    cors: false,
    // Files through /@fs/ only from the sources, the dependencies and public/ (the allowlist in dev-documents.ts decides first).
    fs: { strict: true, allow: ['src', 'machines', 'shared', 'node_modules', 'public'].map((folder) => join(root, folder)) },
    proxy: {
      '/opsportal/assets/config.release.json': toBackend,
      [CSP_REPORT_PATH]: toBackend,
      '/stand-in/': toBackend,
    },
  },
  // Every dependency found at start, so a route opened later does not make Vite re-bundle and reload.
  optimizeDeps: { entries: ['index.html', 'src/**/*.{ts,tsx}'] },
  // The live view first: its catalogue addresses are its own, outside the portal's allowlist (server/dev-live.ts).
  plugins: [devLiveView(root), portalDevDocuments(settings)],
});
await vite.listen();

const origins = settings.localOrigins.filter((origin) => !origin.includes('[')).map((origin) => `${origin}/opsportal/`);
console.log(`Portal (Vite, hot reload): ${origins.join('  or  ') || `${settings.publicOrigin}/opsportal/`}`);
console.log(`Live view (the catalogue following the running app): http://127.0.0.1:${vitePort}${CATALOGUE_PATH}`);
console.log(`Config, stand-ins and fault switch: ${backend} (proxied by Vite${settings.standIns ? '' : '; stand-ins off'})`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`${signal} received, closing`);
  try {
    await vite.close();
    await app.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
