/** Cookie Policy (spec 2). Placeholder heading until its issue builds the page. */
export function SellInformationPage() {
  return (
    <section className="page">
      <h1>Cookie Policy</h1>
    </section>
  );
}
