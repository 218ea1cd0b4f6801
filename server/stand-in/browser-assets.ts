/**
 * The stand-ins' browser files (server/stand-in/browser/): read once at start and served with a
 * fixed content type. Kept as real files, not strings, so they can be read and linted as code.
 */
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export function browserFile(name: string): { body: string; type: string } {
  const body = readFileSync(new URL(`./browser/${name}`, import.meta.url), 'utf8');
  const type = TYPES[name.slice(name.lastIndexOf('.'))] ?? 'application/octet-stream';
  return { body, type };
}

/** Serves one browser file at a URL. */
export function serveBrowserFile(app: FastifyInstance, url: string, name: string): void {
  const file = browserFile(name);
  app.get(url, async (_request, reply) => reply.type(file.type).send(file.body));
}

export function registerBrowserAssets(app: FastifyInstance): void {
  serveBrowserFile(app, '/stand-in/assets/stand-in.css', 'stand-in.css');
  serveBrowserFile(app, '/stand-in/assets/auto-submit.js', 'auto-submit.js');
  serveBrowserFile(app, '/stand-in/assets/partner.js', 'partner.js');
  serveBrowserFile(app, '/stand-in/assets/history-back.js', 'history-back.js');
  serveBrowserFile(app, '/stand-in/assets/3p-cookies-step1.js', '3p-cookies-step1.js');
  serveBrowserFile(app, '/stand-in/assets/3p-cookies-step2.js', '3p-cookies-step2.js');
}
