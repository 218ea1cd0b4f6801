/**
 * Issue 40, property tests (docs/security.md "One reading of an address"): generated spellings of the server's guarded
 * paths (tests/support/spellings.ts: case, one or two rounds of percent-encoding, dot segments, doubled and trailing
 * slashes, encoded `?` and `#`, the absolute form, Host variants) get the plain spelling's answer or a refusal, never
 * something else. Requests go over a real socket as written (tests/server/support/raw-http.ts). Each property runs
 * PROPERTY_RUNS cases; a failure prints its seed (FC_SEED replays it).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDeploymentVariables } from '../../server/portal/config-check.ts';
import { devDocumentOf, isDevPathAllowed } from '../../server/portal/dev-documents.ts';
import { rateLimitGroup } from '../../server/portal/hardening.ts';
import { STAND_IN_CSP } from '../../server/portal/security-headers.ts';
import { FOREIGN_HOSTS, OWN_HOSTS, checkProperty, spellingOf } from '../support/spellings.ts';
import { DEPLOYMENT_ADDRESSES } from './support/deployment-env.ts';
import { rawClient, type RawAnswer } from './support/raw-http.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const ROOT = process.cwd();
const cspOf = (answer: RawAnswer) => String(answer.headers['content-security-policy']).split('; report-to')[0];
const REFUSALS = [400, 403, 404];

let server: TestServer;
let send: Awaited<ReturnType<typeof rawClient>>;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000000' });
  send = await rawClient(server.app);
});
afterAll(async () => server.close());

/** The stand-ins' GET routes a spelling may reach, with the plain answer's status and CSP read once. */
const STAND_IN_PATHS = ['/stand-in/lead/submissions', '/stand-in/apps/app27/clientid-login', '/stand-in/identity/.well-known/jwks.json'];
/** The portal's documents, each with its own policy (frame-ancestors none, partners, self). */
const DOCUMENT_PATHS = ['/opsportal/', '/opsportal/index.html', '/opsportal/ehi-login', '/opsportal/silent-check-sso.html'];

