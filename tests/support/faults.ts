/**
 * The fault cases' toolkit (spec 8, docs/faults.md), used by tests/e2e/faults.e2e.ts: how long each client waits,
 * the requests of each dependency, when a failure becomes known to the page (timed from the failing request), a
 * slow dependency run on the page clock, and what a page must say, and within how long. Every wait here fails with
 * a message that names what did not happen, never a bare timeout.
 */
import type { BrowserContext, Locator, Page, Request, Response } from '@playwright/test';
import { busyIndicators, isNavigationError } from './pages/busy.ts';
import { PostedFormPage } from './pages/posted-form.ts';
import { PORTAL, expect, fault, gotoRoute } from '../e2e/fixtures.ts';

export type Mode = 'down' | 'slow' | '500' | 'malformed';

/** How long each client waits before it gives up; `slow` failures become known then. */
export const GIVES_UP_AFTER = {
  /** src/config/load-config.ts */
  config: 8_000,
  /** src/content/load-json.ts fetchContent */
  content: 8_000,
  /** src/lib/http.ts REQUEST_TIMEOUT_MS: the identity service and the common API */
  http: 10_000,
  /** machines/sso-session.machine.ts SSO_PROBE_TIMEOUT_MS (its probeTimeout delay) */
  ssoProbe: 8_000,
  /** src/actors/forms/load-script.ts loadScript */
  script: 15_000,
} as const;
/** docs/faults.md: a page says what happened within 5 s of the failure becoming known. */
export const SAY_WITHIN = 5_000;
export const PASSWORD = 'Demo-Pass-1';

/** The requests of each dependency, by address. */
export const CALLS = {
  config: (url: URL) => url.pathname === '/opsportal/assets/config.release.json',
  content: (url: URL) => url.pathname.startsWith('/opsportal/assets/data/'),
  identity: (url: URL) => url.pathname.startsWith('/stand-in/identity/'),
  /** The common API's calls a sign-in makes (not the identity-provider flag, asked on every load). */
  common: (url: URL) => url.pathname.startsWith('/stand-in/common/') && !url.pathname.endsWith('/application/keycloak'),
  ssoFlag: (url: URL) => url.pathname === '/stand-in/common/application/keycloak',
  sso: (url: URL) => url.pathname.startsWith('/stand-in/sso/'),
  /** The contact page's lead-capture helper script (server/portal/config.ts leadHelperScriptUrl). */
  leadHelper: (url: URL) => url.pathname === '/stand-in/lead/lead-helper.js',
} as const;

/**
 * When the failure of a dependency becomes known to the page, timed from the failing request itself rather than
 * from the page load or the click before it: the first request to `call` made from now on has ended (refused,
 * dropped, or answered with the error). For `down`, `500` and `malformed` the stand-in fails it at once, so this is
 * an event, not a race against a timer. A request its own client gave up on (the browser reports it aborted), or
 * one still open `givesUpAfter` + 5 s after it was sent, was not failed by the fault; a request never made was not
 * made by the action: each fails the test with a message that says so (a `slow` dependency is timed on the page
 * clock instead: SlowAnswer). Call it before the action that makes the request.
 */
