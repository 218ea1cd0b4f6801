/**
 * The content files go through the portal's one HTTP client (issue 33 point 6; spec 7 "Every request except the news
 * asset and oauth2/token carries Authorization: Bearer {token}"): the products and careers files carry the signed-in
 * session's token, the news feed and articles never do, and nothing carries one when nobody is signed in.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCareers } from '../../src/content/careers.ts';
import { productsUrl } from '../../src/content/content-urls.ts';
import { fetchContent } from '../../src/content/load-json.ts';
import { loadNewsArticle, loadNewsFeed } from '../../src/content/news.ts';
import { prefetchContent } from '../../src/content/prefetch.ts';
import { loadProducts } from '../../src/content/products.ts';
import { setAccessTokenSource } from '../../src/lib/http.ts';
import { unknown } from '../../shared/shape.ts';

const TOKEN = 'eyJ.session-token.sig';

/** A fetch that answers 404 and records the Authorization header of each request. */
function recordingFetch() {
  const headers: Array<string | null> = [];
  const fetchImpl = vi.fn<typeof fetch>(async (input, init) => {
    headers.push(input instanceof Request ? input.headers.get('authorization') : new Headers(init?.headers).get('authorization'));
    return new Response('{}', { status: 404 });
  });
  return { fetchImpl, headers };
}

const settle = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    () => undefined,
  );

// Issue 40: the bearer goes to the page's own origin and the configured services only. The content files are fetched
// from the page's own assets address, so these run as on a page at http://localhost/ (Node has no location).
beforeEach(() => {
  vi.stubGlobal('location', new URL('http://localhost/'));
});

afterEach(() => {
  setAccessTokenSource(() => null);
  vi.unstubAllGlobals();
});

describe('content files and the bearer header (spec 7)', () => {
  it('the products and careers files carry the session token', async () => {
    setAccessTokenSource(() => TOKEN);
    const { fetchImpl, headers } = recordingFetch();
    await settle(loadProducts(fetchImpl));
    await settle(loadCareers(fetchImpl));
    expect(headers).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`]);
  });

  it('the news asset (feed and article) never does: spec 7 excludes it', async () => {
    setAccessTokenSource(() => TOKEN);
    const { fetchImpl, headers } = recordingFetch();
    await settle(loadNewsFeed(fetchImpl));
    await settle(loadNewsArticle('logistix-expands-early-delivery', fetchImpl));
    expect(headers).toEqual([null, null]);
  });

  it('without a signed-in session nothing carries one', async () => {
    const { fetchImpl, headers } = recordingFetch();
    await settle(loadProducts(fetchImpl));
    await settle(loadCareers(fetchImpl));
    expect(headers).toEqual([null, null]);
  });

  it('a start-up request (made before any sign-in, without a token) is not used once there is a token: the client asks again', async () => {
    const { fetchImpl, headers } = recordingFetch();
    vi.stubGlobal('fetch', fetchImpl);
    prefetchContent(productsUrl());
    setAccessTokenSource(() => TOKEN);
    await settle(fetchContent(productsUrl(), unknown));
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(headers.at(-1)).toBe(`Bearer ${TOKEN}`);
  });
});
