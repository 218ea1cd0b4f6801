/** Signing you in (spec 2). Placeholder heading until its issue builds the page. */
export function RedirectPage() {
  return (
    <section className="page">
      <h1>Signing you in</h1>
    </section>
  );
}
