/**
 * Each route's description and keywords travel with its page's code (spec 2 "Each route carries a page
 * title, description and keywords"; docs/decisions/route-heads-with-page-code.md): every page module,
 * loaded through the route table, gives the text tests/support/route-page-meta.json records (the browser
 * tests check the rendered tags against the same record), and RoutePage renders it once the code is in:
 * the title at once, no stale description meanwhile, and a page without a usable export still draws.
 */
// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPageCode, RoutePage } from '../../src/app/route-page.tsx';
import { sampledRouteTable } from '../../src/app/route-samples.ts';
import { matchEntry, PAGE_META_EXPORT, type PageMetaExport, type RouteEntry } from '../../src/app/route-table.ts';
import { expectedPageMeta, expectedPageMetaFor } from '../support/route-page-meta.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const resolve = (exported: PageMetaExport, params: Record<string, string | undefined>) =>
  typeof exported === 'function' ? exported(params) : exported;

describe("every route's page module gives its description and keywords", () => {
  it.each(sampledRouteTable.map((entry) => [entry.sample, entry] as const))('%s', async (sample, entry) => {
    const module = await entry.load();
    const exported = module[PAGE_META_EXPORT] as PageMetaExport;
    const meta = resolve(exported, matchEntry(sample.split('?')[0]!)!.params);
    expect(meta.description).toMatch(/\S/);
    expect(meta.keywords).toMatch(/\S/);
    expect({ description: meta.description, keywords: meta.keywords }).toEqual(expectedPageMetaFor(sample));
  });

  it('the record holds exactly the sample addresses (nothing left over from a removed route)', () => {
    expect(Object.keys(expectedPageMeta).sort()).toEqual(sampledRouteTable.map((entry) => entry.sample.split('?')[0]).sort());
  });

  it("the product page's description names the product of the address", async () => {
    const product = sampledRouteTable.find((entry) => entry.exportName === 'ProductPage')!;
    const exported = (await product.load())[PAGE_META_EXPORT] as PageMetaExport;
    expect(resolve(exported, { productName: 'trax-mechanical' }).description).toBe('Product details of Trax Mechanical.');
  });
});

const unmounts: (() => void)[] = [];
afterEach(() => {
  unmounts.splice(0).forEach((unmount) => unmount());
  vi.restoreAllMocks();
});

/** RoutePage for a made-up route whose module the test hands over when it likes. */
function heldRoute(exportName: string) {
  let deliver: (module: Record<string, unknown>) => void = () => undefined;
  const entry: RouteEntry = {
    path: 'made-up/:name',
    chrome: 'bare',
    title: (params) => `Made up ${params.name}`,
    load: () => new Promise((resolve) => (deliver = resolve)),
    exportName,
  };
  const Page = () => <h1>{exportName} drawn</h1>;
  /** Hands over the module (the component plus `exports`) and waits until RoutePage has it. */
  const handOver = (exports: Record<string, unknown>) =>
    act(async () => {
      deliver({ [exportName]: Page, ...exports });
      await loadPageCode(entry).settled;
    });
  return { entry, deliver: handOver };
}

function render(entry: RouteEntry, address: string) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path={`/${entry.path}`} element={<RoutePage entry={entry} />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
  unmounts.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return container;
}

const head = () => ({
  title: document.title,
  description: document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
  keywords: document.head.querySelector('meta[name="keywords"]')?.getAttribute('content') ?? null,
});

describe('RoutePage and the page head', () => {
  it("shows the title at once, and the description and keywords once the page's code is in", async () => {
    const { entry, deliver } = heldRoute('WellFormedPage');
    const container = render(entry, '/made-up/x-y');
    expect(head()).toEqual({ title: 'Made up x-y', description: null, keywords: null });
    await deliver({ [PAGE_META_EXPORT]: (params: { name?: string }) => ({ description: `About ${params.name}.`, keywords: 'a, b' }) });
    expect(container.textContent).toContain('WellFormedPage drawn');
    expect(head()).toEqual({ title: 'Made up x-y', description: 'About x-y.', keywords: 'a, b' });
  });

  it.each([
    ['missing', {}],
    ['not an object', { [PAGE_META_EXPORT]: 42 }],
    ['without keywords', { [PAGE_META_EXPORT]: { description: 'Only this.' } }],
    ['with an empty description', { [PAGE_META_EXPORT]: { description: '', keywords: 'k' } }],
    ['a function that throws', { [PAGE_META_EXPORT]: () => JSON.parse('{') as unknown }],
  ])('an export %s: the page still draws, without description and keywords, and the console says why', async (what, meta) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { entry, deliver } = heldRoute(`Page${what.replace(/\W/g, '')}`);
    const container = render(entry, '/made-up/z');
    await deliver(meta);
    expect(container.textContent).toContain(`${entry.exportName} drawn`);
    expect(head()).toEqual({ title: 'Made up z', description: null, keywords: null });
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toContain(`${PAGE_META_EXPORT} is missing or malformed in ${entry.exportName}'s module`);
  });
});
