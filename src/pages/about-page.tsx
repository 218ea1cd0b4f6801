/** About Us (spec 2). Placeholder heading until its issue builds the page. */
export function AboutPage() {
  return (
    <section className="page">
      <h1>About Us</h1>
    </section>
  );
}
