/**
 * The /ops first screen drawn at build time and taken over by the app (docs/decisions/first-paint-prerender.md).
 * While React takes the drawn screen over (hydration) it must draw exactly what the build drew; whatever depends
 * on this environment or this visit (the config's addresses, the year) is drawn once that is done.
 */
import { useFirstScreenDone } from '../components/first-screen-done.ts';
import { assetUrl, DEFAULT_ASSETS_BASE } from '../content/content-urls.ts';
import { FIRST_SCREEN_STATUS_ID, PENDING_CLICK_ATTRIBUTE, PENDING_SUBMIT_ATTRIBUTE } from './start-up/first-screen-guard.ts';

/**
 * Artwork addresses: under the default assets address while the first screen is taken over (the build knows no
 * config), then under the config's (docs/decisions/assets-address.md). React patches no attribute while it takes
 * a screen over, so an address of this environment drawn then would stay the build's.
 */
export function useAssetUrl(): (relativePath: string) => string {
  return useFirstScreenDone() ? assetUrl : defaultAssetUrl;
}
const defaultAssetUrl = (relativePath: string) => `${DEFAULT_ASSETS_BASE}${relativePath.replace(/^assets\//, '')}`;

/** The year the build drew (vite.config.ts `define`): the footer shows it until the take-over, then this visit's. */
export const BUILD_YEAR: number = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();

/**
 * A sign-in sent in the drawn form before the app's code was there (the inline guard held it): the form's values
 * as they are now, taken once (the mark is removed, so a second look, e.g. React's development double effect,
 * finds nothing and nothing is sent twice). Null when nothing waits.
 */
export function takePendingSubmit(container: ParentNode | null): { form: HTMLFormElement } | null {
  const form = container?.querySelector(`form[${PENDING_SUBMIT_ATTRIBUTE}]`);
  if (!form || !(form instanceof HTMLFormElement)) return null;
  form.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
  return { form };
}

/**
 * What the drawn screen left once the app has it (called after the take-over's first commit, children's effects
 * first, so the login form has taken a waiting sign-in): the loading bar of other routes and the guard's status
 * region go (no empty status, no "Signing in…" of the guard outlives it: the app's form says it from here on, or
 * that sign-in is not available), and a button pressed before the code was there is pressed now, once.
 */
export function releaseFirstScreen(): void {
  document.getElementById('first-screen-fallback')?.remove();
  document.getElementById(FIRST_SCREEN_STATUS_ID)?.remove();
  const pressed = document.querySelector(`#root [${PENDING_CLICK_ATTRIBUTE}]`);
  pressed?.removeAttribute(PENDING_CLICK_ATTRIBUTE);
  if (pressed instanceof HTMLElement) pressed.click();
}
