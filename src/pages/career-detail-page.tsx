/** Career (spec 2). Placeholder heading until its issue builds the page. */
export function CareerDetailPage() {
  return (
    <section className="page">
      <h1>Career</h1>
    </section>
  );
}
