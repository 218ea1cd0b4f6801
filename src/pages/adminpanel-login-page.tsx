/** Token Sign In (spec 2). Placeholder heading until its issue builds the page. */
export function AdminpanelLoginPage() {
  return (
    <section className="page">
      <h1>Token Sign In</h1>
    </section>
  );
}
