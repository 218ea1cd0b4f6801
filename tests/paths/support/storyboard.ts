/**
 * The storyboard (issue 32): with STORYBOARD=1, the UI paths save what the visitor sees in each state
 * they check, the first time its contract passes in the run, at a phone and a desktop width, into
 * docs/statecharts/storyboard/<machine>/<state>.<width>.webp (<state>@<application> for a page that left for
 * an application, scripts/statecharts-pictures.ts); the catalogue shows each picture beside
 * its state's row and in the step-through player. `npm run docs:storyboard` runs it.
 *
 * Small files: Chromium's own WebP encoder (CDP Page.captureScreenshot) at modest quality, the visible
 * viewport only, scaled down. The page is resized for the phone picture and back again; the path goes on
 * at its own width, so the checks and the coverage are those of an ordinary run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { destinationOf, pictureName } from '../../../scripts/statecharts-pictures.ts';

export const STORYBOARD_DIR = join('docs', 'statecharts', 'storyboard');

/** The two widths (CSS px), their height, the scale of the saved picture and its WebP quality. */
export const WIDTHS = {
  phone: { width: 375, height: 740, scale: 0.6, quality: 45 },
  desktop: { width: 1280, height: 720, scale: 0.5, quality: 45 },
} as const;
export type Width = keyof typeof WIDTHS;

export const storyboardOn = () => process.env.STORYBOARD === '1';

const taken = new Set<string>();

async function capture(page: Page, width: Width): Promise<Buffer> {
  const { scale, quality } = WIDTHS[width];
  const cdp = await page.context().newCDPSession(page);
  try {
    const metrics = (await cdp.send('Page.getLayoutMetrics')) as {
      cssVisualViewport: { pageX: number; pageY: number; clientWidth: number; clientHeight: number };
    };
    const view = metrics.cssVisualViewport;
    const shot = (await cdp.send('Page.captureScreenshot', {
      format: 'webp',
      quality,
      clip: { x: view.pageX, y: view.pageY, width: view.clientWidth, height: view.clientHeight, scale },
    })) as { data: string };
    return Buffer.from(shot.data, 'base64');
  } finally {
    await cdp.detach().catch(() => {});
  }
}

/**
 * Saves the pictures of the states whose contracts just passed and that have none yet in this run.
 * Never fails a path: a picture that cannot be taken is left out (the catalogue then says so).
 */
export async function pictureStates(page: Page, machineId: string, states: readonly string[]) {
  if (!storyboardOn() || page.isClosed()) return;
  // A page that left for an application is pictured per application (scripts/statecharts-pictures.ts).
  const variant = destinationOf(page.url());
  const key = (state: string) => `${machineId} ${state}${variant ? `@${variant}` : ''}`;
  const fresh = states.filter((state) => state !== '' && !taken.has(key(state)));
  if (fresh.length === 0) return;
  const own = page.viewportSize();
  let scrolled: { x: number; y: number } | null = null;
  try {
    const pictures: Array<[Width, Buffer]> = [];
    for (const width of ['desktop', 'phone'] as const) {
      await page.setViewportSize({ width: WIDTHS[width].width, height: WIDTHS[width].height });
      if (width === 'phone') {
        // The narrower page is longer: bring what the visitor is working with (the focused element) back into view.
        scrolled = await page.evaluate(() => {
          const at = { x: window.scrollX, y: window.scrollY };
          const focused = document.activeElement;
          if (focused && focused !== document.body) focused.scrollIntoView({ block: 'center', inline: 'nearest' });
          return at;
        });
      }
      pictures.push([width, await capture(page, width)]);
    }
    const dir = join(STORYBOARD_DIR, machineId);
    mkdirSync(dir, { recursive: true });
    for (const state of fresh) {
      for (const [width, data] of pictures) writeFileSync(join(dir, pictureName(state, width, variant)), data);
      taken.add(key(state));
    }
  } catch {
    // A page that navigated away mid-picture: the next state that passes is pictured instead.
  } finally {
    if (own && !page.isClosed()) await page.setViewportSize(own).catch(() => {});
    if (scrolled && !page.isClosed()) await page.evaluate(({ x, y }) => window.scrollTo(x, y), scrolled).catch(() => {});
  }
}
