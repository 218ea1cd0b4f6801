/**
 * Faults (spec 8, docs/faults.md): every external dependency — the startup config, the content files, the identity
 * service, the common API, single sign-on and lead capture — unreachable (`down`), slower than the
 * client waits (`slow`: the stand-ins answer after 15 s), answering 500, or answering a body that is
 * not JSON (`malformed`), through the stand-ins' cookie fault switch (docs/server.md); and a lost
 * network through `context.setOffline(true)`. Each page stays usable, says what happened in plain
 * words within 5 s of the failure becoming known, never shows a blank page or a spinner without end,
 * and keeps what the visitor typed. docs/faults.md maps every case to its test, here or elsewhere.
 */
import type { Locator, Page } from '@playwright/test';
import { SSO_FLAG_TIMEOUT_MS } from '../../src/actors/sso/identity-provider-flag.ts';
import { LoginPanel } from '../support/pages/login-panel.ts';
import { PartnerLoginPage } from '../support/pages/partner-login.ts';
import { PostedFormPage, StatusModal, storedSubmissions, uniqueMarker } from '../support/pages/posted-form.ts';
import { SiteChrome } from '../support/pages/site-chrome.ts';
import { TokenLoginPage } from '../support/pages/token-login.ts';
import {
  CALLS,
  clockForSlow,
  expectNoSpinner,
  expectNothingShownFor,
  expectSaid,
  expectSupportRequestKept,
  failureKnown,
  FaultCase,
  fillSupportRequest,
  GIVES_UP_AFTER,
  type Mode,
  PASSWORD,
  reportFormWhileNavigating,
  SAY_WITHIN,
  SlowAnswer,
  watchFailure,
  whenKnown,
} from '../support/faults.ts';
import { PORTAL, clearFault, currentRoute, expect, expectArrivedAt, fault, gotoRoute, test } from './fixtures.ts';

// ---------------------------------------------------------------------------------------------
// The startup config
// ---------------------------------------------------------------------------------------------

