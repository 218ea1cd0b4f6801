/**
 * Stand-in destination applications (spec 4 "Next step after a successful login", spec 6): the
 * pages the portal hands users to. Each checks what it received the way the real application
 * would (a JWT against the identity service's keys, or a one-time guid or token) and shows who
 * arrived, with which token and parameters, with markers for tests:
 * `<h1>`, `data-testid="verified"` (valid | invalid | none), `user`, `user-type`, `params` (JSON).
 * A token that does not verify answers 401.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { StandInContext } from './context.ts';
import { escapeHtml, page } from './html.ts';
import type { AccessClaims } from './identity-tokens.ts';

interface AppDefinition {
  title: string;
  /** Query parameters that may carry an identity access token, in order of preference. */
  tokenParams: readonly string[];
}

const TOKEN_PARAMS = ['jwt', 'atoken', 'token', 'access_token'] as const;

export const DESTINATION_APPS: Readonly<Record<string, AppDefinition>> = {
  app27: { title: 'App 27', tokenParams: ['jwt', 'atoken'] },
  app25: { title: 'App 25', tokenParams: ['jwt', 'atoken'] },
  'admin-tool': { title: 'Admin tool', tokenParams: TOKEN_PARAMS },
  logistix: { title: 'Logistix', tokenParams: TOKEN_PARAMS },
  dispatch: { title: 'Dispatch', tokenParams: [] },
  insights: { title: 'Insights', tokenParams: TOKEN_PARAMS },
  shopping: { title: 'Shopping', tokenParams: ['atoken', 'jwt'] },
  'dealer-registration': { title: 'Dealer registration', tokenParams: [] },
  'support-chat': { title: 'Support chat', tokenParams: [] },
};

type Verdict = 'valid' | 'invalid' | 'none';

interface Arrival {
  verdict: Verdict;
  /** Where the identity came from: a query parameter name, `guid` or `jump`. */
  source: string | null;
  claims?: AccessClaims;
  reason?: string;
  /** What a one-time redirect carried (identity redirect body, or common redirect url). */
  handedOver?: unknown;
}

/** Own properties only: `constructor` or `__proto__` as an app name is an unknown app, not a 500. */
export function appDefinition(appName: string): AppDefinition | undefined {
  return Object.hasOwn(DESTINATION_APPS, appName) ? DESTINATION_APPS[appName] : undefined;
}

export function registerDestinationApps(app: FastifyInstance, ctx: StandInContext): void {
  const verifyParam = async (query: Record<string, string>, names: readonly string[]): Promise<Arrival> => {
    const name = names.find((candidate) => query[candidate]);
    if (!name) return { verdict: 'none', source: null };
    const verified = await ctx.identityTokens.verify(query[name]);
    return verified.ok
      ? { verdict: 'valid', source: name, claims: verified.claims }
      : { verdict: 'invalid', source: name, reason: verified.reason };
  };

  const arrive = async (appName: string, rest: string, query: Record<string, string>): Promise<Arrival> => {
    const definition = appDefinition(appName);
    if (!definition) return { verdict: 'invalid', source: null, reason: 'unknown application' };
    // spec 7: {app}external-login?guid= resolves the identity service's one-time redirect.
    if (appName === 'logistix' && rest === 'external-login') {
      const entry = ctx.identityRedirects.take(query.guid);
      if (!entry) return { verdict: 'invalid', source: 'guid', reason: 'unknown, used or expired guid' };
      const verified = await ctx.identityTokens.verify(String(entry.body.accessToken ?? ''));
      if (!verified.ok) return { verdict: 'invalid', source: 'guid', reason: `handed-over token: ${verified.reason}` };
      return { verdict: 'valid', source: 'guid', claims: verified.claims, handedOver: entry.body };
    }
    // spec 4: dispatch users arrive through crossAppAuth/jump?token= from the common API.
    if (appName === 'dispatch' && rest === 'crossAppAuth/jump') {
      const entry = ctx.commonRedirects.take(query.token);
      if (!entry) return { verdict: 'invalid', source: 'jump', reason: 'unknown, used or expired token' };
      return { verdict: 'valid', source: 'jump', claims: entry.claims, handedOver: { url: entry.url } };
    }
    return verifyParam(query, definition.tokenParams);
  };

  const show = async (appName: string, rest: string, query: Record<string, string>, reply: FastifyReply) => {
    const definition = appDefinition(appName);
    if (!definition)
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(page({ title: 'Not found', body: '<h1>Unknown stand-in application</h1>' }));
    const arrival = await arrive(appName, rest, query);
    const claims = arrival.claims;
    const body = `<h1>${escapeHtml(definition.title)}</h1>
<p>Path: <code data-testid="path">/${escapeHtml(rest)}</code></p>
<p>Token check: <span data-testid="verified">${arrival.verdict}</span>${arrival.reason ? ` (<span data-testid="reason">${escapeHtml(arrival.reason)}</span>)` : ''}</p>
<p>Arrived through: <span data-testid="source">${escapeHtml(arrival.source ?? 'nothing')}</span></p>
<p>User: <span data-testid="user">${escapeHtml(claims?.unique_name ?? '')}</span></p>
<p>User type: <span data-testid="user-type">${escapeHtml(claims?.userType ?? '')}</span></p>
<p>Contact id: <span data-testid="contact-id">${escapeHtml(claims?.contactId ?? '')}</span></p>
<h2>Parameters</h2>
<pre data-testid="params">${escapeHtml(JSON.stringify(query, null, 2))}</pre>
${arrival.handedOver !== undefined ? `<h2>Handed over</h2>\n<pre data-testid="handed-over">${escapeHtml(JSON.stringify(arrival.handedOver, null, 2))}</pre>` : ''}
${claims ? `<h2>Token claims</h2>\n<pre data-testid="claims">${escapeHtml(JSON.stringify(claims, null, 2))}</pre>` : ''}`;
    return reply
      .code(arrival.verdict === 'invalid' ? 401 : 200)
      .type('text/html; charset=utf-8')
      .send(page({ title: definition.title, body }));
  };

  app.get<{ Params: { app: string; '*': string }; Querystring: Record<string, string> }>('/stand-in/apps/:app/*', async (request, reply) =>
    show(request.params.app, request.params['*'].replace(/\/+$/, ''), request.query, reply),
  );
  app.get<{ Params: { app: string }; Querystring: Record<string, string> }>('/stand-in/apps/:app', async (request, reply) =>
    show(request.params.app, '', request.query, reply),
  );
}
