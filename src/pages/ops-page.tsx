/** Sign In (spec 2). Placeholder heading until its issue builds the page. */
export function OpsPage() {
  return (
    <section className="page">
      <h1>Sign In</h1>
    </section>
  );
}
