/**
 * Toast notifications (spec 4 "Toast notifications: inactive, active, removed"; spec 9 "Toast
 * defaults"). The one outlet is `<Toasts />` (src/components/toasts.tsx), rendered by the root
 * layout; this module is how the rest of the app shows a toast.
 *
 * react-toastify's default entry injects a `<style>` element at run time, which the portal's CSP
 * (`style-src 'self'`) forbids; the `unstyled` entry does not, and the outlet imports its
 * stylesheet as a file instead.
 */
import { createElement, useEffect, useRef } from 'react';
import { toast, type ToastContentProps, type ToastPosition } from 'react-toastify/unstyled';

/** spec 9: time-out 5000 ms, extended time-out 1000 ms, animation 300 ms, top-right, newest on top, no limit. */
export const TOAST_DEFAULTS = {
  autoCloseMs: 5000,
  extendedAutoCloseMs: 1000,
  animationMs: 300,
  position: 'top-right' as ToastPosition,
  newestOnTop: true,
} as const;

/**
 * A toast's text. spec 9 "extended time-out": once the pointer has rested on a toast (pausing it),
 * the toast closes 1000 ms after the pointer leaves, as toastr did, instead of resuming the rest of
 * its 5000 ms. react-toastify restarts the countdown when a toast is updated.
 */
function ToastMessage({ text, toastProps, isPaused }: { text: string } & Partial<ToastContentProps>) {
  const wasPaused = useRef(false);
  const id = toastProps?.toastId;
  useEffect(() => {
    if (wasPaused.current && !isPaused && id !== undefined && toast.isActive(id)) {
      toast.update(id, { autoClose: TOAST_DEFAULTS.extendedAutoCloseMs, progressClassName: 'toast-progress--extended' });
    }
    wasPaused.current = Boolean(isPaused);
  }, [isPaused, id]);
  return createElement('span', { className: 'toast-message' }, text);
}

const content = (text: string) => (props: ToastContentProps) => createElement(ToastMessage, { text, ...props });

/** Shows an error toast (role alert); returns its id. */
export function showErrorToast(message: string): string | number {
  return toast.error(content(message));
}

/** Shows an information toast (role status); returns its id. */
export function showInfoToast(message: string): string | number {
  return toast.info(content(message), { role: 'status' });
}
