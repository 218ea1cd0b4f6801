/** Remote Connect (spec 2). Placeholder heading until its issue builds the page. */
export function RemoteConnectPage() {
  return (
    <section className="page">
      <h1>Remote Connect</h1>
    </section>
  );
}
