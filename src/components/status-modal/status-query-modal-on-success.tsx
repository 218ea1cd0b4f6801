import { useEffect, type ComponentProps } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { isSuccessStatus } from '../../../machines/success-status.ts';
import { createCodeLoader } from '../../actors/code/code-loader.ts';
import { CodeUnavailable, useCodeStatus } from '../code-unavailable.tsx';
import type { StatusQueryModal } from './status-query-modal.tsx';

/**
 * The success modal's code, chart and styles, through its code loader (machines/code-loader.machine.ts): asked
 * for once an address carries status=200 (until then the modal's chart would only be in `form`, showing
 * nothing), and there for the page's life from then on.
 */
const modalCode = createCodeLoader('The confirmation', () => import('./status-query-modal.tsx'));

/**
 * The status the address carries (spec 4): the query inside the hash (#/contactus?status=200), or
 * the path parameter of /support/:status. Read here by the forms too, so this module travels in
 * their chunk rather than as a request of its own.
 */
export function useAddressStatus(): string | null {
  const [searchParams] = useSearchParams();
  const params = useParams();
  return searchParams.get('status') ?? params.status ?? null;
}

/**
 * The success modal (spec 4 "Status query parameter"), rendered once its code is there; its chart follows the
 * address from then on (a later status 0 closes it, Back brings it again). When the code cannot be fetched, the
 * page says the confirmation did not load, with Retry, as every piece of code that arrives later.
 */
export function StatusQueryModalOnSuccess(props: ComponentProps<typeof StatusQueryModal>) {
  const success = isSuccessStatus(useAddressStatus());
  const status = useCodeStatus(modalCode);
  // The address asks for the modal: its code is requested (once; the loader ignores a request while loading or ready).
  useEffect(() => {
    if (success) modalCode.request();
  }, [success]);
  const Modal = status === 'ready' ? modalCode.code()?.StatusQueryModal : null;
  if (Modal) return <Modal {...props} />;
  return <CodeUnavailable loader={modalCode} />;
}
