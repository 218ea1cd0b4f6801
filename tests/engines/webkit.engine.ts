/**
 * The WebKit smoke (Safari's engine): WebKitGTK's MiniBrowser driven over classic WebDriver by webdriverio, with
 * Debian's WebKitWebDriver (webkit2gtk-driver) under a private X server (xvfb-run). Nothing is downloaded. It covers
 * every route's heading with no script error, sign-in for shop.demo, and Try again after a page's code could not
 * be fetched (docs/decisions/engine-lanes.md says what classic WebDriver cannot see and how each part is driven).
 *
 * Run: `npm run build && npm run test:webkit` (npm test runs it after the Firefox lane).
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { after, before, beforeEach, describe, test } from 'node:test';
import { remote } from 'webdriverio';
import { chunkPattern } from '../e2e/built-files.ts';
import { CODE_FAILED_HEADING, FAULT_COOKIE, routeChecks } from './support/routes.ts';
import { portFree, ports, startPortal, stopChild, type Portal } from './support/portal-server.ts';
import { startRefusingProxy, type RefusingProxy } from './support/refusing-proxy.ts';

const DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB_RUN = '/usr/bin/xvfb-run';
const PASSWORD = 'Demo-Pass-1';
const WAIT = { timeout: 15_000, interval: 100 };

let portal: Portal;
let proxy: RefusingProxy;
let driver: ChildProcess;
let browser: WebdriverIO.Browser;

/**
 * Collects the page's script errors from here on: uncaught errors, unhandled rejections and console.error calls.
 * Classic WebDriver has no console or error events and cannot run a script before the page's own, so the
 * collector is put in once the document is loaded; what runs after (every route's page code, reached in the same
 * document as a visitor's link does) is watched.
 */
