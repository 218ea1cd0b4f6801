/**
 * WCAG 4.1.3 (issue 29): a polite status region that is on the page from the first render and says
 * `text` ("Sending…", "Signing in…") the moment a form starts its work. A region inserted together
 * with its words, or a button's changed label, or `aria-busy`, is not announced reliably; a change
 * of text inside a region already there is. Empty when idle, so it says nothing until then.
 */
export function BusyStatus({ busy, text }: { busy: boolean; text: string }) {
  return (
    <span className="visually-hidden" role="status">
      {busy ? text : ''}
    </span>
  );
}
