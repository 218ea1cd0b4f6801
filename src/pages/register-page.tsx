/** Registration (spec 2). Placeholder heading until its issue builds the page. */
export function RegisterPage() {
  return (
    <section className="page">
      <h1>Registration</h1>
    </section>
  );
}
