/**
 * The real sign-in actors (src/actors/auth/sign-in-actors.ts) driving the machines against the
 * stand-in services, with the browser's effects recorded: every demo account of spec 6 ends where
 * it should. Plus the pure pieces: destination addresses, partner postMessage targets, address
 * scrubbing.
 */
import { createActor, toPromise } from 'xstate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginFormMachine } from '../../machines/login-form.machine.ts';
import { partnerLoginMachine } from '../../machines/partner-login.machine.ts';
import { tokenLoginMachine } from '../../machines/token-login.machine.ts';
import { splitCredentials } from '../../src/actors/auth/address.ts';
import { createAuthService } from '../../src/actors/auth/auth-service.ts';
import {
  applicationOrigins,
  assertDestination,
  clientIdLoginUrl,
  dispatchJumpUrl,
  externalLoginUrl,
  shoppingUrl,
  assertHttpUrl,
} from '../../src/actors/auth/destinations.ts';
import { partnerTargetOrigins, postToPartnerWindows, type MessageTarget } from '../../src/actors/auth/partner-messaging.ts';
import { createSignInActors, type BrowserEffects } from '../../src/actors/auth/sign-in-actors.ts';
import { createHttpClient } from '../../src/lib/http.ts';
import { ORIGIN, injectFetch, startTestServer, type TestServer } from '../server/support/test-server.ts';

vi.mock('../../src/actors/toast/show-toast.ts', () => ({ showErrorToast: vi.fn(), showInfoToast: vi.fn() }));
const { showErrorToast } = await import('../../src/actors/toast/show-toast.ts');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

function setUp(openTabAllowed = true) {
  const browser = {
    left: [] as string[],
    tabs: [] as string[],
    leaveFor: (url: string) => browser.left.push(url),
    openTab: (url: string) => {
      browser.tabs.push(url);
      return openTabAllowed;
    },
    partnerWindows: () => ({ self: {}, parent: null, top: null }),
  } satisfies BrowserEffects & { left: string[]; tabs: string[] };
  const client = createHttpClient({ fetch: injectFetch(server.app), pageOrigin: () => ORIGIN });
  const actors = createSignInActors(server.settings.config, { service: createAuthService(server.settings.config, client), browser });
  return { actors, browser };
}

async function signIn(username: string, password = 'Demo-Pass-1', openTabAllowed = true) {
  const { actors, browser } = setUp(openTabAllowed);
  const actor = createActor(
    loginFormMachine.provide({
      actors: { requestToken: actors.requestToken, routeUser: actors.routeUser },
      actions: { storeSession: () => {} },
    }),
    { input: { storedProductId: null } },
  ).start();
  actor.send({ type: 'credentials.submit', username, password });
  await vi.waitFor(() => expect(['leaving', 'idle', 'failed', 'handedOff', 'linkOffered']).toContain(actor.getSnapshot().value), {
    timeout: 5000,
  });
  return { snapshot: actor.getSnapshot(), browser };
}

/** What the destination stand-in sees at that address. */
async function arrive(url: string) {
  const target = new URL(url);
  const response = await server.app.inject({ method: 'GET', url: target.pathname + target.search });
  const text = response.body;
  const pick = (testId: string) => new RegExp(`data-testid="${testId}">([^<]*)<`).exec(text)?.[1] ?? null;
  return { status: response.statusCode, verified: pick('verified'), user: pick('user'), path: pick('path') };
}

