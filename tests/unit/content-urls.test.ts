/**
 * Content files and artwork load from the config's `assets` address (spec 3, 7; docs/decisions/assets-address.md), by
 * default this site's own assets folder. Unusable values keep the default.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  assetUrl,
  careersUrl,
  DEFAULT_ASSETS_BASE,
  getAssetsBase,
  newsArticleUrl,
  newsFeedUrl,
  normaliseAssetsBase,
  productsUrl,
  setAssetsBase,
} from '../../src/content/content-urls.ts';
import { shopLogos } from '../../src/content/pages/register.ts';
import { routeTable } from '../../src/app/route-table.ts';

afterEach(() => {
  setAssetsBase(null);
  vi.restoreAllMocks();
});

describe('assets address', () => {
  it('defaults to the site base assets folder', () => {
    expect(DEFAULT_ASSETS_BASE).toBe('/assets/');
    expect(productsUrl()).toBe('/assets/data/products.data.json');
    expect(careersUrl()).toBe('/assets/data/careers.data.json');
    expect(newsFeedUrl()).toBe('/assets/data/news.data.json');
    expect(assetUrl('assets/img/logo.svg')).toBe('/assets/img/logo.svg');
  });

  it('every URL follows the configured address, the route table and page content included', () => {
    setAssetsBase('https://cdn.example.com/portal/assets');
    expect(getAssetsBase()).toBe('https://cdn.example.com/portal/assets/');
    expect(productsUrl()).toBe('https://cdn.example.com/portal/assets/data/products.data.json');
    expect(careersUrl()).toBe('https://cdn.example.com/portal/assets/data/careers.data.json');
    expect(newsFeedUrl()).toBe('https://cdn.example.com/portal/assets/data/news.data.json');
    expect(newsArticleUrl('Spring-Launch')).toBe('https://cdn.example.com/portal/assets/data/news/spring-launch.json');
    expect(assetUrl('assets/img/products/trax.svg')).toBe('https://cdn.example.com/portal/assets/img/products/trax.svg');
    expect(shopLogos[0]?.src).toBe('https://cdn.example.com/portal/assets/img/products/trax.svg');
    const products = routeTable.find((entry) => entry.path === 'product/:productName');
    expect(products?.content?.({ productName: 'trax' })).toBe('https://cdn.example.com/portal/assets/data/products.data.json');
  });

  it('accepts a path on this site', () => {
    expect(setAssetsBase('/static/assets/')).toBe('/static/assets/');
    expect(careersUrl()).toBe('/static/assets/data/careers.data.json');
  });

  it.each([
    'javascript:alert(1)//',
    '//evil.example.com/assets/',
    'assets/',
    'ftp://cdn.example.com/assets/',
    'https://cdn.example.com/assets/?x=1',
    'https://user:pw@cdn.example.com/assets/',
    '',
    ' ',
  ])('refuses %j and keeps the default, with a log line', (value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setAssetsBase('https://cdn.example.com/a/');
    expect(normaliseAssetsBase(value)).toBeNull();
    expect(setAssetsBase(value)).toBe(DEFAULT_ASSETS_BASE);
    expect(productsUrl()).toBe('/assets/data/products.data.json');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('no config (it could not be loaded) means the default', () => {
    setAssetsBase('https://cdn.example.com/a/');
    expect(setAssetsBase(undefined)).toBe(DEFAULT_ASSETS_BASE);
  });
});
