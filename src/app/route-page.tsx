import { useEffect, useMemo, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import type { CodeLoader } from '../actors/code/code-loader.ts';
import { useCodeStatus } from '../components/code-unavailable.tsx';
import { pageLoader, type PageModule } from './page-code.ts';
import { PageHead } from './layout/page-head.tsx';
import { RouteError, RouteLoading } from './layout/root-layout.tsx';
import { PAGE_META_EXPORT, resolveTitle, type PageMeta, type RouteEntry, type RouteParams } from './route-table.ts';

export { loadPageCode, pageCodeReady } from './page-code.ts';

/**
 * A route's page: its title at once, its code loaded on first use (each page is its own chunk) and with it
 * the description and keywords of its head (spec 2; docs/decisions/route-heads-with-page-code.md),
 * a loading indicator meanwhile and, when the code cannot be fetched (a lost connection), a message with
 * Try again, which fetches it again. The code's states are the page's codeLoader machine
 * (machines/code-loader.machine.ts; docs/decisions/code-that-arrives-later.md). Declarative routing
 * (HashRouter) rather than a data router: the data router's loaders, actions and fetchers are about
 * 13 KB gzip the portal never used (its pages load data through machines).
 */
/** The pages this document has drawn (a registry, not flow state): coming back to one is a new visit. */
const drawnPages = new WeakSet<CodeLoader<PageModule>>();

const isText = (value: unknown) => typeof value === 'string' && value !== '';

/** The page's description and keywords from its module's export, or null when it is missing or malformed. */
function readPageMeta(exported: unknown, params: RouteParams): PageMeta | null {
  try {
    const meta: unknown = typeof exported === 'function' ? exported(params) : exported;
    const { description, keywords } = (meta ?? {}) as Partial<Record<keyof PageMeta, unknown>>;
    return isText(description) && isText(keywords) ? (meta as PageMeta) : null;
  } catch {
    return null;
  }
}

export function RoutePage({ entry }: { entry: RouteEntry }) {
  const params = useParams();
  const loader = pageLoader(entry);
  const atVisit = loader.actor.getSnapshot();
  // Asked for as the page is drawn (as a link is followed), not a frame later; from `idle` only, so a failed page waits for Try again.
  if (atVisit.matches('idle')) loader.request();
  // A page whose code had failed when the visitor came back to it is asked for again (a new visit, not a re-render).
  // Not a first visit whose try failed before it was drawn (the start-up asks as the document loads): that waits for
  // Try again, since a second failure may load the page again, and a reloaded document would then reload again.
  const revisitOfFailed = useMemo(() => drawnPages.has(loader) && loader.actor.getSnapshot().matches('failed'), [loader]);
  useEffect(() => {
    if (revisitOfFailed && loader.actor.getSnapshot().matches('failed')) loader.actor.send({ type: 'code.request' });
    drawnPages.add(loader);
  }, [loader, revisitOfFailed]);
  const status = useCodeStatus(loader);
  const module = status === 'ready' ? loader.code() : null;
  // A page whose module gives no usable description and keywords still draws, without those two tags.
  const meta = module ? readPageMeta(module[PAGE_META_EXPORT], params) : undefined;
  const metaMissing = meta === null;
  useEffect(() => {
    if (metaMissing) console.error(new Error(`${PAGE_META_EXPORT} is missing or malformed in ${entry.exportName}'s module`));
  }, [entry, metaMissing]);

  const Component = module?.[entry.exportName] as ComponentType | undefined;
  let body = <RouteLoading />;
  if (status === 'failed') body = <RouteError inMain={entry.chrome !== 'bare'} onRetry={() => loader.actor.send({ type: 'code.retry' })} />;
  else if (Component) body = <Component />;
  return (
    <>
      <PageHead title={resolveTitle(entry, params)} meta={meta ?? undefined} />
      {body}
    </>
  );
}