describe('every demo account lands where spec 6 says', () => {
  it.each([
    ['shop.demo', '/stand-in/apps/app27/clientid-login', 'jwt'],
    ['supplier.demo', '/stand-in/apps/app25/clientid-login', 'jwt'],
    ['admin.demo', '/stand-in/apps/admin-tool/clientid-login', 'jwt'],
    ['logistix.demo', '/stand-in/apps/logistix/external-login', 'guid'],
    ['insights.demo', '/stand-in/apps/insights/clientid-login', 'jwt'],
  ])('%s → %s?%s=…, and the destination verifies the hand-over', async (username, path, param) => {
    const { snapshot, browser } = await signIn(username);
    expect(snapshot.value).toBe('leaving');
    expect(browser.left).toHaveLength(1);
    const url = new URL(browser.left[0]!);
    expect(url.origin + url.pathname).toBe(ORIGIN + path);
    expect([...url.searchParams.keys()]).toEqual([param]);
    expect(await arrive(browser.left[0]!)).toMatchObject({ status: 200, verified: 'valid', user: username });
  });

  it('dispatch.demo opens {dispatch}/crossAppAuth/jump?token= in a new tab; the portal stays', async () => {
    const { snapshot, browser } = await signIn('dispatch.demo');
    expect(snapshot.value).toBe('handedOff');
    expect(browser.left).toEqual([]);
    expect(browser.tabs).toHaveLength(1);
    expect(browser.tabs[0]).toMatch(new RegExp(`^${ORIGIN}/stand-in/apps/dispatch/crossAppAuth/jump\\?token=[\\w-]+$`));
    expect(await arrive(browser.tabs[0]!)).toMatchObject({ verified: 'valid', user: 'dispatch.demo' });
  });

  it('a blocked dispatch tab offers the link, which still works once', async () => {
    const { snapshot, browser } = await signIn('dispatch.demo', 'Demo-Pass-1', false);
    expect(snapshot.value).toBe('linkOffered');
    expect(snapshot.context.offeredUrl).toBe(browser.tabs[0]);
    expect(await arrive(snapshot.context.offeredUrl!)).toMatchObject({ verified: 'valid' });
  });

  it("internal.demo gets the toast 'Invalid username or password.' and stays", async () => {
    const { snapshot, browser } = await signIn('internal.demo');
    expect(snapshot.value).toBe('idle');
    expect(browser.left).toEqual([]);
    expect(showErrorToast).toHaveBeenCalledWith('Invalid username or password.');
  });

  it('a wrong password (case matters) shows the identity service description', async () => {
    const { snapshot } = await signIn('shop.demo', 'demo-pass-1');
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.error).toBe('The user name or password is incorrect.');
  });
});

