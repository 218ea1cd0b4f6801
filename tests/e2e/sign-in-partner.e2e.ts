/**
 * /ehi-login, the partner-embedded sign-in (spec 2, 4 "Partner login", 5, 8), against the stand-in
 * identity service: by token into the shopping application; by username and password inside a
 * partner's iframe, where only a parent at an allowed origin receives { companyId, jwtToken }.
 */
import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { recordFetches } from '../support/pages/fetch-recorder.ts';
import { Destination } from '../support/pages/login-panel.ts';
import { PartnerLoginPage, partnerFrameUrl } from '../support/pages/partner-login.ts';
import { SiteChrome } from '../support/pages/site-chrome.ts';
import { ORIGIN, currentRoute, expect, expectArrivedAt, gotoRoute, test } from './fixtures.ts';

/** The posts of oauth2/ehi-contact (their bodies), and the address bar at each fetch the page made. */
async function watchContactPosts(page: Page) {
  const fetches = await recordFetches(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/identity\/oauth2\/ehi-contact$/.test(request.url())) posts.push(request.postData() ?? '');
  });
  return { posts, addresses: () => fetches.map((entry) => entry.address) };
}

test.describe('issue 40: the company token is read once, for a page load and an in-app arrival alike', () => {
  test('finding 1: #//ehi-login//?companyId=1001&token=… set in a running page leaves the address before the post; Back and Forward post nothing', async ({
    page,
  }) => {
    const seen = await watchContactPosts(page);
    const partner = new PartnerLoginPage(page);
    await gotoRoute(page, '/benefits');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      location.hash = '#//ehi-login//?companyId=1001&token=Wrong-Pass-9';
    });
    await expect(page.getByRole('alert')).toHaveText('* 400 --- Invalid Company or Token');
    expect(seen.posts).toHaveLength(1);
    expect(page.url()).not.toContain('Wrong-Pass-9');
    for (const address of seen.addresses()) expect(address).not.toContain('Wrong-Pass-9');
    await page.goBack();
    await expect(page).toHaveURL(/#\/benefits$/);
    await page.goForward();
    await expect(page).toHaveURL(/#\/ehi-login\?companyId=1001$/);
    await expect(partner.username()).toBeVisible();
    expect(seen.posts).toHaveLength(1);
  });

  test('finding 2: a failed company token is not sent again, neither for another company nor on Back', async ({ page }) => {
    const seen = await watchContactPosts(page);
    const partner = new PartnerLoginPage(page);
    await gotoRoute(page, '/ehi-login?companyId=1001&token=HELD-COMPANY-TOKEN');
    await expect(page.getByRole('alert')).toHaveText('* 400 --- Invalid Company or Token');
    await page.evaluate(() => {
      location.hash = '#/benefits';
    });
    await expect(page.getByRole('heading', { level: 1, name: /benefits/i })).toBeVisible();
    await page.evaluate(() => {
      location.hash = '#/ehi-login?companyId=2002';
    });
    await expect(partner.username()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/#\/benefits$/);
    await page.goBack();
    await expect(page).toHaveURL(/#\/ehi-login\?companyId=1001$/);
    await expect(partner.username()).toBeVisible();
    expect(seen.posts).toHaveLength(1);
    for (const post of seen.posts) expect(post).not.toContain('2002');
  });
});

test.describe('partner login by token', () => {
  test('resolves the contact and opens the shopping application with atoken and unqFile', async ({ page }) => {
    await gotoRoute(page, '/ehi-login?companyId=1001&token=ehi-token-1001&uniqueId=FILE-7731');
    await expectArrivedAt(page, /\/stand-in\/apps\/shopping\/\?/, 'the partner token signs in at once');
    const url = new URL(page.url());
    expect(url.searchParams.get('unqFile')).toBe('FILE-7731');
    expect(url.searchParams.get('atoken')).toBeTruthy();
    await expect(new Destination(page).verified()).toHaveText('valid');
    await expect(new Destination(page).user()).toHaveText('ehi.demo');
  });

  test("a wrong token shows '{status} --- {body}' (spec 8)", async ({ page }) => {
    await gotoRoute(page, '/ehi-login?companyId=1001&token=wrong-token');
    await expect(page.getByRole('alert')).toHaveText('* 400 --- Invalid Company or Token');
    expect(currentRoute(page)).toBe('/ehi-login?companyId=1001');
  });

  test('neither companyId nor token goes to /page-not-found', async ({ page }) => {
    await gotoRoute(page, '/ehi-login');
    await expect(new SiteChrome(page).notFound()).toBeVisible();
    expect(currentRoute(page)).toBe('/page-not-found');
  });

  test('companyId alone shows the username and password form', async ({ page }) => {
    const partner = new PartnerLoginPage(page);
    await gotoRoute(page, '/ehi-login?companyId=1001');
    await expect(partner.heading()).toBeVisible();
    await expect(partner.username()).toBeVisible();
    await expect(partner.password()).toBeVisible();
  });
});

/** A page at `origin` that frames the partner sign-in and records the messages it receives. */
async function framePartnerLogin(page: Page, parentUrl: string) {
  await page.goto(parentUrl);
  await page.evaluate(
    (src) => {
      (window as unknown as { received: unknown[] }).received = [];
      window.addEventListener('message', (event) => {
        (window as unknown as { received: unknown[] }).received.push({ origin: event.origin, data: event.data });
      });
      const frame = document.createElement('iframe');
      frame.title = 'Injected partner sign-in';
      frame.src = src;
      frame.width = '600';
      frame.height = '600';
      document.body.append(frame);
    },
    partnerFrameUrl(ORIGIN, 'companyId=1001'),
  );
  return page.frameLocator('iframe[title="Injected partner sign-in"]');
}

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: unknown[] }).received);

