import { useMatches } from 'react-router-dom';
import { brand } from '../../content/brand.ts';
import { resolveHead, type RouteEntry } from '../route-table.ts';

/** The page head of the deepest matched route (spec 2: title, description and keywords per route). */
export function PageHead() {
  const matches = useMatches();
  const match = [...matches].reverse().find((item) => (item.handle as { entry?: RouteEntry } | undefined)?.entry);
  const entry = (match?.handle as { entry?: RouteEntry } | undefined)?.entry;
  const head = entry
    ? resolveHead(entry, match?.params ?? {})
    : { title: brand.company, description: '', keywords: '' };
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <meta name="keywords" content={head.keywords} />
    </>
  );
}
