/** California Consumer Privacy Notice (spec 2). Placeholder heading until its issue builds the page. */
export function CcpaPolicyPage() {
  return (
    <section className="page">
      <h1>California Consumer Privacy Notice</h1>
    </section>
  );
}
