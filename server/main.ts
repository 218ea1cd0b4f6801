/**
 * Entry point: `npm start` builds the portal, then runs this. One port serves the portal under
 * /opsportal/ and, unless STAND_INS=0, the local stand-in services under /stand-in/.
 */
import { buildServer } from './portal/app.ts';
import { readSettings } from './portal/config.ts';

const settings = readSettings();
const app = await buildServer(settings);

const stop = async (signal: string) => {
  app.log.info(`${signal} received, closing`);
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: settings.port, host: settings.host });
console.log(`Portal: ${settings.publicOrigin}/opsportal/`);
