/**
 * What the provider's return told this page load (spec 4): the start-up code records an error the
 * provider sent back instead of a code, and the /kc page shows it (with a retry) instead of sending
 * the person straight back to the provider. Kept in memory only: a reload starts clean.
 */
import type { ProviderError } from './identity-provider-mode.ts';

let recorded: ProviderError | null = null;

export function recordProviderError(error: ProviderError | null): void {
  recorded = error;
}

/** The error of this page load's return, or null. */
export function providerErrorOfThisLoad(): ProviderError | null {
  return recorded;
}
