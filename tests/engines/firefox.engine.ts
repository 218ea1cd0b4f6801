/**
 * The cross-engine lane in Firefox ESR (Gecko), driven with puppeteer-core over WebDriver BiDi against the production
 * build and the stand-ins (docs/decisions/engine-lanes.md). The browser is Debian's `firefox-esr` (FIREFOX_PATH to
 * use another); nothing is downloaded. What the Chromium suite proves in depth, this lane proves works in a second
 * engine: every route draws its heading with no console error and no page error, sign-in, the contact form, the
 * consent dialog, the Solutions menu by keyboard, and Try again after a page's code could not be fetched.
 *
 * Run: `npm run build && npm run test:firefox` (npm test runs it after the Playwright suite).
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import puppeteer, { type Browser, type ElementHandle, type HTTPRequest, type Page } from 'puppeteer-core';
import { chunkPattern } from '../e2e/built-files.ts';
import { CODE_FAILED_HEADING, FAULT_COOKIE, routeChecks } from './support/routes.ts';
import { portFree, ports, startPortal, storedSubmissions, type Portal } from './support/portal-server.ts';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const PASSWORD = 'Demo-Pass-1';
const TIMEOUT_MS = 15_000;

let portal: Portal;
let browser: Browser;

/** A page in its own browser context (no cookie or storage from another test), with its errors collected. */
interface Visit {
  page: Page;
  /** Console messages of type error and uncaught page errors, in order. */
  errors: string[];
  close(): Promise<void>;
}

/** Opens a fresh context; a returning visitor (the consent cookie set, as the e2e fixtures do) unless `freshVisitor`. */
async function visit({ freshVisitor = false, fault }: { freshVisitor?: boolean; fault?: string } = {}): Promise<Visit> {
  const context = await browser.createBrowserContext();
  const domain = new URL(portal.origin).hostname;
  const cookies = [
    ...(freshVisitor ? [] : [{ name: 'opsCookie', value: 'cookieValue', domain, path: '/' }]),
    ...(fault ? [{ name: FAULT_COOKIE, value: fault, domain, path: '/' }] : []),
  ];
  if (cookies.length > 0) await context.setCookie(...cookies);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error instanceof Error ? error.message : String(error)}`));
  return { page, errors, close: () => context.close() };
}

/**
 * Reads `read` every 100 ms until it gives a value, for at most 15 s. Polled from here, not with puppeteer's
 * waitForFunction, whose in-page predicate is built with Function(): Firefox 140 applies the page's CSP to it
 * (no 'unsafe-eval' here), Firefox 153 does not.
 */
async function poll<T>(what: string, read: () => Promise<T | null | undefined | false>): Promise<T> {
  const deadline = Date.now() + TIMEOUT_MS;
  let last: unknown;
  for (;;) {
    try {
      const value = await read();
      if (value !== null && value !== undefined && value !== false) return value;
    } catch (error) {
      // A navigation may destroy the context between two reads.
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`Waited ${TIMEOUT_MS / 1000} s for ${what}`, { cause: last });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens a hash route and waits until the app has taken over the page (as tests/e2e/fixtures.ts gotoRoute does). */
async function gotoRoute(page: Page, route: string) {
  await page.goto(`${portal.portal}#${route}`);
  await poll(`the app on ${route}`, () => page.evaluate(() => document.getElementById('first-screen-status') === null));
}

/** Waits for a visible level-one heading with exactly this text (or any text when `text` is omitted) and returns its text. */
async function heading(page: Page, text?: string): Promise<string> {
  let seen = '';
  try {
    return await poll('the heading', async () => {
      seen = await page.evaluate(
        () =>
          [...document.querySelectorAll('h1')].find((item) => item.checkVisibility() && item.textContent?.trim())?.textContent?.trim() ??
          '',
      );
      return seen !== '' && (text === undefined || seen === text) ? seen : null;
    });
  } catch (error) {
    throw new Error(`Waited for the heading ${text === undefined ? '(any)' : `"${text}"`}; the page shows "${seen}"`, { cause: error });
  }
}

/** The element found by `find` in the page, waited for. */
type Args = Record<string, string>;
async function element(page: Page, find: (arg: Args) => Element | null | undefined, arg: Args = {}): Promise<ElementHandle<Element>> {
  return poll(`the element ${JSON.stringify(arg)}`, async () => {
    const handle = await page.evaluateHandle(find, arg);
    const found = handle.asElement() as ElementHandle<Element> | null;
    if (!found) await handle.dispose();
    return found;
  });
}

