/** The fast-support remote-support form (spec 2). Built by the forms issue. */
export function FastSupportForm() {
  return <p>The remote-support form is being built.</p>;
}
