/**
 * spec 7 "Headers and encryption": the one client's rules, checked on the requests it really
 * sends (a recording fetch in place of the network).
 */
import { createDecipheriv } from 'node:crypto';
import { TimeoutError } from 'ky';
import { describe, expect, it } from 'vitest';
import { BODY_IV } from '../../shared/body-iv.ts';
import { getAssetsBase, newsArticleUrl, newsFeedUrl, productsUrl } from '../../src/content/content-urls.ts';
import { REQUEST_TIMEOUT_MS, createHttpClient, isBearerExcluded, isNewsAsset, wantsXsrfHeader } from '../../src/lib/http.ts';

const PAGE = 'https://portal.example.com';
const TOKEN = 'eyJhbGciOiJFUzI1NiJ9.eyJjb250YWN0SWQiOjUwMDF9.sig';
/** The services the calls below are made to, as a published config names them (issue 40: the bearer goes to these). */
const TEST_ADDRESSES = {
  identityApiUrl: 'https://identity.example.com/',
  commonApiUrl: 'https://common.example.com/',
  assets: '/opsportal/assets/',
};

function recorder(respond: (request: Request) => Response | Promise<Response> = () => Response.json({ ok: true })) {
  const requests: Request[] = [];
  const bodies: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    bodies.push(await request.clone().text());
    return respond(request);
  }) as typeof globalThis.fetch;
  return { requests, bodies, fetch };
}

function client(
  options: {
    token?: string | null;
    xsrf?: string | null;
    /** The configured addresses (the published config's); the test deployment's by default. */
    addresses?: { identityApiUrl: string; commonApiUrl: string; assets: string };
    respond?: (request: Request) => Response | Promise<Response>;
    timeoutMs?: number;
  } = {},
) {
  const recording = recorder(options.respond);
  const http = createHttpClient({
    fetch: recording.fetch,
    getAccessToken: () => options.token ?? null,
    pageOrigin: () => PAGE,
    readXsrfCookie: () => options.xsrf ?? null,
    serviceAddresses: () => options.addresses ?? TEST_ADDRESSES,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  return { http, requests: recording.requests, bodies: recording.bodies };
}

describe('Authorization: Bearer', () => {
  it('goes with every call that has a token', async () => {
    const { http, requests } = client({ token: TOKEN });
    await http.post('https://common.example.com/application/v2/navigation', { json: { id: 27 } });
    await http.get('https://common.example.com/anything');
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`]);
  });

  it('is left off oauth2/token, application/keycloak, the identity provider token calls and the news asset', async () => {
    const { http, requests } = client({ token: TOKEN });
    await http.post('https://identity.example.com/oauth2/token', { body: new URLSearchParams({ grant_type: 'test' }) });
    await http.get('https://common.example.com/application/keycloak');
    await http.post('https://sso.example.com/realms/NA/protocol/openid-connect/token');
    await http.get(`${PAGE}/opsportal/assets/data/news.data.json`);
    await http.get(`${PAGE}/opsportal/assets/data/news/logistix-expands-early-delivery.json`);
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual([null, null, null, null, null]);
  });

  it('is absent without a token; a per-call token (a sign-in in progress) wins over the session', async () => {
    const anonymous = client();
    await anonymous.http.get('https://common.example.com/anything');
    expect(anonymous.requests[0]?.headers.get('authorization')).toBeNull();

    const { http, requests } = client({ token: 'session-token-of-someone-else' });
    await http.post('https://identity.example.com/redirect', { json: {}, context: { accessToken: TOKEN } });
    expect(requests[0]?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('the exclusion rules match paths, not look-alikes', () => {
    expect(isBearerExcluded(new URL('https://x.example.com/oauth2/token'))).toBe(true);
    expect(isBearerExcluded(new URL('https://x.example.com/oauth2/token-info'))).toBe(false);
    expect(isBearerExcluded(new URL('https://x.example.com/assets/data/products.data.json'))).toBe(false);
    expect(isBearerExcluded(new URL('https://x.example.com/oauth2/ehi-contact'))).toBe(false);
  });
});

describe('issue 40 finding 6: the bearer header goes only to the configured services and the page itself', () => {
  /** A deployment whose assets live on a CDN with no /assets/ segment in the address (docs/server.md allows it). */
  const cdn = {
    identityApiUrl: 'https://identity.example.com/api/',
    commonApiUrl: 'https://common.example.com/',
    assets: 'https://cdn.example.com/data/',
  };

  it('a news file on the assets host never carries it, nor does anything else on a host that is not a configured service', async () => {
    const { http, requests } = client({ token: TOKEN, addresses: cdn });
    await http.get('https://cdn.example.com/data/data/news.data.json');
    await http.get('https://cdn.example.com/data/data/news/logistix-expands-early-delivery.json');
    await http.get('https://cdn.example.com/data/data/products.data.json');
    await http.get('https://elsewhere.example.com/identity.example.com/api/x');
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual([null, null, null, null]);
  });

  it('the identity and common services get it, by origin, whatever the path', async () => {
    const { http, requests } = client({ token: TOKEN, addresses: cdn });
    await http.post('https://identity.example.com/api/redirect', { json: {} });
    await http.get('https://COMMON.example.com:443/application/v2/x');
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`]);
  });

  it('the news asset on the page itself is known by its configured address, compared as a parsed URL', async () => {
    const own = { ...cdn, assets: '/opsportal/content/' };
    const { http, requests } = client({ token: TOKEN, addresses: own });
    await http.get(`${PAGE}/opsportal/content/data/news.data.json`);
    await http.get(`${PAGE}/opsportal//CONTENT/./data/news/x.json`);
    await http.get(`${PAGE}/opsportal/content/data/%6eews.data.json`);
    await http.get(`${PAGE}/opsportal/content/data/products.data.json`);
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual([null, null, null, `Bearer ${TOKEN}`]);
  });

  it('knows the news asset where src/content/content-urls.ts puts it (the feed and each article), and nothing else', () => {
    const page = 'http://localhost/';
    const at = (address: string) => new URL(address, page);
    expect(isNewsAsset(at(newsFeedUrl()), getAssetsBase(), page)).toBe(true);
    expect(isNewsAsset(at(newsArticleUrl('logistix-expands-early-delivery')), getAssetsBase(), page)).toBe(true);
    expect(isNewsAsset(at(productsUrl()), getAssetsBase(), page)).toBe(false);
    expect(isNewsAsset(at(`${newsFeedUrl()}.bak`), getAssetsBase(), page)).toBe(false);
  });

  it('X-XSRF-TOKEN: an absolute URL on the page’s own origin is the page’s own (docs/decisions/xsrf-header-by-origin.md)', async () => {
    const { http, requests } = client({ xsrf: 'xsrf-value', addresses: cdn });
    await http.post(`${PAGE.toUpperCase()}:443/api/things`);
    await http.post('https://portal.example.com.evil.example/api/things');
    expect(requests.map((request) => request.headers.get('x-xsrf-token'))).toEqual(['xsrf-value', null]);
  });
});

