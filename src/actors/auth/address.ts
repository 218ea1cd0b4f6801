/**
 * Credentials that arrive in the address (spec 2: /redirect reads username, password and ronumber;
 * /adminpanel-login reads a token; spec 4: /ehi-login reads the partner's company token) leave it
 * by one mechanism (docs/decisions/sign-in-address-scrubbing.md): `splitCredentials` and its table
 * of routes and parameters, with history.replaceState (no new entry, nothing left to go Back to).
 *
 * - At start-up, before the first request (the config), `holdCredentialsFromAddress` takes them out
 *   and holds them here in memory for the page that signs in with them.
 * - On an in-app arrival (the hash changed in a running page, so the start-up did not see them),
 *   the sign-in machines' first state invokes `scrubAddress` (`scrubAddressActor`), which cleans
 *   the address the same way before any request; it also drops the held copy, which the machine
 *   now has in its context (used once: Back to the page does not send them again).
 */
import { fromPromise } from 'xstate';
import { paths } from '../../config/paths.ts';
import { routeOfHash } from '../../config/route-address.ts';

const CREDENTIAL_PARAMS: Record<string, readonly string[]> = {
  [paths.redirect]: ['username', 'password', 'ronumber'],
  [paths.adminpanelLogin]: ['token'],
  [paths.ehiLogin]: ['token'],
};

let held: { route: string; values: Map<string, string> } | null = null;

/**
 * Splits the address into the clean address and the held values. Pure: returns null when the
 * address carries nothing to hold.
 */
export function splitCredentials(href: string): { cleanHref: string; route: string; values: Map<string, string> } | null {
  const url = new URL(href);
  // The route as the router reads it (src/config/route-address.ts): any spelling of /redirect is /redirect here.
  const { search, key: route } = routeOfHash(url.hash);
  const names = Object.hasOwn(CREDENTIAL_PARAMS, route) ? CREDENTIAL_PARAMS[route] : undefined;
  if (!names) return null;
  const params = new URLSearchParams(search);
  const values = new Map<string, string>();
  for (const name of names) {
    // The hash route's query wins; a value in the real query is taken too, and both are removed.
    const value = params.get(name) ?? url.searchParams.get(name);
    if (value !== null) values.set(name, value);
    params.delete(name);
    url.searchParams.delete(name);
  }
  if (values.size === 0) return null;
  const rest = params.toString();
  // The clean address is the route's own spelling (paths.*), which the router then matches as before.
  url.hash = rest ? `${route}?${rest}` : route;
  return { cleanHref: url.toString(), route, values };
}

/** Run once at start-up, before any request: holds the values and cleans the current history entry. */
export function holdCredentialsFromAddress(): boolean {
  const split = splitCredentials(window.location.href);
  if (!split) return false;
  held = { route: split.route, values: split.values };
  window.history.replaceState(window.history.state, '', split.cleanHref);
  return true;
}

/** A value held for `route` (e.g. heldCredential('/redirect', 'password')), or null. */
export function heldCredential(route: string, name: string): string | null {
  return held && held.route === route ? (held.values.get(name) ?? null) : null;
}

/** Forgets every held value: the flow has them in its own context now, or has finished with them. */
export function dropHeldCredentials(): void {
  held = null;
}

/** A credential for `route`: from the page's query (an in-app link) or, after a load, the held value. */
export function credentialFor(route: string, query: URLSearchParams, name: string): string | null {
  return query.get(name) ?? heldCredential(route, name);
}

/**
 * The sign-in machines' `scrubAddress` actor: drops the held copy, then removes the credentials
 * still in the address after an in-app arrival (throws when the browser refuses to rewrite the
 * history; the machines sign in all the same). `onScrubbed` gets the clean hash route, for the
 * router to catch up with the rewritten entry.
 */
export function scrubAddressActor(onScrubbed: (route: string) => void) {
  return fromPromise<void, void>(async () => {
    dropHeldCredentials();
    const split = splitCredentials(window.location.href);
    if (!split) return;
    window.history.replaceState(window.history.state, '', split.cleanHref);
    onScrubbed(new URL(split.cleanHref).hash.replace(/^#/, '') || '/');
  });
}
