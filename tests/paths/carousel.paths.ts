/**
 * Path map of a carousel (machines/carousel.machine.ts, spec 2, 4, 9): the Benefits page's "Partner
 * logos" (2 s). The page opens 600 px high, so the carousel is far below the screen and its slider
 * library waits; scrolling to it (near) fetches nothing yet: the library is fetched when the visitor
 * reaches for the carousel (pointer, focus in the track, Previous or Next) or when autoplay's step
 * comes due while it is near (held while the loading state is checked, or aborted as offline). The
 * page's clock is installed and paused, so the carousel moves only when a path advances it. The
 * pointer over the carousel, focus in its track and a drag hold it; the buttons are used by keyboard
 * (focus on a button is outside the track: no hold). A gesture that scrolls the carousel into view
 * is driven from far below only when it also fetches the library (the page would be near, the model
 * still far). When the library's code cannot be fetched (aborted as offline), the carousel says so where
 * its controls were, with Retry (the connection is back by then: Retry fetches it again).
 */
import type { Locator, Page, Route } from '@playwright/test';
import { Carousel } from '../support/pages/carousel.ts';
import { LOGO_AUTOPLAY_MS, NAV_SPEED_MS, carouselMachine } from '../../machines/carousel.machine.ts';
import { pressOn } from './support/keyboard.ts';
import { errorWith, gotoRoute } from './support/portal.ts';
import type { AnyMachineSnapshot } from 'xstate';
import type { PathContext, PathMap } from './support/types.ts';
import { chunkPattern } from '../e2e/built-files.ts';
import { inSentence } from '../../src/lib/in-sentence.ts';

const LABEL = 'Partner logos';
/** The Benefits page's partner logos, through the e2e specs' page object. */
const carousel = (page: Page) => new Carousel(page, LABEL);
/** How Pause and Play name the carousel inside their words ("Pause partner logos", issue 42). */
const TOGGLE_LABEL = inSentence(LABEL);
const track = (page: Page) => carousel(page).track();
const firstInView = (page: Page) => carousel(page).firstInView();

/**
 * Time passes (more than the interval) and the carousel does not move by itself. A press kept while
 * the slider code loaded may still be sliding: it ends first.
 */
async function staysStill({ page, expect }: PathContext) {
  await page.clock.runFor(NAV_SPEED_MS + 100);
  const before = await firstInView(page);
  await page.clock.runFor(LOGO_AUTOPLAY_MS * 2);
  expect(await firstInView(page)).toBe(before);
}

/** Autoplay's interval passes (and the slide's move). */
async function stepDue({ page, scenario }: PathContext) {
  scenario.before = await firstInView(page);
  await page.clock.runFor(LOGO_AUTOPLAY_MS + 1000);
}

/** With the slider running, the step moved one slide on; otherwise nothing moved yet (kept while the code loads, dropped far below). */
async function verifyStep({ page, expect, scenario, snapshot }: PathContext) {
  if (sliderReady(snapshot)) expect(await firstInView(page)).not.toBe(scenario.before);
  else expect(await firstInView(page)).toBe(scenario.before);
}

/** A press moved the slider, or (its code still loading) is kept: nothing moved yet. */
async function verifyMove({ page, expect, scenario, snapshot }: PathContext) {
  if (sliderReady(snapshot)) expect(await firstInView(page)).not.toBe(scenario.before);
  else expect(await firstInView(page)).toBe(scenario.before);
}

async function pressKey(target: Locator) {
  await target.focus();
  await target.press('Enter');
}

const ctx = (snapshot: { context: Record<string, unknown> }) =>
  snapshot.context as { hovered: boolean; focused: boolean; dragging: boolean };
const sliderReady = (snapshot: AnyMachineSnapshot) => snapshot.matches({ slider: { needed: 'ready' } });
const sliderWaiting = (snapshot: AnyMachineSnapshot) => snapshot.matches({ slider: 'waiting' });
const sliderNear = (snapshot: AnyMachineSnapshot) => snapshot.matches({ slider: { waiting: 'near' } });
const running = (snapshot: AnyMachineSnapshot) => snapshot.matches({ autoplay: { playing: 'running' } });
const sliderFailed = (snapshot: AnyMachineSnapshot) => snapshot.matches({ slider: 'failed' });
/** keen-slider's code, a chunk of its own. */
const isSliderCode = (url: URL) => chunkPattern('carousel-slider').test(url.pathname);
const refuseSliderCode = (route: Route) => route.abort('internetdisconnected');

