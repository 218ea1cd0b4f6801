import { useEffect, useMemo, useSyncExternalStore, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { PageHead } from './layout/page-head.tsx';
import { RouteError, RouteLoading } from './layout/root-layout.tsx';
import { PAGE_META_EXPORT, resolveTitle, type PageMeta, type RouteEntry, type RouteParams } from './route-table.ts';

/**
 * A route's page: its title at once, its code loaded on first use (each page is its own chunk) and with it
 * the description and keywords of its head (spec 2; docs/decisions/route-heads-with-page-code.md),
 * a loading indicator meanwhile and a plain message with Try again when the code cannot be fetched
 * (a lost connection). Declarative routing (HashRouter) rather than a data router: the data router's
 * loaders, actions and fetchers are about 13 KB gzip the portal never used (its pages load data through machines).
 */
interface PageCode {
  status: 'loading' | 'ready' | 'failed';
  Component?: ComponentType;
  /** What the module exports as its description and keywords (`PageMetaExport`), unchecked. */
  meta?: unknown;
  error?: unknown;
  /** Told when the status changes. */
  listeners: Set<() => void>;
  /** Resolves once the code has loaded or failed (never rejects). */
  settled: Promise<void>;
}

const pageCode = new Map<RouteEntry, PageCode>();

/** Starts fetching a page's code once; later calls get the same record. */
export function loadPageCode(entry: RouteEntry): PageCode {
  const known = pageCode.get(entry);
  if (known) return known;
  let settled = () => {};
  const record: PageCode = { status: 'loading', listeners: new Set(), settled: new Promise((resolve) => (settled = resolve)) };
  const settle = (change: Partial<PageCode>) => {
    Object.assign(record, change);
    for (const listener of record.listeners) listener();
    settled();
  };
  entry
    .load()
    .then((module) => {
      const Component = module[entry.exportName];
      if (typeof Component !== 'function') throw new Error(`${entry.exportName} is missing from its module`);
      settle({ Component: Component as ComponentType, meta: module[PAGE_META_EXPORT], status: 'ready' });
    })
    .catch((error: unknown) => settle({ error, status: 'failed' }));
  pageCode.set(entry, record);
  return record;
}

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

function subscribeTo(code: PageCode) {
  return (listener: () => void) => {
    code.listeners.add(listener);
    return () => code.listeners.delete(listener);
  };
}

export function RoutePage({ entry }: { entry: RouteEntry }) {
  const params = useParams();
  const code = loadPageCode(entry);
  // Subscribed the way React reads outside state: a load that ends between drawing and subscribing is not missed.
  const status = useSyncExternalStore(
    useMemo(() => subscribeTo(code), [code]),
    () => code.status,
  );
  useEffect(() => {
    if (status === 'failed') console.error(code.error);
  }, [code, status]);
  // A page whose module gives no usable description and keywords still draws, without those two tags.
  const meta = status === 'ready' ? readPageMeta(code.meta, params) : undefined;
  const metaMissing = meta === null;
  useEffect(() => {
    if (metaMissing) console.error(new Error(`${PAGE_META_EXPORT} is missing or malformed in ${entry.exportName}'s module`));
  }, [entry, metaMissing]);

  const { Component } = code;
  let body = <RouteLoading />;
  if (status === 'failed') body = <RouteError inMain={entry.chrome !== 'bare'} />;
  else if (status === 'ready' && Component) body = <Component />;
  return (
    <>
      <PageHead title={resolveTitle(entry, params)} meta={meta ?? undefined} />
      {body}
    </>
  );
}
