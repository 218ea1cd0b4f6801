/** Subscribe (spec 2). Placeholder heading until its issue builds the page. */
export function SubscribePage() {
  return (
    <section className="page">
      <h1>Subscribe</h1>
    </section>
  );
}
