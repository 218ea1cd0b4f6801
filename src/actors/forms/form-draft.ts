/**
 * What the visitor typed into a posted form, kept from the moment the form is posted until the
 * lead service confirms it (docs/faults.md: keep what the visitor typed). The browser leaves for
 * the service when the form is posted (spec 4, 7), so a service that is down, answers an error page
 * or is cut off by a lost network takes the page, and what was typed, with it. When the visitor
 * comes Back, the form is filled in again and says so. The service's return with status=200 (spec 4)
 * confirms the post, and the draft is dropped.
 *
 * Session storage: this tab only, gone when the tab closes; only the visible fields, never the
 * captcha answer or the hidden fields. A draft older than an hour is not brought back.
 *
 * Whether a form looks for its draft is the form-submission machine's decision (its `restoring`
 * state); `draftReader` is the actor it invokes there.
 */
import { fromCallback, type EventObject } from 'xstate';
import type { DraftKind, FormDraft, FormSubmissionEvent } from '../../../machines/form-submission.machine.ts';
import type { FieldSpec } from '../../content/forms/form-specs.ts';
import { sessionStore } from '../../lib/storage.ts';
import { takeKeptFields } from '../code/keep-over-reload.ts';
import type { FormValues } from '../../content/forms/validation.ts';

const KEY_PREFIX = 'ls.formDraft.';
export const DRAFT_MAX_AGE_MS = 60 * 60 * 1000;

interface StoredDraft {
  savedAt: number;
  values: Record<string, unknown>;
}

/** The visible fields' values, as the form library holds them, in the shape a draft keeps. */
export function draftOf(values: FormValues, fields: readonly FieldSpec[]): FormDraft {
  const draft: FormDraft = {};
  for (const field of fields) {
    const value = values[field.name];
    draft[field.name] = field.kind === 'checkboxes' ? (Array.isArray(value) ? value : []) : typeof value === 'string' ? value : '';
  }
  return draft;
}

export function saveDraft(formId: string, values: FormDraft, now = Date.now()): void {
  try {
    sessionStore()?.setItem(KEY_PREFIX + formId, JSON.stringify({ savedAt: now, values } satisfies StoredDraft));
  } catch {
    // A full or disabled store: the post goes ahead without a draft.
  }
}

export function dropDraft(formId: string): void {
  try {
    sessionStore()?.removeItem(KEY_PREFIX + formId);
  } catch {
    // Nothing to drop from a store that cannot be reached.
  }
}

/**
 * The draft of this form, if one is waiting and recent: only the form's own fields, each with the
 * type its field holds (a list for checkboxes, text otherwise). Anything else is dropped.
 */
export function readDraft(formId: string, fields: readonly FieldSpec[], now = Date.now()): FormDraft | null {
  let stored: StoredDraft | null = null;
  try {
    const raw = sessionStore()?.getItem(KEY_PREFIX + formId);
    if (raw) stored = JSON.parse(raw) as StoredDraft;
  } catch {
    stored = null;
  }
  if (!stored || typeof stored.savedAt !== 'number' || typeof stored.values !== 'object' || stored.values === null) {
    dropDraft(formId);
    return null;
  }
  if (now - stored.savedAt > DRAFT_MAX_AGE_MS || stored.savedAt > now) {
    dropDraft(formId);
    return null;
  }
  return ownFields(stored.values, fields);
}

/** What was typed before the visitor left, when this document was opened with Back or Forward; dropped once read. */
function takeDraftOnBack(formId: string, fields: readonly FieldSpec[]): FormDraft | null {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (entry?.type !== 'back_forward') return null;
  const values = readDraft(formId, fields);
  dropDraft(formId);
  return values;
}

/** Only the form's own fields, each with the type its field holds (a list for checkboxes, text otherwise); null when all are empty. */
function ownFields(stored: Record<string, unknown>, fields: readonly FieldSpec[]): FormDraft | null {
  const values: FormDraft = {};
  for (const field of fields) {
    const value = stored[field.name];
    if (field.kind === 'checkboxes') {
      if (Array.isArray(value)) values[field.name] = value.filter((item): item is string => typeof item === 'string');
    } else if (typeof value === 'string') {
      values[field.name] = value;
    }
  }
  return Object.values(values).some((value) => (Array.isArray(value) ? value.length > 0 : value !== '')) ? values : null;
}

/**
 * The machine's `readDraft` for one form: reports the draft of the kind it asks for, or null. What was typed
 * before the code loader loaded the page again (actors/code/keep-over-reload.ts) comes first: it is newer
 * than any draft of a post.
 */
export const draftReader = (formId: string, fields: readonly FieldSpec[]) =>
  fromCallback<EventObject, { kind: DraftKind }>(({ input, sendBack }) => {
    const kept = takeKeptFields(formId);
    const keptDraft = kept && ownFields(kept, fields);
    if (keptDraft) return void sendBack({ type: 'draft.read', draft: keptDraft, kind: 'keptOverReload' } satisfies FormSubmissionEvent);
    const draft = input.kind === 'unconfirmedPost' ? readDraft(formId, fields) : takeDraftOnBack(formId, fields);
    sendBack({ type: 'draft.read', draft, kind: input.kind } satisfies FormSubmissionEvent);
  });