/** A form control by its label's text, without the "(Required)"/"(Optional)" marker, inside `scope`. */
function field(page: Page, scope: string, label: string) {
  return element(
    page,
    ({ scope, label }: Args) =>
      [...document.querySelectorAll<HTMLLabelElement>(`${scope} label`)].find(
        (item) => item.textContent?.trim().replace(/ \((Required|Optional)\)$/, '') === label,
      )?.control,
    { scope, label },
  );
}

/** A button by its text inside `scope`. */
function button(page: Page, scope: string, text: string) {
  return element(
    page,
    ({ scope, text }: Args) => [...document.querySelectorAll(`${scope} button`)].find((item) => item.textContent?.trim() === text),
    { scope, text },
  );
}

/** Waits until `check` holds in the page, naming what was awaited when it does not. */
async function until(page: Page, what: string, check: () => boolean) {
  await poll(what, () => page.evaluate(check));
}

/** The text of the first element matching `selector`, or null. */
function textOf(page: Page, selector: string): Promise<string | null> {
  return page.evaluate((query: string) => document.querySelector(query)?.textContent ?? null, selector);
}

/** Refuses (connection reset) every request for `code` while `refusing()` says so; counts the requests. */
async function refuseCode(page: Page, code: RegExp, refusing: () => boolean) {
  const requests: string[] = [];
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    if (code.test(new URL(request.url()).pathname)) {
      requests.push(request.url());
      if (refusing()) return void request.abort('connectionreset');
    }
    void request.continue();
  });
  return requests;
}

/** Presses Try again and waits for the page's heading; a failure says how many requests for the code Try again made. */
async function tryAgain(page: Page, requests: string[], title: string) {
  const before = requests.length;
  await (await button(page, 'main', 'Try again')).click();
  try {
    await heading(page, title);
  } catch (error) {
    throw new Error(`Try again did not draw the page (${requests.length - before} request(s) for its code after the press)`, {
      cause: error,
    });
  }
}

before(async () => {
  if (!existsSync(FIREFOX)) {
    throw new Error(
      `No Firefox at ${FIREFOX}: install Debian's firefox-esr (apt-get install firefox-esr; .ci/run does) or set FIREFOX_PATH.`,
    );
  }
  portal = await startPortal({ port: ports.firefoxPortal });
  await portFree(ports.firefoxRemote);
  browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    debuggingPort: ports.firefoxRemote,
    // The window's own size, not an emulated viewport: puppeteer's setViewport sends a BiDi command
    // (emulation.setScreenOrientationOverride) that Firefox 140 does not know.
    defaultViewport: null,
    args: ['--window-size=1280,800'],
  });
  console.log(`# ${FIREFOX}: ${await browser.version()}`);
});

