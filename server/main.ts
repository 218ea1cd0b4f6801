/**
 * Entry point: `npm start` builds the portal, then runs this. One port serves the portal under
 * /opsportal/ and the local stand-in services under /stand-in/ when STAND_INS=1 or, unset, while the
 * public origin is local (docs/server.md lists every setting). A setting that cannot be used stops the
 * start with a message naming its variable.
 */
import { buildServer } from './portal/app.ts';
import { readSettings } from './portal/config.ts';
import { listenEverywhere } from './portal/local-origins.ts';

const settings = (() => {
  try {
    return readSettings();
  } catch (error) {
    console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
})();
const app = await buildServer(settings).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

for (const warning of settings.warnings) app.log.warn(warning);

let stopping = false;
const stop = async (signal: string) => {
  // A second signal while closing means "now".
  if (stopping) process.exit(1);
  stopping = true;
  app.log.info(`${signal} received, closing`);
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error(error);
    process.exit(1);
  }
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

// With HOST unset, on both loopback families, so http://[::1]:PORT works too (local-origins.ts).
await listenEverywhere(app, {
  port: settings.port,
  host: settings.host,
  alsoOn: settings.alsoListenOn,
  warn: (message) => app.log.warn(message),
});
console.log(`Portal: ${settings.publicOrigin}/opsportal/${settings.standIns ? `  (stand-ins: ${settings.publicOrigin}/stand-in/)` : ''}`);
if (settings.localOrigins.length > 1) {
  console.log(
    `        also at ${settings.localOrigins
      .filter((origin) => origin !== settings.publicOrigin)
      .map((origin) => `${origin}/opsportal/`)
      .join(' and ')}`,
  );
}