test.describe('config: the startup settings (spec 7, 8)', () => {
  for (const mode of ['down', 'slow', '500', 'malformed'] as const) {
    test(`config:${mode}: the site still renders; sign-in and the forms say why they cannot be used, keeping what was typed`, async ({
      page,
      context,
    }) => {
      test.setTimeout(60_000);
      const failing = await FaultCase.start(page, context, 'config', mode);
      // spec 3, 7: the routes render after the config; until then the page says it is loading.
      const signIn = page.locator('#login-panel').getByRole('status');
      await failing.expectSaidWhileLoading('/ops', signIn, 'Sign-in is not available right now', GIVES_UP_AFTER.config - 2_000);

      // The rest of the site works; a form says why it cannot be sent and keeps what was typed.
      await new SiteChrome(page).nav.getByRole('link', { name: 'Benefits' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Benefits' })).toBeVisible();
      await gotoRoute(page, '/contactus');
      const form = new PostedFormPage(page, 'Send us a message');
      await form.fill({ 'First name': 'Zoë', 'Last name': 'Okafor', Company: 'Harbor Point' });
      await form.submit();
      await expect(form.summary()).toContainText("This form cannot be sent right now: the site's settings could not be loaded.");
      await expect(form.summary()).toContainText('(555) 010-0199');
      await expect(form.field('First name')).toHaveValue('Zoë');
      await expect(form.field('Company')).toHaveValue('Harbor Point');
    });
  }
});

// ---------------------------------------------------------------------------------------------
// The content files
// ---------------------------------------------------------------------------------------------

/**
 * Each view of a content file, with what only the loaded file draws (public/assets/data);
 * `500Elsewhere`: content:500 is already tested in that page's own spec.
 */
const CONTENT_VIEWS: ReadonlyArray<{ route: string; says: string; loaded: (page: Page) => Locator; '500Elsewhere': boolean }> = [
  {
    route: '/product/trax',
    says: 'This product could not be loaded.',
    loaded: (page) => page.getByRole('heading', { level: 1, name: 'Collision parts ordering, all in one place' }),
    '500Elsewhere': true,
  },
  {
    route: '/careers',
    says: 'The current opportunities could not be loaded.',
    loaded: (page) => page.getByRole('table').getByRole('row', { name: /Senior Frontend Engineer/ }),
    '500Elsewhere': true,
  },
  {
    route: '/career/senior-frontend-engineer',
    says: 'This job description could not be loaded.',
    loaded: (page) => page.getByRole('heading', { name: 'Senior Frontend Engineer' }).first(),
    '500Elsewhere': false,
  },
  {
    route: '/news-and-media',
    says: 'The news could not be loaded.',
    loaded: (page) => page.getByRole('main').getByRole('article').first(),
    '500Elsewhere': true,
  },
  {
    route: '/news-and-media/logistix-expands-early-delivery',
    says: 'This article could not be loaded.',
    loaded: (page) => page.getByRole('heading', { name: 'Logistix guaranteed 6:00 AM delivery comes to three new metro areas' }).first(),
    '500Elsewhere': true,
  },
];

test.describe('content: products, careers and news files (spec 7, 8)', () => {
  // content:500 is covered page by page in pages-product, pages-careers and pages-news (docs/faults.md).
  for (const mode of ['down', 'slow', '500', 'malformed'] as const) {
    for (const { route, says, loaded, '500Elsewhere': elsewhere } of CONTENT_VIEWS) {
      if (mode === '500' && elsewhere) continue;
      test(`content:${mode} on ${route}: "${says}" with Retry, the site around it usable`, async ({ page, context }) => {
        test.setTimeout(45_000);
        const failing = await FaultCase.start(page, context, 'content', mode);
        await failing.expectSaidWhileLoading(route, page.getByRole('alert'), says, 2_000);
        await expect(page.getByRole('alert')).toContainText('Check your connection and try again.');
        await expect(loaded(page)).toHaveCount(0);
        expect(currentRoute(page)).toBe(route);
        const chrome = new SiteChrome(page);
        await expect(chrome.signIn()).toBeVisible();
        await expect(chrome.nav.getByRole('link', { name: 'Benefits' })).toBeVisible();

        await clearFault(context);
        await page.getByRole('button', { name: 'Retry' }).click();
        // What only the file draws is there: the Retry really loaded it.
        await expect(loaded(page)).toBeVisible();
        await expect(page.getByRole('alert').filter({ hasText: says })).toHaveCount(0);
        await expectNoSpinner(page);
      });
    }
  }
});

// ---------------------------------------------------------------------------------------------
// The identity service
// ---------------------------------------------------------------------------------------------

/** What each sign-in view says for an outage of the identity service (src/actors/auth/service-error.ts). */
const IDENTITY_SAYS: Record<Mode, string> = {
  down: 'The sign-in service could not be reached. Check your connection and try again.',
  slow: 'The sign-in service took too long to answer. Please try again.',
  '500': 'The sign-in service is not available right now. Please try again in a moment.',
  malformed: 'The sign-in service sent an answer that could not be read. Please try again.',
};

test.describe('identity: the sign-in service (spec 7, 8)', () => {
  // A slow service's timers run on the page clock; a case may then sign in again.
  test.describe.configure({ timeout: 45_000 });

  // The /ops panel is covered for all four modes in sign-in.e2e.ts; /adminpanel-login for 500 in sign-in-token.e2e.ts.
  for (const mode of ['down', 'slow', 'malformed'] as const) {
    test(`identity:${mode} on the Token form: "${IDENTITY_SAYS[mode]}", the token kept, the form usable`, async ({ page, context }) => {
      const failing = await FaultCase.start(page, context, 'identity', mode);
      const tokenLogin = new TokenLoginPage(page);
      await gotoRoute(page, '/adminpanel-login');
      await tokenLogin.token().fill('admin-token-1');
      await failing.expectSaid(() => tokenLogin.loginButton().click(), tokenLogin.error(), IDENTITY_SAYS[mode]);
      await expect(tokenLogin.token()).toHaveValue('admin-token-1');
      await expect(tokenLogin.loginButton()).toBeEnabled();
    });
  }

  for (const mode of ['down', 'slow', '500', 'malformed'] as const) {
    // spec 8 "Partner contact lookup failure": an HTTP answer shows '{status} --- {body}'.
    const says = mode === '500' ? '500 --- Fault switch: 500' : IDENTITY_SAYS[mode];
    test(`identity:${mode} on /ehi-login by token: "${says}" and Try again, which signs in once the service is back`, async ({
      page,
      context,
    }) => {
      const failing = await FaultCase.start(page, context, 'identity', mode);
      await failing.expectAlertOnOpening('/ehi-login?companyId=1001&token=ehi-token-1001&uniqueId=FILE-1', says);
      await clearFault(context);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expectArrivedAt(page, /\/stand-in\/apps\/shopping\/\?/, `after ${mode}, Try again signs in once the identity service is back`);
      expect(new URL(page.url()).searchParams.get('unqFile')).toBe('FILE-1');
    });

    test(`identity:${mode} on the partner form: a message, username and password kept`, async ({ page, context }) => {
      const failing = await FaultCase.start(page, context, 'identity', mode);
      const partner = new PartnerLoginPage(page);
      await failing.expectSignInFails(partner, '/ehi-login?companyId=1001', 'ehi.demo', says);
      await expect(partner.username()).toHaveValue('ehi.demo');
      await expect(partner.password()).toHaveValue(PASSWORD);
      await clearFault(context);
      await partner.loginButton().click();
      await expect(partner.signedIn()).toBeVisible();
    });

    test(`identity:${mode} on /redirect: "${IDENTITY_SAYS[mode]}", no password left in the address, a way back to sign in`, async ({
      page,
      context,
    }) => {
      const failing = await FaultCase.start(page, context, 'identity', mode);
      await failing.expectAlertOnOpening(`/redirect?username=shop.demo&password=${PASSWORD}`, IDENTITY_SAYS[mode]);
      expect(page.url()).not.toContain(PASSWORD);
      await page.getByRole('link', { name: 'Go to the sign-in page' }).click();
      await expect(new LoginPanel(page).username()).toBeVisible();
    });
  }
});

// ---------------------------------------------------------------------------------------------
// The common API
// ---------------------------------------------------------------------------------------------

const COMMON_SAYS: Record<Mode, string> = {
  down: 'Your application could not be opened, so you were signed out: the application service could not be reached. Check your connection and try again.',
  slow: 'Your application could not be opened, so you were signed out: the application service took too long to answer. Please try again.',
  '500':
    'Your application could not be opened, so you were signed out: the application service is not available right now. Please try again in a moment.',
  malformed:
    'Your application could not be opened, so you were signed out: the application service sent an answer that could not be read. Please try again.',
};

test.describe('common: the application service (spec 7)', () => {
  // common:500 after the /ops sign-in is covered in sign-in.e2e.ts.
  for (const mode of ['down', 'slow', 'malformed'] as const) {
    test(`common:${mode} after signing in on /ops: "${COMMON_SAYS[mode]}", the form usable and filled`, async ({ page, context }) => {
      test.setTimeout(45_000);
      const failing = await FaultCase.start(page, context, 'common', mode);
      const panel = new LoginPanel(page);
      // The identity call answers at once; the navigation-link call is the one that fails.
      await failing.expectSignInFails(panel, '/ops', 'shop.demo', COMMON_SAYS[mode]);
      await expect(panel.username()).toHaveValue('shop.demo');
      await expect(panel.loginButton()).toBeEnabled();
      expect(currentRoute(page)).toBe('/ops');
    });
  }

  test('common:500 for a dispatch user: the redirect-token call fails with a message, no tab opens', async ({ page, context }) => {
    await fault(context, 'common:500');
    const panel = new LoginPanel(page);
    let opened = false;
    context.on('page', () => (opened = true));
    await gotoRoute(page, '/ops');
    const known = failureKnown(page, CALLS.common, GIVES_UP_AFTER.http);
    await panel.signIn('dispatch.demo', PASSWORD);
    await expectSaid(panel.error(), COMMON_SAYS['500'], await known);
    expect(opened).toBe(false);
    await expect(panel.loginButton()).toBeEnabled();
  });

  for (const mode of ['down', 'slow', '500', 'malformed'] as const) {
    test(`common:${mode} while pages load (the identity-provider flag, asked in the background): nothing shows, nothing waits`, async ({
      page,
      context,
    }) => {
      await fault(context, `common:${mode}`);
      await clockForSlow(page, mode);
      // The flag's own client gives up after 5 s (src/actors/sso/identity-provider-flag.ts).
      const flagFailed = watchFailure(page, mode, CALLS.ssoFlag, SSO_FLAG_TIMEOUT_MS);
      const since = Date.now();
      await gotoRoute(page, '/about');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: SAY_WITHIN });
      expect(Date.now() - since).toBeLessThan(SAY_WITHIN);
      // Only once the flag call has failed (or its client stopped waiting) can "nothing shows" be seen,
      // and for a while after, as the page takes the failure in.
      await whenKnown(flagFailed);
      await expectNothingShownFor(page, 1_000);
      await new SiteChrome(page).nav.getByRole('link', { name: 'Benefits' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Benefits' })).toBeVisible();
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Single sign-on
// ---------------------------------------------------------------------------------------------

const SSO_SAYS: Record<Mode, string> = {
  down: 'The single sign-on service could not be reached. Check your connection and try again.',
  slow: 'The single sign-on service did not answer in time. Please try again.',
  '500': 'The single sign-on service is not available right now. Please try again in a moment.',
  malformed: 'The single sign-on service sent an answer that could not be read. Please try again.',
};

test.describe('sso: the single sign-on provider (spec 4, 7, 8)', () => {
  // sso:down on /kc is covered in sso.e2e.ts.
  for (const mode of ['slow', '500', 'malformed'] as const) {
    test(`sso:${mode} on /kc: "${SSO_SAYS[mode]}" and Try again, never an endless progress bar`, async ({ page, context }) => {
      test.setTimeout(45_000);
      const failing = await FaultCase.start(page, context, 'sso', mode);
      await failing.expectAlertOnOpening('/kc', SSO_SAYS[mode]);
      await expect(page.getByText('Single sign-on did not complete.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeFocused();
      await expect(page.getByRole('link', { name: 'Go to the sign-in page' })).toBeVisible();
      expect(currentRoute(page)).toBe('/kc');
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Lead capture
// ---------------------------------------------------------------------------------------------

const DRAFT_NOTICE = 'We could not confirm that your last message reached us. What you typed is back in the form';

test.describe('lead: the lead and case services (spec 4, 7)', () => {
  for (const mode of ['down', '500', 'malformed'] as const) {
    test(`lead:${mode}: the browser shows the service's failure; Back brings the form with what was typed and says so`, async ({
      page,
      context,
    }) => {
      test.setTimeout(45_000);
      await fault(context, `lead:${mode}`);
      await gotoRoute(page, '/support');
      const subject = uniqueMarker('Case ').slice(0, 40);
      const form = await fillSupportRequest(page, subject);
      await form.submit();
      // The form posts natively (spec 4, 7): the browser leaves for the case service, which fails.
      await page.waitForURL((url) => !url.hash.startsWith('#/support'));
      await clearFault(context);
      const back = Date.now();
      await page.goBack();
      await expectSaid(form.form.getByRole('status').filter({ hasText: /\S/ }), DRAFT_NOTICE, back);
      await expectSupportRequestKept(form, subject);
      // Sent again once the service is back: received once, then thanked.
      const since = new Date().toISOString();
      await form.submit();
      await expect(new StatusModal(page).dialog).toBeVisible();
      expect(await storedSubmissions(page.request, since, subject)).toHaveLength(1);
      // After the thanks, a new visit starts with an empty form.
      await new StatusModal(page).close().click();
      await page.reload();
      await expect(form.field('Subject')).toHaveValue('');
      await expect(form.form.getByRole('status').filter({ hasText: DRAFT_NOTICE })).toHaveCount(0);
    });
  }

  test('lead:slow: "Sending…", then within 8 s "Still sending", the values on screen, then the thanks', async ({ page, context }) => {
    test.setTimeout(60_000);
    await fault(context, 'lead:slow');
    await gotoRoute(page, '/support');
    const subject = uniqueMarker('Slow ').slice(0, 40);
    const form = await fillSupportRequest(page, subject);
    const since = new Date().toISOString();
    const sent = Date.now();
    const latest = await reportFormWhileNavigating(page);
    // Clicked from the page: Playwright's click would wait the 15 s for the navigation it starts.
    await form.submitButton().evaluate((button: HTMLButtonElement) => button.click());
    await expect.poll(() => latest().text).toContain('Sending…');
    // machines/form-submission.machine.ts SLOW_POST_MS: 8 s without an answer is slow.
    await expect
      .poll(() => latest().text, { timeout: 8_000 + SAY_WITHIN })
      .toContain('Still sending: the form service is taking longer than usual.');
    expect(Date.now() - sent).toBeLessThan(8_000 + SAY_WITHIN);
    expect(latest().values).toEqual([
      'Zoë Okafor',
      '5550100123',
      'zoe@example.com',
      subject,
      'The 部品 order screen is blank.\nSecond line.',
    ]);
    await expect(
      new StatusModal(page).dialog,
      "the case service answers after the slow stand-in's 15 s and the thanks open: the post was not lost while it waited",
    ).toBeVisible({ timeout: 25_000 });
    // The post took the fault when it was made; the read of what the service stored shares the context's cookies,
    // and under the switch it too would wait the stand-in's 15 s.
    await clearFault(context);
    expect(await storedSubmissions(page.request, since, subject)).toHaveLength(1);
  });

  for (const mode of ['down', 'slow', '500', 'malformed'] as const) {
    test(`lead:${mode} while the contact page loads its helper script: nothing shows (spec 8), the form and captcha work`, async ({
      page,
      context,
    }) => {
      await fault(context, `lead:${mode}`);
      await clockForSlow(page, mode);
      if (mode === 'slow') {
        // The page's load event waits for the script (15 s at the stand-in): the test runs the page
        // clock past the loader's own 15 s timeout instead (src/actors/forms/load-script.ts).
        // The captcha script loads beside it on the same 15 s page-clock limit: the test lets it arrive
        // before jumping the clock, or the jump would time out a script the stand-in serves at once.
        const slow = new SlowAnswer(page, CALLS.leadHelper, GIVES_UP_AFTER.script);
        await page.goto(`${PORTAL}#/contactus`, { waitUntil: 'commit' });
        await expect(new PostedFormPage(page, 'Send us a message').captchaCheckbox()).toBeVisible();
        await slow.givenUp();
      } else {
        await gotoRoute(page, '/contactus');
      }
      const form = new PostedFormPage(page, 'Send us a message');
      await form.field('First name').fill('Zoë');
      await form.answerCaptcha();
      await expect(form.summary()).toHaveCount(0);
      await expect(form.field('First name')).toHaveValue('Zoë');
    });
  }
});

// ---------------------------------------------------------------------------------------------
// A lost network
// ---------------------------------------------------------------------------------------------

test.describe('offline (context.setOffline)', () => {
  test("a page whose code is not loaded yet: 'This page could not be loaded' with Try again, which works once online", async ({
    page,
    context,
  }) => {
    await gotoRoute(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    const since = Date.now();
    await new SiteChrome(page).nav.getByRole('link', { name: 'News & Media' }).click();
    await expectSaid(page.getByRole('heading', { level: 1 }), 'This page could not be loaded', since);
    await expect(page.getByText('Check your internet connection, then try again.')).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'News & Media' })).toBeVisible();
  });

  test('content asked for while offline: the page says so, and Retry loads it once online', async ({ page, context }) => {
    await gotoRoute(page, '/news-and-media');
    await expect(page.getByRole('heading', { level: 1, name: 'News & Media' })).toBeVisible();
    await new SiteChrome(page).nav.getByRole('link', { name: 'Benefits' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Benefits' })).toBeVisible();
    await context.setOffline(true);
    const since = Date.now();
    await page.goBack();
    await expectSaid(page.getByRole('alert'), 'The news could not be loaded.', since);
    await expectNoSpinner(page);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('list', { name: 'News & Media' }).getByRole('article')).toHaveCount(4);
  });

  test('signing in while offline: a message, both values kept, and it signs in once online', async ({ page, context }) => {
    const panel = new LoginPanel(page);
    await gotoRoute(page, '/ops');
    await panel.username().fill('shop.demo');
    await panel.password().fill(PASSWORD);
    await context.setOffline(true);
    const since = Date.now();
    await panel.loginButton().click();
    await expectSaid(panel.error(), IDENTITY_SAYS.down, since);
    await expect(panel.username()).toHaveValue('shop.demo');
    await expect(panel.password()).toHaveValue(PASSWORD);
    await context.setOffline(false);
    await panel.loginButton().click();
    await expectArrivedAt(page, /\/stand-in\/apps\/app27\/clientid-login\?jwt=/, 'back online, the same form signs in');
  });

  test('sending a form while offline: Back, once online, brings the form with what was typed and says so', async ({ page, context }) => {
    await gotoRoute(page, '/support');
    const subject = uniqueMarker('Offline ').slice(0, 40);
    const form = await fillSupportRequest(page, subject);
    await context.setOffline(true);
    await form.submit();
    await page.waitForURL((url) => !url.hash.startsWith('#/support'));
    await context.setOffline(false);
    const back = Date.now();
    await page.goBack();
    await expectSaid(form.form.getByRole('status').filter({ hasText: /\S/ }), DRAFT_NOTICE, back);
    await expectSupportRequestKept(form, subject);
  });
});
