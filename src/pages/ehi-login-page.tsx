/** Partner Sign In (spec 2). Placeholder heading until its issue builds the page. */
export function EhiLoginPage() {
  return (
    <section className="page">
      <h1>Partner Sign In</h1>
    </section>
  );
}
