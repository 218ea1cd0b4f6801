import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Submission } from '../../server/stand-in/lead-capture.ts';
import { ORIGIN, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RETURN_URL_ORIGINS: 'https://www.example.com' });
});
afterAll(async () => server.close());

const RETURN = `${ORIGIN}/opsportal/#/contactus?status=200`;
const post = (endpoint: 'WebToLead' | 'WebToCase', fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(name, item);
  return server.app.inject({
    method: 'POST',
    url: `/stand-in/lead/servlet/${endpoint}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body.toString(),
  });
};
const captchaToken = async () =>
  (await server.app.inject({ method: 'POST', url: '/stand-in/captcha/token', payload: { sitekey: 'stand-in-site-key' } })).json()
    .token as string;
/** Stored records whose email field is `email` (timestamps alone can tie within a millisecond). */
const storedFor = async (email: string) => (await submissions()).filter((record) => record.fields.email === email);
const submissions = async (since?: string) =>
  (
    await server.app.inject({ method: 'GET', url: `/stand-in/lead/submissions${since ? `?since=${encodeURIComponent(since)}` : ''}` })
  ).json() as Submission[];

const contactFields = (overrides: Record<string, string> = {}) => ({
  oid: '00D000000000EXAMPLE',
  retURL: RETURN,
  lead_source: 'Contact Us',
  first_name: 'Casey',
  last_name: 'Contact',
  phone: '(555)-010-0100',
  email: 'casey@example.com',
  company: 'Example Body Shop',
  industry: 'Collision Repairer',
  '00N000000000001': 'PartsTrax and DeliveryTrax',
  ...overrides,
});

describe('WebToLead', () => {
  it('stores the contact form with a valid captcha and redirects to retURL', async () => {
    const response = await post('WebToLead', contactFields({ email: 'first@example.com', 'g-recaptcha-response': await captchaToken() }));
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(RETURN);
    const [stored] = await storedFor('first@example.com');
    expect(stored).toMatchObject({ endpoint: 'WebToLead', captcha: 'ok', organisation: 'ok', rejected: null, redirectedTo: RETURN });
    expect(stored!.fields).toMatchObject({ first_name: 'Casey', email: 'first@example.com', lead_source: 'Contact Us' });
  });

  it('refuses the contact form without a captcha, or with one already used, and still stores it', async () => {
    const email = 'second@example.com';
    const missing = await post('WebToLead', contactFields({ email }));
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('data-reason="captcha"');
    const token = await captchaToken();
    expect((await post('WebToLead', contactFields({ email, 'g-recaptcha-response': token }))).statusCode).toBe(302);
    const reused = await post('WebToLead', contactFields({ email, 'g-recaptcha-response': token }));
    expect(reused.statusCode).toBe(400);
    const stored = await storedFor(email);
    expect(stored.map((record) => [record.captcha, record.rejected])).toEqual([
      ['missing', 'captcha'],
      ['ok', null],
      ['invalid', 'captcha'],
    ]);
  });

  it('accepts landing forms without a captcha, flagged, and keeps repeated fields as arrays', async () => {
    const response = await post('WebToLead', {
      oid: '00D000000000EXAMPLE',
      retURL: `${ORIGIN}/opsportal/#/subscribe?status=200`,
      lead_source: 'Subscriber Request',
      email: 'sub@example.com',
      '00N000000000002': ['ValuTrax', 'TraxPod'],
    });
    expect(response.statusCode).toBe(302);
    const [stored] = await storedFor('sub@example.com');
    expect(stored).toMatchObject({ captcha: 'missing', rejected: null });
    expect(stored!.fields['00N000000000002']).toEqual(['ValuTrax', 'TraxPod']);
  });

  it('flags a wrong or missing organisation id', async () => {
    await post('WebToLead', { oid: 'other', retURL: RETURN, lead_source: 'DeliveryTrax landing Form', email: 'a@example.com' });
    await post('WebToLead', { retURL: RETURN, lead_source: 'DeliveryTrax landing Form', email: 'b@example.com' });
    expect((await storedFor('a@example.com'))[0]?.organisation).toBe('unknown');
    expect((await storedFor('b@example.com'))[0]?.organisation).toBe('missing');
  });
});

