/**
 * Stand-in remote-support download service (spec 2 "Fast support page", spec 7: the form posts the
 * name, the Support Key and three hidden flags). It shows what arrived instead of a download.
 */
import type { FastifyInstance } from 'fastify';
import { escapeHtml, fieldTable, page } from './html.ts';

export function registerRemoteSupport(app: FastifyInstance): void {
  app.post('/stand-in/remote-support/download', async (request, reply) => {
    const fields = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    return reply.type('text/html; charset=utf-8').send(
      page({
        title: 'Remote support',
        body: `<h1>Remote support download</h1>
<p data-testid="received">The remote-support session would start now. This is what the form sent:</p>
${fieldTable(fields)}
<pre data-testid="params">${escapeHtml(JSON.stringify(fields, null, 2))}</pre>`,
      }),
    );
  });
  app.get('/stand-in/remote-support/download', async (_request, reply) =>
    reply.code(405).header('Allow', 'POST').type('text/html; charset=utf-8').send(
      page({ title: 'Remote support', body: '<h1>Remote support download</h1><p>Post the fast-support form to this address.</p>' }),
    ),
  );
}
