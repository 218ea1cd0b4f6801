import './load-status.css';

/** Shown while content loads: a polite status for screen readers, a bar for sighted visitors. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="load-status" role="status">
      <span className="load-status__bar" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** A failed load (spec 8, docs/faults.md): say what did not load and offer a retry; nothing else on the page is lost. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="load-status load-status--failed" role="alert">
      <p>
        <strong>{what} could not be loaded.</strong> Check your connection and try again.
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
