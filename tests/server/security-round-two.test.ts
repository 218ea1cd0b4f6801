/**
 * Issue 30 (docs/security.md "Threat table"): the server's decisions hold however a path is spelled,
 * production fails closed, the stand-ins answer only where they are safe, the stores and logs are bounded,
 * and the dev server keeps the project's private files private.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPLOYMENT_REQUIRED_VARIABLES } from '../../server/portal/config-check.ts';
import { readSettings } from '../../server/portal/config.ts';
import { devDocumentOf, isDevPathAllowed } from '../../server/portal/dev-documents.ts';
import { CSP_REPORT_LOG_LINES_PER_MINUTE, rateLimitGroup } from '../../server/portal/hardening.ts';
import { isSecretParam, redactedRedirectQuery, redactUrl } from '../../server/portal/request-log.ts';
import { canonicalPath } from '../../server/portal/route-path.ts';
import { RecordTooLargeError, SubmissionStore } from '../../server/stand-in/submission-store.ts';
import { DEPLOYMENT_ADDRESSES, DEPLOYMENT_ENV } from './support/deployment-env.ts';
import { runServerMain } from './support/run-server-main.ts';
import { logSink, postCspReport, serversClosedAfterEach } from './support/test-server.ts';

const ROOT = process.cwd();
const start = serversClosedAfterEach();

const WRONG_PASSWORD = 'client_id=ops-portal&environment=local&grant_type=partstrax&username=shop.demo&password=wrong';

describe('one notion of a path (item 2): rate limits keyed on the route, not its spelling', () => {
  it.each([
    ['/stand-in/identity/oauth2/token', 'identity'],
    ['/stand-in/identity/%6fauth2/token', 'identity'],
    ['/stand-in/identity/%256fauth2/token', 'identity'],
    ['/stand-in//identity/oauth2/token', 'identity'],
    ['/stand-in/IDENTITY/oauth2/token', 'identity'],
    ['/stand-in/identity/./oauth2/token', 'identity'],
    ['/stand-in/x/../identity/oauth2/token', 'identity'],
    ['/opsportal/csp-repor%74', 'csp-report'],
    ['/opsportal//csp-report', 'csp-report'],
    ['/stand-in/sso/realms/NA/protocol/openid-connect/%74oken', 'sso-token'],
    ['/stand-in/lead/servlet%2FWebToLead', 'lead'],
  ])('POST %s is in group %s', (url, group) => {
    expect(rateLimitGroup('POST', url)).toBe(group);
  });

  it('canonicalPath decodes, collapses slashes, resolves dots and ends at a decoded ?', () => {
    expect(canonicalPath('/opsportal//%69ndex.html?x=1')).toBe('/opsportal/index.html');
    expect(canonicalPath('/opsportal/index.html%3Fx')).toBe('/opsportal/index.html');
    expect(canonicalPath('/a/%E0%A4%A/b')).toBe('/a/%e0%a4%a/b');
    expect(canonicalPath('/opsportal/')).toBe('/opsportal/');
  });

  it('400 wrong passwords through /stand-in/identity/%6fauth2/token meet the same limit as the plain path', async () => {
    const server = await start({ RATE_LIMIT_PER_MINUTE: '3' });
    const post = (url: string) =>
      server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: WRONG_PASSWORD });
    for (let i = 0; i < 3; i += 1) expect((await post('/stand-in/identity/%6fauth2/token')).statusCode).not.toBe(429);
    expect((await post('/stand-in/identity/%6fauth2/token')).statusCode).toBe(429);
    expect((await post('/stand-in/identity/oauth2/token')).statusCode).toBe(429);
  });

  it('POST /opsportal/csp-repor%74 is throttled like the plain path (public origin)', async () => {
    const server = await start({ ...DEPLOYMENT_ENV, RATE_LIMIT_PER_MINUTE: '3', LOG_LEVEL: 'silent' });
    const report = () =>
      server.app.inject({
        method: 'POST',
        url: '/opsportal/csp-repor%74',
        headers: { 'content-type': 'application/csp-report' },
        payload: JSON.stringify({ 'csp-report': { 'document-uri': 'https://portal.example.com/opsportal/', 'violated-directive': 'x' } }),
      });
    for (let i = 0; i < 3; i += 1) expect((await report()).statusCode).toBe(204);
    expect((await report()).statusCode).toBe(429);
  });
});

describe('bounded stores and logs (item 2)', () => {
  it(`logs at most ${CSP_REPORT_LOG_LINES_PER_MINUTE} CSP violations a minute however many arrive`, async () => {
    const sink = logSink();
    const server = await start({ LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000' }, { logStream: sink.stream });
    const batch = Array.from({ length: 20 }, (_, n) => ({
      type: 'csp-violation',
      body: { documentURL: 'http://localhost:4200/opsportal/', blockedURL: `https://x.example/${n}`, effectiveDirective: 'script-src' },
    }));
    for (let i = 0; i < 10; i += 1) {
      const response = await postCspReport(server.app, JSON.stringify(batch));
      expect(response.statusCode).toBe(204);
    }
    expect(sink.lines.filter((line) => line.cspViolation)).toHaveLength(CSP_REPORT_LOG_LINES_PER_MINUTE);
  });

  it('the submission store is bounded by size as well as count, and refuses an oversized record', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-size-'));
    try {
      const store = new SubmissionStore<{ text: string }>(dir, 1000, { maxBytes: 1000, maxRecordBytes: 400 });
      for (let n = 0; n < 10; n += 1) await store.append({ text: `${n}`.repeat(300) });
      const { records } = await store.readAll();
      expect(records.length).toBe(3);
      expect(records.at(-1)?.text.startsWith('9')).toBe(true);
      await expect(store.append({ text: 'x'.repeat(500) })).rejects.toBeInstanceOf(RecordTooLargeError);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a lead post of 1 MB through an encoded path is refused (413) and stores nothing', async () => {
    const server = await start();
    const response = await server.app.inject({
      method: 'POST',
      url: '/stand-in/lead/servlet/WebTo%4cead',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=a%40b.c&description=${'x'.repeat(1_000_000)}`,
    });
    expect(response.statusCode).toBe(413);
    const listing = await server.app.inject({ method: 'GET', url: '/stand-in/lead/submissions' });
    expect(JSON.stringify(listing.json())).not.toContain('xxxxxxxxxx');
  });
});

describe('production fails closed (item 3)', () => {
  it('a public origin without stand-ins names every missing address variable', () => {
    let message = '';
    try {
      readSettings({ PUBLIC_ORIGIN: 'https://portal.example.com' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const variable of DEPLOYMENT_REQUIRED_VARIABLES) expect(message).toContain(variable);
    const withoutTwo: Record<string, string> = { ...DEPLOYMENT_ENV };
    delete withoutTwo.SSO_URL;
    delete withoutTwo.ORGANISATION_ID;
    expect(() => readSettings(withoutTwo)).toThrow(/^SSO_URL, ORGANISATION_ID: must be set/);
    expect(readSettings(DEPLOYMENT_ENV).config.environment).toBe('production');
  });

  it.each([
    ['APP_ENVIRONMENT', 'local'],
    ['ORGANISATION_ID', '00D000000000EXAMPLE'],
    ['CAPTCHA_SITE_KEY', 'stand-in-site-key'],
    ['IDENTITY_API_URL', 'https://portal.example.com/stand-in/identity/'],
  ])('a public config never carries the stand-ins’ %s=%s', (variable, value) => {
    expect(() => readSettings({ ...DEPLOYMENT_ENV, [variable]: value })).toThrow(new RegExp(`^${variable}: `));
  });

  it('npm start with PUBLIC_ORIGIN and no addresses exits non-zero naming each missing variable', () => {
    const result = runServerMain({ PORT: '4428', PUBLIC_ORIGIN: 'https://portal.example.com' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Cannot start: ');
    for (const variable of DEPLOYMENT_REQUIRED_VARIABLES) expect(result.stderr).toContain(variable);
  }, 40_000);

  it.each([
    ['CAPTCHA_SCRIPT_URL', 'https://*/api.js'],
    ['CAPTCHA_SCRIPT_URL', 'https://*.example.com/api.js'],
    ['PENDO_SCRIPT_URL', 'https://%2a.example.com/agent.js'],
    ['PARTNER_ORIGINS', 'https://*'],
    ['PARTNER_ORIGINS', '*'],
    ['VIDEO_ORIGINS', 'https://*.example.com'],
    ['WALKTHROUGH_SCRIPT_ORIGIN', 'https://*'],
  ])('refuses the wildcard %s=%s, naming the variable', (variable, value) => {
    expect(() => readSettings({ [variable]: value })).toThrow(new RegExp(`^${variable}: .*(wildcard|any site)`));
  });
});

