/**
 * Where toasts appear (rendered once by the root layout). react-toastify and its stylesheet are a
 * chunk of their own, fetched the first time a toast is asked for, so pages that never show one
 * never download it; toasts asked for before it arrives are queued by react-toastify and shown.
 */
import { Suspense, lazy, useSyncExternalStore } from 'react';
import { isToastOutletRequested, subscribeToastOutlet } from '../lib/toast.ts';

const ToastOutlet = lazy(() => import('./toast-outlet.tsx').then((module) => ({ default: module.ToastOutlet })));

export function Toasts() {
  const requested = useSyncExternalStore(subscribeToastOutlet, isToastOutletRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  );
}
