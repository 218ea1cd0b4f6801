import { describe, expect, it } from 'vitest';
import { scrollKey } from '../../src/app/layout/scroll-restoration.ts';
import { sampledRouteTable } from '../../src/app/route-samples.ts';
import { entryFor, matchEntry, pathOfHash, routeTable } from '../../src/app/route-table.ts';

describe('matchEntry: the route-table entry a hash path opens', () => {
  it.each(sampledRouteTable.map((entry) => [entry.sample, routeTable.find((route) => route.path === entry.path)!] as const))(
    '%s opens its own entry',
    (sample, entry) => {
      const pathname = sample.split('?')[0]!;
      expect(entryFor(pathname)).toBe(entry);
    },
  );

  it('reads the parameters of a parameterised route', () => {
    const match = matchEntry('/news-and-media/logistix-expands-early-delivery');
    expect(match?.entry.path).toBe('news-and-media/:newsName');
    expect(match?.params.newsName).toBe('logistix-expands-early-delivery');
  });

  it('answers a path it has matched before from memory: the same answer, not a new matchRoutes pass', () => {
    const first = matchEntry('/product/trax');
    expect(matchEntry('/product/trax')).toBe(first);
    expect(first?.params.productName).toBe('trax');
    expect(matchEntry('/about')?.entry).toBe(entryFor('/about'));
    expect(matchEntry('/about')).not.toBe(first);
  });

  it('has no entry for the redirects and unknown paths (the router sends those on)', () => {
    for (const pathname of ['/', '/login', '/no-such-page', '/ops/extra/segments', '']) expect(entryFor(pathname)).toBeUndefined();
  });
});

describe('scrollKey: where a scroll position is remembered', () => {
  it('uses the history entry key of pushed entries', () => {
    expect(scrollKey({ key: 'abc123', pathname: '/about', search: '' })).toBe('abc123');
  });

  it("keys the entries the router did not push ('default') by their address, so pages do not share one", () => {
    const about = scrollKey({ key: 'default', pathname: '/about', search: '' });
    const news = scrollKey({ key: 'default', pathname: '/news-and-media', search: '?page=2' });
    expect(about).toBe('/about');
    expect(news).toBe('/news-and-media?page=2');
  });
});

describe('pathOfHash: the route path of a hash address', () => {
  it.each([
    ['#/product/trax?x=1', '/product/trax'],
    ['#/privacy-policy/cookies', '/privacy-policy/cookies'],
    ['#/careers#growth', '/careers'],
    ['', '/'],
    ['#', '/'],
  ])('%j -> %s', (hash, path) => {
    expect(pathOfHash(hash)).toBe(path);
  });
});