describe('stand-ins only where they are safe (item 4)', () => {
  it('are off when the server listens beyond loopback, unless STAND_INS=1 asks (with a warning)', () => {
    // Issue 40: without PUBLIC_ORIGIN such a start is refused (it would publish localhost addresses to the network);
    // with a public origin it starts, and the stand-ins stay off.
    expect(() => readSettings({ HOST: '0.0.0.0' })).toThrow(/^PUBLIC_ORIGIN: /);
    expect(() => readSettings({ HOST: '::' })).toThrow(/^PUBLIC_ORIGIN: /);
    expect(readSettings({ ...DEPLOYMENT_ENV, HOST: '0.0.0.0' }).standIns).toBe(false);
    expect(readSettings({ ...DEPLOYMENT_ENV, HOST: '::' }).standIns).toBe(false);
    expect(readSettings({ HOST: '127.0.0.1' }).standIns).toBe(true);
    expect(readSettings({ HOST: '::1' }).standIns).toBe(true);
    expect(readSettings({}).warnings).toEqual([]);
    const opted = readSettings({ HOST: '0.0.0.0', STAND_INS: '1' });
    expect(opted.standIns).toBe(true);
    expect(opted.warnings.join(' ')).toMatch(/STAND_INS=1.*0\.0\.0\.0/);
    expect(readSettings({ ...DEPLOYMENT_ENV, STAND_INS: '1' }).warnings).toHaveLength(1);
  });

  it('answers /stand-in/ only to the portal’s own host names (DNS rebinding)', async () => {
    const server = await start();
    const get = (host: string, url = '/stand-in/lead/submissions') => server.app.inject({ method: 'GET', url, headers: { host } });
    for (const host of ['localhost:4200', '127.0.0.1:4200', '[::1]:4200', 'LOCALHOST:4200'])
      expect((await get(host)).statusCode, host).toBe(200);
    for (const host of ['attacker.example:4200', 'evil.example@localhost:4200', 'localhost.attacker.example', '127.0.0.1.nip.io:4200']) {
      expect((await get(host)).statusCode, host).toBe(403);
      expect((await get(host, '/stand-in/%6cead/submissions')).statusCode, host).toBe(403);
    }
    // The portal's own pages do not depend on the Host (local-addresses.ts gives them the public origin's config).
    expect((await get('attacker.example:4200', '/opsportal/')).statusCode).toBe(200);
  });
});

