/** Fast Support (spec 2). Placeholder heading until its issue builds the page. */
export function FastSupportPage() {
  return (
    <section className="page">
      <h1>Fast Support</h1>
    </section>
  );
}
