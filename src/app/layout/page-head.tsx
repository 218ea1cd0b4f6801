import type { PageMeta } from '../route-table.ts';

/**
 * A route's page head (spec 2: title, description and keywords per route), as React 19 head tags. The
 * title comes from the route table, the description and keywords with the page's code: without `meta`
 * those two tags are not rendered, and React takes out the ones an earlier page put in the head.
 */
export function PageHead({ title, meta }: { title: string; meta?: PageMeta }) {
  return (
    <>
      <title>{title}</title>
      {meta && (
        <>
          <meta name="description" content={meta.description} />
          <meta name="keywords" content={meta.keywords} />
        </>
      )}
    </>
  );
}
