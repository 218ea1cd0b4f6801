/**
 * Toast notifications (spec 4 "Toast notifications: inactive, active, removed"; spec 9 "Toast
 * defaults", in ./toast-show.ts with the library they configure). The one outlet is `<Toasts />` (src/components/toasts.tsx), rendered by the root
 * layout; this module is how the rest of the app shows a toast. It stays tiny: react-toastify is
 * loaded (with the outlet) the first time a toast is shown.
 *
 * react-toastify's default entry injects a `<style>` element at run time, which the portal's CSP
 * (`style-src 'self'`) forbids; the `unstyled` entry does not, and the outlet imports its
 * stylesheet as a file instead.
 */

let outletRequested = false;
const outletListeners = new Set<() => void>();

/** For `<Toasts />`: whether any toast was asked for yet (then the outlet is loaded). */
export function isToastOutletRequested(): boolean {
  return outletRequested;
}

export function subscribeToastOutlet(listener: () => void): () => void {
  outletListeners.add(listener);
  return () => outletListeners.delete(listener);
}

function requestOutlet() {
  if (outletRequested) return;
  outletRequested = true;
  outletListeners.forEach((listener) => listener());
}

/** Shows an error toast (role alert). */
export function showErrorToast(message: string): void {
  requestOutlet();
  void import('./toast-show.ts').then((module) => module.showErrorToastNow(message));
}
