/**
 * The portal's server: serves the built dist/ under /opsportal/ as production would, and the
 * generated config. The stand-in services are registered from ../stand-in when enabled.
 */
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildConfig, type ServerSettings } from './config.ts';

export const DIST_DIR = fileURLToPath(new URL('../../dist/', import.meta.url));

export async function buildServer(settings: ServerSettings): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  if (!existsSync(DIST_DIR)) throw new Error(`No build found at ${DIST_DIR}: run "npm run build" first`);

  const config = buildConfig(settings);
  app.get('/opsportal/assets/config.release.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return config;
  });
  await app.register(fastifyStatic, { root: DIST_DIR, prefix: '/opsportal/', index: ['index.html'] });
  app.get('/', async (_request, reply) => reply.redirect('/opsportal/'));
  app.get('/opsportal', async (_request, reply) => reply.redirect('/opsportal/'));
  return app;
}
