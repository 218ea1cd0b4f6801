/**
 * Server hardening (docs/security.md "The server's own defences", docs/decisions/server-hardening-defaults.md):
 * stand-ins off in production, headers on every response and CSP reports, start-up validation of the
 * configuration, robustness, redaction.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../server/portal/config-check.ts';
import { rateLimitGroup } from '../../server/portal/hardening.ts';
import { readSettings } from '../../server/portal/config.ts';
import { SubmissionStore } from '../../server/stand-in/submission-store.ts';
import { DEPLOYMENT_ENV } from './support/deployment-env.ts';
import { runServerMain } from './support/run-server-main.ts';
import { header, logSink, parseCsp, postCspReport, serversClosedAfterEach } from './support/test-server.ts';

// The port handed to a server that refuses to start: never bound.
const PORT = 4427;
const start = serversClosedAfterEach();

describe('stand-ins only where they belong (item 2)', () => {
  it('are on with no variable (local origin), off for a public origin unless STAND_INS=1', () => {
    expect(readSettings({}).standIns).toBe(true);
    expect(readSettings({ PUBLIC_ORIGIN: 'http://127.0.0.1:4200' }).standIns).toBe(true);
    expect(readSettings({ PUBLIC_ORIGIN: 'http://[::1]:4200' }).standIns).toBe(true);
    expect(readSettings(DEPLOYMENT_ENV).standIns).toBe(false);
    expect(readSettings({ PUBLIC_ORIGIN: 'https://portal.example.com', STAND_INS: '1' }).standIns).toBe(true);
    expect(readSettings({ STAND_INS: '0' }).standIns).toBe(false);
    expect(() => readSettings({ STAND_INS: 'yes' })).toThrow(/^STAND_INS: /);
  });

  it('a public origin without STAND_INS serves no stand-in route', async () => {
    const server = await start({ ...DEPLOYMENT_ENV, LOG_LEVEL: 'silent' });
    expect((await server.app.inject({ method: 'GET', url: '/stand-in/common/application/keycloak' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/stand-in/lead/submissions' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/opsportal/' })).statusCode).toBe(200);
  });

  it('STAND_INS=1 on a public origin mounts the stand-ins but never the submission listing', async () => {
    const server = await start({ PUBLIC_ORIGIN: 'https://portal.example.com', STAND_INS: '1' });
    expect((await server.app.inject({ method: 'GET', url: '/stand-in/common/application/keycloak' })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/stand-in/lead/submissions' })).statusCode).toBe(404);
  });

  it('a local origin lists submissions', async () => {
    const server = await start();
    expect((await server.app.inject({ method: 'GET', url: '/stand-in/lead/submissions' })).statusCode).toBe(200);
  });
});

describe('configuration is validated at start (item 10)', () => {
  it.each([
    ['PARTNER_ORIGINS', 'https://partner.example.com; script-src *'],
    ['PARTNER_ORIGINS', 'https://partner.example.com/path'],
    ['VIDEO_ORIGINS', "https://video.example.com 'unsafe-inline'"],
    ['VIDEO_ORIGINS', 'video.example.com'],
    ['RETURN_URL_ORIGINS', 'javascript:alert(1)'],
    ['PUBLIC_ORIGIN', 'https://portal.example.com/opsportal'],
    ['IDENTITY_API_URL', 'https://identity.example.com/;report-uri x'],
    ['CAPTCHA_SCRIPT_URL', 'data:text/javascript,alert(1)'],
    ['SSO_URL', 'https://user:pass@sso.example.com/'],
    ['ASSETS_URL', '//cdn.example.com/'],
  ])('refuses %s=%j with a message naming it', (variable, value) => {
    expect(() => readSettings({ [variable]: value })).toThrow(ConfigError);
    expect(() => readSettings({ [variable]: value })).toThrow(new RegExp(`^${variable}: `));
  });

  it('accepts origins and an empty partner list (a wildcard is refused: security-round-two.test.ts)', () => {
    const settings = readSettings({
      PARTNER_ORIGINS: 'https://a.example.com, http://localhost:5000',
      VIDEO_ORIGINS: 'https://v.example.com',
    });
    expect(settings.config.partnerOrigins).toEqual(['https://a.example.com', 'http://localhost:5000']);
    expect(readSettings({ PARTNER_ORIGINS: ',' }).config.partnerOrigins).toEqual([]);
    expect(() => readSettings({ PARTNER_ORIGINS: '*' })).toThrow(/^PARTNER_ORIGINS: /);
    expect(readSettings({ ASSETS_URL: '/cdn/assets/' }).config.assets).toBe('/cdn/assets/');
  });

  it('checks the published config against the schema the browser uses', () => {
    // Passes the address check (the URL parser reads `http:chat.example.com/` as http://chat.example.com/) but the
    // schema wants the address written absolute. (It used `SUPPORT_CHAT_URL=''` until issue 40 note 7 made an empty
    // value mean "no chat", as docs/server.md says.)
    expect(() => readSettings({ SUPPORT_CHAT_URL: 'http:chat.example.com/' })).toThrow(
      /^SUPPORT_CHAT_URL: the published config does not match/,
    );
  });

  it('npm start refuses to start and names the variable', () => {
    const result = runServerMain({ PORT: String(PORT), PARTNER_ORIGINS: 'https://p.example.com; script-src *' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Cannot start: PARTNER_ORIGINS: ');
  }, 40_000);
});

describe('headers on every response (item 9)', () => {
  const expectHardened = (headers: Record<string, unknown>) => {
    expect(header(headers['permissions-policy'])).toContain('camera=()');
    expect(header(headers['cross-origin-resource-policy'])).toBe('same-origin');
    expect(header(headers['referrer-policy'])).toBe('no-referrer');
    expect(header(headers['x-content-type-options'])).toBe('nosniff');
    expect(header(headers['reporting-endpoints'])).toBe('csp-endpoint="/opsportal/csp-report"');
    const csp = parseCsp(headers['content-security-policy']);
    expect(csp.get('report-to')).toEqual(['csp-endpoint']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  };

  it('documents, files and 404s carry Permissions-Policy, CORP and CSP reporting; no HSTS over http', async () => {
    const server = await start();
    for (const url of [
      '/opsportal/',
      '/opsportal/assets/config.release.json',
      '/opsportal/nope.js',
      '/stand-in/common/application/keycloak',
    ]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(header(response.headers['permissions-policy']), url).toContain('microphone=()');
      expect(header(response.headers['cross-origin-resource-policy']), url).toBe('same-origin');
      expect(parseCsp(response.headers['content-security-policy']).get('report-to'), url).toEqual(['csp-endpoint']);
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('an https public origin adds HSTS', async () => {
    const server = await start(DEPLOYMENT_ENV);
    const response = await server.app.inject({ method: 'GET', url: '/opsportal/' });
    expect(header(response.headers['strict-transport-security'])).toBe('max-age=31536000');
  });

  it("Fastify's 400 for an undecodable URL carries the headers and does not echo the URL", async () => {
    const server = await start();
    const response = await server.app.inject({ method: 'GET', url: '/opsportal/%E0%A4%A?password=hunter2' });
    expect(response.statusCode).toBe(400);
    expectHardened(response.headers);
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('%E0');
  });

  it("Node's 431 for oversized headers carries the headers (real socket)", async () => {
    const server = await start();
    // Any free port: two runs side by side (or a dev server) must not meet on a fixed one.
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /opsportal/ HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw.startsWith('HTTP/1.1 431 ')).toBe(true);
    const headers = Object.fromEntries(
      raw
        .split('\r\n\r\n')[0]!
        .split('\r\n')
        .slice(1)
        .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    expectHardened(headers);
  });

  it('the CSP report endpoint logs each violation, redacted, and answers 204', async () => {
    const sink = logSink();
    const server = await start({ LOG_LEVEL: 'warn' }, { logStream: sink.stream });
    const report = [
      {
        type: 'csp-violation',
        url: 'http://localhost:4200/opsportal/',
        body: {
          documentURL: 'http://localhost:4200/opsportal/?jwt=eyJsecret',
          blockedURL: 'https://evil.example.com/x.js',
          effectiveDirective: 'script-src-elem',
          disposition: 'enforce',
        },
      },
    ];
    const response = await postCspReport(server.app, JSON.stringify(report));
    expect(response.statusCode).toBe(204);
    const legacy = await postCspReport(
      server.app,
      JSON.stringify({
        'csp-report': { 'document-uri': 'http://localhost:4200/opsportal/', 'blocked-uri': 'inline', 'violated-directive': 'style-src' },
      }),
      'application/csp-report',
    );
    expect(legacy.statusCode).toBe(204);
    const violations = sink.lines.filter((line) => line.cspViolation);
    expect(violations).toHaveLength(2);
    expect(violations[0]?.cspViolation).toMatchObject({ blocked: 'https://evil.example.com/x.js', directive: 'script-src-elem' });
    expect(sink.text()).not.toContain('eyJsecret');
    const junk = await postCspReport(server.app, '{"nope":1}');
    expect(junk.statusCode).toBe(400);
  });
});

describe('robustness (item 11)', () => {
  it('a client has 30 s to send its request', async () => {
    const server = await start();
    expect(server.app.server.requestTimeout).toBe(30_000);
  });

  it('limits the token and lead endpoints per client, with the usual headers on the 429', async () => {
    const server = await start({ RATE_LIMIT_PER_MINUTE: '3' });
    const token = () =>
      server.app.inject({
        method: 'POST',
        url: '/stand-in/identity/oauth2/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'client_id=ops-portal&environment=local&grant_type=partstrax&username=shop.demo&password=wrong',
      });
    for (let i = 0; i < 3; i += 1) expect((await token()).statusCode).not.toBe(429);
    const limited = await token();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(header(limited.headers['cross-origin-resource-policy'])).toBe('same-origin');
    // Another group counts on its own; reads are not limited.
    const lead = await server.app.inject({
      method: 'POST',
      url: '/stand-in/lead/servlet/WebToLead',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.c',
    });
    expect(lead.statusCode).not.toBe(429);
    for (let i = 0; i < 5; i += 1) expect((await server.app.inject({ method: 'GET', url: '/opsportal/' })).statusCode).toBe(200);
  });

  it('limits exactly the POST endpoints that take credentials or personal data', () => {
    expect(rateLimitGroup('POST', '/stand-in/identity/oauth2/token')).toBe('identity');
    expect(rateLimitGroup('POST', '/stand-in/identity/oauth2/ehi-token')).toBe('identity');
    expect(rateLimitGroup('POST', '/stand-in/identity/redirect')).toBe('identity');
    expect(rateLimitGroup('POST', '/stand-in/common/redirect')).toBe('common-redirect');
    expect(rateLimitGroup('POST', '/stand-in/sso/realms/NA/protocol/openid-connect/token')).toBe('sso-token');
    expect(rateLimitGroup('POST', '/stand-in/sso/realms/NA/login-actions/abc/login')).toBe('sso-login');
    expect(rateLimitGroup('POST', '/stand-in/lead/servlet/WebToCase?x=1')).toBe('lead');
    expect(rateLimitGroup('POST', '/opsportal/csp-report')).toBe('csp-report');
    expect(rateLimitGroup('GET', '/stand-in/identity/oauth2/token')).toBeNull();
    expect(rateLimitGroup('POST', '/stand-in/common/application/v2/navigation')).toBeNull();
  });

  it('an inherited property is not an app name: /stand-in/apps/constructor/x is a 404 page', async () => {
    const server = await start();
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const response = await server.app.inject({ method: 'GET', url: `/stand-in/apps/${name}/x` });
      expect(response.statusCode, name).toBe(404);
      expect(response.body).toContain('Unknown stand-in application');
    }
  });

  it('the submission store keeps the newest records and compacts its file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-bound-'));
    try {
      const store = new SubmissionStore<{ n: number }>(dir, 3);
      for (let n = 1; n <= 8; n += 1) await store.append({ n });
      expect(await store.readAll()).toEqual({ records: [{ n: 6 }, { n: 7 }, { n: 8 }], skipped: 0 });
      const lines = readFileSync(store.file, 'utf8').trimEnd().split('\n');
      expect(lines.length).toBeLessThanOrEqual(6);
      expect(lines.at(-1)).toBe('{"n":8}');
      // A new store on the same file (a restart) reads the compacted file.
      expect((await new SubmissionStore<{ n: number }>(dir, 3).readAll()).records).toEqual([{ n: 6 }, { n: 7 }, { n: 8 }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('redaction (item 12)', () => {
  it('the request log masks username, ronumber and tokens', async () => {
    const sink = logSink();
    const server = await start({ LOG_LEVEL: 'info' }, { logStream: sink.stream });
    await server.app.inject({ method: 'GET', url: '/opsportal/?username=ann.smith&ronumber=RO-777&password=hunter2&lang=en' });
    const text = sink.text();
    expect(text).toContain('lang=en');
    for (const secret of ['ann.smith', 'RO-777', 'hunter2']) expect(text).not.toContain(secret);
  });

  it('the /opsportal redirect keeps the query minus credentials and personal data', async () => {
    const server = await start();
    const response = await server.app.inject({
      method: 'GET',
      url: '/opsportal?username=ann&password=hunter2&ronumber=RO-1&token=t&lang=en',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/opsportal/?lang=en');
    const plain = await server.app.inject({ method: 'GET', url: '/opsportal?password=x' });
    expect(plain.headers.location).toBe('/opsportal/');
  });
});
