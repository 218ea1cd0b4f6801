/**
 * Credentials that arrive in the address (spec 2: /redirect reads username, password and ronumber;
 * /adminpanel-login reads a token; spec 4: /ehi-login reads the partner's company token) leave it
 * by one mechanism (docs/decisions/sign-in-address-scrubbing.md): `splitCredentials` and its table
 * of routes and parameters, with history.replaceState (no new entry, nothing left to go Back to).
 *
 * One reading, for a page load and an in-app arrival alike (issue 40): `holdCredentialsFromAddress`
 * takes them out and holds them here in memory, at start-up before the first request (the config),
 * and again whenever the address changes in the running page (a pasted link, a partner re-pointing its
 * frame by fragment, Back or Forward): its `popstate` listener is added before the router's, so the
 * router never sees them and never reads a spelling the scrub rewrote under it. A page reads them with
 * `credentialFor`; the sign-in machines' first state invokes `scrubAddress` (`scrubAddressActor`),
 * which drops the held copy the moment the machine has it in its context (used once: Back to the page,
 * or the route opened again for another company, does not send them again) and cleans whatever the
 * address still carries (a history that refused the rewrite, a link the router followed itself).
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

let listening = false;

/**
 * Run at start-up, before any request and before the router listens: holds the values and cleans the current
 * history entry, now and on every later `popstate` (the router hears the event after this listener, so it reads
 * the clean address). An address on another route drops what is held: a copy no page took is not kept for later.
 * A history that refuses the rewrite leaves the values in the address (nothing held): the page reads them from
 * its query and the machine's scrub tries again, signing in all the same.
 */
export function holdCredentialsFromAddress(): boolean {
  if (!listening) {
    listening = true;
    window.addEventListener('popstate', () => void takeFromAddress());
  }
  return takeFromAddress();
}

function takeFromAddress(): boolean {
  const split = splitCredentials(window.location.href);
  if (!split) {
    if (held && routeOfHash(window.location.hash).key !== held.route) held = null;
    return false;
  }
  try {
    window.history.replaceState(window.history.state, '', split.cleanHref);
  } catch {
    return false;
  }
  held = { route: split.route, values: split.values };
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
