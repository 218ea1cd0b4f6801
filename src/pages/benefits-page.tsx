/** Benefits (spec 2). Placeholder heading until its issue builds the page. */
export function BenefitsPage() {
  return (
    <section className="page">
      <h1>Benefits</h1>
    </section>
  );
}