describe('smaller items (item 5)', () => {
  it('array- and object-shaped credential fields are masked in logs and dropped from redirects', () => {
    for (const name of ['username[]', 'password[0]', 'user[name]', 'Token[]']) expect(isSecretParam(name), name).toBe(true);
    expect(redactUrl('/opsportal/?username[]=bob&lang=en')).not.toContain('bob');
    expect(redactUrl('/opsportal/?username%5B%5D=bob')).not.toContain('bob');
    expect(redactedRedirectQuery('/opsportal?password[]=hunter2&lang=en')).toBe('?lang=en');
  });

  it('a header trickle gets its 408 within the request timeout (REQUEST_TIMEOUT_MS=1000 here; 30 s by default)', async () => {
    expect(readSettings({}).requestTimeoutMs).toBe(30_000);
    const server = await start({ REQUEST_TIMEOUT_MS: '1000' });
    expect(server.app.server.headersTimeout).toBe(1000);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const started = Date.now();
    const raw = await new Promise<string>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const socket = connect(port, '127.0.0.1', () => {
        socket.write('GET /opsportal/ HTTP/1.1\r\nHost: localhost\r\n');
        let n = 0;
        // One header every 200 ms, never the blank line: a slow-loris.
        timer = setInterval(() => {
          if (!socket.destroyed) socket.write(`X-Slow-${(n += 1)}: a\r\n`);
        }, 200);
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('close', () => {
        clearInterval(timer);
        resolve(text);
      });
      socket.on('error', (error) => {
        clearInterval(timer);
        if (text) resolve(text);
        else reject(error);
      });
    });
    expect(raw.startsWith('HTTP/1.1 408 ')).toBe(true);
    expect(Date.now() - started).toBeLessThan(4_000);
  }, 15_000);
});

