/**
 * Stand-in remote-support download service (spec 2 "Fast support page", spec 7: the form posts the
 * name, the Support Key and three hidden flags). It shows what arrived instead of a download.
 *
 * It judges the Support Key as such a service does (docs/decisions/support-key-format.md): trimmed,
 * not empty, at most 64 characters, and, as this service's own rule, only letters, digits, spaces and
 * hyphens, the characters a technician reads out. Anything else is answered 400 with the reason and a
 * way back to the form, where what the visitor typed is still in place.
 */
import type { FastifyInstance } from 'fastify';
import { escapeHtml, fieldTable, page } from './html.ts';

export const SUPPORT_KEY_MAX_LENGTH = 64;
const KEY_CHARACTERS = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u;

/** Why the service refuses this post, or null when it starts a session. */
export function supportKeyProblem(fields: Record<string, unknown>): string | null {
  const name = typeof fields.name === 'string' ? fields.name.trim() : '';
  const key = typeof fields.supportSessionId === 'string' ? fields.supportSessionId.trim() : '';
  if (name.length === 0) return 'Your name is missing.';
  if (key.length === 0) return 'The Support Key is missing.';
  if ([...key].length > SUPPORT_KEY_MAX_LENGTH) return `The Support Key is longer than ${SUPPORT_KEY_MAX_LENGTH} characters.`;
  if (!KEY_CHARACTERS.test(key)) return 'The Support Key can only hold letters, digits, spaces and hyphens. Check it with your technician.';
  return null;
}

export function registerRemoteSupport(app: FastifyInstance): void {
  app.post('/stand-in/remote-support/download', async (request, reply) => {
    const fields = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const problem = supportKeyProblem(fields);
    if (problem) {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(
          page({
            title: 'Remote support',
            body: `<h1>The remote-support session could not start</h1>
<p role="alert" data-testid="reason">${escapeHtml(problem)}</p>
<p><button type="button" data-back>Back to the form</button> What you typed is still there.</p>`,
            scripts: ['/stand-in/assets/history-back.js'],
          }),
        );
    }
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
    reply
      .code(405)
      .header('Allow', 'POST')
      .type('text/html; charset=utf-8')
      .send(page({ title: 'Remote support', body: '<h1>Remote support download</h1><p>Post the fast-support form to this address.</p>' })),
  );
}
