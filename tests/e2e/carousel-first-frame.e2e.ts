/**
 * The carousels' first frame is drawn by CSS alone, exactly as keen-slider's first frame: keen-slider
 * is fetched only when a carousel is about to move for the first time (machines/carousel.machine.ts
 * `slider`; docs/performance.md), and when it takes over, no slide moves and no layout shift is
 * reported (a layout-shift PerformanceObserver over the mount). Screenshots of each carousel before
 * and after the mount are attached to the test's output.
 */
import type { Page, TestInfo } from '@playwright/test';
import { DEFAULT_SPEED_MS, LOGO_AUTOPLAY_MS, NAV_SPEED_MS } from '../../machines/carousel.machine.ts';
import { Carousel } from '../support/pages/carousel.ts';
import { expect, gotoRoute, test } from './fixtures.ts';
import { chunkPattern } from './built-files.ts';

/** keen-slider's code, in the carousel's slider chunk. */
const isSliderCode = (url: string) => chunkPattern('carousel-slider').test(new URL(url).pathname);

/**
 * Every slider request counted, layout shifts recorded from the start, and a paused page clock
 * (autoplay moves only when a test runs it) unless `realClock` (the browser's own animation frames,
 * which a layout-shift measurement needs: a faked frame can be painted between two real ones).
 */
async function open(page: Page, route: string, width: number, { realClock = false } = {}) {
  // Layout shifts from the start, with the time they were reported (the mount's are told apart by time).
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; time: number; sources: string[] }> = [];
    Object.assign(window, { layoutShifts: shifts });
    type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const describe = ({ node, previousRect: a, currentRect: b }: Source) =>
      `${node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}${node.getAttribute('aria-label') ? ` "${node.getAttribute('aria-label')}"` : ''}` : String(node?.nodeName)}: ` +
      `${a.x},${a.y} ${a.width}x${a.height} -> ${b.x},${b.y} ${b.width}x${b.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources: Source[] }>)
        shifts.push({ value: entry.value, time: performance.now(), sources: entry.sources.map(describe) });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  if (!realClock) {
    await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
  }
  await page.setViewportSize({ width, height: 900 });
  const sliderRequests: string[] = [];
  page.on('request', (request) => {
    if (isSliderCode(request.url())) sliderRequests.push(request.url());
  });
  await gotoRoute(page, route);
  return sliderRequests;
}

/** Two animation frames have been drawn. */
async function nextFrames(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** The layout shifts reported after `since` (performance.now()), once two more frames have been drawn. */
async function shiftsSince(page: Page, since: number) {
  await nextFrames(page);
  return page.evaluate((from) => {
    const shifts = (window as unknown as { layoutShifts: Array<{ value: number; time: number; sources: string[] }> }).layoutShifts;
    return shifts.filter((shift) => shift.time > from).map((shift) => `${shift.value.toFixed(4)}: ${shift.sources.join('; ')}`);
  }, since);
}

const now = (page: Page) => page.evaluate(() => performance.now());

async function shoot(carousel: Carousel, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await carousel.root.screenshot({ animations: 'disabled' }), contentType: 'image/png' });
}

/** Each carousel, and a route on which it is on (or near) the first screen at both widths. */
const carousels = [
  { route: '/ops', label: 'Featured solutions' },
  { route: '/register', label: 'Products for shops' },
  { route: '/register', label: 'Products for parts suppliers' },
  { route: '/benefits', label: 'Partner logos' },
];