describe('the dev server keeps private files private (item 4)', () => {
  it.each([
    '/opsportal/server/.data/submissions.jsonl',
    '/opsportal/server/main.ts',
    '/opsportal/server/portal/config.ts',
    '/opsportal/dist/.vite/manifest.json',
    '/opsportal/dist/index.html',
    '/opsportal/package.json',
    '/opsportal/vite.config.ts',
    '/opsportal/.env',
    '/opsportal/.git/config',
    '/opsportal/tests/server/hardening.test.ts',
    '/opsportal/docs/security.md',
    '/opsportal/src/../server/main.ts',
    '/opsportal/src/%2e%2e/server/main.ts',
    '/opsportal/%73erver/main.ts',
    '/opsportal/node_modules/.package-lock.json',
    `/opsportal/@fs${ROOT}/server/main.ts`,
    `/opsportal/@fs${ROOT}/server/.data/submissions.jsonl`,
    `/opsportal/@fs${ROOT}/package.json`,
    '/opsportal/@fs/etc/passwd',
    '/server/main.ts',
    '/package.json',
  ])('refuses %s', (url) => {
    expect(isDevPathAllowed(url, ROOT)).toBe(false);
  });

  it.each([
    '/opsportal/',
    '/opsportal/src/main.tsx',
    '/opsportal/machines/login-form.machine.ts',
    // What the app shares with the server (issue 44's shared/): the app imports it, so the dev server serves it.
    '/opsportal/shared/config-schema.ts',
    '/opsportal/@vite/client',
    '/opsportal/@react-refresh',
    '/opsportal/node_modules/.vite/deps/react.js?v=1',
    '/opsportal/node_modules/vite/dist/client/env.mjs',
    `/opsportal/@fs${ROOT}/node_modules/vite/dist/client/env.mjs`,
    '/opsportal/favicon.svg',
    '/opsportal/silent-check-sso.html',
    '/opsportal/assets/data/products.data.json',
    '/opsportal/assets/config.release.json',
    '/opsportal/csp-report',
    '/stand-in/identity/oauth2/token',
  ])('serves %s', (url) => {
    expect(isDevPathAllowed(url, ROOT)).toBe(true);
  });

  it.each([
    ['/opsportal/', 'none'],
    ['/opsportal', 'none'],
    ['/opsportal//index.html', 'none'],
    ['/opsportal/%69ndex.html', 'none'],
    ['/opsportal/INDEX.HTML?x=1', 'none'],
    ['/opsportal/./index.html', 'none'],
    ['/opsportal/ehi-login', 'partners'],
    ['/opsportal//ehi-login/', 'partners'],
    ['/opsportal/%65hi-login', 'partners'],
  ])('%s is a document (its CSP: frame-ancestors %s)', (url, kind) => {
    expect(devDocumentOf(url)?.kind).toBe(kind);
  });
});

// Listed so a missing address in the fixture fails here, not in a confusing way elsewhere.
it('the deployment fixture sets every required variable', () => {
  expect(Object.keys(DEPLOYMENT_ADDRESSES).sort()).toEqual([...DEPLOYMENT_REQUIRED_VARIABLES].sort());
});
