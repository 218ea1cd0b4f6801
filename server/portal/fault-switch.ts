/**
 * The fault switch for end-to-end tests (docs/server.md "Fault switch"), honoured only when STAND_IN_FAULTS=1.
 *
 * A cookie `stand-in-fault=<service>:<mode>[,<service>:<mode>]` makes the named service misbehave
 * for the browser context that carries it, so parallel tests stay independent. Services are the
 * stand-ins (identity, common, sso, lead) and two of the portal's own files: `content`
 * (/opsportal/assets/data/*) and `config` (the startup config), so spec 8's failure rows can be
 * exercised through real HTTP.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';

export const FAULT_COOKIE = 'stand-in-fault';
export const FAULT_SERVICES = ['identity', 'common', 'sso', 'lead', 'content', 'config'] as const;
export const FAULT_MODES = ['slow', '500', 'malformed', 'down'] as const;
export type FaultService = (typeof FAULT_SERVICES)[number];
export type FaultMode = (typeof FAULT_MODES)[number];

const isService = (value: string): value is FaultService => (FAULT_SERVICES as readonly string[]).includes(value);
const isMode = (value: string): value is FaultMode => (FAULT_MODES as readonly string[]).includes(value);

/** Reads the fault cookie out of a Cookie header; unknown services or modes are ignored. */
export function parseFaultCookie(cookieHeader: string | undefined): Map<FaultService, FaultMode> {
  const faults = new Map<FaultService, FaultMode>();
  if (!cookieHeader) return faults;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== FAULT_COOKIE) continue;
    let value = part
      .slice(separator + 1)
      .trim()
      .replace(/^"|"$/g, '');
    try {
      value = decodeURIComponent(value);
    } catch {
      continue;
    }
    for (const pair of value.split(',')) {
      const [service = '', mode = ''] = pair.split(':').map((item) => item.trim());
      if (isService(service) && isMode(mode)) faults.set(service, mode);
    }
  }
  return faults;
}

/** Which service a URL path belongs to, for the fault switch. */
export function faultServiceFor(path: string): FaultService | null {
  if (path === '/opsportal/assets/config.release.json') return 'config';
  if (path.startsWith('/opsportal/assets/data/')) return 'content';
  const match = /^\/stand-in\/(identity|common|sso|lead)\//.exec(path);
  return match?.[1] && isService(match[1]) ? match[1] : null;
}

/** Applies a fault to one request; returns true when the request must not be answered normally. */
async function applyFault(mode: FaultMode, request: FastifyRequest, reply: FastifyReply, slowMs: number): Promise<boolean> {
  switch (mode) {
    case 'slow':
      await sleep(slowMs, undefined, { ref: false });
      return false;
    case '500':
      await reply.code(500).type('application/json').send({ error: 'stand_in_fault', error_description: 'Fault switch: 500' });
      return true;
    case 'malformed':
      // 200 with a body that is not JSON: exercises the "cannot be parsed" paths (spec 8).
      await reply.code(200).type('application/json').send('{"stand-in-fault": "malformed",');
      return true;
    case 'down':
      reply.hijack();
      request.raw.socket.destroy();
      return true;
  }
}

/** Registers the switch as the first hook of every request; does nothing unless enabled. */
export function registerFaultSwitch(app: FastifyInstance, settings: { faults: boolean; faultSlowMs: number }): void {
  if (!settings.faults) return;
  app.log.warn('STAND_IN_FAULTS=1: the stand-in-fault cookie is honoured (tests only)');
  app.addHook('onRequest', async (request, reply) => {
    const service = faultServiceFor(request.url.split('?')[0] ?? '');
    if (!service) return;
    const mode = parseFaultCookie(request.headers.cookie).get(service);
    if (!mode) return;
    request.log.info({ service, mode }, 'stand-in fault applied');
    if (await applyFault(mode, request, reply, settings.faultSlowMs)) return reply;
  });
}
