/**
 * Path map of the start-up chart (machines/start-up.machine.ts, STYLE.md "Before the code"): the document the
 * build drew, what the visitor asks for on it before the code (a sign-in sent, Pause pressed), the take-over and
 * the hand-over of those intents, and a take-over that falls back to a render (the /ops code refused), and a
 * route that was not drawn (#/benefits: its loading bar, its code or the time limit).
 *
 * Before the code means before any script of ours: on /ops the document's own scripts are held at the open until
 * the visitor's first gesture is made (the inline script alone records it), then the page's chunk is held by the
 * outcome that brings it. A path whose outcome follows the opening directly holds only that chunk.
 */
import type { Page } from '@playwright/test';
import { startUpMachine, type StartUpSnapshot } from '../../machines/start-up.machine.ts';
import { chunkPattern } from '../e2e/built-files.ts';
import { Carousel } from '../support/pages/carousel.ts';
import { Destination, LoginPanel } from '../support/pages/login-panel.ts';
import { pressOn } from './support/keyboard.ts';
import { PASSWORD, PORTAL } from './support/portal.ts';
import type { PathContext, PathMap } from './support/types.ts';

/** The document's own scripts (index.html's module scripts), not the chunks they import. */
const ENTRY_SCRIPTS = /\/opsportal\/assets\/[^/]+\.js$/;
const OPS_CHUNK = chunkPattern('ops-page');
const BENEFITS_CHUNK = chunkPattern('benefits-page');
const isPageChunk = (url: URL) => OPS_CHUNK.test(url.pathname) || BENEFITS_CHUNK.test(url.pathname);
/** The gestures made before the code: the page's code comes after one of them (the document's scripts are held till then). */
const BEFORE_THE_CODE = ['sign in before the code', 'press Pause before the code'];
const isOpsChunk = (url: URL) => OPS_CHUNK.test(url.pathname);

/** The chart's years (the copyright line): what it shows is not this map's concern. */
const YEARS = { visit: 2026, build: 2026 };

/** Per page: the release of its held entry scripts, the token requests. */
const heldEntry = new WeakMap<Page, () => void>();
const tokenRequests = new WeakMap<Page, string[]>();

function watchTokens(page: Page) {
  const sent: string[] = [];
  tokenRequests.set(page, sent);
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/token')) sent.push(request.url());
  });
}

