/**
 * The live view's pieces that decide what leaves the page and who is answered (docs/decisions/statechart-live-view.md):
 * the redaction of a report, the local-only rule, the catalogue's file lookup, its page's CSP change, the store of
 * reports, and which modules get the reporting copies of xstate and @xstate/react (the app's only).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LiveStore, catalogueFile, devLiveView, isLocalRequest, liveCatalogueHtml, LIVE_SCRIPT_TAG } from '../../server/dev-live.ts';
import type { LiveReport } from '../../shared/dev-live-protocol.ts';
import { REDACTED, redact, redactString } from '../../src/dev-live/redact.ts';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJjb250YWN0SWQiOjUwMDF9.c2lnbmF0dXJl';

describe('redact: no credential leaves the page', () => {
  it('takes out fields named for a credential, at any depth, whatever the value', () => {
    const context = {
      credentials: { username: 'shop.demo', password: 'Demo-Pass-1' },
      session: { accessToken: JWT, refreshToken: 'r-123', expires: '2026-11-29', user: { userType: 1 } },
      form: { values: { name: 'Ann', clientSecret: 's3' }, apiKey: 'k', Authorization: 'Bearer x' },
      passed: true,
    };
    const copy = JSON.stringify(redact(context));
    for (const secret of ['Demo-Pass-1', JWT, 'r-123', 's3', '"k"', 'Bearer x']) expect(copy).not.toContain(secret);
    expect(redact(context)).toMatchObject({
      credentials: REDACTED,
      session: { accessToken: REDACTED, refreshToken: REDACTED, expires: '2026-11-29', user: { userType: 1 } },
      passed: true,
    });
    expect(redact({ event: { type: 'credentials.submit', username: 'u', password: 'p' } })).toEqual({
      event: { type: 'credentials.submit', username: 'u', password: REDACTED },
    });
  });

  it('cuts JWTs and credential parameters out of any string (a destination address carries the token)', () => {
    expect(redactString(`https://app27.example/clientid-login?jwt=${JWT}`)).toBe(`https://app27.example/clientid-login?jwt=${REDACTED}`);
    expect(redactString(`x?guid=abc-123&ok=1`)).toBe(`x?guid=${REDACTED}&ok=1`);
    expect(redactString(`the token ${JWT} expired`)).toBe(`the token ${REDACTED} expired`);
    expect(redact({ url: `https://d.example/crossAppAuth/jump?token=t0k3n` })).toEqual({
      url: `https://d.example/crossAppAuth/jump?token=${REDACTED}`,
    });
  });

  it('keeps empty credential fields visible as empty, and survives cycles, actors, functions and depth', () => {
    expect(redact({ password: '', token: null })).toEqual({ password: '', token: null });
    const cyclic: Record<string, unknown> = { name: 'a' };
    cyclic.self = cyclic;
    expect(redact(cyclic)).toEqual({ name: 'a', self: '[cycle]' });
    expect(redact({ child: { id: 'routeUser', sessionId: 'x:3', send: () => {} } })).toEqual({ child: '[actor routeUser]' });
    expect(redact({ f: () => 1 })).toEqual({ f: '[function]' });
    expect(JSON.stringify(redact({ a: { b: { c: { d: { e: { f: { g: 1 } } } } } } }))).toContain('[…]');
  });
});

const request = (remoteAddress: string, host: string) => ({ socket: { remoteAddress }, headers: { host } });

describe('the live view answers this machine only', () => {
  it('needs a loopback address and a loopback Host', () => {
    expect(isLocalRequest(request('127.0.0.1', '127.0.0.1:5173'))).toBe(true);
    expect(isLocalRequest(request('::1', 'localhost:5173'))).toBe(true);
    expect(isLocalRequest(request('::ffff:127.0.0.1', '[::1]:5173'))).toBe(true);
    expect(isLocalRequest(request('192.168.1.20', 'localhost:5173'))).toBe(false);
    expect(isLocalRequest(request('127.0.0.1', 'attacker.example:5173'))).toBe(false);
    expect(isLocalRequest(request('127.0.0.1', 'localhost.attacker.example'))).toBe(false);
  });

  it('serves files of docs/statecharts/ only', () => {
    const dir = '/repo/docs/statecharts';
    expect(catalogueFile(dir, '/__statecharts/')).toBe(join(dir, 'index.html'));
    expect(catalogueFile(dir, '/__statecharts/storyboard/loginForm/leaving@app27.phone.webp')).toBe(
      join(dir, 'storyboard/loginForm/leaving@app27.phone.webp'),
    );
    for (const path of [
      '/__statecharts/../package.json',
      '/__statecharts/..%2Fpackage.json',
      '/__statecharts/.hidden',
      '/__statecharts/a//b',
      '/__statecharts/%E0%A4%A',
    ])
      expect(catalogueFile(dir, path), path).toBeNull();
  });

  it("adds the live script and lets the catalogue's own CSP connect to its origin, nothing else", () => {
    const page = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self'"><body><p>x</p></body>`;
    expect(liveCatalogueHtml(page)).toBe(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; connect-src 'self'; script-src 'self'"><body><p>x</p>${LIVE_SCRIPT_TAG}\n</body>`,
    );
  });
});

const report = (over: Partial<LiveReport>): LiveReport => ({
  pageId: 'p1',
  sessionId: 'x:1',
  machine: 'loginForm',
  parent: null,
  status: 'active',
  states: ['idle'],
  context: {},
  events: [],
  accepts: [],
  at: 1,
  ...over,
});

describe('the store of reports', () => {
  it('keeps the latest per actor, forgets a stopped one and a page that went away, and tells its listeners', () => {
    const store = new LiveStore();
    const heard: string[] = [];
    store.subscribe((r) => heard.push(`${r.sessionId}:${r.status}:${r.states.join()}`));
    store.update(report({ states: ['loading'] }));
    store.update(report({ states: ['failed'] }));
    store.update(report({ sessionId: 'x:2', machine: 'navMenu', states: ['mobile.closed'] }));
    expect([...store.actors.values()].map((r) => r.states.join())).toEqual(['failed', 'mobile.closed']);
    store.update(report({ sessionId: 'x:2', status: 'stopped' }));
    expect(store.actors.size).toBe(1);
    store.forgetPage('p1');
    expect(store.actors.size).toBe(0);
    expect(heard).toEqual([
      'x:1:active:loading',
      'x:1:active:failed',
      'x:2:active:mobile.closed',
      'x:2:stopped:idle',
      'x:1:stopped:failed',
    ]);
    store.update({ nonsense: true } as unknown as LiveReport);
    expect(store.actors.size).toBe(0);
  });
});

describe('which modules report', () => {
  const root = '/repo';
  const plugin = devLiveView(root);
  const resolve = (source: string, importer?: string) =>
    (plugin.resolveId as unknown as (source: string, importer?: string) => string | null).call({}, source, importer);

  it("gives the app's modules the reporting copies, and keeps the originals for the copies, the machines and the libraries", () => {
    expect(resolve('@xstate/react', '/repo/src/sign-in/login-panel.tsx')).toBe('/repo/src/dev-live/xstate-react.ts');
    expect(resolve('xstate', '/repo/src/actors/code/code-loader.ts?v=1')).toBe('/repo/src/dev-live/xstate.ts');
    expect(resolve('xstate', '/repo/src/dev-live/xstate.ts')).toBeNull();
    expect(resolve('@xstate/react', '/repo/src/dev-live/xstate-react.ts')).toBeNull();
    expect(resolve('xstate', '/repo/machines/login-form.machine.ts')).toBeNull();
    expect(resolve('xstate', '/repo/node_modules/@xstate/react/dist/index.js')).toBeNull();
    expect(resolve('react', '/repo/src/main.tsx')).toBeNull();
  });

  it('is a dev-server plugin only', () => {
    expect(plugin.apply).toBe('serve');
  });
});
