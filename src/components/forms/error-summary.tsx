import type { Ref } from 'react';
import { summaryId } from './field-ids.ts';

export interface SummaryItem {
  message: string;
  /** The id of the control to move to, when there is one. */
  target?: string;
}

/**
 * The error summary (spec 5): every reason the form was not sent, each linked to its field. Focus
 * moves here on a refused Send (the form machine's `focusErrorSummary`), so it is announced.
 */
export function ErrorSummary(props: { formId: string; title: string; items: SummaryItem[]; ref?: Ref<HTMLDivElement> }) {
  const { formId, title, items, ref } = props;
  const id = summaryId(formId);
  return (
    <div ref={ref} id={id} className="error-summary" tabIndex={-1} role="alert" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="error-summary__title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={`${item.target ?? ''}${item.message}`}>
            {item.target ? (
              <button type="button" className="error-summary__link" onClick={() => focusControl(item.target!)}>
                {item.message}
              </button>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Moves to a control without touching the hash route (a `#id` link would change the page). */
function focusControl(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  // A group (checkboxes, the captcha widget) is entered at its first control.
  const control = element.matches('fieldset, div')
    ? (element.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea:not([hidden]), button, iframe') ?? element)
    : element;
  element.scrollIntoView({ block: 'center' });
  control.focus({ preventScroll: true });
}