for (const { route, label } of carousels) {
  for (const width of [390, 1280]) {
    test(`${route} "${label}" at ${width} px: drawn by CSS until reached for, then keen-slider takes over with no slide moved and no layout shift`, async ({
      page,
    }, testInfo) => {
      // Reduced motion: no autoplay, so with the page's own clock only the hover below asks for the slider.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const sliderRequests = await open(page, route, width, { realClock: true });
      const carousel = new Carousel(page, label);
      await carousel.root.scrollIntoViewIfNeeded();
      // Every image in view drawn (lazy ones out of view never load) and the page settled: what moves after this is the mount's doing.
      await expect
        .poll(() =>
          carousel.root
            .locator('img')
            .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete || image.closest('[inert]'))),
        )
        .toBe(true);
      await page.waitForLoadState('networkidle');
      expect(sliderRequests, 'keen-slider fetched before anything asked the carousel to move').toEqual([]);
      expect(await carousel.sliderReady()).toBe(false);
      await expect(carousel.track()).toHaveAttribute('aria-busy', 'false');
      const before = await carousel.boxesInView();
      expect(before.length).toBeGreaterThan(0);
      expect(before[0]?.label).toBe(`1 of ${await carousel.slides().count()}`);
      await shoot(carousel, testInfo, `${route.slice(1)}-${width}-before.png`);

      // The visitor reaches for it: the pointer over the track fetches keen-slider (and holds autoplay).
      const mountStarted = await now(page);
      await carousel.track().hover();
      await expect.poll(() => carousel.sliderReady()).toBe(true);
      expect(sliderRequests).toHaveLength(1);
      // keen-slider sets the slides' sizes and positions in the animation frame after it is created.
      await nextFrames(page);
      await expect(carousel.track().locator('[aria-roledescription="slide"]').first()).toHaveAttribute('style', /translate3d/);
      expect(await carousel.boxesInView(), 'slides moved when keen-slider took over').toEqual(before);
      expect(await shiftsSince(page, mountStarted), 'layout shifts when keen-slider took over').toEqual([]);
      await shoot(carousel, testInfo, `${route.slice(1)}-${width}-after.png`);
    });
  }
}

test('/register: keen-slider comes when the first autoplay step is due (2000 ms), not with the first screen, and that step is made', async ({
  page,
}) => {
  const sliderRequests = await open(page, '/register', 1280);
  const shop = new Carousel(page, 'Products for shops');
  await expect.poll(() => shop.visiblePositions()).toEqual([1, 2, 3]);
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(LOGO_AUTOPLAY_MS - 100);
  expect(sliderRequests, 'keen-slider fetched before the first autoplay step was due').toEqual([]);
  await page.clock.runFor(100);
  await expect.poll(() => shop.sliderReady()).toBe(true);
  // The step that came due is made once keen-slider is there (at autoplay's speed), not an interval later.
  await page.clock.runFor(DEFAULT_SPEED_MS + 100);
  await expect.poll(() => shop.visiblePositions()).toEqual([2, 3, 4]);
  // Both carousels share the one chunk.
  expect(sliderRequests).toHaveLength(1);
});

test('/ops: a Next pressed while keen-slider loads is kept, and focus stays on Next', async ({ page }) => {
  const sliderRequests = await open(page, '/ops', 1280);
  const blocks = new Carousel(page, 'Featured solutions');
  await expect.poll(() => blocks.visiblePositions()).toEqual([1]);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => isSliderCode(url.href),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await blocks.next().focus();
  await page.keyboard.press('Enter');
  await expect(blocks.track()).toHaveAttribute('aria-busy', 'true');
  expect(await blocks.visiblePositions()).toEqual([1]);
  release();
  await expect.poll(() => blocks.sliderReady()).toBe(true);
  // The kept press slides at the navigation speed; autoplay (5000 ms) is nowhere near due.
  await page.clock.runFor(NAV_SPEED_MS + 100);
  await expect.poll(() => blocks.visiblePositions()).toEqual([2]);
  await expect(blocks.next()).toBeFocused();
  expect(sliderRequests).toHaveLength(1);
});

test('with reduced motion, an on-screen carousel never fetches keen-slider until the visitor reaches for it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const sliderRequests = await open(page, '/register', 1280);
  const shop = new Carousel(page, 'Products for shops');
  await expect.poll(() => shop.visiblePositions()).toEqual([1, 2, 3]);
  await page.clock.runFor(LOGO_AUTOPLAY_MS * 5);
  await page.waitForLoadState('networkidle');
  expect(sliderRequests).toEqual([]);
  expect(await shop.visiblePositions()).toEqual([1, 2, 3]);
  await shop.track().getByRole('img').first().hover();
  await expect.poll(() => shop.sliderReady()).toBe(true);
  await page.clock.runFor(LOGO_AUTOPLAY_MS * 3);
  expect(await shop.visiblePositions()).toEqual([1, 2, 3]);
});