export function failureKnown(page: Page, call: (url: URL) => boolean, givesUpAfter: number, what = 'the failing request'): Promise<number> {
  let stop = () => {};
  const known = new Promise<number>((resolve, reject) => {
    let failing: Request | undefined;
    let stillOpen: ReturnType<typeof setTimeout> | undefined;
    const neverMade = setTimeout(() => {
      stop();
      reject(new Error(`${what} was never made within 30 s of the action that should make it`));
    }, 30_000);
    const settle = (at: number) => {
      stop();
      resolve(at);
    };
    const unanswered = (request: Request, how: string) => {
      stop();
      reject(
        new Error(
          `${what} (${request.method()} ${new URL(request.url()).pathname}) ${how}: ` +
            'the fault switch left it unanswered instead of failing it at once',
        ),
      );
    };
    const onRequest = (request: Request) => {
      if (failing || !call(new URL(request.url()))) return;
      failing = request;
      clearTimeout(neverMade);
      stillOpen = setTimeout(
        () => unanswered(request, `was still open ${givesUpAfter + SAY_WITHIN} ms after it was sent`),
        givesUpAfter + SAY_WITHIN,
      );
    };
    const onEnd = (request: Request) => {
      if (request !== failing) return;
      // The page's own client gave up on it (its timeout aborts the fetch): the stand-in never failed it.
      const aborted = request.failure()?.errorText.includes('ERR_ABORTED') ?? false;
      if (aborted) unanswered(request, 'was given up by its own client (net::ERR_ABORTED)');
      else settle(Date.now());
    };
    // An error status is known to the client as its answer's head arrives (a fetch resolves then): a body the page
    // never reads may never finish loading (the provider's 500 to keycloak-js), which would leave the request open.
    const onResponse = (response: Response) => {
      if (response.request() === failing && response.status() >= 400) settle(Date.now());
    };
    stop = () => {
      clearTimeout(neverMade);
      clearTimeout(stillOpen);
      page.off('request', onRequest);
      page.off('response', onResponse);
      page.off('requestfinished', onEnd);
      page.off('requestfailed', onEnd);
    };
    page.on('request', onRequest);
    page.on('response', onResponse);
    page.on('requestfinished', onEnd);
    page.on('requestfailed', onEnd);
  });
  // Awaited later, after the action: until then a rejection must not count as unhandled.
  known.catch(() => undefined);
  return known;
}

/** Expects `locator` to say `text` no later than 5 s after `known` (at once, when that is past). */
export async function expectSaid(locator: Locator, text: string | RegExp, known: number) {
  const timeout = Math.max(1, known + SAY_WITHIN - Date.now());
  await expect(locator, `the page says what failed within ${SAY_WITHIN} ms of the failure becoming known`).toContainText(text, { timeout });
}

/** While a slow dependency keeps it waiting, the page shows it is working (the control for expectNoSpinner). */
export async function expectWorking(page: Page) {
  await expect(busyIndicators(page), 'a progress bar, busy control or loading status while the page waits').not.toHaveCount(0);
}

/** No progress bar, busy control or loading status is left on the page. */
export async function expectNoSpinner(page: Page) {
  await expect(
    busyIndicators(page),
    'no progress bar, busy control or loading status is left once the page has said what failed',
  ).toHaveCount(0);
}

/**
 * A `slow` dependency: its stand-in answers only after 15 s, so its failure becomes known when the
 * client's own timer gives up (setTimeout, or AbortSignal.timeout, both on the page clock). Rather
 * than wait those 8-10 s in real time, the test runs the page clock (page.clock.install() before the
 * page loads; it keeps flowing on its own too) forward past the client's deadline, once the request
 * is out. Create it before the action that makes the request; a request never made fails the test.
 */
export class SlowAnswer {
  private ran = 0;
  private paused = false;
  private readonly sent: Promise<void>;

  constructor(
    private readonly page: Page,
    call: (url: URL) => boolean,
    private readonly givesUpAfter: number,
  ) {
    this.sent = new Promise<void>((resolve, reject) => {
      const onRequest = (request: Request) => {
        if (!call(new URL(request.url()))) return;
        clearTimeout(neverMade);
        page.off('request', onRequest);
        resolve();
      };
      const neverMade = setTimeout(() => {
        page.off('request', onRequest);
        reject(new Error('the slow request whose failure the test times was never made within 30 s of the action that should make it'));
      }, 30_000);
      page.on('request', onRequest);
    });
    // Awaited later, after the action: until then a rejection must not count as unhandled.
    this.sent.catch(() => undefined);
  }

  /** Once the request is out, runs the page's timers `ms` forward. */
  async run(ms: number) {
    await this.sent;
    await this.page.clock.runFor(ms);
    this.ran += ms;
  }

  /**
   * Stops the page clock's own flow before the page loads: from then on only `run` moves it, so the
   * page's time since the request went out is exactly what was run, however slow the machine (a
   * flowing clock let a loaded machine's real seconds reach the client's deadline while the test was
   * still looking). `givenUp` lets it flow again.
   */
  async pause() {
    await this.page.clock.pauseAt(Date.now() + 1_000);
    this.paused = true;
  }

