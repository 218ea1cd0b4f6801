import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultServiceFor, parseFaultCookie } from '../../server/portal/fault-switch.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe('fault cookie parsing', () => {
  it('reads several services and ignores unknown ones', () => {
    const faults = parseFaultCookie('a=b; stand-in-fault=identity:500,common:slow,bogus:500,lead:explode; c=d');
    expect([...faults]).toEqual([
      ['identity', '500'],
      ['common', 'slow'],
    ]);
    expect(parseFaultCookie('stand-in-fault=config%3Amalformed').get('config')).toBe('malformed');
    expect(parseFaultCookie(undefined).size).toBe(0);
  });

  it('maps URLs to services', () => {
    expect(faultServiceFor('/opsportal/assets/config.release.json')).toBe('config');
    expect(faultServiceFor('/opsportal/assets/data/news.data.json')).toBe('content');
    expect(faultServiceFor('/stand-in/identity/oauth2/token')).toBe('identity');
    expect(faultServiceFor('/stand-in/sso/realms/NA/.well-known/openid-configuration')).toBe('sso');
    expect(faultServiceFor('/opsportal/')).toBeNull();
    expect(faultServiceFor('/stand-in/apps/app27/')).toBeNull();
  });
});

describe('without STAND_IN_FAULTS the cookie does nothing', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('serves the config normally', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/opsportal/assets/config.release.json',
      headers: { cookie: 'stand-in-fault=config:500' },
    });
    expect(response.statusCode).toBe(200);
    expect(() => response.json()).not.toThrow();
  });
});

describe('with STAND_IN_FAULTS=1', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ STAND_IN_FAULTS: '1', STAND_IN_SLOW_MS: '300' });
  });
  afterAll(async () => server.close());
  const get = (url: string, fault?: string) =>
    server.app.inject({ method: 'GET', url, headers: fault ? { cookie: `stand-in-fault=${fault}` } : {} });

  it('500 answers 500 for the named service only, with the security headers', async () => {
    const config = await get('/opsportal/assets/config.release.json', 'config:500,common:malformed');
    expect(config.statusCode).toBe(500);
    expect(config.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('/opsportal/assets/data/products.data.json', 'config:500')).statusCode).toBe(200);
    expect((await get('/opsportal/', 'config:500')).statusCode).toBe(200);
  });

  it('malformed answers 200 with a body that is not JSON', async () => {
    const content = await get('/opsportal/assets/data/products.data.json', 'content:malformed');
    expect(content.statusCode).toBe(200);
    expect(() => JSON.parse(content.body)).toThrow();
    const keycloak = await get('/stand-in/common/application/keycloak', 'common:malformed');
    expect(() => JSON.parse(keycloak.body)).toThrow();
  });

  it('slow answers normally after the delay', async () => {
    const started = performance.now();
    const response = await get('/stand-in/common/application/keycloak', 'common:slow');
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
    expect(response.json()).toEqual({ enabled: false });
  });

  it('applies to identity, sso and lead', async () => {
    const identity = await server.app.inject({
      method: 'POST',
      url: '/stand-in/identity/oauth2/token',
      headers: { cookie: 'stand-in-fault=identity:500' },
      payload: {},
    });
    expect(identity.statusCode).toBe(500);
    expect((await get('/stand-in/sso/realms/NA/.well-known/openid-configuration', 'sso:500')).statusCode).toBe(500);
    expect((await get('/stand-in/lead/submissions', 'lead:500')).statusCode).toBe(500);
  });

  it('down destroys the socket (over a real port)', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const outcome = await new Promise<string>((resolve) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: '/opsportal/assets/config.release.json', headers: { cookie: 'stand-in-fault=config:down' } },
        (response) => resolve(`status ${response.statusCode}`),
      );
      request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      request.end();
    });
    expect(outcome).toBe('ECONNRESET');
  });
});

describe('request log', () => {
  it('masks secrets in the query and keeps the rest', async () => {
    const { redactUrl } = await import('../../server/portal/request-log.ts');
    // docs/security.md: ronumber and username are personal data and masked too; other values stay.
    expect(redactUrl('/stand-in/apps/app27/clientid-login?jwt=eyJ.x.y&lang=en')).toBe(
      '/stand-in/apps/app27/clientid-login?jwt=***&lang=en',
    );
    expect(redactUrl('/a?username=ann&ronumber=RO-1&uniqueId=U-1')).toBe('/a?username=***&ronumber=***&uniqueId=U-1');
    expect(redactUrl('/a?Token=1&guid=2&code=3')).toBe('/a?Token=***&guid=***&code=***');
    expect(redactUrl('/opsportal/')).toBe('/opsportal/');
  });
});
