/** OPS NEWS (spec 2). Placeholder heading until its issue builds the page. */
export function NewsArticlePage() {
  return (
    <section className="page">
      <h1>OPS NEWS</h1>
    </section>
  );
}
