/** TraxMobile (spec 2). Placeholder heading until its issue builds the page. */
export function TraxmobileAdPage() {
  return (
    <section className="page">
      <h1>TraxMobile</h1>
    </section>
  );
}
