/**
 * A stand-in partner site (spec 4 "Partner login (/ehi-login)"): it embeds the portal's partner
 * document /opsportal/ehi-login in an iframe, passing its query (companyId, token, uniqueId) on,
 * and lists the messages the portal posts to its parent. It lets a developer or an end-to-end test
 * see the embedded flow, frame-ancestors and postMessage together.
 */
import type { FastifyInstance } from 'fastify';
import { EHI_LOGIN_DOCUMENT_PATH } from '../portal/security-headers.ts';
import { escapeHtml, page } from './html.ts';

const PASSED_ON = ['companyId', 'token', 'uniqueId'] as const;

export function registerPartnerPage(app: FastifyInstance): void {
  app.get<{ Querystring: Record<string, string> }>('/stand-in/partner/', async (request, reply) => {
    const query = new URLSearchParams();
    for (const name of PASSED_ON) {
      const value = request.query[name];
      if (value) query.set(name, value);
    }
    const src = `${EHI_LOGIN_DOCUMENT_PATH}${query.size > 0 ? `?${query}` : ''}`;
    return reply.type('text/html; charset=utf-8').send(
      page({
        title: 'Partner site',
        body: `<h1>Partner site</h1>
<p>This page embeds <code>${escapeHtml(src)}</code>.</p>
<iframe title="Portal partner login" src="${escapeHtml(src)}" data-testid="partner-frame"></iframe>
<h2>Messages from the portal (<span data-testid="message-count">0</span>)</h2>
<pre data-testid="messages">[]</pre>`,
        scripts: ['/stand-in/assets/partner.js'],
      }),
    );
  });
}