  /** Runs the page clock past the client's deadline; returns (real time) when that has happened. */
  async givenUp(): Promise<number> {
    await this.run(Math.max(0, this.givesUpAfter - this.ran));
    if (this.paused) await this.page.clock.resume();
    return Date.now();
  }
}

/** Installs the page clock when `mode` is slow; call it before the page loads. */
export async function clockForSlow(page: Page, mode: Mode) {
  if (mode === 'slow') await page.clock.install();
}

/**
 * When the failure is known: a slow dependency's timer run past its deadline (SlowAnswer), or the
 * real end of the failing request (failureKnown).
 */
export async function whenKnown(known: SlowAnswer | Promise<number>): Promise<number> {
  return known instanceof SlowAnswer ? known.givenUp() : known;
}

/** failureKnown, or for `slow` a SlowAnswer (with the page clock installed by clockForSlow). */
export function watchFailure(
  page: Page,
  mode: Mode,
  call: (url: URL) => boolean,
  givesUpAfter: number,
  what?: string,
): SlowAnswer | Promise<number> {
  return mode === 'slow' ? new SlowAnswer(page, call, givesUpAfter) : failureKnown(page, call, givesUpAfter, what);
}

/**
 * While a slow dependency keeps the page waiting, it is never blank. Looks every 250 ms of the
 * page's clock for `ms` after the request went out, then expects the page still to show that it is
 * working.
 */
export async function expectNeverBlank(page: Page, slow: SlowAnswer, ms: number) {
  // The document of the address has arrived (page.goto with waitUntil 'commit' may return before it is parsed).
  await page.locator('body').waitFor({ state: 'attached' });
  for (let looked = 0; looked < ms; looked += 250) {
    const text = await page
      .evaluate(() => document.body.innerText.trim())
      .catch((error: unknown) => {
        // A navigation under the read destroys its context: look again. Any other error fails the test.
        if (isNavigationError(error)) return 'navigating';
        throw error;
      });
    expect(text, 'the page is not blank while it waits').not.toBe('');
    await slow.run(250);
  }
  await expectWorking(page);
}

/** The failing call of each dependency a case watches: its requests, and when its client gives up. */
const FAILING = {
  config: { call: CALLS.config, givesUpAfter: GIVES_UP_AFTER.config },
  content: { call: CALLS.content, givesUpAfter: GIVES_UP_AFTER.content },
  identity: { call: CALLS.identity, givesUpAfter: GIVES_UP_AFTER.http },
  common: { call: CALLS.common, givesUpAfter: GIVES_UP_AFTER.http },
  sso: { call: CALLS.sso, givesUpAfter: GIVES_UP_AFTER.ssoProbe },
} as const;

/** A sign-in form of the page objects: the /ops login panel, the partner form. */
export interface SignInForm {
  username(): Locator;
  password(): Locator;
  loginButton(): Locator;
  error(): Locator;
}

/**
 * One fault case (docs/faults.md): a dependency fails in one mode for this browser context, with
 * the page clock installed for `slow`; start it before the page loads. Each expectation watches the
 * dependency's failing call, does what makes it, and while a slow dependency keeps the page waiting
 * expects the page to show it is working; then that the page says what happened within 5 s of the
 * failure becoming known, and that no spinner is left.
 */
export class FaultCase {
  private constructor(
    private readonly page: Page,
    private readonly dependency: keyof typeof FAILING,
    private readonly mode: Mode,
  ) {}

  static async start(page: Page, context: BrowserContext, dependency: keyof typeof FAILING, mode: Mode): Promise<FaultCase> {
    await fault(context, `${dependency}:${mode}`);
    await clockForSlow(page, mode);
    return new FaultCase(page, dependency, mode);
  }

