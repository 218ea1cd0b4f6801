import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findByUserName } from '../../server/stand-in/demo-directory.ts';
import { ORIGIN, postForm, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const tokenFor = async (userName: string, ttl?: number) =>
  (await server.app.standIn!.identityTokens.issue(findByUserName(userName)!, ttl)).accessToken;
const get = (url: string) => server.app.inject({ method: 'GET', url });
const marker = (body: string, testId: string) => new RegExp(`data-testid="${testId}">([^<]*)<`).exec(body)?.[1];

describe('destination applications', () => {
  it('app 27 verifies the jwt of spec 4 and shows who arrived', async () => {
    const response = await get(`/stand-in/apps/app27/clientid-login?jwt=${await tokenFor('shop.demo')}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>App 27</h1>');
    expect(marker(response.body, 'verified')).toBe('valid');
    expect(marker(response.body, 'user')).toBe('shop.demo');
    expect(marker(response.body, 'user-type')).toBe('1');
    expect(marker(response.body, 'path')).toBe('/clientid-login');
  });

  it('app 27 accepts the atoken and ronumber variant and shows the parameters', async () => {
    const response = await get(`/stand-in/apps/app27/?atoken=${await tokenFor('shop.demo')}&ronumber=RO-42`);
    expect(marker(response.body, 'verified')).toBe('valid');
    expect(response.body).toContain('&quot;ronumber&quot;: &quot;RO-42&quot;');
  });

  it('app 25 verifies the supplier', async () => {
    const response = await get(`/stand-in/apps/app25/clientid-login?jwt=${await tokenFor('supplier.demo')}`);
    expect(response.body).toContain('<h1>App 25</h1>');
    expect(marker(response.body, 'user')).toBe('supplier.demo');
  });

  it.each([
    ['tampered', async () => `${(await tokenFor('shop.demo')).slice(0, -4)}AAAA`],
    ['expired', async () => tokenFor('shop.demo', -60)],
    ['not a JWT', async () => 'abc'],
  ])('answers 401 and invalid for a %s token', async (_name, make) => {
    const response = await get(`/stand-in/apps/app27/clientid-login?jwt=${encodeURIComponent(await make())}`);
    expect(response.statusCode).toBe(401);
    expect(marker(response.body, 'verified')).toBe('invalid');
  });

  it('without a token an application shows its landing page (Login Now links to baseUrl)', async () => {
    const response = await get('/stand-in/apps/app27/');
    expect(response.statusCode).toBe(200);
    expect(marker(response.body, 'verified')).toBe('none');
  });

  it('admin tool, insights and shopping verify their tokens', async () => {
    const admin = await get(`/stand-in/apps/admin-tool/login?jwt=${await tokenFor('admin.demo')}`);
    expect(marker(admin.body, 'user')).toBe('admin.demo');
    const insights = await get(`/stand-in/apps/insights/?token=${await tokenFor('insights.demo')}`);
    expect(marker(insights.body, 'user-type')).toBe('7');
    const shopping = await get(`/stand-in/apps/shopping/?atoken=${await tokenFor('ehi.demo')}&unqFile=U-77`);
    expect(marker(shopping.body, 'user')).toBe('ehi.demo');
    expect(shopping.body).toContain('&quot;unqFile&quot;: &quot;U-77&quot;');
  });

  it('logistix resolves the identity redirect guid once', async () => {
    const token = await tokenFor('logistix.demo');
    const guid = (
      await server.app.inject({
        method: 'POST',
        url: '/stand-in/identity/redirect',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          accessToken: token,
          expiresToken: 'Fri, 01 Jan 2100 00:00:00 GMT',
          refreshToken: 'r',
          currentUser: '{"userType":3}',
          url: `${ORIGIN}/stand-in/apps/logistix/`,
          parameters: null,
        },
      })
    ).json();
    const first = await get(`/stand-in/apps/logistix/external-login?guid=${guid}`);
    expect(first.statusCode).toBe(200);
    expect(marker(first.body, 'verified')).toBe('valid');
    expect(marker(first.body, 'user')).toBe('logistix.demo');
    expect(first.body).toContain('data-testid="handed-over"');
    const second = await get(`/stand-in/apps/logistix/external-login?guid=${guid}`);
    expect(second.statusCode).toBe(401);
    expect(marker(second.body, 'verified')).toBe('invalid');
  });

  it('dispatch resolves the common redirect token once at crossAppAuth/jump', async () => {
    const token = await tokenFor('dispatch.demo');
    const { token: jump } = (
      await server.app.inject({
        method: 'POST',
        url: '/stand-in/common/redirect',
        headers: { authorization: `Bearer ${token}` },
        payload: { url: `${ORIGIN}/stand-in/apps/dispatch` },
      })
    ).json();
    const first = await get(`/stand-in/apps/dispatch/crossAppAuth/jump?token=${jump}`);
    expect(marker(first.body, 'verified')).toBe('valid');
    expect(marker(first.body, 'user')).toBe('dispatch.demo');
    expect((await get(`/stand-in/apps/dispatch/crossAppAuth/jump?token=${jump}`)).statusCode).toBe(401);
  });

  it('the pages that need no token answer 200, an unknown application 404', async () => {
    for (const url of ['/stand-in/apps/dispatch/login', '/stand-in/apps/dealer-registration/', '/stand-in/apps/support-chat/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(marker(response.body, 'verified'), url).toBe('none');
    }
    expect((await get('/stand-in/apps/unknown/')).statusCode).toBe(404);
  });

  it('escapes what it shows', async () => {
    const response = await get('/stand-in/apps/app27/?x=%3Cscript%3Ealert(1)%3C/script%3E');
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('&lt;script&gt;');
  });
});

describe('remote support and partner pages', () => {
  it('shows the fast-support form fields', async () => {
    // The fields the fast-support form posts (docs/contracts.md).
    const response = await postForm(server.app, '/stand-in/remote-support/download', {
      name: 'Robin',
      supportSessionId: 'AB-123456',
      legal_info: '1',
      mask_id: '1',
      no_embed: '1',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('Robin');
    expect(response.body).toContain('AB-123456');
    expect((await get('/stand-in/remote-support/download')).statusCode).toBe(405);
  });

  it('the partner page embeds /opsportal/ehi-login with its query', async () => {
    const response = await get('/stand-in/partner/?companyId=1001&token=ehi-token-1001&uniqueId=U-1&other=x');
    expect(response.body).toContain('src="/opsportal/ehi-login?companyId=1001&amp;token=ehi-token-1001&amp;uniqueId=U-1"');
    expect(response.body).toContain('<script src="/stand-in/assets/partner.js"></script>');
  });
});
