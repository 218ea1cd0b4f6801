/**
 * spec 8 "Modal without an id: logs 'modal must have an id'". Every modal of the portal is a native
 * <dialog> named by its id: its title and text ids (aria-labelledby, aria-describedby) are made
 * from it, so two modals on one page never share them. A modal given a blank id logs exactly that
 * line and is not drawn, rather than open a dialog that assistive technology cannot name
 * (docs/decisions/sign-in-error-messages.md, "The modal log").
 */
export const MODAL_ID_MISSING = 'modal must have an id';

export interface ModalIds {
  id: string;
  title: string;
  text: string;
}

export function modalIds(id: string | undefined, log: (message: string) => void = console.error): ModalIds | null {
  const value = id?.trim() ?? '';
  if (value === '') {
    log(MODAL_ID_MISSING);
    return null;
  }
  return { id: value, title: `${value}-title`, text: `${value}-text` };
}
