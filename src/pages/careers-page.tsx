/** Careers (spec 2). Placeholder heading until its issue builds the page. */
export function CareersPage() {
  return (
    <section className="page">
      <h1>Careers</h1>
    </section>
  );
}