test.describe('partner login by username and password, framed by a partner', () => {
  test('a parent at an allowed origin (the configured partner) receives { companyId, jwtToken }', async ({ page }) => {
    const frame = await framePartnerLogin(page, `${ORIGIN}/stand-in/partner/`);
    const partner = new PartnerLoginPage(frame);
    await partner.signIn('ehi.demo', 'Demo-Pass-1');
    await expect(partner.signedIn()).toBeVisible();
    await expect.poll(async () => (await received(page)).length).toBe(1);
    const [message] = (await received(page)) as Array<{ origin: string; data: { companyId: number; jwtToken: string } }>;
    expect(message!.origin).toBe(ORIGIN);
    expect(Object.keys(message!.data).sort()).toEqual(['companyId', 'jwtToken']);
    expect(message!.data.companyId).toBe(1001);
    // The token is a real identity token for the partner user.
    const claims = JSON.parse(Buffer.from(message!.data.jwtToken.split('.')[1]!, 'base64url').toString('utf8'));
    expect(claims).toMatchObject({ unique_name: 'ehi.demo', companyId: 1001 });
  });

  test('the stand-in partner site (real path /opsportal/ehi-login?companyId=…) lists the message it received', async ({ page }) => {
    await page.goto(`${ORIGIN}/stand-in/partner/?companyId=1001`);
    const partner = new PartnerLoginPage(page.frameLocator('iframe[data-testid="partner-frame"]'));
    await partner.signIn('ehi.demo', 'Demo-Pass-1');
    await expect(partner.signedIn()).toBeVisible();
    await expect(page.getByTestId('message-count')).toHaveText('1');
    const [message] = JSON.parse((await page.getByTestId('messages').textContent()) ?? '[]') as Array<{ origin: string; data: unknown }>;
    expect(message).toMatchObject({ origin: ORIGIN, data: { companyId: 1001, jwtToken: expect.any(String) } });
  });

  test("a wrong password in the frame: '{status} --- {body}', nothing posted", async ({ page }) => {
    const frame = await framePartnerLogin(page, `${ORIGIN}/stand-in/partner/`);
    const partner = new PartnerLoginPage(frame);
    await partner.signIn('ehi.demo', 'wrong');
    await expect(partner.error()).toHaveText('* 400 --- Invalid username or password');
    expect(await received(page)).toEqual([]);
  });

  test.describe('a parent at another origin', () => {
    let server: Server;
    let otherOrigin = '';
    test.beforeAll(async () => {
      // A plain page on 127.0.0.1 (a different origin from localhost), with no policy of its own.
      server = createServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end('<!doctype html><html lang="en"><head><title>Other site</title></head><body><h1>Other site</h1></body></html>');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      otherOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });
    test.afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    test('receives nothing: the portal refuses to be framed there and never posts to it', async ({ page }) => {
      const frame = await framePartnerLogin(page, `${otherOrigin}/`);
      // frame-ancestors (the configured partners) keeps the sign-in out of this frame entirely.
      await expect(frame.getByRole('heading', { name: 'Partner sign-in' })).toHaveCount(0, { timeout: 3_000 });
      await page.waitForTimeout(1_000);
      expect(await received(page)).toEqual([]);
    });
  });
});