describe('retURL allowlist', () => {
  let sequence = 0;
  const landing = (retURL: string | undefined, email = `landing-${(sequence += 1)}@example.com`) =>
    post('WebToLead', {
      oid: '00D000000000EXAMPLE',
      lead_source: 'DeliveryTrax landing Form',
      email,
      ...(retURL === undefined ? {} : { retURL }),
    });

  it.each([
    `${ORIGIN}/opsportal/#/deliverytrax-ad?status=200`,
    `${ORIGIN}/opsportal/?x=1#/traxmobile-ad?status=200`,
    'https://www.example.com/opsportal/#/support?status=200',
  ])('allows %s', async (retURL) => {
    const response = await landing(retURL);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(retURL);
  });

  it.each([
    ['another origin', 'https://evil.example.com/opsportal/#/contactus?status=200'],
    ['the same host on another port', 'http://localhost:4201/opsportal/'],
    ['javascript:', 'javascript:alert(document.domain)'],
    ['protocol-relative', '//evil.example.com/opsportal/'],
    ['a relative path', '/opsportal/#/contactus?status=200'],
    ['a path outside the portal', `${ORIGIN}/stand-in/apps/app27/`],
    ['a path escaping the portal', `${ORIGIN}/opsportal/../stand-in/apps/app27/`],
    ['credentials in the URL', `http://user:pass@localhost:4200/opsportal/`],
    ['backslash trickery', `${ORIGIN}\\@evil.example.com/opsportal/`],
    ['nothing', undefined],
  ])('refuses %s with 400 and stores it flagged', async (_name, retURL) => {
    const email = `refused-${(sequence += 1)}@example.com`;
    const response = await landing(retURL, email);
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('data-reason="retURL"');
    const stored = (await submissions()).find((record) => record.fields.email === email);
    expect(stored).toMatchObject({ rejected: 'retURL', redirectedTo: null });
  });
});

describe('WebToCase', () => {
  it('stores the support form and redirects to /support?status=200', async () => {
    const retURL = `${ORIGIN}/opsportal/#/support?status=200`;
    const response = await post('WebToCase', {
      orgid: '00D000000000EXAMPLE',
      retURL,
      name: 'Pat Support',
      phone: '5550100100',
      email: 'pat@example.com',
      subject: 'Cannot print invoices',
      description: 'Since Monday.',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(retURL);
    const [stored] = await storedFor('pat@example.com');
    expect(stored).toMatchObject({ endpoint: 'WebToCase', organisation: 'ok', rejected: null });
    expect(stored!.fields.subject).toBe('Cannot print invoices');
  });
});

describe('submissions list and file', () => {
  it('filters by since and by endpoint, and refuses a bad date', async () => {
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(await submissions(future)).toEqual([]);
    const cases = (await server.app.inject({ method: 'GET', url: '/stand-in/lead/submissions?endpoint=WebToCase' })).json();
    expect(cases.every((record: { endpoint: string }) => record.endpoint === 'WebToCase')).toBe(true);
    expect((await server.app.inject({ method: 'GET', url: '/stand-in/lead/submissions?since=yesterday' })).statusCode).toBe(400);
  });

  it('writes one JSON line per submission under DATA_DIR', async () => {
    const lines = readFileSync(join(server.dataDir, 'submissions.jsonl'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBe((await submissions()).length);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });
});

describe('captcha and helper scripts', () => {
  it('issues tokens for the configured site key only', async () => {
    const bad = await server.app.inject({ method: 'POST', url: '/stand-in/captcha/token', payload: { sitekey: 'other' } });
    expect(bad.statusCode).toBe(400);
    const good = await server.app.inject({ method: 'POST', url: '/stand-in/captcha/token', payload: { sitekey: 'stand-in-site-key' } });
    expect(good.json()).toMatchObject({ expiresIn: 120 });
  });

  it('serves api.js and lead-helper.js as scripts with no inline-style constructs', async () => {
    const api = await server.app.inject({ method: 'GET', url: '/stand-in/captcha/api.js?onload=onCaptchaLoad&render=explicit' });
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-type']).toMatch(/^text\/javascript/);
    expect(api.body).toContain('window.grecaptcha');
    // CSP-safe: no HTML strings, no style attributes, no <style> elements (comments aside).
    const code = api.body.replace(/^\s*\/\/.*$/gm, '');
    expect(code).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|setAttribute\(\s*['"]style|createElement\(\s*['"]style|cssText/);
    const helper = await server.app.inject({ method: 'GET', url: '/stand-in/lead/lead-helper.js' });
    expect(helper.body).toContain('window.leadHelper');
  });
});
