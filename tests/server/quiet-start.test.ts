/**
 * A newcomer's first start prints nothing that reads as an error (issue 33 point 10): `npm start`'s server, run as
 * `npm start` runs it (a child process, a clean environment), with its stand-ins, the single-sign-on provider asked
 * once. oidc-provider printed "Unsupported runtime" on import and "you MUST change it … lose all stateful provider
 * data" on every start (docs/decisions/sso-stand-in-quiet-start.md).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistFixture } from './support/test-server.ts';

/** What reads as a problem in a start-up's output. */
const ALARMING = /warn|error|deprecat|unsupported|must change|should change|notice/i;

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The lines of a start-up's output that would alarm a newcomer: pino lines at warn level or above, and any other line that says so. */
function alarmingLines(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .filter((line) => {
      try {
        const entry = JSON.parse(line) as { level?: number; msg?: string };
        return (entry.level ?? 0) >= 40 || ALARMING.test(entry.msg ?? '');
      } catch {
        return ALARMING.test(line);
      }
    });
}

describe('npm start on a fresh clone (issue 33 point 10)', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await createDistFixture();
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('the helper finds what a newcomer would read as an error', () => {
    expect(alarmingLines('oidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS, or a later LTS release.')).toHaveLength(1);
    expect(alarmingLines('{"level":40,"msg":"listening on one family only"}')).toHaveLength(1);
    expect(
      alarmingLines('{"level":30,"msg":"Server listening at http://127.0.0.1:4390"}\nPortal: http://localhost:4390/opsportal/'),
    ).toEqual([]);
  });

  it('starts the server with its stand-ins, asks the single sign-on provider, and prints no warning', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      // What a newcomer's shell has: no LOG_LEVEL, no test settings (Vitest sets BASE_URL, which the server refuses).
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DIST_DIR: dist },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    try {
      await expect.poll(() => stdout, { timeout: 30_000, interval: 100 }).toContain('Portal: ');
      // The provider's first use: discovery, keys, and an authorization request (PKCE) that leads to its login page.
      const realm = `http://localhost:${port}/stand-in/sso/realms/NA`;
      expect((await fetch(`${realm}/.well-known/openid-configuration`)).status).toBe(200);
      expect((await fetch(`${realm}/protocol/openid-connect/certs`)).status).toBe(200);
      const authorize = new URL(`${realm}/protocol/openid-connect/auth`);
      authorize.search = new URLSearchParams({
        client_id: 'ops-portal',
        response_type: 'code',
        scope: 'openid',
        redirect_uri: `http://localhost:${port}/opsportal/?sso=kc`,
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
        state: 'state-1',
        nonce: 'nonce-1',
      }).toString();
      const answer = await fetch(authorize, { redirect: 'manual' });
      expect(answer.status).toBeLessThan(400);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    expect(stdout).toContain(`Portal: http://localhost:${port}/opsportal/`);
    expect(alarmingLines(stderr)).toEqual([]);
    expect(alarmingLines(stdout)).toEqual([]);
  }, 60_000);
});
