/** DeliveryTrax (spec 2). Placeholder heading until its issue builds the page. */
export function DeliverytraxAdPage() {
  return (
    <section className="page">
      <h1>DeliveryTrax</h1>
    </section>
  );
}
