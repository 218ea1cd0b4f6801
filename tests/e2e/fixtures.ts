/**
 * The shared e2e fixtures. By default a visitor has already accepted cookies (opsCookie set), so
 * the consent modal does not sit over what a test looks at; `freshVisitor: true` starts without it.
 * Every test fails on an uncaught page error: a crash is never a pass.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { FAULT_COOKIE, type FaultMode, type FaultService } from '../../server/portal/fault-switch.ts';

export const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 4310}`;
export const PORTAL = `${ORIGIN}/opsportal/`;

interface Fixtures {
  freshVisitor: boolean;
  pageErrors: string[];
}

export const test = base.extend<Fixtures>({
  freshVisitor: [false, { option: true }],
  // Playwright reads a fixture's dependencies from its destructuring: this one has none.
  // eslint-disable-next-line no-empty-pattern
  pageErrors: async ({}, use) => {
    await use([]);
  },
  context: async ({ context, freshVisitor }, use) => {
    if (!freshVisitor) {
      await context.addCookies([{ name: 'opsCookie', value: 'cookieValue', url: ORIGIN }]);
    }
    await use(context);
  },
  page: async ({ page, pageErrors }, use) => {
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await use(page);
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };

/** Opens a hash route, e.g. gotoRoute(page, '/benefits'). */
export async function gotoRoute(page: Page, route: string) {
  await page.goto(`${PORTAL}#${route}`);
  await appHasThePage(page);
}

/**
 * The app has the page: on /ops the screen drawn into index.html is shown before the app's code runs and taken
 * over after (docs/decisions/first-paint-prerender.md); the guard's status region beside #root goes once the app
 * has committed its first render. What a visitor can do before that is tested in first-paint-prerender.e2e.ts;
 * elsewhere a test acts on the app, as a test did before the screen was drawn (the loading bar was its wait).
 */
export async function appHasThePage(page: Page) {
  await page.waitForFunction(() => document.getElementById('first-screen-status') === null, undefined, { timeout: 15_000 });
}

/** The hash route the page is on now, e.g. '/ops'. */
export function currentRoute(page: Page): string {
  const hash = new URL(page.url()).hash;
  return hash.replace(/^#/, '').split('?')[0] ?? '';
}

/** One fault of the stand-ins' switch (docs/server.md), e.g. 'identity:slow'. */
export type Fault = `${FaultService}:${FaultMode}`;

/**
 * Turns on the stand-ins' fault switch for this browser context (the server honours it with
 * STAND_IN_FAULTS=1, set in playwright.config.ts): each named service misbehaves until clearFault.
 */
export async function fault(context: BrowserContext, ...faults: [Fault, ...Fault[]]) {
  await context.addCookies([{ name: FAULT_COOKIE, value: faults.join(','), url: ORIGIN }]);
}

/** Turns the fault switch off again: the services answer normally. */
export async function clearFault(context: BrowserContext) {
  await context.clearCookies({ name: FAULT_COOKIE });
}

/**
 * Runs the page clock `ms`, then on in 100 ms steps until `check` passes (bounded in real time). A
 * slide that starts late — keen-slider still loading on a busy machine keeps the move for it —
 * animates on the page clock too, so waiting in real time alone would never see it land.
 */
export async function runClockUntil(page: Page, ms: number, check: () => Promise<void>, timeout = 20_000) {
  await page.clock.runFor(ms);
  await expect(async () => {
    try {
      await check();
    } catch (error) {
      await page.clock.runFor(100);
      throw error;
    }
  }).toPass({ timeout, intervals: [0] });
}

/** Holds back every script whose address matches `code` until the returned function lets it through. */
export async function holdCode(page: Page, code: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(code, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Records, each time an element matching `holder` is put into the document (itself, or inside what is put in),
 * whether it already holds an element matching `inner`. Read synchronously in appendChild and insertBefore, not
 * in an observer, whose timing depends on how React slices its work. Returns a reader of the records.
 */
export async function watchInsertions(page: Page, holder: string, inner: string): Promise<() => Promise<boolean[]>> {
  await page.addInitScript(
    ({ holder, inner }) => {
      const arrivals: boolean[] = [];
      Object.assign(window, { watchedInsertions: arrivals });
      const record = (node: Node) => {
        if (!(node instanceof Element)) return;
        const found = node.matches(holder) ? node : node.querySelector(holder);
        if (found) arrivals.push(found.querySelector(inner) !== null);
      };
      const { appendChild, insertBefore } = Node.prototype;
      Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
        record(node);
        return appendChild.call(this, node) as T;
      };
      Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
        record(node);
        return insertBefore.call(this, node, child) as T;
      };
    },
    { holder, inner },
  );
  return () => page.evaluate(() => (window as unknown as { watchedInsertions: boolean[] }).watchedInsertions);
}
