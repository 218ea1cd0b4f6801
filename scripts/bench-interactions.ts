/**
 * Interaction latency for `npm run bench` (issue 31): how long a visitor waits, CPU 4× slower, from an input to the
 * next paint that shows its effect, once the page has fully started.
 *
 * Each run is a fresh context (a first visit) with the CPU slowed 4× through the DevTools protocol
 * (Emulation.setCPUThrottlingRate). The page is fully started when #root has no `data-first-screen` attribute (the
 * portal has taken its drawn screen over), the Solutions menu's links are in the page (drawn in React's background
 * pass after the first drawing) and the main thread has had a second without a long task; the consent notice a first
 * visit shows is then dismissed (Continue; closed by script in the React copy, which has no code of its own for it)
 * and the page let settle again. Then, with Playwright's real input (CDP Input.dispatch*):
 * - **Solutions menu**: a click on the nav bar's Solutions button, until its panel shows with its links;
 * - **Sign-in submit** (the login panel's routes): the user name and password filled (not timed), then Enter in the
 *   password field, until the form is busy: its submit button disabled and its status saying "Signing in…" (the login
 *   stand-in server answers afterwards; the run ends before that matters).
 * Two clocks, read in the page:
 * - **input to paint**: from the input event's own timestamp (the first pointerdown, mousedown or keydown, captured on
 *   window) to a setTimeout queued from the requestAnimationFrame after a MutationObserver first saw the change: the
 *   frame that paints it. This covers a change drawn after the handlers (a machine's later step, a lazy chunk); it is
 *   the one judged.
 * - **Event Timing**: the longest `event` entry of the interaction (durationThreshold 16 ms, the smallest allowed):
 *   what INP would count, to the first paint after the handlers; "< 16 ms" when no entry crossed the threshold.
 */
import type { Browser, Page } from 'playwright-core';
import type { InteractionName } from './bench-budgets.ts';

export interface InteractionRun {
  /** Input event to the paint that shows the change (ms). */
  toPaint: number;
  /** The interaction's longest Event Timing entry (ms); 0 when none crossed 16 ms. */
  eventTiming: number;
}

interface InteractionSpec {
  /** Done before the clock starts (fields filled). */
  prepare?: (page: Page) => Promise<void>;
  /** The input itself. */
  act: (page: Page) => Promise<void>;
  /** In the page: whether the change shows (a function's source, no closure). */
  shown: string;
}

const SOLUTIONS_BUTTON = '#nav-trigger-solutions';

export const INTERACTIONS: Record<InteractionName, InteractionSpec> = {
  'Solutions menu': {
    act: (page) => page.locator(SOLUTIONS_BUTTON).click(),
    shown: `() => {
      const button = document.querySelector(${JSON.stringify(SOLUTIONS_BUTTON)});
      const panel = document.getElementById('nav-solutions');
      return button?.getAttribute('aria-expanded') === 'true' && !!panel && !panel.hidden && !!panel.querySelector('a') && panel.checkVisibility();
    }`,
  },
  'Sign-in submit': {
    prepare: async (page) => {
      const panel = page.locator('#login-panel');
      await panel.getByLabel('Username').fill('bench.visitor');
      await panel.getByLabel('Password', { exact: true }).fill('not-a-real-password');
    },
    act: (page) => page.locator('#login-panel').getByLabel('Password', { exact: true }).press('Enter'),
    shown: `() => {
      const form = document.querySelector('#login-panel form');
      const button = form?.querySelector('button[type="submit"]');
      return !!button && button.disabled && [...form.querySelectorAll('[role="status"]')].some((status) => status.textContent === 'Signing in…');
    }`,
  },
};

/** Whether a page has what an interaction acts on (the Solutions button on every site page, the login panel on /ops). */
export async function hasInteraction(browser: Browser, url: string, name: InteractionName): Promise<boolean> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const target = name === 'Solutions menu' ? SOLUTIONS_BUTTON : '#login-panel form';
    return (await page.locator(target).count()) > 0;
  } finally {
    await context.close();
  }
}

