/**
 * What the maps share about the portal: the demo password, the stand-ins' fault switch, request
 * matchers for held answers, and event fixtures. No Playwright at run time (types only).
 */
import type { Page } from '@playwright/test';
import type { PathStart } from './types.ts';
import { FAULT_COOKIE, type FaultMode, type FaultService } from '../../../server/portal/fault-switch.ts';

export const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 4310}`;
export const PORTAL = `${ORIGIN}/opsportal/`;
export const PASSWORD = 'Demo-Pass-1';

/** Turns on the stand-ins' fault switch for the page's browser context (docs/server.md). */
export async function setFaults(page: Page, ...faults: Array<`${FaultService}:${FaultMode}`>) {
  await page.context().addCookies([{ name: FAULT_COOKIE, value: faults.join(','), url: ORIGIN }]);
}

/** A request to one of the stand-ins, by path prefix after /stand-in/. */
export const standIn = (prefix: string) => (url: URL) => url.pathname.startsWith(`/stand-in/${prefix}`);

/**
 * An error for an `xstate.error.actor.*` fixture whose message is part of the event's JSON (a plain
 * Error serialises to {}), so two outcomes with different messages are two events of the map.
 */
export function errorWith(message: string): Error {
  const error = new Error(message);
  Object.defineProperty(error, 'message', { value: message, enumerable: true });
  return error;
}

/** Opens a hash route of the portal. */
export async function gotoRoute(page: Page, route: string) {
  await page.goto(`${PORTAL}#${route}`);
}

/** How a start opens the hash route `route`, and the words for it: `open /#route`, with `note` after it in brackets. */
export function opensRoute(route: string, note?: string): Pick<PathStart, 'does' | 'open'> {
  return { does: note === undefined ? `open /#${route}` : `open /#${route} (${note})`, open: async ({ page }) => gotoRoute(page, route) };
}
