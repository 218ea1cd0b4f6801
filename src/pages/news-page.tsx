/** News & Media (spec 2). Placeholder heading until its issue builds the page. */
export function NewsPage() {
  return (
    <section className="page">
      <h1>News &amp; Media</h1>
    </section>
  );
}
