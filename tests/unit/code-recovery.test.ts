// @vitest-environment happy-dom
/**
 * The recovery of code a browser kept as failed (src/actors/code/recover-code.ts) and what a reload keeps
 * (src/actors/code/keep-over-reload.ts): the module's address is read from the browser's error only when it is a
 * script of this page's origin; a form's fields are kept without a password or a hidden field, and read once, only
 * by a document opened by a reload.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_OVER_RELOAD, keptFieldsOf, takeKeptFields } from '../../src/actors/code/keep-over-reload.ts';
import { failedModuleAddress, freshAddress, recoverModule } from '../../src/actors/code/recover-code.ts';

const ORIGIN = 'http://localhost:4200';
const CHUNK = `${ORIGIN}/opsportal/assets/pTemKkdy.js`;

describe("the failed module's address", () => {
  it("is read from Chromium's and Firefox's messages, and from a cause", () => {
    expect(failedModuleAddress(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`), ORIGIN)?.href).toBe(CHUNK);
    expect(failedModuleAddress(new TypeError(`error loading dynamically imported module: ${CHUNK}`), ORIGIN)?.href).toBe(CHUNK);
    expect(
      failedModuleAddress(new Error('The sign-in could not be started.', { cause: new TypeError(`Failed to fetch: ${CHUNK}`) }), ORIGIN)
        ?.href,
    ).toBe(CHUNK);
  });

  it('is none where the message names none (WebKit) or names another origin, a non-script or credentials', () => {
    expect(failedModuleAddress(new TypeError('Importing a module script failed.'), ORIGIN)).toBeNull();
    expect(failedModuleAddress(new TypeError('Failed to fetch dynamically imported module: https://evil.example/x.js'), ORIGIN)).toBeNull();
    expect(failedModuleAddress(new TypeError(`Failed to fetch dynamically imported module: ${ORIGIN}/opsportal/`), ORIGIN)).toBeNull();
    expect(failedModuleAddress(new TypeError('Failed: http://user:pw@localhost:4200/a.js'), ORIGIN)).toBeNull();
    expect(failedModuleAddress(undefined, ORIGIN)).toBeNull();
  });

  it('is made fresh with a retry query, keeping the file', () => {
    const fresh = freshAddress(new URL(CHUNK), 1234);
    expect(fresh.pathname).toBe('/opsportal/assets/pTemKkdy.js');
    expect(fresh.searchParams.get('retry')).toBe('1234');
  });
});

describe('the recovery', () => {
  const page = { origin: ORIGIN, pathname: '/opsportal/', search: '' } as Location;
  afterEach(() => vi.unstubAllGlobals());

  it('says offline when the server does not answer the HEAD, and asks nothing else', async () => {
    const fetch = vi.fn(async (_address: URL) => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    expect(await recoverModule(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`), page)).toEqual({
      outcome: 'offline',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe(CHUNK);
  });

  it('says offline on an error status too, and reload when the server answers but the error names no module', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 503 })),
    );
    expect(await recoverModule(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`), page)).toEqual({
      outcome: 'offline',
    });
    const fetch = vi.fn(async (_address: URL) => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    expect(await recoverModule(new TypeError('Importing a module script failed.'), page)).toEqual({ outcome: 'reload' });
    // Without the module's address, the page's own document is asked.
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`${ORIGIN}/opsportal/`);
  });

  it("names the chunk from the build's error, asks again for the files the build lists for it, of this origin only, then imports it afresh", async () => {
    const fetch = vi.fn(async (address: URL, _init?: RequestInit) =>
      address.pathname.endsWith('/chunk-imports.json')
        ? Response.json({
            'assets/pTemKkdy.js': ['assets/Dep1.js', 'https://evil.example/x.js', 'assets/style.css', 7],
            'assets/Other.js': ['assets/Dep2.js'],
          })
        : new Response(null, { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    const failed = new Error(`Failed to import ${CHUNK}`, { cause: new TypeError('Importing a module script failed.') });
    // The fresh import of a made-up address fails here (no such server): the page is loaded again.
    expect(await recoverModule(failed, page)).toEqual({ outcome: 'reload' });
    expect(fetch.mock.calls.map(([address, init]) => `${init?.method ?? 'GET'} ${String(address)} ${init?.cache}`)).toEqual([
      `HEAD ${CHUNK} no-store`,
      `GET ${ORIGIN}/opsportal/chunk-imports.json no-cache`,
      `GET ${ORIGIN}/opsportal/assets/Dep1.js no-cache`,
    ]);
  });

  it('imports the chunk afresh without asking for more where the build lists nothing for it (the dev server, an unknown file)', async () => {
    const fetch = vi.fn(async (address: URL, _init?: RequestInit) =>
      address.pathname.endsWith('/chunk-imports.json') ? new Response('not found', { status: 404 }) : new Response(null, { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await recoverModule(new Error(`Failed to import ${CHUNK}`), page)).toEqual({ outcome: 'reload' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('what a reload keeps', () => {
  afterEach(() => {
    sessionStorage.clear();
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  const reloadedDocument = (type: string) =>
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as unknown as PerformanceEntry]);

  it("keeps a form's visible fields, never a password, a hidden field or a disabled one", () => {
    document.body.innerHTML = `<form ${KEEP_OVER_RELOAD}="contact">
      <input name="first_name" value="Rosa"><input type="email" name="email" value="r@example.com">
      <input type="password" name="password" value="Secret-1"><input type="hidden" name="retURL" value="x">
      <input name="off" value="no" disabled><textarea name="message">Hi</textarea>
      <input type="checkbox" name="products" value="a" checked><input type="checkbox" name="products" value="b">
      <select name="industry"><option value="shop" selected>Shop</option></select></form>`;
    expect(keptFieldsOf(document.querySelector('form')!)).toEqual({
      first_name: 'Rosa',
      email: 'r@example.com',
      message: 'Hi',
      products: ['a'],
      industry: 'shop',
    });
  });

  it('is read once, by a document opened by a reload, and only while recent', () => {
    const store = (savedAt: number) =>
      sessionStorage.setItem('ls.keptOverReload', JSON.stringify({ savedAt, forms: { contact: { first_name: 'Rosa', bad: 7 } } }));
    store(Date.now());
    reloadedDocument('navigate');
    expect(takeKeptFields('contact')).toBeNull();
    store(Date.now());
    reloadedDocument('reload');
    expect(takeKeptFields('contact')).toEqual({ first_name: 'Rosa' });
    expect(takeKeptFields('contact')).toBeNull();
    expect(sessionStorage.getItem('ls.keptOverReload')).toBeNull();
    store(Date.now() - 120_000);
    expect(takeKeptFields('contact')).toBeNull();
    sessionStorage.setItem('ls.keptOverReload', '{not json');
    expect(takeKeptFields('contact')).toBeNull();
  });
});