describe('X-XSRF-TOKEN', () => {
  it('goes with state-changing calls to relative (same-origin) URLs only', async () => {
    const { http, requests } = client({ xsrf: 'xsrf-value' });
    await http.post(`${PAGE}/api/things`);
    await http.delete(`${PAGE}/api/things/1`);
    await http.get(`${PAGE}/api/things`);
    await http.post('https://identity.example.com/oauth2/token');
    expect(requests.map((request) => request.headers.get('x-xsrf-token'))).toEqual(['xsrf-value', 'xsrf-value', null, null]);
  });

  it('is not sent when there is no cookie', async () => {
    const { http, requests } = client({ xsrf: null });
    await http.post(`${PAGE}/api/things`);
    expect(requests[0]?.headers.has('x-xsrf-token')).toBe(false);
  });

  it('the rule itself: method and origin', () => {
    const url = new URL(`${PAGE}/x`);
    expect(wantsXsrfHeader('POST', url, PAGE)).toBe(true);
    expect(wantsXsrfHeader('put', url, PAGE)).toBe(true);
    expect(wantsXsrfHeader('GET', url, PAGE)).toBe(false);
    expect(wantsXsrfHeader('HEAD', url, PAGE)).toBe(false);
    expect(wantsXsrfHeader('POST', url, 'https://other.example.com')).toBe(false);
    expect(wantsXsrfHeader('POST', url, null)).toBe(false);
  });
});

describe('encrypted bodies', () => {
  it('a body with encrypted: true leaves as one AES string that decrypts (node:crypto) to the body', async () => {
    const { http, requests, bodies } = client({ token: TOKEN });
    await http.post('https://common.example.com/application/v2/navigation', { json: { id: 27, encrypted: true } });
    expect(requests[0]!.headers.get('content-type')).toBe('application/json');
    const sent = bodies[0]!;
    const cipherText = JSON.parse(sent) as string;
    expect(typeof cipherText).toBe('string');
    expect(sent).not.toContain('27');
    const decipher = createDecipheriv('aes-128-cbc', Buffer.from(TOKEN.slice(0, 16)), Buffer.from(BODY_IV));
    const plain = Buffer.concat([decipher.update(Buffer.from(cipherText, 'base64')), decipher.final()]).toString('utf8');
    expect(JSON.parse(plain)).toEqual({ id: 27, encrypted: true });
  });

  it('other bodies are plain JSON', async () => {
    const { http, bodies } = client({ token: TOKEN });
    await http.post('https://common.example.com/redirect', { json: { url: 'https://a.example.com', encrypted: false } });
    expect(JSON.parse(bodies[0]!)).toEqual({ url: 'https://a.example.com', encrypted: false });
  });

  it('cannot be sent without a token: the call fails before it leaves', async () => {
    const { http, requests } = client();
    await expect(http.post('https://common.example.com/application/v2/navigation', { json: { id: 27, encrypted: true } })).rejects.toThrow(
      /needs an access token/,
    );
    expect(requests).toHaveLength(0);
  });
});

describe('timeout', () => {
  it('is 10 s by default, shorter than the stand-in "slow" fault (15 s)', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    expect(REQUEST_TIMEOUT_MS).toBeLessThan(15_000);
  });

  it('a call that does not answer in time fails with a TimeoutError and is not retried', async () => {
    const { http, requests } = client({
      timeoutMs: 50,
      respond: (request) => new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
    });
    await expect(http.get('https://common.example.com/slow')).rejects.toBeInstanceOf(TimeoutError);
    expect(requests).toHaveLength(1);
  });
});
