/**
 * Toast notifications (spec 4 "Toast notifications: inactive, active, removed"; spec 9 "Toast defaults", in
 * src/components/toast-outlet.tsx with the library they configure). The one outlet is `<Toasts />`
 * (src/components/toasts.tsx), rendered by the root layout; `showErrorToast` is how the rest of the app shows a
 * toast. react-toastify and the outlet are code that arrives later (STYLE.md "Code that arrives later"): fetched
 * the first time a toast is shown, through their code loader, whose state `<Toasts />` renders (nothing until
 * then, the outlet once there, what did not load with Retry when it cannot be fetched).
 *
 * react-toastify's default entry injects a `<style>` element at run time, which the portal's CSP
 * (`style-src 'self'`) forbids; the `unstyled` entry does not, and the outlet imports its stylesheet as a file.
 */
import { waitFor } from 'xstate';
import { createCodeLoader } from '../code/code-loader.ts';

type ToastCode = typeof import('../../components/toast-outlet.tsx');

/** react-toastify, its settings and the outlet (one chunk), asked for by the first toast. */
export const toastCode = createCodeLoader<ToastCode>('A notification', () => import('../../components/toast-outlet.tsx'));

/**
 * Shows an error toast (role alert). Before the code is there the toast waits for it, also through a failed
 * fetch and its Retry: a toast asked for is shown once the code arrives, never dropped.
 */
export function showErrorToast(message: string): void {
  toastCode.request();
  void waitFor(toastCode.actor, (snapshot) => snapshot.matches('ready'), { timeout: Infinity }).then(() =>
    toastCode.code()?.showErrorToastNow(message),
  );
}
