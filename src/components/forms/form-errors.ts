import { useSyncExternalStore } from 'react';
import type { FormErrors } from '../../content/forms/validation.ts';

/**
 * What a posted form shows of its rules (spec 5): each field's message, once Send was refused. The
 * fields themselves are the browser's own inputs, which hold what was typed; the rules read the form
 * element (docs/decisions/forms-browser-held-values.md). A field and the summary each read one value
 * from here, so a keystroke after a refused Send re-renders only what changed.
 */
export interface FormErrorsState {
  /** The last Send was refused by the rules: messages show, and follow what is typed. */
  submitFailed: boolean;
  errors: FormErrors;
}

export interface FormErrorsStore {
  get(): FormErrorsState;
  set(next: FormErrorsState): void;
  subscribe(listener: () => void): () => void;
}

const NONE: FormErrorsState = { submitFailed: false, errors: {} };

export function createFormErrorsStore(): FormErrorsStore {
  let state = NONE;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The message shown for one field: its rule's message once Send was refused, otherwise none. */
export function useFieldMessage(store: FormErrorsStore, name: string): string | undefined {
  const read = () => {
    const { submitFailed, errors } = store.get();
    return submitFailed ? errors[name] : undefined;
  };
  return useSyncExternalStore(store.subscribe, read, read);
}

export function useFormErrors(store: FormErrorsStore): FormErrorsState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
