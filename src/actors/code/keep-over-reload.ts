/**
 * The codeLoader's `reloading` (machines/code-loader.machine.ts): a browser that keeps a failed module's
 * failure gets the code only from a new document, so the page is loaded again, keeping what the visitor had.
 * - The route: it is the address's hash, which a reload keeps.
 * - The scroll position: app/layout/scroll-restoration.ts saves it on `pagehide` and restores it.
 * - What was typed: each form marked `data-keep-over-reload` (the posted forms, the username and password
 *   forms) has its visible fields' values kept in this tab's session storage, read once by the form after
 *   the reload (the posted forms through their draft reader, the sign-in forms' username on mount). A
 *   password, a hidden field or a file is never kept.
 * Kept for a minute: what a reload a minute later finds is not the visitor's now.
 */
import { sessionStore } from '../../lib/storage.ts';

const STORAGE_KEY = 'ls.keptOverReload';
const MAX_AGE_MS = 60_000;
/** The attribute of a form whose fields are kept over the code loader's reload; its value names the form (a posted form's spec id). */
export const KEEP_OVER_RELOAD = 'data-keep-over-reload';
const KEPT_INPUT_TYPES = new Set(['text', 'email', 'tel', 'search', 'url', 'number']);

export type KeptFields = Record<string, string | string[]>;

interface Kept {
  savedAt: number;
  forms: Record<string, KeptFields>;
}

/** The values of a form's visible, named fields (text, a choice, checked boxes); never a password or a hidden field. */
export function keptFieldsOf(form: HTMLFormElement): KeptFields {
  const fields: KeptFields = {};
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (!element.name || element.disabled) continue;
      if (element.type === 'checkbox') {
        const chosen = Array.isArray(fields[element.name]) ? (fields[element.name] as string[]) : [];
        fields[element.name] = element.checked ? [...chosen, element.value] : chosen;
      } else if (element.type === 'radio') {
        if (element.checked) fields[element.name] = element.value;
      } else if (KEPT_INPUT_TYPES.has(element.type)) {
        fields[element.name] = element.value;
      }
    } else if ((element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) && element.name && !element.disabled) {
      fields[element.name] = element.value;
    }
  }
  return fields;
}

/** The machine's `reloadPage`: keeps what was typed in the marked forms, then loads the page again. */
export function reloadKeepingPage(): void {
  const forms: Record<string, KeptFields> = {};
  for (const form of Array.from(document.querySelectorAll<HTMLFormElement>(`form[${KEEP_OVER_RELOAD}]`))) {
    const key = form.getAttribute(KEEP_OVER_RELOAD);
    if (key) forms[key] = keptFieldsOf(form);
  }
  try {
    sessionStore()?.setItem(STORAGE_KEY, JSON.stringify({ savedAt: Date.now(), forms } satisfies Kept));
  } catch {
    // A full or disabled store: the reload still brings the code; what was typed is lost, as on any reload.
  }
  window.location.reload();
}

function readKept(now: number): Kept | null {
  try {
    const parsed = JSON.parse(sessionStore()?.getItem(STORAGE_KEY) ?? 'null') as Partial<Kept> | null;
    if (!parsed || typeof parsed.savedAt !== 'number' || typeof parsed.forms !== 'object' || parsed.forms === null) return null;
    if (now - parsed.savedAt > MAX_AGE_MS || parsed.savedAt > now) return null;
    return parsed as Kept;
  } catch {
    return null;
  }
}

/**
 * What the form of this name (its `data-keep-over-reload`) kept over the reload that opened this document, taken (read once; later reads and
 * other documents find nothing). Only a document opened by a reload finds it; text values and lists of text only.
 */
export function takeKeptFields(formId: string, now = Date.now()): KeptFields | null {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const kept = readKept(now);
  const fields = kept?.forms[formId];
  if (kept) delete kept.forms[formId];
  try {
    if (!kept || Object.keys(kept.forms).length === 0) sessionStore()?.removeItem(STORAGE_KEY);
    else sessionStore()?.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Nothing to drop from a store that cannot be reached.
  }
  if (entry?.type !== 'reload' || typeof fields !== 'object' || fields === null) return null;
  const values: KeptFields = {};
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') values[name] = value;
    else if (Array.isArray(value)) values[name] = value.filter((item): item is string => typeof item === 'string');
  }
  return values;
}
