/** Trax Mechanical (spec 2). Placeholder heading until its issue builds the page. */
export function QrTraxMechanicalPage() {
  return (
    <section className="page">
      <h1>Trax Mechanical</h1>
    </section>
  );
}
