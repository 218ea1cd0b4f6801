/** Contact Us (spec 2). Placeholder heading until its issue builds the page. */
export function ContactPage() {
  return (
    <section className="page">
      <h1>Contact Us</h1>
    </section>
  );
}
