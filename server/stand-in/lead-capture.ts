/**
 * Stand-in lead capture and case form (spec 3 forms, spec 7 "Form posts to external services"),
 * shaped like the web-to-lead / web-to-case servlets the portal posts to:
 *
 * - POST /stand-in/lead/servlet/WebToLead and WebToCase take the form-encoded posts of the contact,
 *   subscribe, delivery and mobile landing forms (lead) and the support form (case);
 * - every submission is stored, accepted or not, with flags (captcha, organisation id, rejection);
 * - the answer is a 302 to retURL when retURL points back into the portal (return-url.ts), else a
 *   400 page; the contact form (lead_source 'Contact Us', spec 5: captcha required) also gets a
 *   400 page without a valid captcha token;
 * - GET /stand-in/lead/submissions?since=<iso> lists what was stored, so tests can assert fields;
 *   it exists only while the public origin is local (it shows personal data; docs/decisions/server-hardening-defaults.md);
 * - GET /stand-in/lead/lead-helper.js is the helper script the contact page loads.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import { serveBrowserFile } from './browser-assets.ts';
import type { CaptchaTokens, CaptchaVerdict } from './captcha.ts';
import { isLocalOrigin } from '../portal/config-check.ts';
import { allConfigs } from '../portal/local-origins.ts';
import { field, type StandInContext } from './context.ts';
import { escapeHtml, fieldTable, page } from './html.ts';
import { checkReturnUrl, returnUrlPolicy } from './return-url.ts';
import { DEFAULT_MAX_RECORD_BYTES, RecordTooLargeError, SubmissionStore } from './submission-store.ts';

export type LeadEndpoint = 'WebToLead' | 'WebToCase';

export interface Submission {
  id: string;
  receivedAt: string;
  endpoint: LeadEndpoint;
  /** Every posted field as it arrived (repeated fields, like products of interest, as arrays). */
  fields: Record<string, string | string[]>;
  captcha: CaptchaVerdict;
  /** oid (lead) or orgid (case) compared with the configured organisation id. */
  organisation: 'ok' | 'missing' | 'unknown';
  /** Why the submission was answered with 400, or null when it was accepted. */
  rejected: 'retURL' | 'captcha' | null;
  /** The retURL the answer redirected to, when accepted. */
  redirectedTo: string | null;
}

/** spec 3: the contact lead form's fixed lead_source; spec 5: its captcha is required. */
const CONTACT_LEAD_SOURCE = 'Contact Us';

function normaliseFields(body: unknown): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  if (!body || typeof body !== 'object') return fields;
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (Array.isArray(value)) fields[name] = value.map(String);
    else if (value !== undefined && value !== null) fields[name] = String(value);
  }
  return fields;
}

export async function registerLeadCapture(app: FastifyInstance, ctx: StandInContext, captcha: CaptchaTokens): Promise<void> {
  const { config } = ctx.settings;
  const store = new SubmissionStore<Submission>(ctx.settings.dataDir);
  // The portal on any local address returns to that address (../portal/local-origins.ts).
  const localPortals = allConfigs(ctx.settings).map((local) => new URL(local.portalUrl).origin);
  const policy = returnUrlPolicy(config.portalUrl, [...ctx.settings.returnUrlOrigins, ...localPortals]);

  const receive = (endpoint: LeadEndpoint) => async (request: { body: unknown }, reply: FastifyReply) => {
    const fields = normaliseFields(request.body);
    const organisationField = endpoint === 'WebToLead' ? 'oid' : 'orgid';
    const organisationId = field(fields, organisationField) ?? field(fields, endpoint === 'WebToLead' ? 'orgid' : 'oid');
    const captchaVerdict = captcha.verify(field(fields, 'g-recaptcha-response'));
    const returnTo = checkReturnUrl(field(fields, 'retURL'), policy);
    const captchaRequired = endpoint === 'WebToLead' && field(fields, 'lead_source') === CONTACT_LEAD_SOURCE;

    const rejected: Submission['rejected'] = !returnTo ? 'retURL' : captchaRequired && captchaVerdict !== 'ok' ? 'captcha' : null;
    const submission: Submission = {
      id: randomUUID(),
      receivedAt: new Date().toISOString(),
      endpoint,
      fields,
      captcha: captchaVerdict,
      organisation: !organisationId ? 'missing' : organisationId === config.organisationId ? 'ok' : 'unknown',
      rejected,
      redirectedTo: rejected ? null : returnTo,
    };
    try {
      await store.append(submission);
    } catch (error) {
      if (!(error instanceof RecordTooLargeError)) throw error;
      return reply
        .code(413)
        .type('text/html; charset=utf-8')
        .send(page({ title: 'Submission too large', body: '<h1>Submission too large</h1><p>Nothing was stored.</p>' }));
    }

    if (rejected || !returnTo) {
      const reason =
        rejected === 'retURL'
          ? 'The return address (retURL) is missing or does not point back into the portal.'
          : 'The captcha was missing or not valid.';
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(
          page({
            title: 'Submission refused',
            body: `<h1>Submission refused</h1>
<p data-testid="rejected" data-reason="${escapeHtml(rejected)}">${escapeHtml(reason)}</p>
<p>It was stored as <code data-testid="submission-id">${escapeHtml(submission.id)}</code>. Fields received:</p>
${fieldTable(fields)}`,
          }),
        );
    }
    return reply.redirect(returnTo, 302);
  };

  // A form is a few hundred bytes: a body over the store's bound of one record is refused before it is parsed (413).
  const limits = { bodyLimit: DEFAULT_MAX_RECORD_BYTES };
  app.post('/stand-in/lead/servlet/WebToLead', limits, receive('WebToLead'));
  app.post('/stand-in/lead/servlet/WebToCase', limits, receive('WebToCase'));

  serveBrowserFile(app, '/stand-in/lead/lead-helper.js', 'lead-helper.js');

  // Read-only list for tests and curious developers. It shows every stored lead with personal data,
  // so it exists only on a local public origin, even when STAND_INS=1 mounts the stand-ins elsewhere.
  if (!isLocalOrigin(ctx.settings.publicOrigin)) return;
  app.get<{ Querystring: { since?: string; endpoint?: string } }>('/stand-in/lead/submissions', async (request, reply) => {
    const since = request.query.since ? Date.parse(request.query.since) : Number.NEGATIVE_INFINITY;
    if (Number.isNaN(since)) return reply.code(400).send({ error: 'invalid_request', error_description: 'since must be an ISO date' });
    const { records } = await store.readAll();
    return records.filter(
      (record) => Date.parse(record.receivedAt) >= since && (!request.query.endpoint || record.endpoint === request.query.endpoint),
    );
  });
}
