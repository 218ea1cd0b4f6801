import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASH_ONLY_JS, HASHED_JS, header, ORIGIN, parseCsp, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PARTNER_ORIGINS: 'https://partner.example.com,https://other-partner.example.com' });
});
afterAll(async () => server.close());

describe('security headers', () => {
  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it('the portal document has a strict CSP that never allows inline or eval scripts', async () => {
    const response = await get('/opsportal/');
    expect(response.statusCode).toBe(200);
    const csp = parseCsp(response.headers['content-security-policy']);
    const scriptSrc = csp.get('script-src') ?? [];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    // Trusted Types: sinks take only what DOMPurify's policy or the script-address policy made.
    expect(csp.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(csp.get('trusted-types')).toEqual(['dompurify', 'portal-script-url']);
  });

  it('allows exactly the origins the config names', async () => {
    const csp = parseCsp((await get('/opsportal/')).headers['content-security-policy']);
    // Every default address is this server's own stand-in prefix.
    expect(csp.get('script-src')).toEqual(["'self'", ORIGIN]);
    expect(csp.get('connect-src')).toEqual(["'self'", ORIGIN]);
    expect(csp.get('frame-src')).toEqual(["'self'", ORIGIN, 'https://video.example.com']);
    expect(csp.get('form-action')).toEqual(["'self'", ORIGIN]);
  });

  it('the partner document /opsportal/ehi-login is the same index, framable by the partner origins only', async () => {
    const [index, ehi] = await Promise.all([get('/opsportal/'), get('/opsportal/ehi-login?companyId=1001')]);
    expect(ehi.statusCode).toBe(200);
    expect(ehi.body).toBe(index.body);
    const csp = parseCsp(ehi.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(['https://partner.example.com', 'https://other-partner.example.com']);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('silent-check-sso.html may be framed by the portal and its inline script is allowed by hash only', async () => {
    const response = await get('/opsportal/silent-check-sso.html');
    const csp = parseCsp(response.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    const scriptSrc = csp.get('script-src') ?? [];
    expect(scriptSrc.some((source) => source.startsWith("'sha256-"))).toBe(true);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it.each([
    '/opsportal/',
    `/opsportal/assets/${HASHED_JS}`,
    '/opsportal/assets/config.release.json',
    '/opsportal/missing',
    '/stand-in/common/application/keycloak',
  ])('%s carries Referrer-Policy, nosniff, COOP and a CSP', async (url) => {
    const response = await get(url);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(header(response.headers['content-security-policy'])).toContain("object-src 'none'");
  });

  it('/ and /opsportal redirect to /opsportal/', async () => {
    expect((await get('/')).headers.location).toBe('/opsportal/');
    expect((await get('/opsportal')).headers.location).toBe('/opsportal/');
  });
});

describe('cache headers', () => {
  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it('hashed bundles are immutable for a year', async () => {
    for (const file of [HASHED_JS, HASH_ONLY_JS]) {
      const response = await get(`/opsportal/assets/${file}`);
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
    }
  });

  it("the build's manifest is not served (it maps every file to its source module)", async () => {
    const response = await get('/opsportal/.vite/manifest.json');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('src/main.tsx');
  });

  it('index.html, the partner document, content data and the config are revalidated', async () => {
    for (const url of [
      '/opsportal/',
      '/opsportal/index.html',
      '/opsportal/ehi-login',
      '/opsportal/assets/data/products.data.json',
      '/opsportal/assets/config.release.json',
    ]) {
      expect((await get(url)).headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('the config is generated JSON', async () => {
    const response = await get('/opsportal/assets/config.release.json');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ portalUrl: `${ORIGIN}/opsportal/`, identityApiUrl: `${ORIGIN}/stand-in/identity/` });
  });
});

describe('precompressed files', () => {
  const get = (url: string, encoding?: string) =>
    server.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('serves the .br copy when brotli is accepted, .gz otherwise, plain when nothing is', async () => {
    const url = `/opsportal/assets/${HASHED_JS}`;
    const br = await get(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(header(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(url, 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(br.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']));
  });

  it('the index document is compressed too, with its document headers', async () => {
    const response = await get('/opsportal/', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(header(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
