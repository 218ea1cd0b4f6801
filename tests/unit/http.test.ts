/**
 * spec 7 "Headers and encryption": the one client's rules, checked on the requests it really
 * sends (a recording fetch in place of the network).
 */
import { createDecipheriv } from 'node:crypto';
import { TimeoutError } from 'ky';
import { describe, expect, it } from 'vitest';
import { BODY_IV } from '../../src/lib/crypto.ts';
import { REQUEST_TIMEOUT_MS, createHttpClient, isBearerExcluded, wantsXsrfHeader } from '../../src/lib/http.ts';

const PAGE = 'https://portal.example.com';
const TOKEN = 'eyJhbGciOiJFUzI1NiJ9.eyJjb250YWN0SWQiOjUwMDF9.sig';

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
