/**
 * What the provider's return told this page load (spec 4): the start-up code records an error the
 * provider sent back instead of a code, and the /kc page shows it (with a retry) instead of sending
 * the person straight back to the provider. Kept in memory only: a reload starts clean. Recorded as
 * the address carried it; the /kc page judges it (provider-error.ts).
 */
import type { ReturnedError } from './identity-provider-mode.ts';

let recorded: ReturnedError | null = null;

export function recordReturnedError(error: ReturnedError | null): void {
  recorded = error;
}

/** The error of this page load's return, as the address carried it, or null. */
export function returnedErrorOfThisLoad(): ReturnedError | null {
  return recorded;
}
