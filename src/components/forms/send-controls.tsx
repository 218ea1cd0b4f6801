import { BusyStatus } from '../live/busy-status.tsx';
import { SLOW_NOTICE } from './form-messages.ts';

/**
 * A posted form's Send (spec 4, 9): the notice when the post is slow to go, "Sending…" said in a live region,
 * and the button, which reads "Sending…" while the form-submission machine posts.
 */
export function SendControls({ submitting, slowToSend, submitLabel }: { submitting: boolean; slowToSend: boolean; submitLabel: string }) {
  return (
    <>
      {slowToSend ? (
        <p className="posted-form__notice" role="status">
          {SLOW_NOTICE}
        </p>
      ) : null}
      <BusyStatus busy={submitting} text="Sending…" />
      <div className="posted-form__actions">
        <button type="submit" className="button button--primary posted-form__submit" aria-disabled={submitting || undefined}>
          {submitting ? 'Sending…' : submitLabel}
        </button>
      </div>
    </>
  );
}
