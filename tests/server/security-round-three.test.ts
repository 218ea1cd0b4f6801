/**
 * Issue 40 (docs/security.md "One reading of an address"): the server's security decisions read the route the
 * router matched, absolute-form targets are refused, the dev server's allowlist reads what Vite reads, and a
 * deployment never publishes a stand-in or loopback address however it is spelled. Each request here is one
 * the third review sent (curl --path-as-is); the generated spellings are in security-spellings.property.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { checkDeploymentVariables, ConfigError } from '../../server/portal/config-check.ts';
import { readSettings } from '../../server/portal/config.ts';
import { isDevPathAllowed } from '../../server/portal/dev-documents.ts';
import { STAND_IN_CSP } from '../../server/portal/security-headers.ts';
import { DEPLOYMENT_ADDRESSES, DEPLOYMENT_ENV } from './support/deployment-env.ts';
import { rawClient } from './support/raw-http.ts';
import { serversClosedAfterEach } from './support/test-server.ts';

const ROOT = process.cwd();
const start = serversClosedAfterEach();
const cspOf = (answer: { headers: Record<string, unknown> }) => String(answer.headers['content-security-policy']).split('; report-to')[0];

describe('finding 3: the stand-ins’ Host check and the CSP read the route the router matched', () => {
  it('a doubly encoded dot-dot path the router routes to app 27 is refused to another Host, with the stand-ins’ CSP', async () => {
    const server = await start({ PUBLIC_ORIGIN: 'http://localhost:4200' });
    const send = await rawClient(server.app);
    const target = '/stand-in/apps/app27/%252e%252e/%252e%252e/%252e%252e/clientid-login';
    const evil = await send(target, { host: 'evil.example:4361' });
    expect(evil.status).toBe(403);
    expect(evil.body).not.toContain('App 27');
    expect(cspOf(evil)).toBe(STAND_IN_CSP);
    const own = await send(target);
    expect(cspOf(own)).toBe(STAND_IN_CSP);
  });

  it('an absolute-form target is refused (400) whatever its Host, and names no stand-in content', async () => {
    const server = await start({ PUBLIC_ORIGIN: 'http://localhost:4200' });
    const send = await rawClient(server.app);
    for (const [target, host] of [
      ['http://evil.example/stand-in/lead/submissions', 'evil.example'],
      ['http://localhost:4200/stand-in/lead/submissions', 'localhost:4200'],
      ['http://localhost:4200/opsportal/', 'localhost:4200'],
    ] as const) {
      const answer = await send(target, { host });
      expect(answer.status, target).toBe(400);
      expect(answer.body, target).not.toContain('submissions');
      expect(answer.headers['x-content-type-options'], target).toBe('nosniff');
    }
    // The plain path is still served to the portal's own Host.
    expect((await send('/stand-in/lead/submissions')).status).toBe(200);
  });
});

describe('finding 5: the dev server’s allowlist judges the path Vite reads', () => {
  it.each([
    '/opsportal/src/x%253F/../../node_modules/.package-lock.json',
    '/opsportal/src/x%3F/../../package.json',
    '/opsportal/src/x%23/../../server/main.ts',
    '/opsportal/src/%2e%2e/server/main.ts',
    '/opsportal/src/x%2F..%2F..%2Fpackage.json',
    '/opsportal/src/x\\..\\..\\package.json',
  ])('refuses %s', (url) => {
    expect(isDevPathAllowed(url, ROOT)).toBe(false);
  });
});

describe('finding 4: a deployment publishes no stand-in or loopback address, however spelled', () => {
  const publicOrigin = 'https://portal.example.com';
  it.each([
    'https://portal.example.com//stand-in/identity/',
    'https://portal.example.com:443/stand-in/identity/',
    'https://portal.example.com/STAND-IN/identity/',
    'https://portal.example.com/%73tand-in/identity/',
    'https://portal.example.com/opsportal/../stand-in/identity/',
    'https://PORTAL.example.com/stand-in/identity/',
    'http://localhost:4200/stand-in/identity/',
    'http://127.0.0.1:4200/identity/',
    'http://[::1]:4200/identity/',
  ])('IDENTITY_API_URL=%s is refused', (value) => {
    expect(() => checkDeploymentVariables({ ...DEPLOYMENT_ADDRESSES, IDENTITY_API_URL: value }, publicOrigin)).toThrow(ConfigError);
    expect(() => checkDeploymentVariables({ ...DEPLOYMENT_ADDRESSES, IDENTITY_API_URL: value }, publicOrigin)).toThrow(
      /^IDENTITY_API_URL: /,
    );
  });

  it('the deployment fixture itself passes', () => {
    expect(() => checkDeploymentVariables({ ...DEPLOYMENT_ADDRESSES }, publicOrigin)).not.toThrow();
  });

  it('HOST=0.0.0.0 without PUBLIC_ORIGIN does not start: it would publish localhost addresses to the network', () => {
    expect(() => readSettings({ HOST: '0.0.0.0' })).toThrow(ConfigError);
    expect(() => readSettings({ HOST: '::' })).toThrow(ConfigError);
    expect(() => readSettings({ ...DEPLOYMENT_ADDRESSES, HOST: '0.0.0.0' })).toThrow(/PUBLIC_ORIGIN/);
    // With a public origin and its addresses it starts, without stand-ins.
    expect(readSettings({ ...DEPLOYMENT_ENV, HOST: '0.0.0.0' }).standIns).toBe(false);
    // Listening on loopback only, a local start is unchanged.
    expect(readSettings({ HOST: '127.0.0.1' }).standIns).toBe(true);
  });
});

describe('note 7: LEAD_HELPER_SCRIPT_URL and SUPPORT_CHAT_URL may be set empty, as docs/server.md says', () => {
  it('empty: the start goes on and the config publishes no helper and no chat', () => {
    const settings = readSettings({ LEAD_HELPER_SCRIPT_URL: '', SUPPORT_CHAT_URL: '' });
    expect(settings.config.leadHelperScriptUrl).toBeUndefined();
    expect(settings.config.supportChatUrl).toBeUndefined();
    for (const config of settings.localConfigs.values()) {
      expect(config.leadHelperScriptUrl).toBeUndefined();
      expect(config.supportChatUrl).toBeUndefined();
    }
    const deployed = readSettings({ ...DEPLOYMENT_ENV, LEAD_HELPER_SCRIPT_URL: '', SUPPORT_CHAT_URL: '' });
    expect(deployed.config.leadHelperScriptUrl).toBeUndefined();
    expect(deployed.config.supportChatUrl).toBeUndefined();
  });
});