after(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('Firefox: every route draws its heading with no console error and no page error', () => {
  // One returning visitor opens every route, each in a new document (a context per route cost twice the time).
  let route: Visit;
  before(async () => {
    route = await visit();
  });
  after(async () => {
    await route?.close();
  });

  for (const check of routeChecks) {
    test(`${check.sample}`, async () => {
      const { page, errors } = route;
      const domain = new URL(portal.origin).hostname;
      await page.goto('about:blank');
      errors.length = 0;
      if (check.fault) await page.browserContext().setCookie({ name: FAULT_COOKIE, value: check.fault, domain, path: '/' });
      try {
        await gotoRoute(page, check.sample);
        const text = await heading(page);
        assert.notEqual(text, CODE_FAILED_HEADING);
        assert.equal(await page.title(), check.title);
        assert.deepEqual(errors, []);
      } finally {
        if (check.fault) await page.browserContext().deleteMatchingCookies({ name: FAULT_COOKIE });
      }
    });
  }
});

describe('Firefox: sign-in on /ops (spec 4, 6)', () => {
  test('shop.demo reaches app 27 with a token the destination verifies', async () => {
    const { page, errors, close } = await visit();
    try {
      await gotoRoute(page, '/ops');
      await (await field(page, '#login-panel form', 'Username')).type('shop.demo');
      await (await field(page, '#login-panel form', 'Password')).type(PASSWORD);
      await (await button(page, '#login-panel form', 'LOGIN')).click();
      await until(page, 'the app 27 stand-in', () => location.pathname === '/stand-in/apps/app27/clientid-login');
      // The address as the page has it: puppeteer's page.url() follows BiDi's navigation events and may still name
      // the portal for a moment after the page's own location has moved on.
      const url = new URL(await page.evaluate(() => location.href));
      assert.equal(url.origin, portal.origin);
      assert.deepEqual([...url.searchParams.keys()], ['jwt']);
      await until(page, 'the token verified', () => document.querySelector('[data-testid="verified"]')?.textContent === 'valid');
      assert.equal(await textOf(page, '[data-testid="user"]'), 'shop.demo');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('a wrong password shows the service message and marks the fields', async () => {
    const { page, errors, close } = await visit();
    try {
      await gotoRoute(page, '/ops');
      await (await field(page, '#login-panel form', 'Username')).type('shop.demo');
      const password = await field(page, '#login-panel form', 'Password');
      await password.type('demo-pass-1');
      await (await button(page, '#login-panel form', 'LOGIN')).click();
      await until(
        page,
        'the wrong-password message',
        () =>
          document.querySelector('#login-panel form [role="alert"]')?.textContent?.trim() === '* The user name or password is incorrect.',
      );
      assert.equal(await password.evaluate((input) => input.getAttribute('aria-invalid')), 'true');
      assert.equal(await page.evaluate(() => location.hash), '#/ops');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
});

describe('Firefox: the contact form (spec 5)', () => {
  const REQUIRED = ['First name', 'Last name', 'Phone', 'E-mail', 'Company', 'Which products are you interested in?'];
  /** What each required field says when left empty, as tests/e2e/forms-contact.e2e.ts has it (the question reads as a sentence). */
  const requiredMessage = (label: string) =>
    label === 'Which products are you interested in?' ? 'Tell us which products you are interested in.' : `${label} is required.`;

  test('an empty Send is refused with a focused error summary naming every required field', async () => {
    const { page, errors, close } = await visit();
    try {
      await gotoRoute(page, '/contactus');
      await (await button(page, 'form.posted-form', 'SUBMIT')).click();
      await until(page, 'the focused summary', () => document.activeElement?.matches('form.posted-form [role="alert"]') ?? false);
      const summary = (await textOf(page, 'form.posted-form [role="alert"]')) ?? '';
      for (const label of REQUIRED) assert.ok(summary.includes(requiredMessage(label)), `${label} in the summary: ${summary}`);
      for (const label of REQUIRED) {
        const control = await field(page, 'form.posted-form', label);
        assert.equal(await control.evaluate((item) => item.getAttribute('aria-invalid')), 'true', label);
      }
      assert.equal(await page.evaluate(() => location.hash), '#/contactus');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('a valid form is sent to the lead service and thanks the visitor', async () => {
    const { page, errors, close } = await visit();
    try {
      const since = new Date().toISOString();
      const marker = `Firefox Collision ${Date.now().toString(36)}`;
      await gotoRoute(page, '/contactus');
      const values: Record<string, string> = {
        'First name': 'Rosa',
        'Last name': 'Quintero',
        'E-mail': 'rosa@example.com',
        Company: marker,
        Phone: '5550104477',
        'Which products are you interested in?': 'DeliveryTrax',
      };
      for (const [label, value] of Object.entries(values)) await (await field(page, 'form.posted-form', label)).type(value);
      await (await field(page, 'form.posted-form', 'State')).select('IL');
      const captcha = await element(page, () => document.querySelector('form.posted-form [role="checkbox"]'));
      await captcha.click();
      await until(
        page,
        'the captcha answered',
        () => document.querySelector('form.posted-form [role="checkbox"]')?.getAttribute('aria-checked') === 'true',
      );
      await (await button(page, 'form.posted-form', 'SUBMIT')).click();
      await until(page, 'the thank-you dialog', () =>
        [...document.querySelectorAll('dialog[open] h2, [role="dialog"] h2')].some(
          (item) => item.textContent?.trim() === 'Thank you for Contacting Us!',
        ),
      );
      assert.equal(await page.evaluate(() => location.href), `${portal.portal}#/contactus?status=200`);
      const [stored] = await storedSubmissions(portal.origin, since, marker);
      assert.ok(stored, 'the lead stand-in stored the post');
      assert.equal(stored.endpoint, 'WebToLead');
      assert.equal(stored.captcha, 'ok');
      assert.equal(stored.fields.phone, '(555)-010-4477');
      assert.equal(stored.fields.state, 'IL');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
});

describe('Firefox: the shared layout', () => {
  test('the consent dialog opens for a new visitor with Continue focused; Continue sets opsCookie and it stays closed', async () => {
    const { page, errors, close } = await visit({ freshVisitor: true });
    try {
      await gotoRoute(page, '/benefits');
      await heading(page, 'Benefits');
      await until(page, 'the consent dialog open', () => document.querySelector('dialog.cookie-consent')?.hasAttribute('open') ?? false);
      assert.equal(await textOf(page, 'dialog.cookie-consent h2'), 'Cookies on this site');
      await until(page, 'Continue focused', () => document.activeElement?.textContent?.trim() === 'Continue');
      await page.keyboard.press('Enter');
      await until(page, 'the consent dialog closed', () => !document.querySelector('dialog.cookie-consent')?.hasAttribute('open'));
      const cookie = (await page.browserContext().cookies()).find((item) => item.name === 'opsCookie');
      assert.equal(cookie?.value, 'cookieValue');
      const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
      assert.ok(days > 364 && days <= 366, `opsCookie lives ${days} days`);
      await page.reload();
      await heading(page, 'Benefits');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      assert.equal(await page.evaluate(() => document.querySelector('dialog.cookie-consent')?.hasAttribute('open') ?? false), false);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('the Solutions menu by keyboard: Enter opens it, Tab reaches a product, Escape returns focus, Enter follows a link', async () => {
    const { page, errors, close } = await visit();
    try {
      await gotoRoute(page, '/about');
      await heading(page, 'About us');
      await page.evaluate(() => document.querySelector<HTMLButtonElement>('button[aria-controls="nav-solutions"]')?.focus());
      await page.keyboard.press('Enter');
      await until(page, 'the Solutions panel open', () => {
        const trigger = document.querySelector('button[aria-controls="nav-solutions"]');
        return trigger?.getAttribute('aria-expanded') === 'true' && (document.getElementById('nav-solutions')?.checkVisibility() ?? false);
      });
      await page.keyboard.press('Tab');
      await until(page, 'the first product link focused', () => document.activeElement === document.querySelector('#nav-solutions a'));
      await page.keyboard.press('Escape');
      await until(
        page,
        'the panel closed and its button focused',
        () =>
          !(document.getElementById('nav-solutions')?.checkVisibility() ?? false) &&
          document.activeElement === document.querySelector('button[aria-controls="nav-solutions"]'),
      );
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await until(page, 'the second product', () => location.hash === '#/product/mechanical');
      await until(page, 'the panel closed', () => !(document.getElementById('nav-solutions')?.checkVisibility() ?? false));
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
});

describe("Firefox: Try again after a page's code could not be fetched", () => {
  test('on a first visit: the site with "This page could not be loaded", and Try again draws the page', async () => {
    const { page, errors, close } = await visit();
    try {
      let refusing = true;
      const requests = await refuseCode(page, chunkPattern('contact-page'), () => refusing);
      await gotoRoute(page, '/contactus');
      await heading(page, CODE_FAILED_HEADING);
      assert.ok(requests.length >= 1, 'the page code was asked for');
      refusing = false;
      await tryAgain(page, requests, 'Contact Us');
      assert.deepEqual(
        errors.filter((error) => error.startsWith('page error')),
        [],
      );
    } finally {
      await close();
    }
  });

  test('following a link: the page says what did not load, and Try again draws it', async () => {
    const { page, errors, close } = await visit();
    try {
      let refusing = false;
      const requests = await refuseCode(page, chunkPattern('news-page'), () => refusing);
      await gotoRoute(page, '/about');
      await heading(page, 'About us');
      refusing = true;
      await (
        await element(page, () =>
          [...document.querySelectorAll('nav[aria-label="Main"] a')].find((link) => link.textContent?.trim() === 'News & Media'),
        )
      ).click();
      await heading(page, CODE_FAILED_HEADING);
      refusing = false;
      await tryAgain(page, requests, 'News & Media');
      assert.deepEqual(
        errors.filter((error) => error.startsWith('page error')),
        [],
      );
    } finally {
      await close();
    }
  });
});