function watchScriptErrors() {
  return browser.execute(() => {
    const errors: string[] = [];
    Object.assign(window, { engineScriptErrors: errors });
    window.addEventListener('error', (event) => errors.push(`uncaught: ${event.message}`));
    window.addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${String(event.reason)}`));
    const consoleError = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      errors.push(`console.error: ${args.map(String).join(' ')}`);
      consoleError(...args);
    };
  });
}

/** The script errors collected since `watchScriptErrors`, emptied. */
function takeScriptErrors(): Promise<string[]> {
  return browser.execute(() => {
    const errors = (window as unknown as { engineScriptErrors?: string[] }).engineScriptErrors;
    if (!errors) return ['the error collector is gone: the document was replaced'];
    return errors.splice(0);
  });
}

/** Opens a hash route in a new document and waits until the app has taken over the page. */
async function gotoRoute(route: string) {
  // Only the hash would change from an address of the portal: the same document would stay.
  await browser.url('about:blank');
  await browser.url(`${portal.portal}#${route}`);
  await browser.waitUntil(() => browser.execute(() => document.getElementById('first-screen-status') === null), {
    ...WAIT,
    timeoutMsg: `the app did not take over ${route}`,
  });
}

/** Waits for a visible level-one heading with exactly this text (or any text) and returns its text. */
async function heading(text?: string): Promise<string> {
  const read = () =>
    browser.execute(
      () =>
        [...document.querySelectorAll('h1')].find((item) => item.checkVisibility() && item.textContent?.trim())?.textContent?.trim() ?? '',
    );
  let seen = '';
  try {
    await browser.waitUntil(
      async () => {
        seen = await read();
        return seen !== '' && (text === undefined || seen === text);
      },
      { ...WAIT, timeoutMsg: 'timed out' },
    );
  } catch (error) {
    throw new Error(`Waited for the heading ${text === undefined ? '(any)' : `"${text}"`}; the page shows "${seen}"`, { cause: error });
  }
  return seen;
}

/** A selector for the form control labelled `label` (without its "(Required)" marker) inside `scope`. */
async function field(scope: string, label: string) {
  const selector = await browser.execute(
    (scope: string, label: string) => {
      const control = [...document.querySelectorAll<HTMLLabelElement>(`${scope} label`)].find(
        (item) => item.textContent?.trim().replace(/ \((Required|Optional)\)$/, '') === label,
      )?.control;
      return control?.id ? `#${CSS.escape(control.id)}` : null;
    },
    scope,
    label,
  );
  if (!selector) throw new Error(`No control labelled "${label}" in ${scope}`);
  return browser.$(selector);
}

/**
 * Presses Try again and waits for the page's heading, in the same document. WebKitGTK 2.50 keeps a module that failed
 * as failed, even over a reload, and its error names no address: the build names each lazy chunk's address in the
 * error, and the recovery asks again for the files that chunk imports and imports it at a fresh address
 * (docs/decisions/code-that-arrives-later.md). A failure says how many requests for the code Try again made and
 * whether the page was loaded again.
 */
async function tryAgain(code: RegExp, title: string) {
  const documents = /^\/opsportal\/$/;
  // Loads of the document (GET; the recovery's HEAD of it is no load).
  const loads = () => proxy.requested(documents).filter((request) => request.startsWith('GET ')).length;
  const before = { code: proxy.requested(code).length, documents: loads() };
  await browser.$('main').$('button=Try again').click();
  let shown = '';
  try {
    await browser.waitUntil(
      async () => {
        shown = await browser.execute(
          () =>
            [...document.querySelectorAll('h1')].find((item) => item.checkVisibility() && item.textContent?.trim())?.textContent?.trim() ??
            '',
        );
        return shown === title;
      },
      { ...WAIT, timeoutMsg: 'timed out' },
    );
  } catch (error) {
    const after = proxy.requested(code).slice(before.code);
    throw new Error(
      `Try again did not draw the page (it shows "${shown}"; ${loads() - before.documents} reloads, ` +
        `${after.length} requests for its code: ${after.join(', ')})`,
      { cause: error },
    );
  }
  assert.equal(loads() - before.documents, 0, 'the page was drawn in the same document, with no reload');
}

/** Ends the X server, WebKitWebDriver and its browser, all in the process group this lane started. */
async function stopDriver() {
  const group = driver?.pid;
  if (group !== undefined) await stopChild(driver, (signal) => process.kill(-group, signal));
}

async function startDriver(): Promise<ChildProcess> {
  // The driver this lane stopped before a new one (each Try again check has its own) may hold the port a moment.
  await portFree(ports.webkitDriver, { waitMs: 10_000 });
  // Its own process group, so stopping it ends the X server and the driver that xvfb-run started.
  const child = spawn(XVFB_RUN, ['-a', '-s', '-screen 0 1280x1024x24', DRIVER, `--port=${ports.webkitDriver}`], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver stopped at start (exit ${child.exitCode}):\n${stderr}`);
    const ready = await fetch(`http://127.0.0.1:${ports.webkitDriver}/status`)
      .then(async (response) => ((await response.json()) as { value?: { ready?: boolean } }).value?.ready === true)
      .catch(() => false);
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${ports.webkitDriver} within 30 s:\n${stderr}`);
}

/**
 * A new WebDriver session: a new MiniBrowser with its own cache and storage, as a returning visitor (the consent
 * cookie set, as the e2e fixtures do, so the dialog does not sit over the page).
 */
async function openSession() {
  browser = await remote({
    hostname: '127.0.0.1',
    port: ports.webkitDriver,
    path: '/',
    logLevel: 'error',
    connectionRetryCount: 0,
    // A page that never ends loading (a reload loop) fails its check in time instead of holding the lane 2 minutes.
    connectionRetryTimeout: 45_000,
    capabilities: {
      browserName: 'MiniBrowser',
      // WebKitWebDriver 2.50 speaks classic WebDriver only: asked for BiDi (webdriverio's default), it creates no session.
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    } as WebdriverIO.Capabilities,
  });
  await browser.setWindowSize(1280, 900);
  await browser.setTimeout({ pageLoad: 20_000, script: 10_000 });
  const capabilities = browser.capabilities as { browserName?: string; browserVersion?: string };
  console.log(`# ${MINIBROWSER}: ${capabilities.browserName} ${capabilities.browserVersion}`);
  await browser.url(`${portal.portal}#/page-not-found`);
  await browser.setCookies({ name: 'opsCookie', value: 'cookieValue', path: '/' });
}

before(async () => {
  const missing = [
    [DRIVER, 'webkit2gtk-driver (WEBKIT_DRIVER_PATH)'],
    [MINIBROWSER, 'webkit2gtk-driver, whose libwebkit2gtk-4.1-0 brings MiniBrowser (MINIBROWSER_PATH)'],
    [XVFB_RUN, 'xvfb'],
  ].filter(([path]) => !existsSync(path!));
  if (missing.length > 0) {
    throw new Error(
      `WebKit lane: ${missing.map(([path, from]) => `no ${path} (apt-get install ${from})`).join('; ')}. .ci/run installs them.`,
    );
  }
  const origin = `http://localhost:${ports.webkitProxy}`;
  portal = await startPortal({ port: ports.webkitPortal, publicOrigin: origin });
  await portFree(ports.webkitProxy);
  proxy = await startRefusingProxy({ port: ports.webkitProxy, target: ports.webkitPortal });
  driver = await startDriver();
  await openSession();
});

after(async () => {
  await browser?.deleteSession().catch(() => undefined);
  await stopDriver();
  await proxy?.stop();
  await portal?.stop();
});

describe('WebKit: every route draws its heading with no script error', () => {
  before(async () => {
    // The walk follows the routes in one document, as links do: the collector sees every page's code run.
    await gotoRoute('/benefits');
    await heading('Benefits');
    await watchScriptErrors();
  });

  for (const route of routeChecks) {
    test(`${route.sample}`, async () => {
      if (route.fault) await browser.setCookies({ name: FAULT_COOKIE, value: route.fault, path: '/' });
      try {
        await browser.execute((hash: string) => (window.location.hash = hash), `#${route.sample}`);
        await browser.waitUntil(async () => (await browser.getTitle()) === route.title, {
          ...WAIT,
          timeoutMsg: `the title "${route.title}"`,
        });
        const text = await heading();
        assert.notEqual(text, CODE_FAILED_HEADING);
        assert.deepEqual(await takeScriptErrors(), []);
      } finally {
        if (route.fault) await browser.deleteCookies(FAULT_COOKIE);
      }
    });
  }
});

describe('WebKit: sign-in on /ops (spec 4, 6)', () => {
  test('shop.demo reaches app 27 with a token the destination verifies', async () => {
    await gotoRoute('/ops');
    await watchScriptErrors();
    await (await field('#login-panel form', 'Username')).setValue('shop.demo');
    await (await field('#login-panel form', 'Password')).setValue(PASSWORD);
    assert.deepEqual(await takeScriptErrors(), []);
    await browser.$('#login-panel form').$('button=LOGIN').click();
    await browser
      .waitUntil(async () => new URL(await browser.getUrl()).pathname === '/stand-in/apps/app27/clientid-login', WAIT)
      .catch(async (error: unknown) => {
        const form = await browser.execute(() => document.querySelector('#login-panel form')?.textContent ?? '(no form)');
        await browser.saveScreenshot('test-results/engines-webkit-sign-in.png');
        throw new Error(`Not on app 27 but on ${await browser.getUrl()}; the form says: ${form}`, { cause: error });
      });
    const url = new URL(await browser.getUrl());
    assert.equal(url.origin, portal.origin);
    assert.deepEqual([...url.searchParams.keys()], ['jwt']);
    await browser.$('[data-testid="verified"]').waitUntil(async function (this: WebdriverIO.Element) {
      return (await this.getText()) === 'valid';
    }, WAIT);
    assert.equal(await browser.$('[data-testid="user"]').getText(), 'shop.demo');
  });
});

describe("WebKit: Try again after a page's code could not be fetched (the request cut by the lane's proxy; WebKitGTK 2.50 keeps the failure, even over a reload, until the file is asked for again)", () => {
  // Each in a new browser under a new driver: the code these tests cut must not be in the browser's cache or module
  // map already, and a page that fails here must not hold the next test (a page reloading without end once took
  // WebKitWebDriver down with its session).
  beforeEach(async () => {
    await browser.deleteSession().catch(() => undefined);
    await stopDriver();
    driver = await startDriver();
    await openSession();
  });
  test('on a first visit: the site with "This page could not be loaded", and Try again draws the page', async () => {
    const code = chunkPattern('contact-page');
    proxy.refuse(code);
    try {
      await gotoRoute('/contactus');
      await heading(CODE_FAILED_HEADING);
    } finally {
      proxy.refuse(null);
    }
    await watchScriptErrors();
    await tryAgain(code, 'Contact Us');
    // The failures are logged (console.error); nothing else may be thrown.
    assert.deepEqual(
      (await takeScriptErrors()).filter((error) => !error.startsWith('console.error')),
      [],
    );
  });

  test('following a link: the page says what did not load (its chunk and the chunk it imports), and Try again draws it', async () => {
    const code = chunkPattern('news-page');
    await gotoRoute('/about');
    await heading('About us');
    await watchScriptErrors();
    proxy.refuse(code);
    try {
      await browser.$('nav[aria-label="Main"]').$('a=News & Media').click();
      await heading(CODE_FAILED_HEADING);
    } finally {
      proxy.refuse(null);
    }
    await tryAgain(code, 'News & Media');
    // The failures are logged (console.error); nothing else may be thrown.
    assert.deepEqual(
      (await takeScriptErrors()).filter((error) => !error.startsWith('console.error')),
      [],
    );
  });
});
