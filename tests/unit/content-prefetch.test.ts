/**
 * A page's content file requested at start-up (src/content/prefetch.ts) is used by the loader
 * instead of a second request, once: Retry asks the server again, and a failed early request is
 * reported like any other.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentError, fetchContent } from '../../src/content/load-json.ts';
import { prefetchContent, takePrefetched } from '../../src/content/prefetch.ts';
import { object, string } from '../../shared/shape.ts';

const Schema = object<{ name: string }>({ name: string });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('content prefetch', () => {
  it('the loader takes the early answer instead of asking again; the next load (Retry) asks anew', async () => {
    const fetchMock = vi.fn(async () => Response.json({ name: 'trax' }));
    vi.stubGlobal('fetch', fetchMock);
    prefetchContent('/opsportal/assets/data/a.json');
    prefetchContent('/opsportal/assets/data/a.json');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await fetchContent('/opsportal/assets/data/a.json', Schema)).toEqual({ name: 'trax' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await fetchContent('/opsportal/assets/data/a.json', Schema);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an early request that failed is reported as the load failing, not swallowed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    prefetchContent('/opsportal/assets/data/b.json');
    await expect(fetchContent('/opsportal/assets/data/b.json', Schema)).rejects.toThrow(ContentError);
    // The early request's failure was the one reported: no second request was made for it.
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(fetchContent('/opsportal/assets/data/b.json', Schema)).rejects.toThrow(/request failed/);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('an early answer nobody took within a minute is dropped', () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({})),
    );
    prefetchContent('/opsportal/assets/data/c.json');
    prefetchContent('/opsportal/assets/data/c2.json');
    vi.advanceTimersByTime(59_000);
    expect(takePrefetched('/opsportal/assets/data/c2.json')).toBeDefined();
    vi.advanceTimersByTime(2_000);
    expect(takePrefetched('/opsportal/assets/data/c.json')).toBeUndefined();
  });

  it('a loader given its own fetch (tests, tools) never takes an early answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ name: 'early' })),
    );
    prefetchContent('/opsportal/assets/data/d.json');
    const own = vi.fn(async () => Response.json({ name: 'own' }));
    expect(await fetchContent('/opsportal/assets/data/d.json', Schema, own)).toEqual({ name: 'own' });
  });
});
