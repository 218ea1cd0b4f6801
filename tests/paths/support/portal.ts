/**
 * What the maps share about the portal: the stand-ins' fault switch, request matchers for held answers,
 * and event fixtures; the addresses, gotoRoute and the fault switch are the toolkit's (tests/support/portal.ts),
 * the demo password and the dependencies' calls the fault cases' (tests/support/faults.ts), the same the e2e specs use.
 */
import type { Page } from '@playwright/test';
import type { EventDriver, PathStart } from './types.ts';
import { fault, gotoRoute, type Fault } from '../../support/portal.ts';

// The same addresses and the same gotoRoute as the e2e specs (tests/support/portal.ts).
export { ORIGIN, PORTAL, gotoRoute } from '../../support/portal.ts';
// The demo accounts' password, as the fault cases type it (tests/support/faults.ts).
export { PASSWORD } from '../../support/faults.ts';

/** Turns on the stand-ins' fault switch for the page's browser context (docs/server.md): the toolkit's `fault`. */
export async function setFaults(page: Page, ...faults: Fault[]) {
  if (faults.length > 0) await fault(page.context(), ...(faults as [Fault, ...Fault[]]));
}

type Outcome = Extract<EventDriver, { kind: 'outcome' }>;

/** A service outcome the stand-ins' fault switch makes: `faults` are turned on for the browser context before the gesture. */
export function faultOutcome(faults: Fault | Fault[], outcome: Omit<Outcome, 'kind' | 'arrange'>): Outcome {
  const list = Array.isArray(faults) ? faults : [faults];
  return { kind: 'outcome', ...outcome, arrange: async ({ page }) => setFaults(page, ...list) };
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

/** How a start opens the hash route `route`, and the words for it: `open /#route`, with `note` after it in brackets. */
export function opensRoute(route: string, note?: string): Pick<PathStart, 'does' | 'open'> {
  return { does: note === undefined ? `open /#${route}` : `open /#${route} (${note})`, open: async ({ page }) => gotoRoute(page, route) };
}
