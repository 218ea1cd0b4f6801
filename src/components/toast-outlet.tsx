/**
 * The toast outlet (spec 4, 9): react-toastify at the spec's defaults (src/lib/toast.ts). Loaded by
 * `<Toasts />` the first time a toast is asked for (spec 8: "A toast requires a toast component").
 * Its stylesheet is a file, not an injected `<style>` (CSP); the enter and exit animations last the
 * spec's 300 ms (toasts.css).
 */
import { ToastContainer, cssTransition } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST_DEFAULTS } from '../lib/toast-show.ts';
import './toasts.css';

const fade = cssTransition({
  enter: 'toast-enter',
  exit: 'toast-exit',
  collapseDuration: TOAST_DEFAULTS.animationMs,
});

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