describe('generated spellings against the portal’s server', () => {
  it('a stand-in path in any spelling, from another site’s Host: refused, never answered', async () => {
    const spelled = fc.constantFrom(...STAND_IN_PATHS).chain((path) => spellingOf(path));
    await checkProperty(
      'stand-in Host check',
      fc.asyncProperty(spelled, fc.constantFrom(...FOREIGN_HOSTS), async (target, host) => {
        const answer = await send(target, { host });
        expect(REFUSALS, `${host} ${target} answered ${answer.status}`).toContain(answer.status);
        // No stand-in content: neither app 27's page, the identity keys nor the lead listing (a 404 may echo the address).
        expect(answer.body).not.toContain('App 27');
        expect(answer.body).not.toMatch(/"keys"\s*:|"submissions"\s*:|^\[/);
      }),
    );
  }, 120_000);

  it('a stand-in path in any spelling, from the portal’s own Host: the plain answer (status and CSP) or a refusal', async () => {
    const plain = new Map<string, RawAnswer>();
    for (const path of STAND_IN_PATHS) plain.set(path, await send(path));
    const spelled = fc.constantFrom(...STAND_IN_PATHS).chain((path) => spellingOf(path).map((target) => [path, target] as const));
    await checkProperty(
      'stand-in answers and policy',
      fc.asyncProperty(spelled, fc.constantFrom(...OWN_HOSTS), async ([path, target], host) => {
        const answer = await send(target, { host });
        const expected = plain.get(path)!;
        if (REFUSALS.includes(answer.status)) return;
        expect(answer.status, `${host} ${target}`).toBe(expected.status);
        // What a stand-in answers carries the stand-ins' policy, whatever the spelling (finding 3).
        expect(cspOf(answer), `${host} ${target}`).toBe(STAND_IN_CSP);
      }),
    );
  }, 120_000);

  it('a document in any spelling: the plain body with the plain policy, or a refusal', async () => {
    const plain = new Map<string, RawAnswer>();
    for (const path of DOCUMENT_PATHS) plain.set(path, await send(path));
    const spelled = fc.constantFrom(...DOCUMENT_PATHS).chain((path) => spellingOf(path).map((target) => [path, target] as const));
    await checkProperty(
      'document policy',
      fc.asyncProperty(spelled, async ([path, target]) => {
        const answer = await send(target);
        if (REFUSALS.includes(answer.status) || answer.status === 301 || answer.status === 302) return;
        const expected = plain.get(path)!;
        // What is served is one of the documents with its own policy (the same file at /opsportal/ and at the
        // partner path has two); a spelling never gets a looser policy than its plain path: it is the plain answer,
        // or the strictest (frame-ancestors 'none').
        const served = [...plain.values()].some((candidate) => candidate.body === answer.body && cspOf(candidate) === cspOf(answer));
        expect(served, `${target} answered ${answer.status} with a body and policy no document has`).toBe(true);
        if (answer.body !== expected.body || cspOf(answer) !== cspOf(expected))
          expect(cspOf(answer), `${target}: not the plain answer, so not framable`).toMatch(/frame-ancestors 'none'/);
      }),
    );
  }, 120_000);

  it('an absolute-form target is refused whatever it names and whatever the Host', async () => {
    const paths = fc.constantFrom(...STAND_IN_PATHS, ...DOCUMENT_PATHS).chain((path) => spellingOf(path));
    const authority = fc.constantFrom(
      'http://evil.example',
      'http://localhost:4200',
      'HTTP://LOCALHOST:4200',
      'https://portal.example.com',
    );
    await checkProperty(
      'absolute form',
      fc.asyncProperty(authority, paths, fc.constantFrom(...OWN_HOSTS, ...FOREIGN_HOSTS), async (origin, path, host) => {
        const answer = await send(`${origin}${path}`, { host });
        expect(answer.status, `${host} ${origin}${path}`).toBe(400);
      }),
    );
  }, 120_000);

  it('a limited POST route in any spelling counts in its group', async () => {
    const limited: Array<[string, string]> = [
      ['/stand-in/identity/oauth2/token', 'identity'],
      ['/stand-in/identity/redirect', 'identity'],
      ['/stand-in/common/redirect', 'common-redirect'],
      ['/stand-in/sso/realms/NA/protocol/openid-connect/token', 'sso-token'],
      ['/stand-in/lead/servlet/WebToLead', 'lead'],
      ['/opsportal/csp-report', 'csp-report'],
    ];
    const spelled = fc
      .constantFrom(...limited)
      .chain(([path, group]) => spellingOf(path, { suffix: false, escapes: false }).map((target) => [target, group] as const));
    await checkProperty(
      'rate-limit groups',
      fc.property(spelled, ([target, group]) => {
        expect(rateLimitGroup('POST', target), target).toBe(group);
      }),
    );
  });
});

describe('generated spellings against the dev server’s allowlist', () => {
  it('no spelling reaches a private file: what is allowed is allowed under every reading of it', async () => {
    const PRIVATE = [
      'node_modules/.package-lock.json',
      'package.json',
      'server/main.ts',
      'server/.data/submissions.jsonl',
      '.env',
      'dist/index.html',
    ];
    const escape = fc.constantFrom(
      '',
      'x/../',
      '../',
      'x%2F..%2F',
      '%2e%2e/',
      '%252e%252e/',
      'x%3F/../',
      'x%253F/../',
      'x%23/../',
      'x%2523/../',
    );
    const target = fc
      .tuple(
        fc.constantFrom('/opsportal/src/', '/opsportal/machines/', '/opsportal/node_modules/', '/opsportal/'),
        fc.array(escape, { maxLength: 3 }),
        fc.constantFrom(...PRIVATE),
      )
      .chain(([base, escapes, file]) =>
        spellingOf(`${base}${escapes.join('')}${file}`.replace(/\/$/, ''), { changeCase: false, suffix: false }),
      );
    /** The readings a server could take: decoded once or twice (segment by segment or as a whole), dots resolved. */
    const readings = (url: string): string[] => {
      const once = (text: string) =>
        text.replace(/(%[0-9a-f]{2})+/gi, (run) => {
          try {
            return decodeURIComponent(run);
          } catch {
            return run;
          }
        });
      const resolve = (text: string) => new URL(`http://x${text.replace(/[?#].*$/, '')}`).pathname;
      return [resolve(url), resolve(once(url)), resolve(once(once(url)))];
    };
    await checkProperty(
      'dev allowlist',
      fc.property(target, (url) => {
        // A document is the plugin's own answer (index.html, whatever the spelling), never a file Vite reads.
        if (!isDevPathAllowed(url, ROOT) || devDocumentOf(url) !== undefined) return;
        for (const reading of readings(url))
          expect(isDevPathAllowed(reading, ROOT), `${url} allowed, but read as ${reading} it is not`).toBe(true);
      }),
    );
  });
});

describe('generated spellings of a stand-in address in a deployment’s config', () => {
  it('every spelling of the public origin’s /stand-in/ is refused', async () => {
    const origin = fc.constantFrom(
      'https://portal.example.com',
      'https://PORTAL.example.com',
      'https://portal.example.com:443',
      'HTTPS://portal.example.com',
    );
    // Spellings that name the same address (no climbing dot segments: `/stand-in/%252e%252e/…` is another address).
    const path = spellingOf('/stand-in/identity/', { suffix: false, escapes: false });
    await checkProperty(
      'deployment addresses',
      fc.property(origin, path, (base, spelled) => {
        const value = `${base}${spelled}`;
        expect(
          () => checkDeploymentVariables({ ...DEPLOYMENT_ADDRESSES, IDENTITY_API_URL: value }, 'https://portal.example.com'),
          value,
        ).toThrow(/^IDENTITY_API_URL: /);
      }),
    );
  });
});