describe('admin-panel tokens and partner login with the real actors', () => {
  it.each([
    ['admin-token-1', 'app27'],
    ['admin-token-2', 'app25'],
  ])('%s → %s clientid-login with jwt', async (token, app) => {
    const { actors, browser } = setUp();
    const actor = createActor(
      tokenLoginMachine.provide({ actors: { logInWithToken: actors.logInWithToken, routeUser: actors.routeUser } }),
      { input: { token } },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('leaving'));
    expect(browser.left[0]).toMatch(new RegExp(`^${ORIGIN}/stand-in/apps/${app}/clientid-login\\?jwt=`));
    expect(await arrive(browser.left[0]!)).toMatchObject({ verified: 'valid' });
  });

  it("a bad admin token reads 'Invalid token'", async () => {
    const { actors } = setUp();
    const actor = createActor(tokenLoginMachine.provide({ actors: { logInWithToken: actors.logInWithToken } }), {
      input: { token: 'admin-token-9' },
    }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context.error).toBe('Invalid token');
  });

  it('partner by token: the shopping app with atoken and unqFile', async () => {
    const { actors, browser } = setUp();
    const actor = createActor(
      partnerLoginMachine.provide({
        actors: { resolveContact: actors.resolveContact, partnerLogin: actors.partnerLogin },
        actions: { leaveFor: actors.actions.leaveFor },
      }),
      { input: { companyId: '1001', token: 'ehi-token-1001', uniqueId: 'FILE-42' } },
    ).start();
    await toPromise(actor);
    const url = new URL(browser.left[0]!);
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/stand-in/apps/shopping/`);
    expect(url.searchParams.get('unqFile')).toBe('FILE-42');
    expect(await arrive(browser.left[0]!)).toMatchObject({ verified: 'valid', user: 'ehi.demo' });
  });
});

describe('destination addresses', () => {
  it('encode what they carry and never build a non-http address', () => {
    expect(clientIdLoginUrl('https://a.example.com/app27/', 'x.y.z')).toBe('https://a.example.com/app27/clientid-login?jwt=x.y.z');
    expect(clientIdLoginUrl('https://a.example.com/app27', 't', 'RO 1&x=2')).toBe(
      'https://a.example.com/app27/clientid-login?atoken=t&ronumber=RO+1%26x%3D2',
    );
    expect(externalLoginUrl('https://l.example.com/', 'g-1')).toBe('https://l.example.com/external-login?guid=g-1');
    expect(dispatchJumpUrl('https://d.example.com/dispatch', 'tok')).toBe('https://d.example.com/dispatch/crossAppAuth/jump?token=tok');
    expect(shoppingUrl('https://s.example.com/shop/', 't', null)).toBe('https://s.example.com/shop/?atoken=t');
    expect(() => assertHttpUrl('javascript:alert(1)')).toThrow();
  });

  it('from a service answer receive the token only on a configured application origin, https outside this machine (docs/decisions/destination-origins.md)', () => {
    const allowed = applicationOrigins({
      baseUrl: 'https://order.example.com/app27/',
      apps: { adminTool: 'https://admin.example.com/', insights: 'http://localhost:4200/stand-in/apps/insights/' },
    });
    expect([...allowed]).toEqual(['https://order.example.com', 'https://admin.example.com', 'http://localhost:4200']);
    expect(assertDestination('https://order.example.com/app25/', allowed)).toBe('https://order.example.com/app25/');
    expect(assertDestination('http://localhost:4200/stand-in/apps/app25/', allowed)).toBe('http://localhost:4200/stand-in/apps/app25/');
    expect(() => assertDestination('https://attacker.example.net/app27/', allowed)).toThrow(
      'Not a configured application origin: https://attacker.example.net',
    );
    expect(() => assertDestination('https://order.example.com.attacker.example.net/', allowed)).toThrow(
      /Not a configured application origin/,
    );
    expect(() => assertDestination('http://order.example.com/app27/', allowed)).toThrow('Not an https address: http://order.example.com');
    expect(() => assertDestination('javascript:alert(1)', allowed)).toThrow();
    // The stand-in deployment's own answers pass its own config.
    const local = applicationOrigins(server.settings.config);
    expect(assertDestination(`${ORIGIN}/stand-in/apps/app25/`, local)).toBe(`${ORIGIN}/stand-in/apps/app25/`);
  });
});

describe('partner postMessage (spec 4, restricted to the configured origins)', () => {
  const fakeWindow = (origin: string) => {
    const received: unknown[] = [];
    const target: MessageTarget & { received: unknown[] } = {
      received,
      // A browser delivers only when the target origin matches the window's origin (or is '*').
      postMessage: (message, targetOrigin) => {
        if (targetOrigin === '*' || targetOrigin === origin) received.push(message);
      },
    };
    return target;
  };

  it('reaches a parent at a listed origin, and nothing reaches one at another origin', () => {
    const allowed = fakeWindow('https://partner.example.com');
    const stranger = fakeWindow('https://evil.example.net');
    const message = { companyId: 1001, jwtToken: 'jwt' };
    expect(postToPartnerWindows(message, ['https://partner.example.com'], { self: {}, parent: allowed, top: allowed })).toBe(1);
    expect(allowed.received).toEqual([message]);
    postToPartnerWindows(message, ['https://partner.example.com'], { self: {}, parent: stranger, top: stranger });
    expect(stranger.received).toEqual([]);
  });

  it("posts to both parent and top when they differ, never with '*' unless the config says '*'", () => {
    const parent = fakeWindow('https://partner.example.com');
    const top = fakeWindow('https://portal-host.example.com');
    postToPartnerWindows({ companyId: 1, jwtToken: 'j' }, ['https://partner.example.com', 'https://portal-host.example.com'], {
      self: {},
      parent,
      top,
    });
    expect(parent.received).toHaveLength(1);
    expect(top.received).toHaveLength(1);
    expect(partnerTargetOrigins(['https://a.example.com/path', 'not a url'])).toEqual(['https://a.example.com']);
    expect(partnerTargetOrigins(['https://a.example.com', '*'])).toEqual(['*']);
    expect(partnerTargetOrigins([])).toEqual([]);
  });

  it('does nothing when the page is not framed', () => {
    expect(postToPartnerWindows({ companyId: 1, jwtToken: 'j' }, ['*'], { self: {}, parent: null, top: null })).toBe(0);
  });
});

describe('address scrubbing (/redirect, /adminpanel-login): the one mechanism of docs/decisions/sign-in-address-scrubbing.md', () => {
  it('removes the named parameters from the hash route and the real query, keeping the rest', () => {
    expect(splitCredentials('https://p.example.com/opsportal/#/redirect?username=a&password=b&ronumber=7')?.cleanHref).toBe(
      'https://p.example.com/opsportal/#/redirect',
    );
    expect(splitCredentials('https://p.example.com/opsportal/?password=b#/redirect?keep=1&password=c')?.cleanHref).toBe(
      'https://p.example.com/opsportal/#/redirect?keep=1',
    );
    // Nothing to remove: the address stays as it is.
    expect(splitCredentials('https://p.example.com/opsportal/#/adminpanel-login')).toBeNull();
  });
});
