/** Product (spec 2). Placeholder heading until its issue builds the page. */
export function ProductPage() {
  return (
    <section className="page">
      <h1>Product</h1>
    </section>
  );
}
