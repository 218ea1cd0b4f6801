import { useEffect, useRef, type RefObject, type SyntheticEvent } from 'react';
import type { ModalIds } from './modal-ids.ts';

/**
 * What a machine's modal, a native dialog element named by its ids (modal-ids.ts), needs to mirror
 * the machine: shown modal while `open` (the browser gives the backdrop, the focus trap and the inert
 * page), with focus on `initialFocus`; closed otherwise, then `onClosed`. Escape does not close it on
 * its own: `onEscape` tells the machine, which decides. Spread the result onto the dialog element.
 */
export function useModalDialog(options: {
  ids: ModalIds | null;
  open: boolean;
  initialFocus: RefObject<HTMLElement | null>;
  onEscape: () => void;
  onClosed?: () => void;
}) {
  const { ids, open, initialFocus, onEscape, onClosed } = options;
  const ref = useRef<HTMLDialogElement>(null);

  // Acts only when the dialog and the machine disagree, so running again on a new callback is harmless.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      initialFocus.current?.focus();
    }
    if (!open && element.open) {
      element.close();
      onClosed?.();
    }
  }, [open, initialFocus, onClosed]);

  return {
    ref,
    'aria-labelledby': ids?.title,
    'aria-describedby': ids?.text,
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onEscape();
    },
  };
}