interface Seen {
  /** When the last long task ended (performance.now()). */
  quietSince: number;
}

/** Waits until the main thread has had `quietMs` without a long task (30 s at most). */
async function quiet(page: Page, quietMs = 1000): Promise<void> {
  await page.waitForFunction(
    (wanted) => performance.now() - (window as unknown as { __benchSeen: Seen }).__benchSeen.quietSince > wanted,
    quietMs,
    { polling: 100, timeout: 30_000 },
  );
}

/** One fresh load of `url`, fully started, then the interaction timed. `copy`: the React copy (no consent code). */
export async function timeInteraction(browser: Browser, url: string, name: InteractionName, copy: boolean): Promise<InteractionRun> {
  const spec = INTERACTIONS[name];
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: Seen = { quietSince: performance.now() };
      (window as unknown as { __benchSeen: Seen }).__benchSeen = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.quietSince = Math.max(seen.quietSince, entry.startTime + entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Fully started: the drawn screen taken over, the menu's links drawn, a quiet second.
    await page.waitForFunction(
      () => {
        const root = document.getElementById('root');
        // A page without the nav bar (a bare route) has no menu links to wait for.
        const drawn = root?.querySelector('#nav-trigger-solutions') ? !!root.querySelector('#nav-solutions a') : !!root?.firstElementChild;
        return !!root && !root.hasAttribute('data-first-screen') && drawn;
      },
      undefined,
      { timeout: 30_000 },
    );
    await quiet(page);
    // The first visit's consent notice is modal: the page behind it takes no input until it is dismissed.
    if (await page.locator('dialog:modal').count()) {
      if (copy) await page.evaluate(() => document.querySelectorAll('dialog').forEach((dialog) => dialog.close()));
      else await page.locator('dialog:modal').getByRole('button', { name: 'Continue' }).click();
      await page.waitForFunction(() => !document.querySelector('dialog:modal'), undefined, { timeout: 10_000 });
      await quiet(page);
    }
    if (spec.prepare) {
      await spec.prepare(page);
      await quiet(page, 500);
    }
    // tsx keeps function names with a helper the page does not have.
    await page.evaluate('window.__name = (target) => target');
    await page.evaluate(`(${arm.toString()})(${spec.shown})`);
    await spec.act(page);
    await page.waitForFunction(() => Number.isFinite((window as unknown as { __benchClock: Clock }).__benchClock.painted), undefined, {
      timeout: 15_000,
    });
    // Event Timing entries are delivered after the paint they end at.
    await page.waitForTimeout(300);
    return await page.evaluate(() => {
      const clock = (window as unknown as { __benchClock: Clock }).__benchClock;
      return {
        toPaint: clock.painted - clock.input,
        eventTiming: Math.max(0, ...clock.entries.filter((entry) => entry.startTime >= clock.input - 1).map((entry) => entry.duration)),
      };
    });
  } finally {
    await context.close();
  }
}

interface Clock {
  input: number;
  painted: number;
  entries: Array<{ startTime: number; duration: number }>;
}

/** Runs in the page just before the input: starts both clocks. Self-contained (its source is sent to the page). */
function arm(shown: () => boolean): void {
  const clock: Clock = { input: Number.NaN, painted: Number.NaN, entries: [] };
  (window as unknown as { __benchClock: Clock }).__benchClock = clock;
  const onInput = (event: Event) => {
    if (Number.isNaN(clock.input)) clock.input = event.timeStamp;
  };
  for (const type of ['pointerdown', 'mousedown', 'keydown']) window.addEventListener(type, onInput, { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId) clock.entries.push({ startTime: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  let seen = false;
  const check = () => {
    if (seen || Number.isNaN(clock.input) || !shown()) return;
    seen = true;
    observer.disconnect();
    // The frame that paints the change: its animation frame runs before the paint, a task queued there after it.
    requestAnimationFrame(() => setTimeout(() => (clock.painted = performance.now())));
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}
