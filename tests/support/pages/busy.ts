/**
 * What tells a visitor, or their screen reader, that a page is still working (spec 8: never a
 * spinner without end), read through roles, states and words rather than class names, so that a
 * restyled or renamed spinner is still seen: a progress bar (the /kc screen, a page's code loading),
 * an element marked aria-busy="true" (a sign-in button or a form while it sends), or a status
 * message that says work is under way. The fault tests prove these match the portal's real
 * indicators while a slow dependency keeps a page waiting (faults.e2e.ts, `slow`).
 */
import type { Locator, Page } from '@playwright/test';

/**
 * A status message that says work is under way: the portal's loading placeholders start with
 * "Loading" ("Loading…", "Loading the news"), and its in-progress messages end with an ellipsis
 * ("Signing you in…", "Checking your single sign-on session…").
 */
export const WORKING_STATUS = /^\s*Loading\b|…\s*$/;

/** Every indicator on the page that says it is still working; none once it has settled. */
export function busyIndicators(page: Page): Locator {
  return page
    .getByRole('progressbar')
    .or(page.locator('[aria-busy="true"]'))
    .or(page.getByRole('status').filter({ hasText: WORKING_STATUS }));
}

/**
 * True for the error a read of the page meets when the page navigates under it (its execution
 * context goes away); such a read is simply tried again. Every other error is a real failure.
 */
export function isNavigationError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Execution context was destroyed|Cannot find context with specified id/.test(message);
}
