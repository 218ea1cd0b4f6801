/**
 * The react-toastify half of src/lib/toast.ts and its settings (spec 9), loaded on the first toast (see there).
 */
import { createElement } from 'react';
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
 * A toast's text. spec 9 "extended time-out": once the pointer has rested on a toast (which pauses
 * it), the toast closes 1000 ms after the pointer leaves, as toastr did, instead of resuming the
 * rest of its 5000 ms. react-toastify restarts the countdown when a toast is updated.
 */
function ToastMessage({ text, toastProps }: { text: string } & Partial<ToastContentProps>) {
  const id = toastProps?.toastId;
  // A callback ref with cleanup (React 19): the listener lives exactly as long as the toast.
  const watchPointer = (node: HTMLSpanElement | null) => {
    const toastElement = node?.closest('.Toastify__toast');
    if (!toastElement || id === undefined) return undefined;
    const onLeave = () => {
      if (toast.isActive(id)) {
        toast.update(id, { autoClose: TOAST_DEFAULTS.extendedAutoCloseMs, progressClassName: 'toast-progress--extended' });
      }
    };
    toastElement.addEventListener('mouseleave', onLeave);
    return () => toastElement.removeEventListener('mouseleave', onLeave);
  };
  return createElement('span', { ref: watchPointer, className: 'toast-message' }, text);
}

const content = (text: string) => (props: ToastContentProps) => createElement(ToastMessage, { text, ...props });

/** Shows an error toast (role alert) now; returns its id. */
export function showErrorToastNow(message: string): string | number {
  return toast.error(content(message));
}
