import type { PageHead as Head } from '../route-table.ts';

/** A route's page head (spec 2: title, description and keywords per route), as React 19 head tags. */
export function PageHead({ head }: { head: Head }) {
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <meta name="keywords" content={head.keywords} />
    </>
  );
}