/** Opens the Benefits page 600 px high, the clock paused and the pointer away: the carousel is far below the screen. */
async function openBelowTheFold({ page, expect }: PathContext) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.mouse.move(1, 1);
  await gotoRoute(page, '/benefits');
  await expect(track(page)).toBeAttached();
}

export const carouselPaths: PathMap<typeof carouselMachine> = {
  machine: carouselMachine,
  file: 'tests/paths/carousel.paths.ts',
  starts: [
    {
      name: 'autoplay',
      input: { autoplay: true, intervalMs: LOGO_AUTOPLAY_MS },
      does: 'open /#/benefits at 1280 × 600 px, the clock paused, the pointer away from the carousel',
      open: openBelowTheFold,
    },
    {
      name: 'reduced motion',
      input: { autoplay: false, intervalMs: LOGO_AUTOPLAY_MS },
      does: 'the same with prefers-reduced-motion: reduce',
      only: [
        'scroll near',
        'scroll away',
        'pointer in',
        'pointer out',
        'slider code arrives',
        'slider code offline',
        'Retry',
        'Play',
        'Pause',
        'interval',
      ],
      open: async (c) => {
        await c.page.emulateMedia({ reducedMotion: 'reduce' });
        await openBelowTheFold(c);
      },
    },
  ],
  states: {
    'slider.waiting.far': {
      shows:
        'the carousel below the screen, its slides laid out by CSS (no data-slider), the track not busy, slides out of view inert, the controls there',
      check: async ({ page, expect }) => {
        await expect(carousel(page).root).not.toBeInViewport();
        await expect(track(page)).not.toHaveAttribute('data-slider');
        await expect(track(page)).toHaveAttribute('aria-busy', 'false');
        await expect(carousel(page).slideNamed('8 of 8')).toHaveJSProperty('inert', true);
        await expect(carousel(page).next()).toBeAttached();
      },
    },
    'slider.waiting.near': {
      shows:
        'the carousel on the screen, still laid out by CSS alone (no data-slider, the first slide first), not busy, slides out of view inert, Previous and Next shown',
      check: async ({ page, expect }) => {
        await expect(carousel(page).root).toBeInViewport();
        await expect(track(page)).not.toHaveAttribute('data-slider');
        await expect(track(page)).toHaveAttribute('aria-busy', 'false');
        await expect(carousel(page).slideNamed('8 of 8')).toHaveJSProperty('inert', true);
        expect(await firstInView(page)).toBe('1 of 8');
        await expect(carousel(page).next()).toBeVisible();
      },
    },
    'slider.needed.loading': {
      shows: 'the track busy (aria-busy true), still laid out by CSS (no data-slider), the controls there, no failure alert',
      check: async ({ page, expect }) => {
        await expect(track(page)).toHaveAttribute('aria-busy', 'true');
        await expect(track(page)).not.toHaveAttribute('data-slider');
        await expect(carousel(page).next()).toBeAttached();
        await expect(carousel(page).unavailable()).toHaveCount(0);
      },
    },
    'slider.needed.ready': {
      shows: 'the slider library has taken over the track (data-slider ready), not busy, Previous and Next shown',
      check: async ({ page, expect }) => {
        await expect(track(page)).toHaveAttribute('data-slider', 'ready');
        await expect(track(page)).toHaveAttribute('aria-busy', 'false');
        await expect(carousel(page).previous()).toBeVisible();
        await expect(carousel(page).next()).toBeVisible();
      },
    },
    'slider.failed': {
      shows:
        'the slides stay laid out by CSS (no data-slider, not busy), the first logo link in view; no Previous, Next, Pause or Play: in their place the alert "The slider could not be loaded. Check your connection and try again." with the button "Retry", its only button',
      announces: { live: /The slider could not be loaded\./ },
      check: async ({ page, expect }) => {
        await expect(track(page)).not.toHaveAttribute('data-slider');
        await expect(track(page)).toHaveAttribute('aria-busy', 'false');
        await expect(carousel(page).slideLinks('1 of 8')).toBeVisible();
        await expect(carousel(page).unavailable()).toContainText('The slider could not be loaded. Check your connection and try again.');
        await expect(carousel(page).retry()).toBeVisible();
        await expect(carousel(page).buttons()).toHaveCount(1);
      },
    },
    'autoplay.deciding': { transient: 'autoplay or not, decided at once from the input (always)' },
    'autoplay.playing.checking': { transient: 'held or running, decided at once from what holds it (always)' },
    'autoplay.playing.running': {
      shows: `the button "Pause ${TOGGLE_LABEL}" (unless the slider failed: no controls), slide changes not announced (aria-live off)`,
      check: async ({ page, expect, snapshot }) => {
        if (!sliderFailed(snapshot)) await expect(carousel(page).pause()).toBeAttached();
        await expect(track(page)).toHaveAttribute('aria-live', 'off');
      },
    },
    'autoplay.playing.held': {
      shows: `the button "Pause ${TOGGLE_LABEL}", aria-live off, and the carousel does not move while held however long it waits`,
      check: async (c) => {
        await c.expect(carousel(c.page).pause()).toBeVisible();
        await c.expect(track(c.page)).toHaveAttribute('aria-live', 'off');
        await staysStill(c);
      },
    },
    'autoplay.paused': {
      shows: `the button "Play ${TOGGLE_LABEL}" (unless the slider failed: no controls), slide changes announced (aria-live polite), and no autoplay however long it waits`,
      check: async (c) => {
        if (!sliderFailed(c.snapshot)) await c.expect(carousel(c.page).play()).toBeAttached();
        await c.expect(track(c.page)).toHaveAttribute('aria-live', 'polite');
        await staysStill(c);
      },
    },
  },
  events: [
    {
      kind: 'gesture',
      event: { type: 'slider.near' },
      name: 'scroll near',
      does: 'scroll the carousel into view (it comes within the near margin of the screen); no slider code is fetched',
      when: (snapshot) => snapshot.matches({ slider: { waiting: 'far' } }),
      act: async ({ page }) => carousel(page).root.scrollIntoViewIfNeeded(),
    },
    {
      kind: 'gesture',
      event: { type: 'slider.far' },
      name: 'scroll away',
      does: 'scroll back to the top of the page (the carousel is far below the screen again)',
      when: sliderNear,
      act: async ({ page }) => page.evaluate(() => window.scrollTo(0, 0)),
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.done.actor.loadSlider' },
      name: 'slider code arrives',
      does: "keen-slider's chunk arrives",
      hold: isSliderCode,
    },
    {
      kind: 'outcome',
      event: { type: 'xstate.error.actor.loadSlider', error: errorWith('offline') },
      name: 'slider code offline',
      does: "keen-slider's chunk cannot be fetched (the request is aborted as offline)",
      arrange: async ({ page }) => {
        await page.route(isSliderCode, refuseSliderCode);
      },
      hold: isSliderCode,
      // The connection is back once the failure is on the screen: Retry's request goes through.
      verify: async ({ page }) => page.unroute(isSliderCode, refuseSliderCode),
    },
    {
      kind: 'gesture',
      event: { type: 'slider.retry' },
      name: 'Retry',
      does: 'Tab to "Retry" beside the slides and press Enter (the slider\'s code is fetched again)',
      keys: 'Tab, Enter',
      when: sliderFailed,
      act: async ({ page, expect }) => pressOn({ page, expect }, carousel(page).retry(), 'Enter'),
    },
    {
      kind: 'clock',
      event: { type: `xstate.after.interval.carousel.autoplay.playing.running` },
      name: 'interval',
      does: `advance the page clock by the ${LOGO_AUTOPLAY_MS} ms interval (and the slide's move): autoplay's step comes due`,
      when: (snapshot) => running(snapshot) && !snapshot.matches({ slider: { needed: 'loading' } }),
      act: stepDue,
      verify: verifyStep,
    },
    {
      kind: 'clock',
      event: { type: 'autoplay.due' },
      name: 'step due',
      does: `the same clock advance, as the step the machine raises when the interval ends (the slider region's side of it)`,
      when: (snapshot) => running(snapshot) && !snapshot.matches({ slider: { needed: 'loading' } }),
      act: stepDue,
      verify: verifyStep,
    },
    {
      kind: 'gesture',
      event: { type: 'pointer.enter' },
      name: 'pointer in',
      does: 'move the pointer over the track (from below the screen it scrolls there first)',
      when: (snapshot) => (sliderReady(snapshot) || sliderWaiting(snapshot)) && !ctx(snapshot).hovered,
      act: async ({ page }) => track(page).hover(),
    },
    {
      kind: 'gesture',
      event: { type: 'pointer.leave' },
      name: 'pointer out',
      does: 'move the pointer to the top-left corner of the page, away from the carousel',
      when: (snapshot) => !snapshot.matches({ slider: { needed: 'loading' } }) && ctx(snapshot).hovered && !ctx(snapshot).dragging,
      act: async ({ page }) => page.mouse.move(1, 1),
    },
    {
      kind: 'gesture',
      event: { type: 'focus.enter' },
      name: 'focus in',
      does: 'focus the link of the slide in view (the first one in the track)',
      when: (snapshot) => (sliderReady(snapshot) || sliderWaiting(snapshot)) && !ctx(snapshot).focused,
      act: async ({ page }) => {
        await carousel(page)
          .slideLinks(await firstInView(page))
          .first()
          .focus();
      },
    },
    {
      kind: 'gesture',
      event: { type: 'focus.leave' },
      name: 'focus out',
      does: 'move focus from the track to the Next button',
      when: (snapshot) => sliderReady(snapshot) && ctx(snapshot).focused,
      act: async ({ page }) => carousel(page).next().focus(),
    },
    {
      kind: 'gesture',
      event: { type: 'drag.start' },
      name: 'drag',
      does: 'press on the track and move the pointer 80 px left',
      when: (snapshot) => sliderReady(snapshot) && ctx(snapshot).hovered && !ctx(snapshot).dragging,
      act: async ({ page }) => {
        const box = (await track(page).boundingBox())!;
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width / 2 - 40, box.y + box.height / 2, { steps: 4 });
        await page.mouse.move(box.x + box.width / 2 - 80, box.y + box.height / 2, { steps: 4 });
      },
    },
    {
      kind: 'gesture',
      event: { type: 'drag.end' },
      name: 'drop',
      does: 'release the pointer (still over the track)',
      when: (snapshot) => sliderReady(snapshot) && ctx(snapshot).dragging,
      act: async ({ page }) => page.mouse.up(),
    },
    {
      kind: 'gesture',
      event: { type: 'carousel.next' },
      name: 'Next',
      does: 'focus Next and press Enter (the slide moves at the navigation speed; before the slider code, the press is kept for it)',
      keys: 'Enter',
      when: (snapshot) => (sliderReady(snapshot) || sliderWaiting(snapshot)) && !ctx(snapshot).focused && !ctx(snapshot).dragging,
      act: async ({ page, scenario }) => {
        scenario.before = await firstInView(page);
        await pressKey(carousel(page).next());
        await page.clock.runFor(NAV_SPEED_MS + 100);
      },
      verify: verifyMove,
    },
    {
      kind: 'gesture',
      event: { type: 'carousel.previous' },
      name: 'Previous',
      does: 'focus Previous and press Enter',
      when: (snapshot) => (sliderReady(snapshot) || sliderWaiting(snapshot)) && !ctx(snapshot).focused && !ctx(snapshot).dragging,
      act: async ({ page, scenario }) => {
        scenario.before = await firstInView(page);
        await pressKey(carousel(page).previous());
        await page.clock.runFor(NAV_SPEED_MS + 100);
      },
      verify: verifyMove,
    },
    {
      kind: 'gesture',
      event: { type: 'carousel.pause' },
      name: 'Pause',
      does: `focus "Pause ${TOGGLE_LABEL}" and press Enter`,
      keys: 'Enter',
      when: (snapshot) => (sliderReady(snapshot) || sliderNear(snapshot)) && !ctx(snapshot).focused && !ctx(snapshot).dragging,
      act: async ({ page }) => pressKey(carousel(page).pause()),
    },
    {
      kind: 'gesture',
      event: { type: 'carousel.play' },
      name: 'Play',
      does: `focus "Play ${TOGGLE_LABEL}" and press Enter`,
      when: (snapshot) => (sliderReady(snapshot) || sliderNear(snapshot)) && !ctx(snapshot).focused && !ctx(snapshot).dragging,
      act: async ({ page }) => pressKey(carousel(page).play()),
    },
  ],
  excluded: [
    {
      transition: 'carousel.autoplay.playing.running drag.start #0',
      reason:
        'a drag starts with the pointer (or a finger) on the track, whose pointerenter already holds the carousel: the view never sends drag.start while it runs',
    },
  ],
};
