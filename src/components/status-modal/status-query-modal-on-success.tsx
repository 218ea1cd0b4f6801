import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { isSuccessStatus } from '../../../machines/success-status.ts';

const StatusQueryModal = lazy(() => import('./status-query-modal.tsx').then((module) => ({ default: module.StatusQueryModal })));

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
 * The success modal (spec 4 "Status query parameter"), loaded only once the address carries
 * status=200: until then the modal's chart would only be in `form`, showing nothing, so its code,
 * chart and styles are not fetched. Once loaded it stays, and its chart follows the address from
 * there (a later status 0 closes it, Back brings it again).
 */
export function StatusQueryModalOnSuccess(props: ComponentProps<typeof StatusQueryModal>) {
  const success = isSuccessStatus(useAddressStatus());
  const [asked, setAsked] = useState(success);
  // Set during render (React's pattern for state derived from a changed value): no empty frame first.
  if (success && !asked) setAsked(true);
  return asked ? (
    <Suspense fallback={null}>
      <StatusQueryModal {...props} />
    </Suspense>
  ) : null;
}
