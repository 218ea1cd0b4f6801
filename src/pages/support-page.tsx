/** Help & Support (spec 2). Placeholder heading until its issue builds the page. */
export function SupportPage() {
  return (
    <section className="page">
      <h1>Help &amp; Support</h1>
    </section>
  );
}