  /**
   * `act` makes the failing request; `where` then says `says`. While slow, the page shows it is
   * working, or with `neverBlankFor` is looked at that long and never blank (expectNeverBlank).
   */
  async expectSaid(act: () => Promise<unknown>, where: Locator, says: string, neverBlankFor?: number) {
    const { call, givesUpAfter } = FAILING[this.dependency];
    const known = watchFailure(
      this.page,
      this.mode,
      call,
      givesUpAfter,
      `the ${this.dependency} request under ${this.dependency}:${this.mode}`,
    );
    // Looked at for a set time while it waits: on a paused clock, so that time is the page's own.
    if (known instanceof SlowAnswer && neverBlankFor !== undefined) await known.pause();
    await act();
    if (known instanceof SlowAnswer) {
      if (neverBlankFor === undefined) await expectWorking(this.page);
      else await expectNeverBlank(this.page, known, neverBlankFor);
    }
    await expectSaid(where, says, await whenKnown(known));
    await expectNoSpinner(this.page);
  }

  /** Opens `route` without waiting for the page: the failing call is part of its loading. */
  async expectSaidWhileLoading(route: string, where: Locator, says: string, neverBlankFor: number) {
    await this.expectSaid(() => this.page.goto(`${PORTAL}#${route}`, { waitUntil: 'commit' }), where, says, neverBlankFor);
  }

  /** Opens `route`, whose loading makes the failing call; the page's alert says `says`. */
  async expectAlertOnOpening(route: string, says: string) {
    await this.expectSaid(() => gotoRoute(this.page, route), this.page.getByRole('alert'), says);
  }

  /** Opens `route`, types `username` and the password into `form`; its Login fails with `says`. */
  async expectSignInFails(form: SignInForm, route: string, username: string, says: string) {
    await gotoRoute(this.page, route);
    await form.username().fill(username);
    await form.password().fill(PASSWORD);
    await this.expectSaid(() => form.loginButton().click(), form.error(), says);
  }
}

/** Nothing is shown (no alert, no status message or toast) for `ms`: what shows late is seen too. */
export async function expectNothingShownFor(page: Page, ms: number) {
  const shown = page.getByRole('alert').or(page.getByRole('status'));
  const until = Date.now() + ms;
  do {
    // A snapshot on purpose: nothing may show at any moment of the window (a web-first assertion would wait for it to go).
    // eslint-disable-next-line playwright/prefer-web-first-assertions
    expect(await shown.allInnerTexts(), 'nothing is shown').toEqual([]);
    await page.waitForTimeout(100);
  } while (Date.now() < until);
}

/** What a posted form shows, as the page reports it. */
export interface FormReport {
  text: string;
  values: string[];
}

/**
 * While the browser waits for a native post's answer, Playwright (and the DevTools protocol) wait for that
 * navigation before reading the page: the page reports what its posted form shows (its text and its controls'
 * values) through the console every 200 ms instead. Returns the latest report (empty before the first).
 */
export async function reportFormWhileNavigating(page: Page): Promise<() => FormReport> {
  const reports: FormReport[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[form] ')) reports.push(JSON.parse(message.text().slice(7)) as FormReport);
  });
  await page.evaluate(() => {
    window.setInterval(() => {
      const form = document.querySelector('form.posted-form');
      const controls = form?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type="hidden"]), textarea') ?? [];
      console.log(`[form] ${JSON.stringify({ text: form?.textContent ?? '', values: [...controls].map((control) => control.value) })}`);
    }, 200);
  });
  return () => reports.at(-1) ?? { text: '', values: [] };
}

export async function fillSupportRequest(page: Page, subject: string) {
  const form = new PostedFormPage(page, 'Request Support');
  await form.fill({
    Name: 'Zoë Okafor',
    Phone: '5550100123',
    'E-mail': 'zoe@example.com',
    Subject: subject,
    Message: 'The 部品 order screen is blank.\nSecond line.',
  });
  return form;
}

export async function expectSupportRequestKept(form: PostedFormPage, subject: string) {
  await expect(form.field('Name')).toHaveValue('Zoë Okafor');
  await expect(form.field('Phone')).toHaveValue('5550100123');
  await expect(form.field('E-mail')).toHaveValue('zoe@example.com');
  await expect(form.field('Subject')).toHaveValue(subject);
  await expect(form.field('Message')).toHaveValue('The 部品 order screen is blank.\nSecond line.');
}
