import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { fromCallback } from 'xstate';
import { selectModalOpen, statusQueryModalMachine } from '../../../machines/status-query-modal.machine.ts';
import { useModalDialog } from '../modal-dialog.ts';
import { modalIds } from '../modal-ids.ts';
import { lockPageScroll } from './scroll-lock.ts';
import './status-query-modal.css';

const COPY = {
  // spec 2: the contact, support and delivery add-on pages.
  contact: {
    title: 'Thank you for Contacting Us!',
    text: 'A customer representative will respond to you shortly.',
  },
  // spec 2: the driver mobile-app advert.
  email: {
    title: 'Thank you for submitting your email...',
    text: 'One of our experts will be in touch with you shortly.',
  },
} as const;

const scrollLock = fromCallback(() => lockPageScroll());
const focusMain = () => document.getElementById('main')?.focus({ preventScroll: true });

/**
 * The success modal driven by the `status` parameter (spec 4) on /contactus, /deliverytrax-ad,
 * /traxmobile-ad, /support (also /support/200) and /subscribe. A native modal <dialog> gives the
 * backdrop, the focus trap and Escape; the status-query-modal machine decides when it is open.
 */
export function StatusQueryModal({
  baseRoute,
  message,
  id = 'status-modal',
}: {
  baseRoute: string;
  message: 'contact' | 'email';
  id?: string;
}) {
  const [searchParams] = useSearchParams();
  const params = useParams();
  // The query inside the hash (#/contactus?status=200), or the path parameter of /support/:status.
  const status = searchParams.get('status') ?? params.status ?? null;
  const navigate = useNavigate();
  const modal = useActorRef(
    statusQueryModalMachine.provide({
      actions: { navigateToBase: () => void navigate(baseRoute, { replace: true }) },
      actors: { lockPageScroll: scrollLock },
    }),
    { input: { status } },
  );
  const open = useSelector(modal, selectModalOpen);
  const closeButton = useRef<HTMLButtonElement>(null);

  // The URL can change while the page stays (back/forward, an edited address): the machine follows it.
  useEffect(() => {
    modal.send({ type: 'status.changed', status });
  }, [modal, status]);

  // Once per id, not on every render: the log line is the spec's, written once for a modal without one.
  const ids = useMemo(() => modalIds(id), [id]);
  // The native dialog mirrors the machine: shown modal while `open`, closed otherwise.
  const dialog = useModalDialog({
    ids,
    open,
    initialFocus: closeButton,
    // Escape: the machine closes the modal (and navigates), not the browser on its own.
    onEscape: () => modal.send({ type: 'modal.close' }),
    // Back to the page, where a keyboard or screen-reader user continues.
    onClosed: focusMain,
  });
  if (!ids) return null;
  const copy = COPY[message];
  return (
    <dialog {...dialog} id={ids.id} className="status-modal">
      <h2 id={ids.title} className="status-modal__title">
        {copy.title}
      </h2>
      <p id={ids.text}>{copy.text}</p>
      <button ref={closeButton} type="button" className="button button--primary" onClick={() => modal.send({ type: 'modal.close' })}>
        Close
      </button>
    </dialog>
  );
}
