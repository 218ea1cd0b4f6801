/**
 * react-toastify, for the toasts (spec 4, 9): the outlet at the spec's defaults and how a toast is shown. One
 * chunk, fetched the first time a toast is asked for (src/actors/toast/show-toast.ts, spec 8: "A toast requires
 * a toast component"). The stylesheets are files, not an injected `<style>` (CSP: react-toastify's `unstyled`
 * entry); the enter and exit animations last the spec's 300 ms (toasts.css).
 */
import { ToastContainer, cssTransition, toast, type ToastContentProps, type ToastPosition } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './toasts.css';

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
  return (
    <span ref={watchPointer} className="toast-message">
      {text}
    </span>
  );
}

const content = (text: string) => (props: ToastContentProps) => <ToastMessage text={text} {...props} />;

/** Shows an error toast (role alert) now; returns its id. */
export function showErrorToastNow(message: string): string | number {
  return toast.error(content(message));
}

const fade = cssTransition({
  enter: 'toast-enter',
  exit: 'toast-exit',
  collapseDuration: TOAST_DEFAULTS.animationMs,
});

/** Where toasts appear: rendered by `<Toasts />` (src/components/toasts.tsx) once this code is there. */
export function ToastOutlet() {
  return (
    <ToastContainer
      position={TOAST_DEFAULTS.position}
      autoClose={TOAST_DEFAULTS.autoCloseMs}
      newestOnTop={TOAST_DEFAULTS.newestOnTop}
      pauseOnHover
      pauseOnFocusLoss={false}
      closeOnClick
      draggable={false}
      transition={fade}
      theme="colored"
      aria-label="Notifications"
    />
  );
}
