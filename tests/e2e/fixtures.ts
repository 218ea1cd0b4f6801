/**
 * The shared e2e fixtures. By default a visitor has already accepted cookies (opsCookie set), so
 * the consent modal does not sit over what a test looks at; `freshVisitor: true` starts without it.
 * Every test fails on an uncaught page error: a crash is never a pass.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { ORIGIN } from '../support/portal.ts';

// The portal's addresses, routes and fault switch are the toolkit's (tests/support/portal.ts), shared with the path maps.
export {
  ORIGIN,
  PORTAL,
  appHasThePage,
  clearFault,
  currentPath,
  currentRoute,
  expectArrivedAt,
  fault,
  gotoRoute,
  waitForPage,
  type Fault,
} from '../support/portal.ts';

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