/** The entry scripts come once the visitor's first gesture was made on the bare document. */
function releaseEntry(page: Page) {
  heldEntry.get(page)?.();
  heldEntry.delete(page);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const routeFailure = (page: Page) => page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
const pageCount = (page: Page) => page.evaluate(() => document.querySelectorAll('[data-pending-submit], [data-pending-click]').length);
const rootMarked = (page: Page) => page.evaluate(() => document.getElementById('root')?.hasAttribute('data-first-screen') ?? false);

/** What every live page shows: the app's, nothing of the drawn screen's waiting left. */
async function showsLive({ page, expect }: PathContext) {
  await expect.poll(() => rootMarked(page)).toBe(false);
  await expect(page.locator('#first-screen-status')).toHaveCount(0);
  await expect(page.locator('#first-screen-fallback')).toHaveCount(0);
}

/** A start on #/benefits, where no screen is drawn: `arrange` (the clock, a held chunk) before the address is opened. */
function anotherRoute(name: string, does: string, only: string[], arrange?: (page: Page) => Promise<void>) {
  return {
    name,
    input: { drawn: false, config: null, years: YEARS },
    does,
    only,
    open: async ({ page }: PathContext) => {
      watchTokens(page);
      await arrange?.(page);
      await page.goto(`${PORTAL}#/benefits`, { waitUntil: 'commit' });
    },
  };
}

/** A gesture on the drawn screen before any script of ours ran (the first one): then the document's scripts come. */
function beforeTheCode(kind: 'submit' | 'press', name: string, does: string, keys: string, gesture: (ctx: PathContext) => Promise<void>) {
  return {
    kind: 'gesture' as const,
    event: { type: 'intent.queued', intent: { kind, target: null } },
    name,
    does,
    keys,
    when: (snapshot: StartUpSnapshot) => snapshot.context.intents.length === 0,
    act: async (ctx: PathContext) => {
      await gesture(ctx);
      releaseEntry(ctx.page);
    },
  };
}

export const startUpPaths: PathMap<typeof startUpMachine> = {
  machine: startUpMachine,
  file: 'tests/paths/start-up.paths.ts',
  starts: [
    {
      name: '/ops, drawn',
      input: { drawn: true, config: null, years: YEARS },
      does: "open /opsportal/ (the drawn /ops screen); its scripts held until the visitor's first gesture",
      only: ['sign in before the code', 'press Pause before the code', 'code arrives', 'code refused', 'first draw committed'],
      open: async ({ page }) => {
        watchTokens(page);
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(
          (url) => ENTRY_SCRIPTS.test(url.pathname) && !isPageChunk(url),
          async (route) => {
            await held;
            await route.fallback();
          },
        );
        heldEntry.set(page, release);
        await page.goto(PORTAL, { waitUntil: 'commit' });
      },
    },
    anotherRoute('another route', 'open /opsportal/#/benefits (no screen is drawn for it)', [
      'code arrives, not drawn',
      'first draw committed',
    ]),
    anotherRoute(
      'another route, its code slow',
      "open /opsportal/#/benefits with the page clock paused and the Benefits page's chunk held for good",
      ['time limit', 'first draw committed'],
      async (page) => {
        const start = Date.now();
        await page.clock.install({ time: start });
        await page.clock.pauseAt(start + 1000);
        await page.route(BENEFITS_CHUNK, () => new Promise<void>(() => {}));
      },
    ),
  ],
  stateKey: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.drawn,
      snapshot.context.intents.map((intent: { kind: string }) => intent.kind),
      snapshot.context.handedOver,
      snapshot.context.dropped,
    ]),
  states: {
    deciding: { transient: 'decided at once from the input: drawn or not' },
    drawn: {
      shows:
        'the drawn /ops screen, not yet the app\'s (#root marked): the sign-in form; a sign-in sent is said as "Signing in…" and the form marked as waiting, Pause pressed is marked as held; no token request',
      check: async ({ page, expect, snapshot }) => {
        const panel = new LoginPanel(page);
        await expect(panel.username()).toBeVisible();
        expect(await rootMarked(page)).toBe(true);
        const kinds = snapshot.context.intents.map((intent: { kind: string }) => intent.kind);
        await expect(page.locator('#first-screen-status')).toHaveText(kinds.includes('submit') ? 'Signing in…' : '');
        if (kinds.includes('submit')) await expect(panel.form).toHaveAttribute('data-pending-submit', '');
        else await expect(panel.form).not.toHaveAttribute('data-pending-submit');
        const pause = new Carousel(page, 'Featured solutions').pause();
        if (kinds.includes('press')) await expect(pause).toHaveAttribute('data-pending-click', '');
        else await expect(pause).not.toHaveAttribute('data-pending-click');
        expect(tokenRequests.get(page)).toEqual([]);
      },
    },
    loading: {
      shows: 'on #/benefits the loading bar ("Loading…"), nothing of the drawn /ops screen, no navigation yet',
      announces: { live: 'Loading…' },
      check: async ({ page, expect }) => {
        await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
        await expect(page.locator('#login-panel')).toBeHidden();
        await expect(nav(page)).toBeHidden();
      },
    },
    takingOver: { transient: "React's take-over: committed as soon as it is done, nothing holds it" },
    rendering: { transient: 'a fresh render: committed as soon as it is done, nothing holds it' },
    'live.takenOver': {
      shows:
        "the app's /ops page on the same elements, nothing waiting left; a sign-in sent before the code was carried out once (the token requested once, the destination opened), Pause pressed was pressed once (Play shows)",
      check: async (ctx) => {
        const { page, expect, snapshot } = ctx;
        const handed = snapshot.context.handedOver;
        if (handed.includes('submit')) {
          await expect(new Destination(page).verified()).toBeVisible({ timeout: 15_000 });
          expect(tokenRequests.get(page)).toHaveLength(1);
          return;
        }
        await showsLive(ctx);
        expect(await pageCount(page)).toBe(0);
        // The configured links come with the config the views are given once live.
        await expect(nav(page).getByRole('link', { name: 'Register' })).toBeVisible();
        const carousel = new Carousel(page, 'Featured solutions');
        await expect(handed.includes('press') ? carousel.play() : carousel.pause()).toBeVisible();
        expect(tokenRequests.get(page)).toEqual([]);
      },
    },
    'live.drawnAfresh': {
      shows:
        'the app drawn anew, nothing waiting left and nothing queued carried out (no token request): on /ops whose code was refused, the alert "This page could not be loaded" with Try again; on #/benefits the site with the Benefits page, or its loading bar while its code is still on its way',
      check: async (ctx) => {
        const { page, expect, snapshot } = ctx;
        await showsLive(ctx);
        expect(await pageCount(page)).toBe(0);
        await expect(nav(page)).toBeVisible();
        if (snapshot.context.drawn) {
          await expect(routeFailure(page).getByRole('button', { name: 'Try again' })).toBeVisible();
          await expect(page.locator('#login-panel')).toHaveCount(0);
        } else {
          await expect(
            page
              .getByRole('heading', { level: 1, name: 'Benefits' })
              .or(page.locator('#main').getByRole('status').filter({ hasText: 'Loading…' })),
          ).toBeVisible();
        }
        expect(tokenRequests.get(page)).toEqual([]);
      },
    },
  },
  events: [
    beforeTheCode(
      'submit',
      'sign in before the code',
      'type the demo user and password into the drawn form and press Enter in the password field',
      'Enter',
      async ({ page }) => {
        const panel = new LoginPanel(page);
        await panel.username().fill('shop.demo');
        await panel.password().fill(PASSWORD);
        await panel.password().press('Enter');
      },
    ),
    beforeTheCode(
      'press',
      'press Pause before the code',
      'Tab to the carousel\'s "Pause" on the drawn screen and press Enter',
      'Tab, Enter',
      (ctx) => pressOn(ctx, new Carousel(ctx.page, 'Featured solutions').pause(), 'Enter'),
    ),
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.loadFirstPage', output: { loaded: true, takeOver: true } },
      name: 'code arrives',
      does: "the /ops page's chunk arrives (held while the drawn screen is checked) and the address still opens /ops",
      after: BEFORE_THE_CODE,
      hold: isOpsChunk,
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.loadFirstPage', output: { loaded: false, takeOver: false } },
      name: 'code refused',
      does: "the /ops page's chunk is refused (offline; held while the drawn screen is checked): nothing to take over",
      after: BEFORE_THE_CODE,
      arrange: async ({ page }) => {
        await page.route(OPS_CHUNK, (route) => route.abort('internetdisconnected'));
      },
      hold: isOpsChunk,
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.loadFirstPage', output: { loaded: true, takeOver: false } },
      name: 'code arrives, not drawn',
      does: "the Benefits page's chunk arrives (held while the loading bar is checked); nothing was drawn for #/benefits",
      hold: (url) => BENEFITS_CHUNK.test(url.pathname),
    },
    {
      kind: 'clock',
      event: { type: 'xstate.after.firstPageWait.startUp.loading' },
      name: 'time limit',
      does: "advance the page clock by 2000 ms while the Benefits page's chunk is still on its way",
      act: async ({ page }) => page.clock.runFor(2000),
    },
    {
      kind: 'outcome',
      event: { type: 'app.committed' },
      name: 'first draw committed',
      does: "React commits the first draw (the take-over or the render) and the app's effects run: nothing to hold",
    },
  ],
};
