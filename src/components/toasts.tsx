/**
 * Where toasts appear (rendered once by the root layout). react-toastify and its stylesheet are a chunk of
 * their own, fetched the first time a toast is asked for (src/actors/toast/show-toast.ts), so pages that never
 * show one never download it; a toast asked for before it arrives is shown once it does. When the chunk
 * cannot be fetched, the place of the toasts says so with Retry, as every piece of code that arrives later.
 */
import { toastCode } from '../actors/toast/show-toast.ts';
import { CodeUnavailable, useCodeStatus } from './code-unavailable.tsx';

export function Toasts() {
  const status = useCodeStatus(toastCode);
  const Outlet = status === 'ready' ? toastCode.code()?.ToastOutlet : null;
  if (Outlet) return <Outlet />;
  if (status !== 'failed') return null;
  // The landmark the outlet would have been (react-toastify's region "Notifications"), in the toasts' corner.
  return (
    <section className="toasts-unavailable" aria-label="Notifications">
      <CodeUnavailable loader={toastCode} />
    </section>
  );
}
