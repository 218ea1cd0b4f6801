// @vitest-environment happy-dom
/** spec 9 "Local storage prefix 'ls.'": the four stored values; corrupt values discarded, never a crash. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, STORAGE_PREFIX, readStored, storage } from '../../src/lib/storage.ts';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('stored tokens do not outlive their session (docs/decisions/session-lifecycle.md)', () => {
  const now = new Date('2026-11-24T06:00:00Z');
  it('are kept while the expiry is ahead', () => {
    storage.saveTokens({ refreshToken: 'r-1', expires: 'Tue, 24 Nov 2026 06:15:00 GMT' });
    expect(storage.clearExpiredTokens(now)).toBe(false);
    expect(storage.getRefreshToken()).toBe('r-1');
  });

  it('are cleared once the expiry has passed, or when a refresh token has no expiry', () => {
    storage.saveTokens({ refreshToken: 'r-1', expires: 'Tue, 24 Nov 2026 05:59:59 GMT' });
    storage.setProductId(3);
    expect(storage.clearExpiredTokens(now)).toBe(true);
    expect(localStorage.getItem('ls.refreshToken')).toBeNull();
    expect(localStorage.getItem('ls.accessTokenExpiration')).toBeNull();
    // What the spec keeps beyond a session stays.
    expect(storage.getProductId()).toBe(3);
    storage.saveTokens({ refreshToken: 'r-2', expires: null });
    expect(storage.clearExpiredTokens(now)).toBe(true);
    expect(localStorage.getItem('ls.refreshToken')).toBeNull();
    expect(storage.clearExpiredTokens(now)).toBe(false);
  });
});

describe('sign-in local storage', () => {
  it("keeps the refresh token and expiry under the 'ls.' prefix, as JSON", () => {
    storage.saveTokens({ refreshToken: 'r-1', expires: 'Sat, 21 Nov 2026 13:27:34 GMT' });
    expect(STORAGE_PREFIX).toBe('ls.');
    expect(localStorage.getItem('ls.refreshToken')).toBe('"r-1"');
    expect(localStorage.getItem('ls.accessTokenExpiration')).toBe('"Sat, 21 Nov 2026 13:27:34 GMT"');
    expect(storage.getRefreshToken()).toBe('r-1');
    expect(storage.getAccessTokenExpiration()).toBe('Sat, 21 Nov 2026 13:27:34 GMT');
  });

  it('a token answer without a refresh token clears the old one (no stale token left behind)', () => {
    storage.saveTokens({ refreshToken: 'r-1', expires: 'Sat, 21 Nov 2026 13:27:34 GMT' });
    storage.saveTokens({ refreshToken: null, expires: null });
    expect(storage.getRefreshToken()).toBeNull();
    expect(localStorage.getItem('ls.refreshToken')).toBeNull();
    expect(storage.getAccessTokenExpiration()).toBeNull();
  });

  it('product id and single-sign-on flag round-trip', () => {
    storage.setProductId(27);
    storage.setSsoEnabled(true);
    expect(storage.getProductId()).toBe(27);
    expect(storage.getSsoEnabled()).toBe(true);
    storage.setProductId(null);
    expect(storage.getProductId()).toBeNull();
  });

  it.each([
    [STORAGE_KEYS.productId, '{not json'],
    [STORAGE_KEYS.productId, '"27"'],
    [STORAGE_KEYS.productId, '-3'],
    [STORAGE_KEYS.refreshToken, '42'],
    [STORAGE_KEYS.refreshToken, '""'],
    [STORAGE_KEYS.accessTokenExpiration, '"tomorrow-ish"'],
    [STORAGE_KEYS.ssoEnabled, '"yes"'],
  ])('a corrupt %s (%s) reads as null and is removed', (key, raw) => {
    localStorage.setItem(`ls.${key}`, raw);
    const read = {
      [STORAGE_KEYS.productId]: storage.getProductId,
      [STORAGE_KEYS.refreshToken]: storage.getRefreshToken,
      [STORAGE_KEYS.accessTokenExpiration]: storage.getAccessTokenExpiration,
      [STORAGE_KEYS.ssoEnabled]: storage.getSsoEnabled,
    }[key]!;
    expect(read()).toBeNull();
    expect(localStorage.getItem(`ls.${key}`)).toBeNull();
  });

  it('a store that throws (private mode, quota, sandbox) reads null and ignores writes', () => {
    vi.spyOn(localStorage, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => storage.setProductId(27)).not.toThrow();
    expect(storage.getProductId()).toBeNull();
    expect(readStored('anything', (value): value is string => typeof value === 'string')).toBeNull();
  });
});
